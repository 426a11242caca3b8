import Synchronization

/// A scene's ``ConstraintPins``, read from its XML when first asked for and then shared by
/// every layout of the document: the layout that calibrates text on the design device and the
/// layouts asked for (on any device, from any thread) read the constraints once.
final class SceneConstraintPins: @unchecked Sendable {
    private let rootView: XMLTree
    private let pins = Mutex<ConstraintPins?>(nil)

    init(rootView: XMLTree) { self.rootView = rootView }

    /// The scene's pins (read on first use).
    var value: ConstraintPins {
        pins.withLock { known in
            if let known { return known }
            let read = ConstraintPins(rootView)
            known = read
            return read
        }
    }
}
