/// The system styles' views and where UIKit puts them, measured on the frames Xcode stores for
/// style cells (`style="IBUITableViewCellStyle…"`, 395 cells of both corpora): text at the
/// content view's leading margin, centred down; a detail label at the trailing margin on the
/// text's baseline (value 1), below the text (subtitle) or after a right-aligned title column
/// (value 2); an image at the leading margin with the text 15 points after it.
extension TableViewCell {
    /// The views a style shows.
    struct StyleViews {
        let text: Label
        let detail: Label?
        let image: ImageView?
    }

    /// A style's image view: without an image it takes no room (its intrinsic size is zero, not
    /// none), and it tells the cell when its image changes.
    final class StyleImageView: ImageView {
        var imageDidChange: ((Image?) -> Void)?
        override var image: Image? { didSet { if image != oldValue { imageDidChange?(image) } } }
        override var intrinsicContentSize: Size {
            image == nil && explicitIntrinsicContentSize == nil ? .zero : super.intrinsicContentSize
        }
    }

    /// The space between an image and the text (nRF Mesh Groups.storyboard: 24-point images at
    /// 20, text at 59; Yubico Main.storyboard: a 22-point image at 16, text at 53).
    static let imageTextGap = 15.0
    /// The width of a value-2 cell's title column (ResearchKit ORKCatalog Main.storyboard, the
    /// corpora's one value-2 cell: title 16…107 right-aligned, detail from 113).
    static let value2TitleWidth = 91.0
    /// The space between a value-2 cell's title column and its detail.
    static let value2Gap = 6.0
    /// Space between a subtitle cell's title and subtitle (Xcode 11–15: the title 20.5 high at
    /// y 10, the subtitle at 31.5 in a 55.5-point row; nRF Connect, LoopKit, appcenter Sasquatch).
    static let subtitleGap = 1.0
    /// The least row of a subtitle cell: 55.5 points (Xcode 11–15's automatic subtitle row, the
    /// storyboard reader's table metrics), the title and subtitle (36 points) centred in it.
    static let subtitleRowHeight = 55.5
    /// The least space above and below a subtitle cell's title and subtitle: (55.5 − 36) / 2,
    /// so that taller text grows the row as the standard one sits.
    static let subtitlePadding = 9.75

    /// The title (UIKit's `textLabel`): the 17-point system font (12 in the value-2 style's
    /// title column, right-aligned), at the leading margin (after ``imageView``'s image), centred
    /// down; the row at least 44 points tall (UIKit's standard row).
    public var textLabel: Label? { styleViewsMadeIfNeeded().text }

    /// The secondary text (UIKit's `detailTextLabel`), `nil` in the default style: value 1 — at
    /// the trailing margin, right-aligned, on the title's baseline, in the 17-point system font;
    /// subtitle — below the title at its leading edge, 12 points; value 2 — 6 points after the
    /// title column, 12 points.
    public var detailTextLabel: Label? { styleViewsMadeIfNeeded().detail }

    /// The image at the leading margin, centred down (UIKit's `imageView`); `nil` in the value-2
    /// style, which has none. Without an image it takes no room.
    public var imageView: ImageView? { styleViewsMadeIfNeeded().image }

    private func styleViewsMadeIfNeeded() -> StyleViews {
        if let styleViews { return styleViews }
        let views = makeStyleViews()
        styleViews = views
        return views
    }

    /// Makes the style's views in ``contentView`` and constrains them.
    private func makeStyleViews() -> StyleViews {
        let small = style == .subtitle || style == .value2
        let text = styleLabel(size: style == .value2 ? 12 : 17)
        let detail = style == .default ? nil : styleLabel(size: small ? 12 : 17)
        let image = style == .value2 ? nil : StyleImageView()
        let c = contentView, m = contentView.layoutMarginsGuide
        var constraints = [c.heightAnchor.constraint(greaterThanOrEqualToConstant: style == .subtitle ? TableViewCell.subtitleRowHeight : TableView.standardRowHeight)]
        if let image {
            image.translatesAutoresizingMaskIntoConstraints = false
            // The image keeps its size; the text takes the rest of the line.
            image.setContentHuggingPriority(LayoutPriority(999), for: .horizontal)
            c.addSubview(image)
            let gap = text.leadingAnchor.constraint(equalTo: image.trailingAnchor)
            // The text keeps its gap after the image only when there is an image.
            image.imageDidChange = { [unowned gap] image in gap.constant = image == nil ? 0 : TableViewCell.imageTextGap }
            constraints += [image.leadingAnchor.constraint(equalTo: m.leadingAnchor), image.centerYAnchor.constraint(equalTo: c.centerYAnchor), gap]
        } else {
            constraints.append(text.leadingAnchor.constraint(equalTo: m.leadingAnchor))
        }
        switch style {
        case .default:
            constraints += [text.trailingAnchor.constraint(equalTo: m.trailingAnchor)] + centredDown(text)
        case .value1:
            guard let detail else { break }
            detail.textAlignment = .right
            detail.textColor = .secondaryLabel
            constraints += centredDown(text) + [
                detail.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8)]
        case .subtitle:
            guard let detail else { break }
            detail.textColor = .secondaryLabel
            let pair = LayoutGuide()
            c.addLayoutGuide(pair)
            constraints += [text.trailingAnchor.constraint(lessThanOrEqualTo: m.trailingAnchor),
                            detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                            detail.trailingAnchor.constraint(lessThanOrEqualTo: m.trailingAnchor),
                            detail.topAnchor.constraint(equalTo: text.bottomAnchor, constant: TableViewCell.subtitleGap),
                            pair.topAnchor.constraint(equalTo: text.topAnchor), pair.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
                            pair.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                            pair.topAnchor.constraint(greaterThanOrEqualTo: c.topAnchor, constant: TableViewCell.subtitlePadding),
                            pair.bottomAnchor.constraint(lessThanOrEqualTo: c.bottomAnchor, constant: -TableViewCell.subtitlePadding)]
        case .value2:
            guard let detail else { break }
            text.textAlignment = .right
            text.textColor = .link
            constraints += centredDown(text) + [
                text.widthAnchor.constraint(equalToConstant: TableViewCell.value2TitleWidth),
                detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: TableViewCell.value2Gap),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: m.trailingAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor)]
        }
        LayoutConstraint.activate(constraints)
        return StyleViews(text: text, detail: detail, image: image)
    }

    private func styleLabel(size: Double) -> Label {
        let label = Label()
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        return label
    }

    /// A label centred down between the content view's top and bottom margins.
    private func centredDown(_ label: Label) -> [LayoutConstraint] {
        let c = contentView, m = contentView.layoutMarginsGuide
        return [label.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                label.topAnchor.constraint(greaterThanOrEqualTo: m.topAnchor),
                label.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor)]
    }
}
