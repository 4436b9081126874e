/// A longest strictly increasing subsequence: which elements of a list keep their order when the others
/// are taken as moved (a diffable data source's minimal move set; rows followed across a reload,
/// ``ReloadIdentity``).
@_spi(Checker) public enum IncreasingRun {
    /// The positions (into `values`, ascending) of one longest strictly increasing subsequence: patience
    /// sorting with back links, O(n log n). Among equally long ones, the one whose last element is
    /// smallest at each length is kept, so the result is deterministic.
    public static func longest(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // tails[k]: position of the smallest last value of a run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }
}
