/// Prefix sums over row heights (a Fenwick tree), so that a table of 100,000 rows answers
/// `rectForRow` and `indexPathForRow(at:)` in O(log n) and a height change costs O(log n).
///
/// Structural changes (insert, delete) rebuild the tree in O(n), which is what an array insert costs
/// anyway.
struct HeightIndex: Hashable, Sendable {
    private(set) var heights: [Double]
    private var tree: [Double]

    init(_ heights: [Double] = []) {
        self.heights = heights
        self.tree = []
        rebuild()
    }

    var count: Int { heights.count }

    /// The sum of all heights.
    private(set) var total: Double = 0

    private mutating func rebuild() {
        let n = heights.count
        tree = [Double](repeating: 0, count: n + 1)
        var sum = 0.0
        for i in 0..<n {
            sum += heights[i]
            var j = i + 1
            tree[j] += heights[i]
            let parent = j + (j & -j)
            if parent <= n { tree[parent] += tree[j] }
            j = parent
        }
        total = sum
    }

    /// Sum of the heights before index `i` (0 ≤ i ≤ count).
    func prefix(_ i: Int) -> Double {
        var sum = 0.0
        var j = i
        while j > 0 {
            sum += tree[j]
            j -= j & -j
        }
        return sum
    }

    mutating func set(_ i: Int, _ height: Double) {
        let delta = height - heights[i]
        guard delta != 0 else { return }
        heights[i] = height
        total += delta
        var j = i + 1
        while j < tree.count {
            tree[j] += delta
            j += j & -j
        }
    }

    mutating func insert(contentsOf new: [Double], at i: Int) {
        heights.insert(contentsOf: new, at: i)
        rebuild()
    }

    mutating func remove(at indices: [Int]) {
        for i in indices.sorted(by: >) { heights.remove(at: i) }
        rebuild()
    }

    mutating func replaceAll(_ new: [Double]) {
        heights = new
        rebuild()
    }

    /// The index of the row containing offset `y` measured from the first row's top (half-open: a
    /// row owns its top edge), or `nil` when `y` is outside `0 ..< total` or falls in a zero-height row
    /// only.
    func index(containing y: Double) -> Int? {
        guard y >= 0, y < total, !heights.isEmpty else { return nil }
        // Find the largest position whose prefix sum is <= y.
        var position = 0
        var remaining = y
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` rows lie wholly at or above y; skip zero-height rows on the boundary.
        var i = position
        while i < heights.count && heights[i] == 0 { i += 1 }
        return i < heights.count ? i : nil
    }
}
