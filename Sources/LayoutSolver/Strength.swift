import Foundation

/// How much the solver cares about a constraint: ``required`` constraints hold exactly or are refused;
/// any weaker strength is a weight on the constraint's error in the objective the solver minimises
/// (Cassowary's weighted-sum comparator: Badros, Borning and Stuckey 2001, §2).
///
/// Named strengths are numbers: ``weak`` 1, ``medium`` 10³, ``strong`` 10⁶, ``required`` above them all.
///
/// ## UIKit priorities
/// ``init(priority:)`` maps `UILayoutPriority` (1...1000) onto weights: 1000 is ``required``; below it
/// the weight is `10^(8·p/1000)`, so every 125 points of priority multiply the weight by 10:
///
/// | priority | weight |
/// |---|---|
/// | 1 (`fittingSizeLevel`) | 1.02 |
/// | 250 (`defaultLow`, hugging) | 100 |
/// | 375 | 1 000 (= ``medium``) |
/// | 750 (`defaultHigh`, compression resistance) | 10⁶ (= ``strong``) |
/// | 999 | 9.8·10⁷ |
///
/// Order, not exact lexicography: a 999 constraint beats a 750 one unless the 750's error would be more
/// than ~96 times larger than the 999's; a 750 beats a 250 up to a factor of 10⁴. Neighbouring
/// priorities (250 vs 251) differ by 1.9 %: the higher one wins whenever the two errors trade one for
/// one, which is how hugging and compression resistance compete in a row of views. Weights stay below
/// 10⁸ so that the objective's coefficients keep about eight significant digits in a `Double`.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight of a non-required constraint's error (or ``required``'s sentinel).
    public let weight: Double

    public init(weight: Double) { self.weight = weight }

    /// The strength of a constraint that must hold.
    public static let required = Strength(weight: 1_001_001_000)
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    /// `UILayoutPriority`'s raw value as a strength: 1000 (and above) is required; `p` in `0..<1000` is
    /// `10^(8p/1000)` (see the type's table).
    public init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(weight: Foundation.pow(10, 8 * Double(Swift.max(0, priority)) / 1000))
        }
    }

    /// Whether a constraint of this strength must hold.
    public var isRequired: Bool { weight >= Strength.required.weight }

    /// The strength limited to `0...required`.
    public var clipped: Strength { Strength(weight: Swift.min(Swift.max(weight, 0), Strength.required.weight)) }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch weight {
        case Strength.required.weight: "required"
        case Strength.strong.weight: "strong"
        case Strength.medium.weight: "medium"
        case Strength.weak.weight: "weak"
        default: "\(weight)"
        }
    }
}
