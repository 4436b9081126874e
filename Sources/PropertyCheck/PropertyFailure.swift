/// The error a property body throws to fail with a message; any other thrown error fails too.
public struct PropertyFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, stated with the values involved.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Fails the property with `message` unless `condition` holds.
///
///     try expect(sum <= 1000, "sum \(sum) exceeds 1000")
@inlinable
public func expect(_ condition: Bool, _ message: @autoclosure () -> String = "expectation failed") throws {
    if !condition { throw PropertyFailure(message()) }
}

/// Discards the case (it neither passes nor fails) unless `condition` holds.
/// Rejected cases count towards the health check.
@inlinable
public func assume(_ condition: Bool) throws {
    if !condition { throw GenerationStop.rejected }
}
