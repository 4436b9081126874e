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
    /// The hash a `Set` or `Dictionary` places a variable by, mixed from its address by one multiply instead
    /// of the standard library's SipHash (the solver finds a variable's symbol, and a value, in a dictionary
    /// keyed by variables many times a solve, and never walks one, so only lookups see this hash).
    /// Consistent with `==` (identity), as ``hash(into:)`` is.
    public func _rawHashValue(seed: Int) -> Int {
        let mixed = (UInt(bitPattern: ObjectIdentifier(self)) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
