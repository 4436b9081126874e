extension Gen where Value == Double {
    /// Doubles in `range`, shrinking towards the simplest: 0 if in range, else the whole number
    /// nearest 0, then other whole numbers, then fractions.
    ///
    /// Encoding: a selector (0: ordinary value, 1: the lower bound, 2: the upper bound), then for an
    /// ordinary value a whole part (as `Gen.integer`) and a 52-bit fraction, added away from zero and
    /// clamped to the range. When generating, either bound comes up one time in eight each and half of
    /// the ordinary values are whole numbers.
    /// - Precondition: both bounds are finite.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        let lower = range.lowerBound
        let upper = range.upperBound
        precondition(lower.isFinite && upper.isFinite, "Gen.double(in:) needs finite bounds, got \(range)")
        let limit = 9_007_199_254_740_992.0  // 2^53: beyond it every double is whole
        let wholeLower = Swift.max(lower.rounded(.up), -limit)
        let wholeUpper = Swift.min(upper.rounded(.down), limit)
        let hasWhole = wholeLower <= wholeUpper
        let wholeEncoding = SignedEncoding(Int64(hasWhole ? wholeLower : 0)...Int64(hasWhole ? wholeUpper : 0))
        let fractionBound: UInt64 = (1 << 52) - 1
        let scale = 1.0 / Double(1 << 52)
        return Gen { testCase in
            let selector = try testCase.draw(upTo: 2) { rng in
                switch rng.next() & 7 {
                case 0: 1
                case 1: 2
                default: 0
                }
            }
            if selector == 1 { return lower }
            if selector == 2 { return upper }
            let fraction = try testCase.draw(upTo: fractionBound) { rng in
                rng.next() & 1 == 0 ? 0 : rng.next(upTo: fractionBound)
            }
            let part = Double(fraction) * scale
            guard hasWhole else {
                return Swift.min(Swift.max(lower + (upper - lower) * part, lower), upper)
            }
            let whole = Double(try testCase.drawSigned(wholeEncoding))
            let awayFromZero = whole < 0 || (whole == 0 && upper <= 0) ? -part : part
            return Swift.min(Swift.max(whole + awayFromZero, lower), upper)
        }
    }
}
