/// `coefficient × variable`, one addend of an ``LinearExpression``.
public struct Term: Sendable, Hashable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? variable.description : "\(coefficient)·\(variable)" }
}
