/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// (Not `Expression`: Foundation has a type of that name.) Built with plain functions rather than operators: `LinearExpression(x).plus(w, times: 0.5).plus(8)` is
/// `x + 0.5·w + 8`. A variable may appear in several terms; the solver adds their coefficients.
public struct LinearExpression: Sendable, Hashable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// The constant expression `constant`.
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    /// `self + coefficient × variable`.
    public func plus(_ variable: Variable, times coefficient: Double = 1) -> LinearExpression {
        var e = self
        e.terms.append(Term(variable, coefficient))
        return e
    }

    /// `self + constant`.
    public func plus(_ constant: Double) -> LinearExpression {
        var e = self
        e.constant += constant
        return e
    }

    /// `self + factor × other`.
    public func plus(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
        // When only one side has terms and they keep their coefficients, the result shares that side's
        // list (the same terms in the same order): an edge minus a constant, a constant plus an edge.
        if other.terms.isEmpty { return LinearExpression(terms: terms, constant: constant + other.constant * factor) }
        if terms.isEmpty, factor == 1 { return LinearExpression(terms: other.terms, constant: constant + other.constant * factor) }
        // One buffer for both lists of terms (layout passes build expressions like this by the thousand).
        var terms: [Term] = []
        terms.reserveCapacity(self.terms.count + other.terms.count)
        terms.append(contentsOf: self.terms)
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        return LinearExpression(terms: terms, constant: constant + other.constant * factor)
    }

    /// `self − other`.
    public func minus(_ other: LinearExpression) -> LinearExpression { plus(other, times: -1) }

    /// `factor × self`.
    public func times(_ factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        let parts = terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }
}
