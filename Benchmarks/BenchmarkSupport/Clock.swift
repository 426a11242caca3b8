#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Milliseconds on the monotonic clock.
@inlinable public func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
}

/// Milliseconds of CPU time used by the calling thread: on a machine shared with other jobs,
/// what a phase costs rather than how long it waited for a core.
@inlinable public func threadCPUNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1_000_000
}

/// WORKLOADS.md's resize values: a triangle wave between 0.75 and 1.25 × `base`, period 200.
@inlinable public func tri(_ k: Int, base: Double) -> Double {
    let t = k % 200
    let f = t < 100 ? Double(t) / 100 : Double(200 - t) / 100
    return base * (0.75 + 0.5 * f)
}
