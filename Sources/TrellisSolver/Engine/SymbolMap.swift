/// A map from symbol ids (small dense integers) to values, stored in an array: the
/// tableau's rows and columns are looked up constantly, and indexing beats hashing.
struct SymbolMap<Value> {
    private var storage: [Value?] = []

    subscript(_ s: Int) -> Value? {
        _read {
            if s < storage.count { yield storage[s] } else { yield nil }
        }
        _modify {
            if s >= storage.count {
                storage.append(contentsOf: repeatElement(nil, count: s - storage.count + 1))
            }
            yield &storage[s]
        }
    }

    /// Mutates the value stored for `s`, which must exist, in place.
    @inline(__always)
    mutating func update<R>(_ s: Int, _ body: (inout Value) -> R) -> R {
        body(&storage[s]!)
    }

    /// Calls `body` with the value for `s`, which must exist, borrowed in place (the subscript
    /// copies it out: for a row, a retain and release of its cells on every read).
    @inline(__always)
    func withValue<R>(_ s: Int, _ body: (borrowing Value) -> R) -> R {
        storage.withUnsafeBufferPointer { body($0[s]!) }
    }

    /// Whether `s` has a value (without copying it out, as the getter does).
    @inline(__always)
    func contains(_ s: Int) -> Bool { s < storage.count && storage[s] != nil }

    /// Mutates the slot of `s` (`nil` when absent) in place, growing the storage if needed.
    @inline(__always)
    mutating func modify<R>(_ s: Int, _ body: (inout Value?) -> R) -> R {
        if s >= storage.count {
            storage.append(contentsOf: repeatElement(nil, count: s - storage.count + 1))
        }
        return body(&storage[s])
    }

    mutating func removeValue(forKey s: Int) -> Value? {
        guard s < storage.count else { return nil }
        // Moved out, not copied then released.
        var value: Value? = nil
        swap(&value, &storage[s])
        return value
    }
}

extension SymbolMap where Value == [Int] {
    /// Whether the column of `s` has an entry (an emptied column is kept, not removed).
    @inline(__always)
    func hasEntries(_ s: Int) -> Bool { s < storage.count && !(storage[s]?.isEmpty ?? true) }
}
