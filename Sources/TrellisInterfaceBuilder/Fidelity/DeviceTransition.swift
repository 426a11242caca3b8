import Trellis

/// How a second-device pair moves a document: from the device (and orientation) Xcode saved
/// it on first to the one it saved it on next. `trellis pairs` reports its figures per class,
/// because each class changes different things on the canvas: an iPad brings regular size
/// classes and a 20-point status bar; a landscape iPhone a compact height, no status bar on
/// home-button phones and side safe-area insets on notched ones; a phone of another size only
/// widths, heights and insets.
///
/// A change of family (iPhone ↔ iPad) decides the class whatever the orientations; within a
/// family, a change of orientation makes the pair ``portraitLandscape``.
///
/// ```swift
/// let t = DeviceTransition(from: (a.designDevice, a.designOrientation), to: (b.designDevice, b.designOrientation))
/// print(t.rawValue)   // "iPhone→iPad"
/// ```
public enum DeviceTransition: String, CaseIterable, Sendable, Hashable {
    case phoneToPad = "iPhone→iPad"
    case padToPhone = "iPad→iPhone"
    case portraitLandscape = "portrait↔landscape"
    case phoneToPhone = "phone→phone"
    /// One iPad size to another in the same orientation.
    case padToPad = "iPad→iPad"
    /// Any pair involving a device that is neither iPhone nor iPad (an Apple TV canvas).
    case other = "other"

    /// The class of a pair designed on `from` and saved again on `to`.
    public init(from: (device: Device, orientation: Orientation), to: (device: Device, orientation: Orientation)) {
        switch (from.device.family, to.device.family) {
        case (.phone, .pad): self = .phoneToPad
        case (.pad, .phone): self = .padToPhone
        case (.phone, .phone), (.pad, .pad):
            if from.orientation.isLandscape != to.orientation.isLandscape { self = .portraitLandscape }
            else { self = from.device.family == .phone ? .phoneToPhone : .padToPad }
        default: self = .other
        }
    }

    /// The class of the pair `a` (first saved) → `b` (saved again on another device).
    public init(from a: IBDocument, to b: IBDocument) {
        self.init(from: (a.designDevice, a.designOrientation), to: (b.designDevice, b.designOrientation))
    }
}
