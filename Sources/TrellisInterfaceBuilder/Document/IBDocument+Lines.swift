extension IBDocument {
    /// The line of every element with an `id` (views, constraints, scenes, view controllers), by
    /// id: where a report about that element points in the file. The first element wins if a
    /// (malformed) document repeats an id.
    public var elementLines: [String: Int] {
        var lines: [String: Int] = [:]
        for e in root.descendants {
            if let id = e["id"], lines[id] == nil { lines[id] = e.line }
        }
        return lines
    }
}
