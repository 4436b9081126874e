/// Constraints, outlets and actions: written after every object of the builder exists, since Interface
/// Builder refers to objects by id in any order.
extension StoryboardTranslator {
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "lastBaseline",
        "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "centerYWithinMargins", "baseline",
    ]

    /// An item of a constraint and its attribute, with the iOS 7–10 layout guides read as the safe area's
    /// edges (the top guide's bottom is the safe area's top; the bottom guide's top, its bottom).
    mutating func constraintItem(_ id: String, _ attribute: String, owner: String, element: IBElement) -> (String, String)? {
        guard let name = names[id] else {
            note(element, .skipped, "constraint on an object the translation did not build (id \(id))")
            return nil
        }
        let attribute = attribute == "baseline" ? "lastBaseline" : attribute
        switch name {
        case "@topLayoutGuide": return ("\(rootViewName).safeAreaLayoutGuide", attribute == "bottom" ? "top" : attribute)
        case "@bottomLayoutGuide": return ("\(rootViewName).safeAreaLayoutGuide", attribute == "top" ? "bottom" : attribute)
        default: return (name, attribute)
        }
    }

    mutating func translatePendingConstraints() {
        var made: [String] = []
        for (element, ownerID) in constraints {
            guard let firstAttribute = element["firstAttribute"], Self.attributes.contains(firstAttribute) else {
                note(element, .skipped, "constraint with attribute \(element["firstAttribute"] ?? "none") is not translated")
                continue
            }
            guard let first = constraintItem(element["firstItem"] ?? ownerID, firstAttribute, owner: ownerID, element: element) else { continue }
            var second: (String, String)?
            if let secondID = element["secondItem"] {
                guard let secondAttribute = element["secondAttribute"], Self.attributes.contains(secondAttribute) else {
                    note(element, .skipped, "constraint with attribute \(element["secondAttribute"] ?? "none") is not translated")
                    continue
                }
                guard let item = constraintItem(secondID, secondAttribute, owner: ownerID, element: element) else { continue }
                second = item
            }
            let relation: String
            switch element["relation"] {
            case "greaterThanOrEqual": relation = ".greaterThanOrEqual"
            case "lessThanOrEqual": relation = ".lessThanOrEqual"
            default: relation = ".equal"
            }
            var multiplier = "1"
            if let text = element["multiplier"] {
                let parts = text.split(separator: ":").compactMap { Double($0) }
                if parts.count == 2, parts[1] != 0 { multiplier = String(parts[0] / parts[1]) } else if let value = Self.number(text) { multiplier = value }
            }
            let constant = Self.number(element["constant"]) ?? "0"
            let name = fresh("constraint")
            if let id = element["id"] { names[id] = name }
            lines.append("let \(name) = NSLayoutConstraint(item: \(first.0), attribute: .\(first.1), relatedBy: \(relation), toItem: \(second?.0 ?? "nil"), attribute: .\(second?.1 ?? "notAnAttribute"), multiplier: \(multiplier), constant: \(constant))")
            if let priority = Self.number(element["priority"]), priority != "1000" { lines.append("\(name).priority = UILayoutPriority(\(priority))") }
            if let identifier = element["identifier"] { lines.append("\(name).identifier = \(Self.literal(identifier))") }
            made.append(name)
            for (key, value) in element.attributes where !["firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier",
                                                           "constant", "priority", "identifier", "id", "symbolic", "placeholder", "userLabel"].contains(key) {
                note(element, .skipped, "attribute \(key)=\"\(value)\" of a constraint is not translated")
            }
            if element["placeholder"] == "YES" {
                note(element, .approximated, "a placeholder constraint (removed at build time in Interface Builder) is kept")
            }
        }
        if !made.isEmpty { lines.append("NSLayoutConstraint.activate([\(made.joined(separator: ", "))])") }
        constraints = []
    }

    /// Outlets (`owner.emailField = view3`), outlet collections, and actions (`addAction` on the control
    /// calling the destination's method with the control as sender).
    mutating func translatePendingConnections() {
        var collections: [String: [String]] = [:]
        var collectionOrder: [String] = []
        for (list, sourceID) in connections {
            guard let name = names[sourceID] else { continue }
            // A nib's File's Owner is optional (the owner passed in may be of another class, or none).
            let source = name == "owner" && ownerIsOptional ? "owner?" : name
            for connection in list {
                switch connection.name {
                case "outlet":
                    guard let property = connection["property"], let destinationID = connection["destination"] else { continue }
                    guard let destination = names[destinationID] else {
                        note(connection, .skipped, "outlet \(property) to an object the translation did not build (id \(destinationID))")
                        continue
                    }
                    if destination.hasPrefix("@") {
                        note(connection, .skipped, "outlet \(property) to a layout guide of iOS 7–10 is not connected")
                        continue
                    }
                    if let type = Self.delegateType(property, of: baseClasses[sourceID] ?? "") {
                        // Interface Builder connects a delegate to any object; iOS then sends only what the
                        // object implements. One that does not adopt the protocol gets nothing here either.
                        lines.append("\(source).\(property) = \(destination) as? \(type)")
                    } else {
                        lines.append("\(source).\(property) = \(destination)")
                    }
                case "outletCollection":
                    guard let property = connection["property"], let destinationID = connection["destination"],
                          let destination = names[destinationID], !destination.hasPrefix("@") else {
                        note(connection, .skipped, "outlet collection entry to an object the translation did not build"); continue
                    }
                    let key = "\(source).\(property)"
                    if collections[key] == nil { collectionOrder.append(key) }
                    collections[key, default: []].append(destination)
                case "action":
                    guard let selector = connection["selector"], let destinationID = connection["destination"] else { continue }
                    guard let target = names[destinationID], !target.hasPrefix("@") else {
                        note(connection, .skipped, "action \(selector) sent to an object the translation did not build (First Responder actions are not sent)")
                        continue
                    }
                    let event = Self.controlEvent(connection["eventType"])
                    guard let event else {
                        note(connection, .skipped, "action \(selector) on event \(connection["eventType"] ?? "none") is not translated")
                        continue
                    }
                    guard Self.isPlainName(target), Self.isPlainName(source) else {
                        note(connection, .skipped, "action \(selector) between objects that are not the scene's own views is not translated")
                        continue
                    }
                    lines.append("\(source).addAction(UIAction { [weak \(target), weak \(source)] _ in guard let \(source) else { return }; \(target)?.\(Self.call(selector, sender: source)) }, for: \(event))")
                case "segue":
                    note(connection, .skipped, "segue (\(connection["kind"] ?? "?")) from a view: segues are not performed here; push or present in code")
                default:
                    note(connection, .skipped, "<\(connection.name)> connection is not translated")
                }
            }
        }
        for key in collectionOrder { lines.append("\(key) = [\(collections[key]!.joined(separator: ", "))]") }
        connections = []
    }

    /// The protocol of a built-in view's `delegate` or `dataSource` outlet, which Interface Builder
    /// connects without checking that the destination adopts it.
    static func delegateType(_ property: String, of cls: String) -> String? {
        switch (property, cls) {
        case ("dataSource", "UITableView"): return "UITableViewDataSource"
        case ("delegate", "UITableView"): return "UITableViewDelegate"
        case ("delegate", "UITextView"): return "UITextViewDelegate"
        case ("delegate", "UITextField"): return "UITextFieldDelegate"
        case ("delegate", "UIScrollView"): return "UIScrollViewDelegate"
        default: return nil
        }
    }

    /// A Swift name of the builder (`owner`, `view3`), not an expression (`cell2.contentView`).
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func controlEvent(_ name: String?) -> String? {
        let events: Set<String> = ["touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
                                   "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
                                   "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit"]
        guard let name, events.contains(name) else { return nil }
        return ".\(name)"
    }
}
