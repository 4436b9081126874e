/// The one definition of "simpler": shortlex order on choice sequences.
///
/// A sequence is simpler than another if it is shorter, or equally long and lexicographically smaller.
/// Generators are written so that this order matches intuition: fewer elements first, then smaller
/// choices, and the all-zero sequence decodes to the simplest value. The order is total and
/// well-founded, so shrinking (which only ever accepts simpler sequences) always terminates.
public enum Shortlex {
    /// Whether `a` is strictly simpler than `b`.
    /// - Complexity: O(min(a.count, b.count)).
    @inlinable
    public static func isSimpler(_ a: [UInt64], than b: [UInt64]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for index in a.indices where a[index] != b[index] {
            return a[index] < b[index]
        }
        return false
    }
}
