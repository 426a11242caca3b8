import Synchronization
import TrellisSolver

/// Where new engines record their solver calls (the layout benchmark replays them on a bare
/// solver to state the view layer's overhead); nil, the default, records nothing.
private struct RecordingBox: @unchecked Sendable { let recording: SolverRecording? }
private let recordingStorage = Mutex(RecordingBox(recording: nil))

extension LayoutEngine {
    static var solverRecording: SolverRecording? {
        get { recordingStorage.withLock { $0.recording } }
        set { recordingStorage.withLock { $0 = RecordingBox(recording: newValue) } }
    }
}

extension View {
    /// Records the calls every layout engine made from now on makes on its solver into
    /// `recording` (nil stops), so that a benchmark can replay the same solver work without the
    /// views and state the view layer's overhead.
    @_spi(Benchmarks) public static func recordSolverCalls(into recording: SolverRecording?) {
        LayoutEngine.solverRecording = recording
    }
}
