// The errors a `Solver` throws, one type each so that callers can catch the one they expect.

/// A required constraint cannot hold together with the required constraints already in the solver.
/// The solver is left as it was before the call (the constraint is not added).
public struct UnsatisfiableConstraint: Error, CustomStringConvertible {
    public let constraint: Constraint
    public var description: String { "unsatisfiable required constraint: \(constraint)" }
}

/// The constraint object is already in the solver.
public struct DuplicateConstraint: Error, CustomStringConvertible {
    public let constraint: Constraint
    public var description: String { "constraint already added: \(constraint)" }
}

/// The constraint object is not in the solver.
public struct UnknownConstraint: Error, CustomStringConvertible {
    public let constraint: Constraint
    public var description: String { "constraint not in the solver: \(constraint)" }
}

/// The variable is not an edit variable of the solver.
public struct UnknownEditVariable: Error, CustomStringConvertible {
    public let variable: Variable
    public var description: String { "not an edit variable: \(variable)" }
}

/// The variable is already an edit variable of the solver.
public struct DuplicateEditVariable: Error, CustomStringConvertible {
    public let variable: Variable
    public var description: String { "already an edit variable: \(variable)" }
}

/// An edit variable cannot be required (a suggestion must be able to lose to the required system).
public struct BadRequiredStrength: Error, CustomStringConvertible {
    public let variable: Variable
    public var description: String { "edit variable \(variable) cannot have required strength" }
}

/// The tableau reached a state the algorithm rules out (a bug in the solver, never the caller's fault).
public struct InternalSolverError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "layout solver internal error: \(message)" }
}
