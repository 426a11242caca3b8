/// Times per phase over the repetitions, and the checksum of the last repetition, in the order
/// the phases were first recorded.
public final class PhaseRecorder {
    public private(set) var times: [String: [Double]] = [:]
    public private(set) var checksums: [String: Double] = [:]
    public private(set) var order: [String] = []

    public init() {}

    /// Records one repetition of `phase`.
    public func record(_ phase: String, _ ms: Double, checksum: Double) {
        if times[phase] == nil { order.append(phase) }
        times[phase, default: []].append(ms)
        checksums[phase] = checksum
    }

    /// One CSV row per phase: `prefix,phase,median_ms,min_ms,max_ms,reps,checksum`.
    public func printRows(prefix: String, digits: Int) {
        for phase in order {
            let ts = times[phase]!.sorted()
            print("\(prefix),\(phase),\(fmt(ts[ts.count / 2], digits)),\(fmt(ts.first!, digits)),\(fmt(ts.last!, digits)),\(ts.count),\(fmt(checksums[phase]!, 3))")
        }
    }
}
