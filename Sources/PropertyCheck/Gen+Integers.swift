extension Gen where Value: FixedWidthInteger & Sendable {
    /// Integers in `range`, shrinking towards 0 (or towards the bound nearest 0 when 0 is outside).
    ///
    /// When generating, about half the draws are biased: the simplest value, either bound, values a
    /// few steps inside a bound, small magnitudes, and values drawn earlier in the same case (so
    /// duplicates appear); see `biasedChoice(bound:encoding:)` for the rates. Inside the elements of
    /// an array that chose plain elements (three arrays in four, see `Gen.array(of:length:)`) every
    /// draw is uniform instead. The encoding is one choice per integer (see `SignedEncoding`).
    /// - Precondition: `Value.bitWidth <= 64`.
    @inlinable
    public static func integer(in range: ClosedRange<Value>) -> Gen<Value> {
        precondition(Value.bitWidth <= 64, "Gen.integer supports integer types of at most 64 bits")
        if Value.isSigned {
            let bias = IntegerBias(signed: Int64(range.lowerBound)...Int64(range.upperBound))
            return Gen { testCase in Value(truncatingIfNeeded: try testCase.drawSigned(bias)) }
        } else {
            let lower = UInt64(range.lowerBound)
            let bias = IntegerBias(unsignedBound: UInt64(range.upperBound) &- lower)
            return Gen { testCase in Value(truncatingIfNeeded: try testCase.drawUnsigned(lower: lower, bias: bias)) }
        }
    }
}

extension Gen where Value == Int {
    /// Integers in `range`; see `Gen.integer(in:)`.
    ///
    /// Written out rather than calling `integer(in:)` so that it stays small enough to inline: a
    /// caller's optimiser then sees the drawing closure and can specialise `Gen.array` on it.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let bias = IntegerBias(signed: Int64(range.lowerBound)...Int64(range.upperBound))
        return Gen { testCase in Int(try testCase.drawSigned(bias)) }
    }
}

extension Gen where Value == Int64 {
    /// 64-bit integers in `range`; see `Gen.integer(in:)` (and `Gen.int(in:)` for why it is written out).
    @inlinable
    public static func int64(in range: ClosedRange<Int64>) -> Gen<Int64> {
        let bias = IntegerBias(signed: range)
        return Gen { testCase in try testCase.drawSigned(bias) }
    }
}

extension TestCase {
    /// Draws one signed integer with the generation bias described at `Gen.integer(in:)`.
    @inlinable @inline(__always)
    mutating func drawSigned(_ bias: IntegerBias) throws -> Int64 {
        guard wantsBias else { return try drawSignedWithoutBias(bias) }
        if plainIntegers {
            let choice = plainChoice(bias)
            try recordGenerated(choice)
            return bias.encoding.decode(choice)
        }
        let choice = biasedChoice(bias)
        try recordGenerated(choice)
        let value = bias.encoding.decode(choice)
        remember(UInt64(bitPattern: value))
        return value
    }

    /// `drawSigned` when replaying (or generating inside a prefix): no bias. Kept out of line so that
    /// the generating path, the hot one, stays small.
    @inline(never) @usableFromInline
    mutating func drawSignedWithoutBias(_ bias: IntegerBias) throws -> Int64 {
        let encoding = bias.encoding
        let type = ChoiceType.signed(lower: encoding.lower, upper: encoding.upper)
        return encoding.decode(try draw(upTo: bias.bound, type: type) { rng in rng.next(upTo: bias.bound) })
    }

    /// Draws one unsigned integer in `lower...lower + bias.bound`, shrinking towards `lower`.
    @inlinable @inline(__always)
    mutating func drawUnsigned(lower: UInt64, bias: IntegerBias) throws -> UInt64 {
        guard wantsBias else { return lower &+ (try draw(upTo: bias.bound)) }
        if plainIntegers {
            let choice = plainChoice(bias)
            try recordGenerated(choice)
            return lower &+ choice
        }
        let choice = biasedChoice(bias)
        try recordGenerated(choice)
        remember(choice)
        return lower &+ choice
    }

    /// A uniform choice in `0...bias.bound`, for a plain draw (see `Gen.array(of:length:)`): one
    /// random value, two when Lemire's method rejects the first. Plain draws are not remembered for
    /// repeats: only biased draws feed the repeat kind.
    @inlinable @inline(__always)
    mutating func plainChoice(_ bias: IntegerBias) -> UInt64 {
        bias.bound == .max ? rng.next() : rng.next(upTo: bias.bound)
    }

    /// Whether the next draw will be generated (not replayed), so a bias is worth computing.
    @inlinable
    var wantsBias: Bool { generating && choices.count >= prefix.count }

    /// A generated choice for an integer draw, with the bias of `biasedChoice`.
    @inlinable
    mutating func generatedChoice(bound: UInt64, encoding: SignedEncoding?) -> UInt64 {
        let biased = biasedChoice(bound: bound, encoding: encoding)
        let choice = biased ?? rng.next(upTo: bound)
        remember(encoding.map { UInt64(bitPattern: $0.decode(choice)) } ?? choice)
        return choice
    }

    /// A biased choice for an integer draw, or nil for a uniform one (about half the time): of
    /// sixteen draws, one is the simplest value, one each the lower and the upper bound, three a small
    /// magnitude (up to 8 or 24 bits), one a value 0…15 steps inside a bound, one a repeat of one of
    /// the last eight integers drawn with this bias in this case (so duplicates appear; uniform if
    /// there is none yet). `GenerationBiasRates` measures these rates.
    ///
    /// > Note: this random stream is what every seed-pinned test of the suite was written against;
    /// > changing how it draws changes which failure such a test finds first.
    @inlinable
    mutating func biasedChoice(bound: UInt64, encoding: SignedEncoding?) -> UInt64? {
        biasedChoice(bits: rng.next(), bound: bound, encoding: encoding)
    }

    /// `biasedChoice(bound:encoding:)` once its first random value, `bits`, is drawn: the low four
    /// bits pick the kind, the next ones its details. `IntegerBias` has the fast equivalent.
    @inlinable
    mutating func biasedChoice(bits: UInt64, bound: UInt64, encoding: SignedEncoding?) -> UInt64? {
        switch bits & 15 {
        case 0:
            return 0
        case 1:
            return encoding.map { $0.encode($0.lower) } ?? 0
        case 2:
            return encoding.map { $0.encode($0.upper) } ?? bound
        case 3, 4:
            return rng.next() & ((1 << ((bits >> 4) % 9)) &- 1)
        case 5:
            return rng.next() & ((1 << ((bits >> 4) % 17 + 8)) &- 1)
        case 6:
            guard let encoding else { return nil }
            let step = (bits >> 8) & 15
            guard step <= bound else { return nil }
            let nearEdge = (bits >> 12) & 1 == 0 ? encoding.lower &+ Int64(step) : encoding.upper &- Int64(step)
            return encoding.encode(nearEdge)
        case 7:
            guard let encoding, let recent = recentValue() else { return nil }
            let value = Int64(bitPattern: recent)
            return encoding.contains(value) ? encoding.encode(value) : nil
        default:
            return nil
        }
    }
}
