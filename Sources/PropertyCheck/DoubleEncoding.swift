/// How a double in a range maps to two choices (a kind, then a payload) so that smaller choices are
/// simpler numbers. This is the definition of "simpler" for doubles:
///
/// 1. **Whole numbers first.** Kind 0 is a whole number of magnitude at most 2⁵³, its payload a
///    `SignedEncoding` over the whole numbers in the range: the whole number nearest 0 first (0 itself
///    when the range contains it), then alternating signs outwards (0, 1, −1, 2, −2, …).
/// 2. **Then fewer binary digits after the point.** Kind 1 is any other value `n × 2^−f` (`n` odd,
///    `f ≥ 1` binary digits after the point): the payload orders by `f` (0.5 and 2.5 have one digit,
///    0.25 two, 0.1 fifty-five), then by magnitude, then positive before negative. Whole numbers beyond
///    2⁵³ come after every fraction, by their power of two, then magnitude.
/// 3. **The bounds are not special.** A bound is exactly as simple as its number; a range with no whole
///    number uses kind 0 for its simplest value under rule 2.
///
/// So `x > 1.5` over ±1e9 is simplest at 2.0, `0.25...0.75` at 0.5, and `1.25...1e9` at 2.0.
///
/// Layout of a kind-1 payload: bits 63…53 a field `e` (`e < 1074`: `f = e + 1` digits after the point;
/// `e ≥ 1074`: a whole number `n × 2^(e − 1073)`), bits 52…1 `(n − 1) / 2`, bit 0 the sign. A decoded
/// value outside the range is clamped to it; `Gen.double` then records the canonical choices of what
/// it returned (`encode`), so a replayed case always carries the place of its value in this order.
@usableFromInline
struct DoubleEncoding: Sendable {
    @usableFromInline let lower: Double
    @usableFromInline let upper: Double
    /// The whole numbers in the range (and in ±2⁵³), or nil if it has none.
    @usableFromInline let whole: SignedEncoding?
    /// The simplest value of kind 1 in the range; kind 0's only value when `whole` is nil.
    @usableFromInline let simplestOther: Double

    static let wholeLimit = 9_007_199_254_740_992.0  // 2⁵³: every double beyond it is whole
    @usableFromInline static let otherPayloadBound: UInt64 = 2044 << 53 | (1 << 53 - 1)

    /// - Precondition: both bounds finite and `lower <= upper`.
    init(_ range: ClosedRange<Double>) {
        lower = range.lowerBound
        upper = range.upperBound
        let wholeLower = Swift.max(lower.rounded(.up), -Self.wholeLimit)
        let wholeUpper = Swift.min(upper.rounded(.down), Self.wholeLimit)
        whole = wholeLower <= wholeUpper ? SignedEncoding(Int64(wholeLower)...Int64(wholeUpper)) : nil
        simplestOther = Self.simplestOther(in: range)
    }

    /// The largest payload for `kind`.
    @inlinable
    func payloadBound(kind: UInt64) -> UInt64 {
        kind == 0 ? whole?.bound ?? 0 : Self.otherPayloadBound
    }

    /// The value of `kind` and `payload`, clamped to the range.
    func decode(kind: UInt64, payload: UInt64) -> Double {
        if kind == 0 {
            guard let whole else { return simplestOther }
            return Double(whole.decode(payload))
        }
        return Swift.min(Swift.max(Self.number(payload), lower), upper)
    }

    /// The canonical choices of `value`, which must be in the range: `decode` of them gives `value`
    /// (and +0 for −0).
    func encode(_ value: Double) -> (kind: UInt64, payload: UInt64) {
        if let whole, value.magnitude <= Self.wholeLimit, value.rounded(.towardZero) == value {
            return (0, whole.encode(Int64(value)))
        }
        if whole == nil, value == simplestOther { return (0, 0) }
        return (1, Self.payload(of: value))
    }

    /// The number a kind-1 payload stands for (before clamping to a range).
    static func number(_ payload: UInt64) -> Double {
        let field = Int(payload >> 53)
        // Typed step by step: as one expression of untyped literals it costs the type checker seconds.
        let significandMask: UInt64 = (1 << 52) - 1
        let oddBits: UInt64 = ((payload >> 1) & significandMask) << 1 | 1
        let odd = Double(oddBits)
        let exponent = field < 1074 ? -(field + 1) : field - 1073
        return Double(sign: payload & 1 == 1 ? .minus : .plus, exponent: exponent, significand: odd)
    }

    /// The kind-1 payload of a finite value that is not 0.
    static func payload(of value: Double) -> UInt64 {
        let magnitude = value.magnitude
        let width = magnitude.significandWidth
        let odd = UInt64(Double(sign: .plus, exponent: width, significand: magnitude.significand))
        let digitsAfterPoint = width - Int(magnitude.exponent)
        let field = digitsAfterPoint > 0 ? UInt64(digitsAfterPoint - 1) : UInt64(1073 - digitsAfterPoint)
        return field << 53 | (odd >> 1) << 1 | (value < 0 ? 1 : 0)
    }

    /// The value of `range` with the smallest kind-1 payload: for each field in order, the smallest
    /// odd multiple of its step that lies in the range, positive first.
    static func simplestOther(in range: ClosedRange<Double>) -> Double {
        let maxOdd = Double(1 << 53 - 1)
        for field in 0...2044 {
            let exponent = field < 1074 ? -(field + 1) : field - 1073
            let step = Double(sign: .plus, exponent: exponent, significand: 1)
            func smallestOdd(from low: Double, to high: Double) -> Double? {
                guard low <= high else { return nil }
                var odd = Swift.max(1, (low / step).rounded(.up))
                if odd.truncatingRemainder(dividingBy: 2) == 0 { odd += 1 }
                return odd <= Swift.min(maxOdd, (high / step).rounded(.down)) ? odd : nil
            }
            let positive = smallestOdd(from: Swift.max(range.lowerBound, 0), to: range.upperBound)
            let negative = smallestOdd(from: Swift.max(-range.upperBound, 0), to: -range.lowerBound)
            switch (positive, negative) {
            case (let p?, let n?): return p <= n ? p * step : -n * step
            case (let p?, nil): return p * step
            case (nil, let n?): return -n * step
            case (nil, nil): continue
            }
        }
        return range.lowerBound
    }
}
