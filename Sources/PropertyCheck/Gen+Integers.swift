extension Gen where Value: FixedWidthInteger & Sendable {
    /// Integers in `range`, shrinking towards 0 (or towards the bound nearest 0 when 0 is outside).
    ///
    /// When generating, about half the draws are biased: the simplest value, either bound, values a
    /// few steps inside a bound, small magnitudes, and values drawn earlier in the same case (so
    /// duplicates appear). The encoding is one choice per integer (see `SignedEncoding`).
    /// - Precondition: `Value.bitWidth <= 64`.
    @inlinable
    public static func integer(in range: ClosedRange<Value>) -> Gen<Value> {
        precondition(Value.bitWidth <= 64, "Gen.integer supports integer types of at most 64 bits")
        if Value.isSigned {
            let encoding = SignedEncoding(Int64(range.lowerBound)...Int64(range.upperBound))
            return Gen { testCase in
                Value(truncatingIfNeeded: try testCase.drawSigned(encoding))
            }
        } else {
            let lower = UInt64(range.lowerBound)
            let upper = UInt64(range.upperBound)
            return Gen { testCase in
                Value(truncatingIfNeeded: try testCase.drawUnsigned(lower: lower, upper: upper))
            }
        }
    }
}

extension Gen where Value == Int {
    /// Integers in `range`; see `Gen.integer(in:)`.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> { .integer(in: range) }
}

extension Gen where Value == Int64 {
    /// 64-bit integers in `range`; see `Gen.integer(in:)`.
    @inlinable
    public static func int64(in range: ClosedRange<Int64>) -> Gen<Int64> { .integer(in: range) }
}

extension TestCase {
    /// Draws one signed integer with the generation bias described at `Gen.integer(in:)`.
    @inlinable
    mutating func drawSigned(_ encoding: SignedEncoding) throws -> Int64 {
        let bound = encoding.bound
        let type = ChoiceType.signed(lower: encoding.lower, upper: encoding.upper)
        let choice: UInt64
        if wantsBias {
            let generated = generatedChoice(bound: bound, encoding: encoding)
            choice = try draw(upTo: bound, type: type) { _ in generated }
        } else {
            choice = try draw(upTo: bound, type: type) { rng in rng.next(upTo: bound) }
        }
        return encoding.decode(choice)
    }

    /// Draws one unsigned integer in `lower...upper`, shrinking towards `lower`.
    @inlinable
    mutating func drawUnsigned(lower: UInt64, upper: UInt64) throws -> UInt64 {
        let bound = upper &- lower
        let choice: UInt64
        if wantsBias {
            let generated = generatedChoice(bound: bound, encoding: bound <= UInt64(Int64.max) ? SignedEncoding(0...Int64(bound)) : nil)
            choice = try draw(upTo: bound) { _ in generated }
        } else {
            choice = try draw(upTo: bound)
        }
        return lower &+ choice
    }

    /// Whether the next draw will be generated (not replayed), so a bias is worth computing.
    @inlinable
    var wantsBias: Bool { generating && choices.count >= prefix.count }

    /// A generated choice for an integer draw: half the time uniform in `0...bound`, otherwise biased.
    ///
    /// One random word decides and parametrises the bias, so a biased draw costs no more random
    /// numbers than a uniform one (which takes a second word). Of sixteen draws: one is the simplest
    /// value, one each the lower and the upper bound, three a small magnitude (up to 8 or 24 bits),
    /// one a value a few steps inside a bound, one a repeat of one of the last eight choices recorded
    /// in this case (so duplicates appear), and eight are uniform.
    @inlinable
    mutating func generatedChoice(bound: UInt64, encoding: SignedEncoding?) -> UInt64 {
        let word = rng.next()
        switch word & 15 {
        case 0:
            return 0
        case 1:
            return encoding.map { $0.encode($0.lower) } ?? 0
        case 2:
            return encoding.map { $0.encode($0.upper) } ?? bound
        case 3, 4:
            return Swift.min(bound, (word >> 16) & ((1 << ((word >> 4) % 9)) &- 1))
        case 5:
            return Swift.min(bound, (word >> 16) & ((1 << ((word >> 4) % 17 + 8)) &- 1))
        case 6:
            let step = (word >> 8) & 15
            guard let encoding, step <= bound else { break }
            return encoding.encode((word >> 12) & 1 == 0 ? encoding.lower &+ Int64(step) : encoding.upper &- Int64(step))
        case 7:
            let available = Swift.min(choices.count, 8)
            guard available > 0 else { break }
            let start = Int((word >> 8) % UInt64(available))
            for offset in 0..<available {
                let earlier = choices[choices.count - 1 - (start + offset) % available]
                if earlier > 1 { return Swift.min(earlier, bound) }
            }
        default:
            break
        }
        return rng.next(upTo: bound)
    }
}
