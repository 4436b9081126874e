import Foundation

/// The Swift `keyfuzz import` writes for a storyboard, and what it says about the parts it did not
/// translate exactly.
public struct StoryboardTranslation: Sendable {
    public let source: String
    public let notes: [IBNote]
    /// The scenes translated, by view controller class.
    public let scenes: [String]
}

/// Translates an Interface Builder storyboard (`.storyboard`, Interface Builder's XML) into Swift that
/// builds each scene as UIKit decodes it: a `UIStoryboard` registration (``UIStoryboard`` in this
/// package's `UIKit`) whose scenes make their view controllers, and, when a view loads, the scene's view
/// hierarchy with its frames, autoresizing masks, constraints (to views, the safe area and the keyboard
/// layout guide), outlets, actions, table prototype cells and `awakeFromNib()` calls.
///
/// Nothing is dropped silently: an element or attribute the translation does not carry is an
/// ``IBNote`` with its line. Attributes that change nothing a keyboard check measures (colours of text,
/// content modes, accessibility, fonts' families) are translated where the facade stores them and
/// listed in ``ignoredAttributes`` otherwise.
public struct StoryboardTranslator {
    /// The storyboard's name (its file name without `.storyboard`), under which it is registered.
    let name: String
    var notes: [IBNote] = []
    /// The Swift lines of the function being written.
    var lines: [String] = []
    var counter = 0
    /// What each Interface Builder id reads as in the function being written.
    var names: [String: String] = [:]
    /// The Swift class of each object id (views, cells, controllers).
    var classes: [String: String] = [:]
    /// The UIKit class each view id is or derives from (`UITableView` for a custom table class).
    var baseClasses: [String: String] = [:]
    /// Objects whose class is the app's own, in creation order: each gets `awakeFromNib()`.
    var awakened: [String] = []
    /// Constraints to add after every view of the function exists: (the element, the id of the view
    /// whose `<constraints>` list holds it).
    var constraints: [(IBElement, String)] = []
    /// Connections to make after every object exists: (the `<connections>` element's children, the id of
    /// the object that holds them).
    var connections: [([IBElement], String)] = []
    /// Whether the scene being written is a `UITableViewController`'s, whose table may hold static cells.
    var staticTablesAllowed = false
    /// Views at the top level of each controller's scene, beside the controller (an input accessory bar
    /// an outlet points at), by the controller's id: UIKit decodes them with the controller's view.
    var sceneTopLevelViews: [String: [IBElement]] = [:]
    /// Whether `owner` is an optional (a nib's File's Owner) rather than the scene's controller.
    var ownerIsOptional = false
    /// The Swift name of the scene's root view, once built (the iOS 7–10 layout guides read its safe area).
    var rootViewName = "owner.view"

    init(name: String) {
        self.name = name
    }

    /// Translates the storyboard `root` (a `document` element), registered as `name`.
    ///
    /// `scenes` (when given) keeps only the scenes whose storyboard identifier, scene id or class is one
    /// of them, and the navigation controllers whose root scene is kept: the screens to check, without
    /// compiling every class the storyboard names. An entry that matches no scene is a note.
    public static func translate(_ root: IBElement, name: String, scenes: Set<String>? = nil) -> StoryboardTranslation {
        var t = StoryboardTranslator(name: name)
        t.selection = scenes
        return t.translateDocument(root)
    }

    /// The scenes to translate (nil: all).
    var selection: Set<String>?

    /// Whether `controller` is selected (see ``translate(_:name:scenes:)``).
    func isSelected(_ controller: IBElement, among all: [IBElement]) -> Bool {
        guard let selection else { return true }
        if [controller["id"], controller["storyboardIdentifier"], controller["customClass"]].contains(where: { $0.map(selection.contains) ?? false }) {
            return true
        }
        guard controller.name == "navigationController",
              let root = controller.list("connections").first(where: { $0["relationship"] == "rootViewController" })?["destination"],
              let rootController = all.first(where: { $0["id"] == root }) else { return false }
        return isSelected(rootController, among: all)
    }

    /// A Swift identifier for the storyboard's enum: `Main` → `MainStoryboard`.
    static func typeName(_ name: String) -> String {
        let cleaned = name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        let first = cleaned.first.map { $0.isNumber ? "_" + cleaned : cleaned } ?? "Unnamed"
        return first.prefix(1).uppercased() + first.dropFirst() + "Storyboard"
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A number as Swift source (`44`, `0.5`).
    static func number(_ text: String?) -> String? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    mutating func note(_ element: IBElement, _ kind: IBNote.Kind, _ message: String) {
        notes.append(IBNote(line: element.line, kind: kind, message: message))
    }

    mutating func fresh(_ stem: String) -> String {
        counter += 1
        return "\(stem)\(counter)"
    }

    // MARK: Document and scenes

    /// The controller elements a scene may hold, and whether this translation builds them.
    static let controllerElements: Set<String> = ["viewController", "tableViewController", "navigationController"]
    static let unsupportedControllers: [String: String] = [
        "tabBarController": "tab bar controllers are not modelled (the check runs one screen)",
        "collectionViewController": "collection views are not modelled",
        "splitViewController": "split view controllers are not modelled",
        "pageViewController": "page view controllers are not modelled",
        "hostingController": "SwiftUI hosting controllers are not modelled",
        "viewControllerPlaceholder": "a storyboard reference: import the storyboard it names as well",
        "avPlayerViewController": "AVKit is not modelled",
        "glkViewController": "GLKit is not modelled",
    ]

    mutating func translateDocument(_ root: IBElement) -> StoryboardTranslation {
        guard root.name == "document" else {
            note(root, .skipped, "not an Interface Builder document (the root element is <\(root.name)>, not <document>)")
            return StoryboardTranslation(source: "", notes: notes, scenes: [])
        }
        if let type = root["type"], !type.contains("Storyboard") {
            guard type.contains("CocoaTouch.XIB") else {
                note(root, .skipped, "not an iOS storyboard or nib (\(type))")
                return StoryboardTranslation(source: "", notes: notes, scenes: [])
            }
            return translateNib(root)
        }
        // Scenes: each `<scene>` holds one controller among its objects.
        var controllers: [IBElement] = []
        for scene in root.list("scenes") where scene.name == "scene" {
            let objects = scene.list("objects")
            let sceneController = objects.first { Self.controllerElements.contains($0.name) }
            for object in objects {
                if Self.controllerElements.contains(object.name) {
                    controllers.append(object)
                } else if let sceneController, let id = sceneController["id"], Self.viewClasses[object.name] != nil {
                    sceneTopLevelViews[id, default: []].append(object)
                } else if let why = Self.unsupportedControllers[object.name] {
                    note(object, .skipped, "<\(object.name)>: \(why)")
                } else if object.name == "placeholder" {
                    continue  // First Responder and Exit: nothing to build
                } else {
                    note(object, .skipped, "<\(object.name)> at the top level of a scene is not translated")
                }
            }
        }
        if let selection {
            let all = controllers
            controllers = all.filter { isSelected($0, among: all) }
            for wanted in selection.sorted() where !all.contains(where: { [$0["id"], $0["storyboardIdentifier"], $0["customClass"]].contains(wanted) }) {
                note(root, .skipped, "no scene has the identifier, id or class '\(wanted)'")
            }
            // Notes about the other objects of the storyboard (left out by choice) are not the user's concern.
            notes.removeAll { !$0.message.hasPrefix("no scene has") }
        }
        var functions: [String] = []
        var registered: [(identifier: String?, function: String)] = []
        let sceneFunction = Dictionary(uniqueKeysWithValues: controllers.compactMap { c in c["id"].map { ($0, "scene\(Self.identifierSuffix($0))") } })
        var sceneClasses: [String] = []
        for controller in controllers {
            guard let id = controller["id"], let function = sceneFunction[id] else { continue }
            let body: [String]
            switch controller.name {
            case "navigationController": body = translateNavigationController(controller, sceneFunction: sceneFunction)
            default: body = translateViewController(controller)
            }
            let cls = Self.controllerClass(controller)
            sceneClasses.append(cls)
            let identifier = controller["storyboardIdentifier"].map { " (storyboard identifier \"\($0)\")" } ?? ""
            var text = "    /// The scene of `\(cls)`\(identifier) (line \(controller.line)).\n"
            text += "    static func \(function)() -> UIViewController {\n"
            text += body.map { "        " + $0 + "\n" }.joined()
            text += "    }\n"
            functions.append(text)
            registered.append((controller["storyboardIdentifier"], function))
        }
        let initial = root["initialViewController"].flatMap { sceneFunction[$0] }
        let type = Self.typeName(name)
        let scenesList = registered.map { "UIStoryboard.Scene(identifier: \($0.identifier.map(Self.literal) ?? "nil"), make: { _ in \($0.function)() })" }
        var out = """
        // Written by `keyfuzz import \(name).storyboard`: the storyboard's scenes built in code, as UIKit decodes
        // them, for the checks on Linux (iOS loads the storyboard itself: leave this file out of the app).
        // Import the storyboard again after changing it; edits here are lost.
        @_spi(KeyfuzzInterfaceBuilder) import UIKit

        /// The storyboard "\(name)": `\(type).register()` makes `UIStoryboard(name: \(Self.literal(name)), bundle: nil)` find its
        /// scenes; `\(type).instantiate(_:)` registers and instantiates in one call (an adoption line's `make`).
        enum \(type) {
            /// Registers the storyboard under its name (again is harmless).
            static func register() {
                UIStoryboard.register(name: \(Self.literal(name)), initialScene: \(initial.map { "UIStoryboard.Scene(identifier: nil, make: { _ in \($0)() })" } ?? "nil"), scenes: [
        \(scenesList.map { "            " + $0 + "," }.joined(separator: "\n"))
                ])
            }

            /// `UIStoryboard(name: \(Self.literal(name)), bundle: nil).instantiateViewController(withIdentifier:)`, after registering.
            static func instantiate(_ identifier: String) -> UIViewController {
                register()
                return UIStoryboard(name: \(Self.literal(name)), bundle: nil).instantiateViewController(withIdentifier: identifier)
            }

            /// The storyboard's initial view controller, after registering.
            static func instantiateInitial() -> UIViewController? {
                register()
                return UIStoryboard(name: \(Self.literal(name)), bundle: nil).instantiateInitialViewController()
            }

        """
        out += functions.joined(separator: "\n") + "}\n"
        return StoryboardTranslation(source: out, notes: notes.sorted { $0.line < $1.line }, scenes: sceneClasses)
    }

    static func identifierSuffix(_ id: String) -> String {
        "_" + id.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    static func controllerClass(_ controller: IBElement) -> String {
        if let custom = controller["customClass"] { return custom }
        switch controller.name {
        case "tableViewController": return "UITableViewController"
        case "navigationController": return "UINavigationController"
        default: return "UIViewController"
        }
    }

    /// A navigation controller scene: its root view controller's scene (the relationship segue), the
    /// bar's large titles, the controller's own class.
    mutating func translateNavigationController(_ controller: IBElement, sceneFunction: [String: String]) -> [String] {
        let cls = Self.controllerClass(controller)
        var body: [String] = []
        let segues = controller.list("connections").filter { $0.name == "segue" }
        let root = segues.first { $0["relationship"] == "rootViewController" }
        if let destination = root?["destination"], let function = sceneFunction[destination] {
            body.append("let controller = \(cls)(rootViewController: \(function)())")
        } else {
            note(controller, .skipped, "navigation controller without a root view controller scene: it starts empty")
            body.append("let controller = \(cls)()")
        }
        for segue in segues where segue["relationship"] != "rootViewController" {
            note(segue, .skipped, "segue (\(segue["kind"] ?? "?")): segues are not performed here; push or present in code")
        }
        if let bar = controller.child("navigationBar", key: "navigationBar") {
            if bar["prefersLargeTitles"] == "YES" { body.append("controller.navigationBar.prefersLargeTitles = true") }
            if bar["translucent"] == "NO" { body.append("controller.navigationBar.isTranslucent = false") }
        }
        if controller["customClass"] != nil { body.append("controller.awakeFromNib()") }
        body.append("return controller")
        return body
    }

    /// A view controller scene: the controller of the scene's class, its navigation item, and the loader
    /// that builds its view when it loads.
    mutating func translateViewController(_ controller: IBElement) -> [String] {
        let cls = Self.controllerClass(controller)
        var body: [String] = []
        // As UIKit does, through init?(coder:): the initializer an app's storyboard controller overrides.
        body.append("let controller = (\(cls)(coder: UINibDecoder()) as \(cls)?)!")
        if let item = controller.child("navigationItem", key: "navigationItem") {
            body += translateNavigationItem(item, owner: "controller", ownerID: controller["id"] ?? "")
        }
        for child in controller.children {
            switch child.name {
            case "view", "tableView", "scrollView", "stackView":
                guard child["key"] == "view" else { fallthrough }
            case "navigationItem", "connections", "layoutGuides", "extendedEdge", "size", "freeformSimulatedSizeMetrics",
                 "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedStatusBarMetrics",
                 "simulatedScreenMetrics", "tabBarItem", "point", "value", "keyCommands", "userDefinedRuntimeAttributes":
                if child.name == "userDefinedRuntimeAttributes" { note(child, .skipped, "user-defined runtime attributes are not set") }
                if child.name == "tabBarItem" { note(child, .skipped, "tab bar item: tab bar controllers are not modelled") }
            default:
                note(child, .skipped, "<\(child.name)> of a view controller is not translated")
            }
        }
        guard let root = controller.children.first(where: { $0["key"] == "view" }) else {
            note(controller, .approximated, "scene without a view: the controller's loadView() runs")
            body.append("controller.awakeFromNib()")
            body.append("return controller")
            return body
        }
        // The view's builder, run by loadView(): a fresh set of names.
        lines = []
        names = [:]
        classes = [:]
        awakened = []
        constraints = []
        connections = []
        let ownerID = controller["id"] ?? ""
        names[ownerID] = "owner"
        classes[ownerID] = cls
        // iOS 7–10 top and bottom layout guides: their edges are the safe area's.
        for guide in controller.list("layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            if let id = guide["id"] { names[id] = guide["type"] == "bottom" ? "@bottomLayoutGuide" : "@topLayoutGuide" }
        }
        staticTablesAllowed = controller.name == "tableViewController"
        let rootName = translateView(root, parent: nil, arranged: false)
        staticTablesAllowed = false
        rootViewName = rootName
        // The scene's other top-level views, made with the view (in no superview until the app puts them
        // somewhere, e.g. returns one as its inputAccessoryView).
        for view in sceneTopLevelViews[ownerID] ?? [] { _ = translateView(view, parent: nil, arranged: false) }
        if let connection = controller.child("connections") { connections.append((connection.children, ownerID)) }
        translatePendingConstraints()
        translatePendingConnections()
        for object in awakened { lines.append("\(object).awakeFromNib()") }
        lines.append("return \(rootName)")
        body.append("controller.setStoryboardViewLoader { loading in")
        body.append("    let owner = loading as! \(cls)")
        body.append("    _ = owner")
        body += lines.map { "    " + $0 }
        body.append("}")
        if controller["customClass"] != nil { body.append("controller.awakeFromNib()") }
        body.append("return controller")
        return body
    }

    mutating func translateNavigationItem(_ item: IBElement, owner: String, ownerID: String) -> [String] {
        var out: [String] = []
        if let title = item["title"] { out.append("\(owner).navigationItem.title = \(Self.literal(title))") }
        switch item["largeTitleDisplayMode"] {
        case "never": out.append("\(owner).navigationItem.largeTitleDisplayMode = .never")
        case "always": out.append("\(owner).navigationItem.largeTitleDisplayMode = .always")
        default: break
        }
        for child in item.children {
            switch child.name {
            case "barButtonItem":
                guard let key = child["key"], ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"].contains(key) else {
                    note(child, .skipped, "bar button item \(child["key"] ?? "") is not translated"); continue
                }
                let name = fresh("item")
                if let system = child["systemItem"] {
                    out.append("let \(name) = UIBarButtonItem(systemItem: .\(Self.systemItem(system)))")
                } else {
                    out.append("let \(name) = UIBarButtonItem(title: \(child["title"].map(Self.literal) ?? "nil"))")
                    if child["style"] == "done" { out.append("\(name).style = .done") }
                }
                for action in child.list("connections") where action.name == "action" {
                    guard let selector = action["selector"] else { continue }
                    let target = action["destination"] == ownerID ? owner : nil
                    guard let target else {
                        note(action, .skipped, "action \(selector) sent to an object other than the scene's controller"); continue
                    }
                    out.append("\(name).primaryAction = UIAction { [weak \(target), unowned \(name)] _ in _ = \(name); \(target)?.\(Self.call(selector, sender: name)) }")
                }
                out.append("\(owner).navigationItem.\(key) = \(name)")
            case "connections", "barButtonItem.leftBarButtonItems":
                continue
            default:
                note(child, .skipped, "<\(child.name)> of a navigation item is not translated")
            }
        }
        return out
    }

    static func systemItem(_ name: String) -> String {
        switch name {
        case "add", "done", "cancel", "edit", "save", "compose", "reply", "action", "organize", "bookmarks", "search",
             "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close":
            return name
        case "flexibleSpace": return "flexibleSpace"
        case "fixedSpace": return "fixedSpace"
        default: return "done"
        }
    }

    /// The Swift call an Objective-C action selector names, with `sender` passed where it takes one:
    /// `save:` → `save(sender)`, `save` → `save()`, `saveWithSender:` → `save(sender: sender)`,
    /// `textChanged:forEvent:` → `textChanged(sender, forEvent: UIEvent())`.
    public static func call(_ selector: String, sender: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard selector.contains(":") else { return "\(selector)()" }
        var base = parts[0]
        var firstLabel: String?
        if let range = base.range(of: "With", options: .backwards), base[range.upperBound...].first?.isUppercase == true {
            let label = String(base[range.upperBound...])
            firstLabel = label.prefix(1).lowercased() + label.dropFirst()
            base = String(base[..<range.lowerBound])
        }
        var arguments = [firstLabel.map { "\($0): \(sender)" } ?? sender]
        for label in parts.dropFirst().dropLast() { arguments.append("\(label): UIEvent()") }
        return "\(base)(\(arguments.joined(separator: ", ")))"
    }
}
