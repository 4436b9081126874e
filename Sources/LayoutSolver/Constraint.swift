/// A linear constraint `lhs relation rhs` held at a ``Strength``, stored as `expression relation 0`
/// with `expression = lhs − rhs`.
///
/// A constraint is an object: the solver knows it by identity (adding the same object twice is a
/// ``DuplicateConstraint``; an equal but distinct constraint is a second constraint).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs − rhs`; the constraint is `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    /// `lhs relation rhs` at `strength` (clipped to `0...Strength.required`).
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(), strength: Strength = .required) {
        self.expression = lhs.minus(rhs)
        self.relation = relation
        self.strength = strength.clipped
    }

    /// `variable relation constant`, the commonest shape (pin, fixed size).
    public convenience init(_ variable: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.init(LinearExpression(variable), relation, LinearExpression(constant: constant), strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "\(expression) \(relation) 0 @\(strength)" }
}
