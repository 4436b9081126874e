/// A value rejected at the model's boundary: the caller passed something no UIKit geometry can hold.
///
/// Every value entering the model is finite, and sizes are non-negative; anything else is refused with
/// this error, naming the field and the value, and is never stored.
public enum ModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// NaN or ±infinity where a coordinate, inset or duration was expected.
    case notFinite(field: String, value: Double)
    /// A width, height or count below zero.
    case negative(field: String, value: Double)
    /// A value outside the range the model supports, with the range stated.
    case outOfRange(field: String, value: Double, allowed: String)

    public var description: String {
        switch self {
        case let .notFinite(field, value):
            return "\(field) is \(value): every value entering the model must be finite"
        case let .negative(field, value):
            return "\(field) is \(Format.number(value)): sizes must not be negative"
        case let .outOfRange(field, value, allowed):
            return "\(field) is \(Format.number(value)): allowed \(allowed)"
        }
    }

    static func checkFinite(_ value: Double, _ field: @autoclosure () -> String) throws(ModelError) {
        guard value.isFinite else { throw .notFinite(field: field(), value: value) }
    }

    static func checkSize(_ value: Double, _ field: @autoclosure () -> String) throws(ModelError) {
        guard value.isFinite else { throw .notFinite(field: field(), value: value) }
        guard value >= 0 else { throw .negative(field: field(), value: value) }
    }
}
