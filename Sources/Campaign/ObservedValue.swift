/// A value of an observability line's `arguments` or `features` (Hypothesis's observability schema
/// allows any JSON there): a string, a number, or a list of strings. Numbers are written as JSON
/// numbers, so Tyche can chart them (a feature Hypothesis records with `target()` is a number too).
public enum ObservedValue: Codable, Sendable, Equatable {
    case text(String)
    case number(Double)
    case texts([String])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .text(s) }
        else { self = .texts(try c.decode([String].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case let .text(s): try c.encode(s)
        case let .number(n): try c.encode(n)
        case let .texts(list): try c.encode(list)
        }
    }
}
