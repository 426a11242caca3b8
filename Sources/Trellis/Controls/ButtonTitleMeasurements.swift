/// What a ``Button`` measured of its title (and a configuration's subtitle) with its measurer,
/// kept so that its intrinsic content size and its two baselines, read in one layout pass, measure
/// the text once instead of three times. Entries are found by text, font and width, so a change
/// of title, font, configuration or content size category measures the new text; the button
/// forgets them all when its measurer changes (its own ``Button/measurer``, a move to another
/// window, or a change of the window's or the process-wide measurer: ``generation``).
struct ButtonTitleMeasurements {
    struct Entry {
        let text: String
        let font: Font
        let maxWidth: Double?
        let size: Size
    }

    /// The title and a configuration's subtitle, measured: more than this is a button whose
    /// texts changed, and the oldest is dropped.
    static let capacity = 4

    var entries: [Entry] = []
    /// ``ProcessWideSettings/textMeasurerGeneration`` when the entries were measured.
    var generation = ProcessWideSettings.textMeasurerGeneration
}

/// The measurer a ``Button`` measures its title with: its ``Button/measurer`` or inherited one,
/// remembering each text's size in the button's ``ButtonTitleMeasurements``.
struct ButtonTitleMeasurer: TextMeasurer {
    unowned let button: Button
    let base: any TextMeasurer

    func size(of text: String, font: Font, maxWidth: Double?) -> Size {
        let generation = ProcessWideSettings.textMeasurerGeneration
        if button.titleMeasurements.generation != generation {
            button.titleMeasurements = ButtonTitleMeasurements(generation: generation)
        }
        if let hit = button.titleMeasurements.entries.first(where: { $0.text == text && $0.font == font && $0.maxWidth == maxWidth }) {
            return hit.size
        }
        let size = base.size(of: text, font: font, maxWidth: maxWidth)
        if button.titleMeasurements.entries.count >= ButtonTitleMeasurements.capacity { button.titleMeasurements.entries.removeFirst() }
        button.titleMeasurements.entries.append(ButtonTitleMeasurements.Entry(text: text, font: font, maxWidth: maxWidth, size: size))
        return size
    }

    /// Not remembered (a button's title is measured on one line, without this).
    func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
        base.size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}
