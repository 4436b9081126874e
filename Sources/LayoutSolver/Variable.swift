/// A variable of a linear constraint system: a name and an identity. Its value lives in the ``Solver``
/// that solves a system using it (`Solver.value(of:)`), so one variable can appear in several solvers.
///
/// Two variables are the same variable only when they are the same object (`===`); the name is for
/// diagnostics and need not be unique.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A label for error messages and debugging.
    public let name: String

    public init(_ name: String = "") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
