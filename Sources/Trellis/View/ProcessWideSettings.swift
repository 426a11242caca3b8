import Synchronization

/// The process-wide settings — ``View/defaultLayoutDirection`` (the default of windows without
/// their own ``Window/layoutDirectionOverride``),
/// ``Label/defaultTextMeasurer`` (the default of windows without their own
/// ``Window/textMeasurer``) and ``View/invalidGeometryHandler`` — live here, each behind a
/// lock or an atomic, so that hierarchies laid out on several threads at once read and write them
/// safely (the rule: set them anywhere, at any time; every hierarchy sees the new value at its next
/// layout pass).
///
/// A change of the layout direction or of the text measurer bumps ``generation``; each layout
/// engine remembers the generation it was built in and is rebuilt at the next pass when it
/// differs, so leading/trailing constraints, guides and intrinsic sizes follow the change (UIKit
/// relays out on a trait change).
enum ProcessWideSettings {
    private static let rightToLeft = Atomic<Bool>(false)
    private static let generationStorage = Atomic<Int>(0)
    private static let solverWorkLimitStorage = Atomic<Int>(View.defaultSolverWorkLimit)

    static var solverWorkLimit: Int {
        get { solverWorkLimitStorage.load(ordering: .acquiring) }
        set { solverWorkLimitStorage.store(newValue, ordering: .releasing) }
    }
    private struct Handlers: @unchecked Sendable {
        var textMeasurer: any TextMeasurer = ApproximateTextMeasurer()
        var invalidGeometry: (String) -> Void = { _ in }
    }
    private static let handlers = Mutex(Handlers())

    /// Bumped by every change of a setting that changes layout.
    static var generation: Int { generationStorage.load(ordering: .acquiring) }

    static var layoutDirection: LayoutDirection {
        get { rightToLeft.load(ordering: .acquiring) ? .rightToLeft : .leftToRight }
        set {
            rightToLeft.store(newValue == .rightToLeft, ordering: .releasing)
            generationStorage.add(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Set once any window has had a ``Window/layoutDirectionOverride``: until then no view looks
    /// for its window to find its direction (the window's override is not read on every layout pass).
    private static let windowDirectionsStorage = Atomic<Bool>(false)
    static var windowLayoutDirectionsInUse: Bool { windowDirectionsStorage.load(ordering: .acquiring) }

    /// A window's layout direction changed: its views' leading and trailing are derived again at
    /// the next pass (every hierarchy's, as for a change of the app's direction).
    static func windowLayoutDirectionDidChange() {
        windowDirectionsStorage.store(true, ordering: .releasing)
        generationStorage.add(1, ordering: .acquiringAndReleasing)
    }

    /// Set once any window has had a ``Window/textMeasurer``: until then no view looks for its
    /// window to find its measurer (the window's measurer is not read at every measurement).
    private static let windowMeasurersStorage = Atomic<Bool>(false)
    static var windowTextMeasurersInUse: Bool { windowMeasurersStorage.load(ordering: .acquiring) }

    /// A window was given a text measurer: from now on views look for their window's. Only that
    /// window's hierarchy measures again (``Window/textMeasurer``), not every hierarchy.
    static func windowTextMeasurerDidChange() {
        windowMeasurersStorage.store(true, ordering: .releasing)
        textMeasurerGenerationStorage.add(1, ordering: .acquiringAndReleasing)
    }

    /// Bumped by every change of the process-wide measurer or of a window's: what was measured
    /// with an inherited measurer (``View/inheritedTextMeasurer``) before a change is measured
    /// again after it (a ``Button``'s title).
    private static let textMeasurerGenerationStorage = Atomic<Int>(0)
    static var textMeasurerGeneration: Int { textMeasurerGenerationStorage.load(ordering: .acquiring) }

    static var textMeasurer: any TextMeasurer {
        get { handlers.withLock { $0.textMeasurer } }
        set {
            handlers.withLock { $0.textMeasurer = newValue }
            textMeasurerGenerationStorage.add(1, ordering: .acquiringAndReleasing)
            generationStorage.add(1, ordering: .acquiringAndReleasing)
        }
    }

    static var invalidGeometryHandler: (String) -> Void {
        get { handlers.withLock { $0.invalidGeometry } }
        set { handlers.withLock { $0.invalidGeometry = newValue } }
    }
}
