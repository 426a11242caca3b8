import Trellis

extension Device {
    /// Why `text` names no device, for an error: "device 'iPhone SE' is ambiguous: iPhone SE (1st
    /// generation), …" (``lookup(_:)``), or "unknown device '…'" with close matches.
    public static func notFoundMessage(for text: String) -> String {
        if case let .ambiguous(candidates) = lookup(text) {
            return "device '\(text)' is ambiguous: \(candidates.joined(separator: ", ")) (an exact name or id from `trellis devices`)"
        }
        let similar = closeMatches(to: text).map(\.id)
        return "unknown device '\(text)'" + (similar.isEmpty ? "; run `trellis devices` for the list" : "; did you mean: \(similar.joined(separator: ", "))?")
    }

    /// Catalog devices whose id or name is close to `text`, for "did you mean" messages: those
    /// ``Device/similar(to:)`` finds (one name contains the other), else those within two edits
    /// (ignoring case, spaces and punctuation), at most five.
    public static func closeMatches(to text: String) -> [Device] {
        let similar = Device.similar(to: text)
        if !similar.isEmpty { return Array(similar.prefix(5)) }
        let key = simplified(text)
        guard !key.isEmpty else { return [] }
        let scored = all.compactMap { d -> (Int, Device)? in
            let best = ([d.id, d.name] + d.otherNames).map { editDistance(simplified($0), key) }.min() ?? .max
            return best <= 2 ? (best, d) : nil
        }
        return Array(scored.sorted { $0.0 < $1.0 }.map(\.1).prefix(5))
    }

    private static func simplified(_ s: String) -> [Character] {
        Array(s.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
