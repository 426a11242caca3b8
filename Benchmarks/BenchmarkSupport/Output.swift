#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes to standard error.
public func printError(_ text: String) {
    var t = text
    t.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// A number rounded to `digits` decimals, without a trailing `.0` for whole numbers.
public func fmt(_ v: Double, _ digits: Int = 4) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    return r == r.rounded() ? String(Int64(r)) : String(r)
}

/// Prints the process's peak resident memory to standard error (`# peak resident memory: N MiB`).
public func printPeakMemory() {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    printError("# peak resident memory: \(usage.ru_maxrss / 1024) MiB\n")
}
