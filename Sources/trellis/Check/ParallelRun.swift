import Dispatch
import Foundation
import Synchronization

/// `transform` applied to every element on all cores (`DispatchQueue.concurrentPerform`), the
/// results in the elements' order. Each element must be independent of the others (here: a view
/// tree of its own per document, device and orientation).
func parallelMap<Element, Result>(_ items: [Element], progress: ProgressBar? = nil,
                                  _ transform: (Element) -> Result) -> [Result] {
    var results = [Result?](repeating: nil, count: items.count)
    withoutActuallyEscaping(transform) { transform in
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let slots = buffer, work = transform, input = items
            DispatchQueue.concurrentPerform(iterations: input.count) { i in
                slots[i] = work(input[i])
                progress?.advance()
            }
        }
    }
    return results.map { $0! }
}

/// A one-line progress bar on standard error, drawn only when standard error is a terminal (never
/// in a pipe or a CI log) and erased when done.
final class ProgressBar: Sendable {
    private let total: Int
    private let unit: String
    private let done = Mutex((count: 0, drawn: -1))

    /// nil when standard error is not a terminal.
    init?(total: Int, unit: String) {
        guard total > 0, isatty(STDERR_FILENO) != 0, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        self.total = total
        self.unit = unit
    }

    func advance() {
        let line: String? = done.withLock { state in
            state.count += 1
            let percent = state.count * 100 / total
            guard percent != state.drawn else { return nil }
            state.drawn = percent
            let filled = state.count * 30 / total
            return "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled)
                + "] \(state.count)/\(total) \(unit)"
        }
        if let line { FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// Erases the bar.
    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
