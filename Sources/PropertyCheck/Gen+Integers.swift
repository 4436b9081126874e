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

    /// A generated choice for an integer draw: mostly uniform in `0...bound`, some draws biased.
    ///
    /// The first integer draw of a case is biased in half the cases; after a biased draw, 0 to 14
    /// uniform draws (7 on average) pass before the next. So a property of one integer sees either bound
    /// in about one case in five, and the common, uniform path costs one predictable comparison more
    /// than an unbiased draw. Of sixteen biased draws: three are the lower bound, three the upper bound,
    /// two the simplest value, three a small magnitude (up to 8 or 24 bits), two a value a few steps
    /// inside a bound, three a repeat of one of the last eight choices recorded in this case (so
    /// duplicates appear). One random word decides and parametrises a biased draw.
    @inlinable
    mutating func generatedChoice(bound: UInt64, encoding: SignedEncoding?) -> UInt64 {
        if biasCountdown > 0 {
            biasCountdown &-= 1
            return rng.next(upTo: bound)
        }
        let word = rng.next()
        biasCountdown = (word >> 56) % 15
        switch word & 15 {
        case 0...2:
            return encoding.map { $0.encode($0.lower) } ?? 0
        case 3...5:
            return encoding.map { $0.encode($0.upper) } ?? bound
        case 6, 7:
            return 0
        case 8, 9:
            return Swift.min(bound, (word >> 16) & ((1 << ((word >> 4) % 9)) &- 1))
        case 10:
            return Swift.min(bound, (word >> 16) & ((1 << ((word >> 4) % 17 + 8)) &- 1))
        case 11, 12:
            let step = (word >> 8) & 15
            guard let encoding, step <= bound else { break }
            return encoding.encode((word >> 12) & 1 == 0 ? encoding.lower &+ Int64(step) : encoding.upper &- Int64(step))
        default:
            let available = Swift.min(choices.count, 8)
            guard available > 0 else { break }
            let start = Int((word >> 8) % UInt64(available))
            for offset in 0..<available {
                let earlier = choices[choices.count - 1 - (start + offset) % available]
                if earlier > 1 { return Swift.min(earlier, bound) }
            }
        }
        return rng.next(upTo: bound)
    }
}
