/// How a signed integer range maps to choices, so that smaller choices are simpler values.
///
/// - A range inside the non-negatives shrinks towards its lower bound: choice `c` is `lower + c`.
/// - A range inside the non-positives shrinks towards its upper bound: choice `c` is `upper - c`.
/// - A range containing 0 shrinks towards 0, alternating signs (0, 1, -1, 2, -2, …) while both sides
///   have room, then continuing on the longer side.
///
/// `decode` and `encode` are inverse bijections between `0...bound` and the range.
@usableFromInline
struct SignedEncoding: Sendable {
    @usableFromInline let lower: Int64
    @usableFromInline let upper: Int64

    @inlinable
    init(_ range: ClosedRange<Int64>) {
        lower = range.lowerBound
        upper = range.upperBound
    }

    /// The largest choice: `upper - lower`, as an unsigned number.
    @inlinable
    var bound: UInt64 { UInt64(bitPattern: upper &- lower) }

    @inlinable
    var positiveRoom: UInt64 { UInt64(bitPattern: upper) }

    @inlinable
    var negativeRoom: UInt64 { UInt64(bitPattern: 0 &- lower) }

    @inlinable @inline(__always)
    func decode(_ choice: UInt64) -> Int64 {
        if lower >= 0 { return Int64(bitPattern: UInt64(bitPattern: lower) &+ choice) }
        if upper <= 0 { return Int64(bitPattern: UInt64(bitPattern: upper) &- choice) }
        let both = Swift.min(positiveRoom, negativeRoom)
        if choice <= 2 &* both {
            // Odd choices are positive, even ones negative; computed without a branch on the sign,
            // which is random while generating.
            let magnitude = Int64(bitPattern: (choice &+ 1) >> 1)
            let negative = Int64(bitPattern: (choice & 1) &- 1)
            return (magnitude ^ negative) &- negative
        }
        let magnitude = both &+ (choice &- 2 &* both)
        return positiveRoom > negativeRoom ? Int64(bitPattern: magnitude) : Int64(bitPattern: 0 &- magnitude)
    }

    @inlinable
    func encode(_ value: Int64) -> UInt64 {
        if lower >= 0 { return UInt64(bitPattern: value &- lower) }
        if upper <= 0 { return UInt64(bitPattern: upper &- value) }
        if value == 0 { return 0 }
        let both = Swift.min(positiveRoom, negativeRoom)
        let magnitude = value > 0 ? UInt64(bitPattern: value) : UInt64(bitPattern: 0 &- value)
        if magnitude <= both { return value > 0 ? 2 &* magnitude &- 1 : 2 &* magnitude }
        return 2 &* both &+ (magnitude &- both)
    }

    @inlinable
    func contains(_ value: Int64) -> Bool { lower <= value && value <= upper }
}
