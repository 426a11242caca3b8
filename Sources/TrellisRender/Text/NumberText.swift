/// Writes a number of points the way Trellis prints frames: a whole number as an integer
/// (`375`, not `375.0`), anything else as the shortest decimal that reads back to the same
/// `Double` (`333.5`, `83.375`). `-0` prints as `0`; a non-finite value prints as `null`
/// (JSON has no NaN or infinity).
public func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
