import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (`.storyboard` or `.xib`, both XML): its name, its
/// attributes, its children in order and the line it starts on, for messages.
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    public var text: String
    public var line: Int

    /// The first child named `name` whose `key` attribute is `key` (when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    func list(_ container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Reads an Interface Builder document. Throws ``IBReadError`` for XML that does not parse.
    public static func read(_ data: Data) throws -> IBElement {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        reader.parser = parser
        guard parser.parse(), let root = reader.root else {
            let line = parser.lineNumber
            throw IBReadError(line: line, message: parser.parserError.map { "\($0.localizedDescription)" } ?? "not an XML document")
        }
        return root
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var stack: [IBElement] = []
        var root: IBElement?
        weak var parser: XMLParser?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], text: "", line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}

/// An Interface Builder document that is not XML.
public struct IBReadError: Error, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "line \(line): \(message)" }
}
