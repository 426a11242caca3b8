/// Why a screen adaptation could not be set up.
public enum ScreenAdaptationError: Error, Equatable, CustomStringConvertible {
    /// The reference (design) width is not a positive finite number.
    case invalidReferenceWidth(Double)
    /// The screen width is not a positive finite number.
    case invalidScreenWidth(Double)
    /// The view is not in a window, so it has no screen to take the width from (name of the view).
    case noScreen(String)

    public var description: String {
        switch self {
        case .invalidReferenceWidth(let w): "reference width \(w) must be a positive finite number of points"
        case .invalidScreenWidth(let w): "screen width \(w) must be a positive finite number of points"
        case .noScreen(let name): "\(name) is not in a window: pass a ScreenAdapter with the screen width"
        }
    }
}
