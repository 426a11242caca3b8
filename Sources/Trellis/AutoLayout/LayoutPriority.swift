import TrellisSolver

/// How much a layout constraint is wanted, 1…1000 (UIKit's `UILayoutPriority`).
/// Constraints are satisfied in priority order, highest first.
public struct LayoutPriority: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Double
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Double(value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: what a window's resize drag uses.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 490.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` uses by default.
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue >= 1000 }
    /// Whether the value is in UIKit's range 1…1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    var solverPriority: Priority { Priority(rawValue) }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }
    public var description: String { formatPoints(rawValue) }
}
