/// A choice seen as an integer: its distance from the simplest value and the side it lies on.
///
/// For a plain choice, or a signed draw whose range lies on one side of 0, the distance is the choice
/// itself. For a signed draw over a range around 0 (encoded 0, 1, −1, 2, −2, …) the distance is the
/// magnitude and `negative` the sign, so lowering the distance never flips the sign.
struct IntegerChoice {
    let index: Int
    let distance: UInt64
    let negative: Bool
    /// The encoding of a range around 0, or nil when the distance is the choice.
    let zigzag: SignedEncoding?

    /// The choice at the same side at `distance`, or nil if the range has no such value.
    func choice(distance: UInt64, negative: Bool) -> UInt64? {
        guard let zigzag else { return negative ? nil : distance }
        let room = negative ? zigzag.negativeRoom : zigzag.positiveRoom
        guard distance <= room else { return nil }
        return zigzag.encode(negative ? Int64(bitPattern: 0 &- distance) : Int64(bitPattern: distance))
    }

    /// The choice at the same side at `distance`.
    func choice(distance: UInt64) -> UInt64? { choice(distance: distance, negative: negative) }
}

extension Shrinker {
    /// The signed encoding a choice was decoded with, if it is a signed integer or a whole double.
    func signedEncoding(at index: Int) -> SignedEncoding? {
        guard index < best.types.count else { return nil }
        switch best.types[index] {
        case .plain:
            return nil
        case .signed(let lower, let upper):
            return SignedEncoding(lower...upper)
        case .double(let lower, let upper):
            guard index > 0, best.choices[index - 1] == 0 else { return nil }
            return DoubleEncoding(lower...upper).whole
        }
    }

    /// Whether the choice at `index` stands for an integer (not a flag, not a fractional double).
    func isInteger(at index: Int) -> Bool {
        guard index < best.types.count else { return true }
        switch best.types[index] {
        case .plain(let bound): return bound > 1
        case .signed: return true
        case .double: return index > 0 && best.choices[index - 1] == 0
        }
    }

    /// The choice at `index` as an integer distance from its simplest value.
    func integerChoice(at index: Int) -> IntegerChoice? {
        guard index < best.choices.count else { return nil }
        let choice = best.choices[index]
        guard let encoding = signedEncoding(at: index), encoding.lower < 0, encoding.upper > 0 else {
            if index < best.types.count, case .double = best.types[index], best.choices[index - 1] != 0 { return nil }
            return IntegerChoice(index: index, distance: choice, negative: false, zigzag: nil)
        }
        let value = encoding.decode(choice)
        return IntegerChoice(index: index, distance: value.magnitude, negative: value < 0, zigzag: encoding)
    }

    /// The value the choice at `index` decodes to, for moves that keep a sum or a difference; nil if
    /// it is not an integer or does not fit in `Int64`.
    func integerValue(at index: Int) -> Int64? {
        guard index < best.choices.count, isInteger(at: index) else { return nil }
        if let encoding = signedEncoding(at: index) { return encoding.decode(best.choices[index]) }
        let choice = best.choices[index]
        return choice <= UInt64(Int64.max) ? Int64(choice) : nil
    }

    /// The choice that makes the choice at `index` decode to `value`, or nil if its range lacks it.
    func choice(for value: Int64, at index: Int) -> UInt64? {
        if let encoding = signedEncoding(at: index) {
            return encoding.contains(value) ? encoding.encode(value) : nil
        }
        guard value >= 0 else { return nil }
        if index < best.types.count, case .plain(let bound) = best.types[index], UInt64(value) > bound { return nil }
        return UInt64(value)
    }

    /// The indices of integer choices that are not at their simplest value, in order.
    var nonzeroIntegerIndices: [Int] {
        best.choices.indices.filter { best.choices[$0] != 0 && isInteger(at: $0) }
    }
}

/// Finds the smallest `k` in `0...limit` for which `holds(k)` is true, given that `holds(limit)` is
/// true (it is never called): probes 0, 1, 4, 16, … upwards, then a binary search between the last
/// probe that failed and the first that held. About 1.5 log₂(k) calls, so a 64-bit value with a small
/// answer costs a few calls, not 64. `holds` may change the shrinker's state (an accepted attempt);
/// the search assumes it is monotone.
func smallestSatisfying(upTo limit: UInt64, _ holds: (UInt64) throws -> Bool) throws -> UInt64 {
    var low: UInt64 = 0      // every k < low is known not to hold
    var probe: UInt64 = 0
    while probe < limit {
        if try holds(probe) { return try binarySearch(low, probe) }
        low = probe + 1
        probe = probe == 0 ? 1 : (probe > limit / 4 ? limit : probe * 4)
    }
    return try binarySearch(low, limit)

    /// The smallest k in low...high that holds, given that high holds.
    func binarySearch(_ low: UInt64, _ high: UInt64) throws -> UInt64 {
        var low = low, high = high
        while low < high {
            let middle = low + (high - low) / 2
            if try holds(middle) { high = middle } else { low = middle + 1 }
        }
        return high
    }
}
