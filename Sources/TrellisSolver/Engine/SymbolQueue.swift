/// Symbols taken lowest id first, each held once at a time: the rows the dual simplex repairs.
/// A binary min-heap beside a membership set, so an insert and a removal cost O(log n) where
/// `Set.min()` scanned every waiting symbol at each pivot (a rotation left hundreds waiting).
struct SymbolQueue {
    private var members: Set<SymbolKey> = []
    private var heap: [Int] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `key` unless it is waiting already.
    mutating func insert(_ key: SymbolKey) {
        guard members.insert(key).inserted else { return }
        heap.append(key.id)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i] < heap[parent] else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the lowest waiting symbol.
    mutating func popMin() -> SymbolKey? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let left = 2 * i + 1, right = left + 1
                var smallest = i
                if left < heap.count && heap[left] < heap[smallest] { smallest = left }
                if right < heap.count && heap[right] < heap[smallest] { smallest = right }
                if smallest == i { break }
                heap.swapAt(i, smallest)
                i = smallest
            }
        }
        members.remove(SymbolKey(first))
        return SymbolKey(first)
    }
}
