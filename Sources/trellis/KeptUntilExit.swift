/// Values a command keeps until the process exits instead of freeing them object by object:
/// `trellis layout` exits right after writing its output, and freeing a 100,000-view layout (its
/// views, engine and XML tree) one object at a time took a twentieth of the command's time; the
/// system takes the memory back at exit at once. Reachable from here, they are no leak to
/// LeakSanitizer.
nonisolated(unsafe) private var keptUntilExit: [Any] = []

/// Keeps `value` alive until the process exits.
func keepUntilExit(_ value: Any) {
    keptUntilExit.append(value)
}
