/// Nibs (`.xib`): the top-level objects, made for an owner, registered with `UINib`.
extension StoryboardTranslator {
    /// A Swift identifier for a nib's enum: `FieldCell` → `FieldCellNib`.
    static func nibTypeName(_ name: String) -> String {
        String(typeName(name).dropLast("Storyboard".count)) + "Nib"
    }

    /// Translates a nib: a function that makes its top-level views and cells (each with its subviews,
    /// constraints and connections), connects the File's Owner's outlets and actions to the owner when
    /// it is of the placeholder's class, and returns the top-level objects in the nib's order.
    mutating func translateNib(_ root: IBElement) -> StoryboardTranslation {
        let objects = root.list("objects")
        let ownerElement = objects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerClass = ownerElement?["customClass"] ?? "NSObject"
        lines = []
        names = [:]
        classes = [:]
        awakened = []
        constraints = []
        connections = []
        ownerIsOptional = true
        if let id = ownerElement?["id"] {
            names[id] = "owner"
            classes[id] = ownerClass
        }
        var topLevel: [String] = []
        for object in objects {
            switch object.name {
            case "placeholder":
                continue
            case "tableViewCell":
                topLevel.append(translateTopLevelCell(object))
            case _ where Self.viewClasses[object.name] != nil:
                let name = translateView(object, parent: nil, arranged: false)
                rootViewName = name
                topLevel.append(name)
            default:
                note(object, .skipped, "<\(object.name)> at the top level of a nib is not translated")
            }
        }
        if let owner = ownerElement, let list = owner.child("connections"), let id = owner["id"] {
            connections.append((list.children, id))
        }
        translatePendingConstraints()
        translatePendingConnections()
        for object in awakened { lines.append("\(object).awakeFromNib()") }
        lines.append("return [\(topLevel.joined(separator: ", "))]")
        let type = Self.nibTypeName(name)
        var out = """
        // Written by `keyfuzz import \(name).xib`: the nib's objects made in code, as UIKit decodes them, for
        // the checks on Linux (iOS loads the nib itself: leave this file out of the app). Import the nib
        // again after changing it; edits here are lost.
        @_spi(KeyfuzzInterfaceBuilder) import UIKit

        /// The nib "\(name)": `\(type).register()` makes `UINib(nibName: \(Self.literal(name)), bundle: nil)` (and the
        /// view controller or table that loads it) find it.
        enum \(type) {
            /// Registers the nib under its name (again is harmless).
            static func register() {
                UINib.register(name: \(Self.literal(name)), instantiate: make)
            }

            /// The nib's top-level objects, the File's Owner's outlets connected to `ownerObject` when it is a
            /// `\(ownerClass)`.
            static func make(_ ownerObject: Any?) -> [Any] {
                let owner = ownerObject as? \(ownerClass)
                _ = owner

        """
        out += lines.map { "        " + $0 + "\n" }.joined()
        out += "    }\n}\n"
        return StoryboardTranslation(source: out, notes: notes.sorted { $0.line < $1.line }, scenes: [ownerClass])
    }

    /// A cell at the top level of a nib (a table's cell nib): made as a storyboard's cells are
    /// (``translateCell(_:identifier:)``), with its reuse identifier.
    mutating func translateTopLevelCell(_ cell: IBElement) -> String {
        translateCell(cell, identifier: cell["reuseIdentifier"])
    }
}
