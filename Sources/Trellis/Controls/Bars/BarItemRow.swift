/// How UIKit's bars place their buttons across a row (a toolbar's items, a navigation bar's
/// left and right items): each item at its own width, left to right from the leading margin,
/// ``spacing`` between two adjacent buttons; a fixed space adds its width instead of a gap, and
/// the flexible spaces share equally what is left of the row.
///
/// An item between the row's only two flexible spaces is centred in the row when it fits there
/// without overlapping the items on either side: UIKit centres a `[flexibleSpace, item,
/// flexibleSpace]` toolbar title whatever sits to its left (Stack Overflow 13751468, "it always
/// centers the title, assuming that is possible"; threema MainStoryboard, a 227-point segmented
/// control at x 93.5 in a 414-point toolbar between two image items of different widths).
///
/// Metrics (``standard(forRootWidth:)``): the margins are the system's minimum layout margins for
/// the width of the screen the bar is on — 16 points, 20 from 414 wide — and the spacing half the
/// margin, 8 or 10. Evidence, the custom views Xcode stored in bars: kaltura ima_ipad (768-point
/// iPad toolbar) at x 20, 54, 100, 671, 717 — the 20-point margin, then each item 10 after the
/// last; blackberry AppKinetics (375-point iPhone) at x 16; MasterPassword Storyboard (414-point
/// iPhone 11) ending 20 before the bar's end; navigation bars' right items 16 from the end of a
/// 375-point bar (FMobile Main, WSDOT Ferries, SwiftMessages Main) and 20 from the end of a 414
/// one (facebook Scrumptious).
public struct BarItemRow: Sendable, Hashable {
    /// One item of a row, by what its width is.
    public enum Slot: Sendable, Hashable {
        /// A button (title, image, system item or custom view) this wide.
        case button(width: Double)
        /// A fixed space this wide: it stands in for the gap between its neighbours.
        case fixedSpace(width: Double)
        /// A flexible space.
        case flexibleSpace
    }

    /// Space before the first item and after the last.
    public var leadingMargin: Double
    public var trailingMargin: Double
    /// Space between two adjacent buttons.
    public var spacing: Double

    public init(leadingMargin: Double, trailingMargin: Double, spacing: Double) {
        self.leadingMargin = leadingMargin
        self.trailingMargin = trailingMargin
        self.spacing = spacing
    }

    /// UIKit's row for a bar on a screen (or window) `rootWidth` points wide: margins 16, 20 from
    /// 414 points wide (``View/systemMinimumLayoutMargins(forRootWidth:)``), spacing half of it.
    public static func standard(forRootWidth rootWidth: Double) -> BarItemRow {
        let margin = View.systemMinimumLayoutMargins(forRootWidth: rootWidth).leading
        return BarItemRow(leadingMargin: margin, trailingMargin: margin, spacing: margin / 2)
    }

    /// The x and width of each slot in a row `width` points wide, left to right; a flexible space
    /// gets its share (never less than 0).
    public func layout(_ slots: [Slot], width: Double) -> [(x: Double, width: Double)] {
        // Segments of slots between flexible spaces, each with its own width (gaps included).
        var segments: [[Int]] = [[]]
        for (i, slot) in slots.enumerated() {
            if slot == .flexibleSpace { segments.append([]) } else { segments[segments.count - 1].append(i) }
        }
        let widths = segments.map { segmentWidth($0.map { slots[$0] }) }
        let flexibleCount = segments.count - 1
        let free = width - leadingMargin - trailingMargin - widths.reduce(0, +)
        var shares = Array(repeating: flexibleCount > 0 ? max(0, free) / Double(flexibleCount) : 0, count: flexibleCount)
        if flexibleCount == 2, !segments[1].isEmpty {
            let centredX = (width - widths[1]) / 2
            let leftEnd = leadingMargin + widths[0], rightStart = width - trailingMargin - widths[2]
            if centredX >= leftEnd, centredX + widths[1] <= rightStart {
                shares = [centredX - leftEnd, rightStart - centredX - widths[1]]
            }
        }
        var frames: [(x: Double, width: Double)] = []
        var x = leadingMargin
        var flexible = 0
        var previousWasButton = false
        for slot in slots {
            switch slot {
            case .button(let w):
                if previousWasButton { x += spacing }
                frames.append((x, w)); x += w
                previousWasButton = true
            case .fixedSpace(let w):
                frames.append((x, w)); x += w
                previousWasButton = false
            case .flexibleSpace:
                let share = shares[flexible]
                flexible += 1
                frames.append((x, share)); x += share
                previousWasButton = false
            }
        }
        return frames
    }

    /// The x and width of each slot of a row laid from the trailing margin inward, the first
    /// slot nearest the end (a navigation bar's `rightBarButtonItems`); a flexible space takes
    /// no width.
    public func layoutFromTrailingEdge(_ slots: [Slot], width: Double) -> [(x: Double, width: Double)] {
        var frames: [(x: Double, width: Double)] = []
        var maxX = width - trailingMargin
        var previousWasButton = false
        for slot in slots {
            switch slot {
            case .button(let w):
                if previousWasButton { maxX -= spacing }
                frames.append((maxX - w, w)); maxX -= w
                previousWasButton = true
            case .fixedSpace(let w):
                frames.append((maxX - w, w)); maxX -= w
                previousWasButton = false
            case .flexibleSpace:
                frames.append((maxX, 0))
                previousWasButton = false
            }
        }
        return frames
    }

    /// A run of buttons and fixed spaces: their widths and the gaps between adjacent buttons.
    private func segmentWidth(_ slots: [Slot]) -> Double {
        var total = 0.0
        var previousWasButton = false
        for slot in slots {
            switch slot {
            case .button(let w): total += w + (previousWasButton ? spacing : 0); previousWasButton = true
            case .fixedSpace(let w): total += w; previousWasButton = false
            case .flexibleSpace: previousWasButton = false
            }
        }
        return total
    }
}
