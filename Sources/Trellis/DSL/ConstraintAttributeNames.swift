/// The attribute names shared by the DSL's maker (`make.top`), its chains
/// (`make.leading.trailing`) and its targets (`other.layout.bottom`), with the composites:
///
/// | composite | attributes |
/// |---|---|
/// | `edges` | top, left, bottom, right |
/// | `directionalEdges` | top, leading, bottom, trailing |
/// | `horizontalEdges` / `verticalEdges` | left, right / top, bottom |
/// | `directionalHorizontalEdges` | leading, trailing |
/// | `size` | width, height |
/// | `center` | centerX, centerY |
/// | `margins` | topMargin, leftMargin, bottomMargin, rightMargin |
/// | `directionalMargins` | topMargin, leadingMargin, bottomMargin, trailingMargin |
/// | `centerWithinMargins` | centerXWithinMargins, centerYWithinMargins |
public protocol ConstraintAttributeNames {
    associatedtype Result
    /// The result of naming `attributes`.
    func adding(_ attributes: [LayoutAttribute]) -> Result
}

extension ConstraintAttributeNames {
    public var left: Result { adding([.left]) }
    public var right: Result { adding([.right]) }
    public var top: Result { adding([.top]) }
    public var bottom: Result { adding([.bottom]) }
    public var leading: Result { adding([.leading]) }
    public var trailing: Result { adding([.trailing]) }
    public var width: Result { adding([.width]) }
    public var height: Result { adding([.height]) }
    public var centerX: Result { adding([.centerX]) }
    public var centerY: Result { adding([.centerY]) }
    public var firstBaseline: Result { adding([.firstBaseline]) }
    public var lastBaseline: Result { adding([.lastBaseline]) }
    public var leftMargin: Result { adding([.leftMargin]) }
    public var rightMargin: Result { adding([.rightMargin]) }
    public var topMargin: Result { adding([.topMargin]) }
    public var bottomMargin: Result { adding([.bottomMargin]) }
    public var leadingMargin: Result { adding([.leadingMargin]) }
    public var trailingMargin: Result { adding([.trailingMargin]) }
    public var centerXWithinMargins: Result { adding([.centerXWithinMargins]) }
    public var centerYWithinMargins: Result { adding([.centerYWithinMargins]) }

    public var edges: Result { adding([.top, .left, .bottom, .right]) }
    public var directionalEdges: Result { adding([.top, .leading, .bottom, .trailing]) }
    public var horizontalEdges: Result { adding([.left, .right]) }
    public var verticalEdges: Result { adding([.top, .bottom]) }
    public var directionalHorizontalEdges: Result { adding([.leading, .trailing]) }
    public var size: Result { adding([.width, .height]) }
    public var center: Result { adding([.centerX, .centerY]) }
    public var margins: Result { adding([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
    public var directionalMargins: Result { adding([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }
    public var centerWithinMargins: Result { adding([.centerXWithinMargins, .centerYWithinMargins]) }
}

extension LayoutAttribute {
    /// The edge or centre an attribute measures, margins aside (`leftMargin` → `left`).
    var baseAttribute: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
