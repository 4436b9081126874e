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
        case let .notFinite(field, value) where value == .infinity && field.hasSuffix(".origin.x"):
            // A rect whose origin is +infinity is CGRect.null: what `insetBy(dx:dy:)` (CGRectInset)
            // returns for a rect smaller than twice the inset, and `intersection` for disjoint rects.
            return "\(field.dropLast(".origin.x".count)) is CGRect.null (origin +infinity): what insetBy(dx:dy:) returns "
                + "for a rect smaller than the inset, or intersection(_:) for rects that do not meet; UIKit cannot lay out a view with it"
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

    /// The tallest row, header or footer the model takes: a million points, about a thousand screens.
    /// Content heights are sums of these, so any table that fits in memory keeps a finite
    /// `contentSize` with well under a point of rounding (Double holds integers exactly to 2^53).
    public static let maximumLength = 1_000_000.0

    /// ``checkSize(_:_:)``, and at most ``maximumLength``: a row or header height whose sum with the
    /// others must stay a usable content height.
    static func checkLength(_ value: Double, _ field: @autoclosure () -> String) throws(ModelError) {
        try checkSize(value, field())
        guard value <= maximumLength else {
            throw .outOfRange(field: field(), value: value, allowed: "0 ... \(Format.number(maximumLength)) pt")
        }
    }
}
