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
    /// Names `left`.
    public var left: Result { adding([.left]) }
    /// Names `right`.
    public var right: Result { adding([.right]) }
    /// Names `top`.
    public var top: Result { adding([.top]) }
    /// Names `bottom`.
    public var bottom: Result { adding([.bottom]) }
    /// Names `leading`.
    public var leading: Result { adding([.leading]) }
    /// Names `trailing`.
    public var trailing: Result { adding([.trailing]) }
    /// Names `width`.
    public var width: Result { adding([.width]) }
    /// Names `height`.
    public var height: Result { adding([.height]) }
    /// Names `centerX`.
    public var centerX: Result { adding([.centerX]) }
    /// Names `centerY`.
    public var centerY: Result { adding([.centerY]) }
    /// Names `firstBaseline`.
    public var firstBaseline: Result { adding([.firstBaseline]) }
    /// Names `lastBaseline`.
    public var lastBaseline: Result { adding([.lastBaseline]) }
    /// Names `leftMargin`.
    public var leftMargin: Result { adding([.leftMargin]) }
    /// Names `rightMargin`.
    public var rightMargin: Result { adding([.rightMargin]) }
    /// Names `topMargin`.
    public var topMargin: Result { adding([.topMargin]) }
    /// Names `bottomMargin`.
    public var bottomMargin: Result { adding([.bottomMargin]) }
    /// Names `leadingMargin`.
    public var leadingMargin: Result { adding([.leadingMargin]) }
    /// Names `trailingMargin`.
    public var trailingMargin: Result { adding([.trailingMargin]) }
    /// Names `centerXWithinMargins`.
    public var centerXWithinMargins: Result { adding([.centerXWithinMargins]) }
    /// Names `centerYWithinMargins`.
    public var centerYWithinMargins: Result { adding([.centerYWithinMargins]) }

    /// Names `top, left, bottom, right`.
    public var edges: Result { adding([.top, .left, .bottom, .right]) }
    /// Names `top, leading, bottom, trailing`.
    public var directionalEdges: Result { adding([.top, .leading, .bottom, .trailing]) }
    /// Names `left, right`.
    public var horizontalEdges: Result { adding([.left, .right]) }
    /// Names `top, bottom`.
    public var verticalEdges: Result { adding([.top, .bottom]) }
    /// Names `leading, trailing`.
    public var directionalHorizontalEdges: Result { adding([.leading, .trailing]) }
    /// Names `width, height`.
    public var size: Result { adding([.width, .height]) }
    /// Names `centerX, centerY`.
    public var center: Result { adding([.centerX, .centerY]) }
    /// Names `topMargin, leftMargin, bottomMargin, rightMargin`.
    public var margins: Result { adding([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
    /// Names `topMargin, leadingMargin, bottomMargin, trailingMargin`.
    public var directionalMargins: Result { adding([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }
    /// Names `centerXWithinMargins, centerYWithinMargins`.
    public var centerWithinMargins: Result { adding([.centerXWithinMargins, .centerYWithinMargins]) }
}
