extension View {
    /// Sends a message to the layout log (``setLayoutLogHandler(_:)``), where Auto Layout's own
    /// reports go; UIKit prints such messages to the console. For layers built over Trellis, such as
    /// TrellisUIKit, which log where UIKit raises an exception.
    public static func logLayoutMessage(_ message: String) {
        LayoutEngine.log(message)
    }
}
