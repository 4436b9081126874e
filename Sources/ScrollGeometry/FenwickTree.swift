/// Prefix sums over a sequence of non-negative values (a Fenwick, or binary indexed, tree): the sum of
/// the first `i` values, a change to one value, and the search for the value containing a given
/// offset, each in O(log n).
///
/// ``RowStore`` keeps two of these over its chunks — row counts and height sums — so that a table of
/// 100,000 rows finds a row by position or by offset without walking its chunks.
///
/// Values are `Double`: a count is held exactly (every integer up to 2⁵³ is a `Double`). One concrete type
/// takes no witness call and no run-time tuple metadata per lookup, which the generic version still did
/// in the test suite's profile (every table lookup runs through here).
///
/// > Important: ``firstExceeding(_:)`` assumes every value is non-negative (prefix sums never
/// > decrease). Heights and counts are.
struct FenwickTree: Sendable {
    typealias Value = Double

    /// `tree[j]` (1-based) holds the sum of the `j & -j` values ending at value `j - 1`.
    private var tree: [Value]
    /// The sum of all values.
    private(set) var total: Value

    /// A tree over `values`.
    /// - Complexity: O(n).
    init(_ values: [Value]) {
        var tree = [Value.zero]
        tree.reserveCapacity(values.count + 1)
        tree.append(contentsOf: values)
        let n = values.count
        var total = Value.zero
        for j in 1..<(n + 1) {
            let parent = j + (j & -j)
            if parent <= n { tree[parent] += tree[j] }
        }
        for value in values { total += value }
        self.tree = tree
        self.total = total
    }

    /// The number of values.
    var count: Int { tree.count - 1 }

    /// The sum of the values before index `i` (0 ≤ i ≤ count).
    /// - Complexity: O(log n).
    func prefix(_ i: Int) -> Value {
        var sum = Value.zero
        var j = i
        while j > 0 {
            sum += tree[j]
            j -= j & -j
        }
        return sum
    }

    /// Adds `delta` to the value at index `i`.
    /// - Complexity: O(log n).
    mutating func add(_ delta: Value, at i: Int) {
        guard delta != .zero else { return }
        total += delta
        var j = i + 1
        while j < tree.count {
            tree[j] += delta
            j += j & -j
        }
    }

    /// The index of the value that contains offset `target` — the first `i` with
    /// `prefix(i + 1) > target` — and `prefix(i)`; `nil` when `target` is negative or at least
    /// ``total``. Values of zero are skipped: they contain no offset.
    /// - Complexity: O(log n).
    func firstExceeding(_ target: Value) -> (index: Int, before: Value)? {
        guard target >= .zero, target < total else { return nil }
        let n = count
        var position = 0
        var before = Value.zero
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= n && before + tree[next] <= target {
                position = next
                before += tree[next]
            }
            step /= 2
        }
        return (position, before)
    }
}
