extension Gen where Value == Double {
    /// Doubles in `range`, shrinking towards the simplest number: whole numbers before fractions,
    /// the whole number nearest 0 first, then fewer binary digits after the point (see
    /// `DoubleEncoding`, which defines the order). The bounds are not special when shrinking.
    ///
    /// Two choices per value, a kind and a payload. When generating, either bound comes up one time in
    /// eight each, a whole number (biased as `Gen.integer` is) one in four, a short fraction (at most
    /// eight binary digits after the point) one in eight, and a uniform value otherwise.
    /// - Precondition: both bounds are finite.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "Gen.double(in:) needs finite bounds, got \(range)")
        let encoding = DoubleEncoding(range)
        return Gen { testCase in
            if testCase.wantsBias {
                let (kind, payload) = encoding.encode(testCase.generatedDouble(encoding))
                _ = try testCase.draw(upTo: 1) { _ in kind }
                _ = try testCase.draw(upTo: encoding.payloadBound(kind: kind), type: .double(lower: encoding.lower, upper: encoding.upper)) { _ in payload }
                return encoding.decode(kind: kind, payload: payload)
            }
            let kind = try testCase.draw(upTo: 1)
            let payload = try testCase.draw(upTo: encoding.payloadBound(kind: kind), type: .double(lower: encoding.lower, upper: encoding.upper)) { _ in 0 }
            let value = encoding.decode(kind: kind, payload: payload)
            let canonical = encoding.encode(value)
            if canonical != (kind, payload) {
                testCase.choices[testCase.choices.count - 2] = canonical.kind
                testCase.choices[testCase.choices.count - 1] = canonical.payload
            }
            return value
        }
    }
}

extension TestCase {
    /// A generated double in the encoding's range, biased as described at `Gen.double(in:)`.
    mutating func generatedDouble(_ encoding: DoubleEncoding) -> Double {
        let lower = encoding.lower
        let upper = encoding.upper
        let word = rng.next()
        var value: Double
        switch word & 7 {
        case 0:
            return lower
        case 1:
            return upper
        case 2, 3, 4:
            guard let whole = encoding.whole else { return encoding.simplestOther }
            value = Double(whole.decode(generatedChoice(bound: whole.bound, encoding: whole)))
            if word & 7 == 4 {
                let digits = Int((word >> 3) % 8) + 1
                let digitsMask: UInt64 = (1 << UInt64(digits)) - 1
                let oddBits: UInt64 = (word >> 8) & digitsMask | 1
                let odd = Double(oddBits)
                value += Double(sign: .plus, exponent: -digits, significand: odd) * (value < 0 ? -1 : 1)
            }
        default:
            let unit = Double(rng.next() >> 11) * 0x1p-53
            let span = upper - lower
            value = span.isFinite ? lower + span * unit : lower * (1 - unit) + upper * unit
        }
        return Swift.min(Swift.max(value, lower), upper)
    }
}
