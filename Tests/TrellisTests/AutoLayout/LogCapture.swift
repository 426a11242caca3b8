import Synchronization
@testable import Trellis

/// Collects the Auto Layout log while a test runs. The handler is global and other suites lay
/// out on other threads, so messages are kept under a lock and tests look for their own.
final class LogCapture: Sendable {
    private let messages = Mutex<[String]>([])

    /// Installs the capture, runs `body`, restores a silent handler.
    @MainActor
    static func during(_ body: () throws -> Void) rethrows -> [String] {
        let capture = LogCapture()
        View.setLayoutLogHandler { message in capture.messages.withLock { $0.append(message) } }
        defer { View.setLayoutLogHandler { _ in } }
        try body()
        return capture.messages.withLock { $0 }
    }
}
