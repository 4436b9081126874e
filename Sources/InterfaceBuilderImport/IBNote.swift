/// What the translation of an Interface Builder document says about a part of it, with the document's
/// line: an element or attribute it does not translate (never dropped silently), or something iOS does
/// that the check does not model.
public struct IBNote: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// Not translated: the element (and what it holds) or the attribute is left out of the Swift.
        case skipped
        /// Translated approximately: what differs from iOS is said.
        case approximated
    }

    public let line: Int
    public let kind: Kind
    public let message: String

    public var description: String { "line \(line): \(kind.rawValue): \(message)" }
}
