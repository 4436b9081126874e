/// Views: one Swift object per Interface Builder view element, with the attributes a keyboard check can
/// see (geometry, text, input traits, scrolling) and the rest either stored or named in a note.
extension StoryboardTranslator {
    /// Each view element's UIKit class and how it is made (`%@` is the frame).
    static let viewClasses: [String: (cls: String, make: String)] = [
        "view": ("UIView", "(frame: %@)"),
        "tableView": ("UITableView", "(frame: %@, style: %s)"),
        "collectionView": ("UICollectionView", "(frame: %@, collectionViewLayout: %@)"),
        "scrollView": ("UIScrollView", "(frame: %@)"),
        "stackView": ("UIStackView", "(frame: %@)"),
        "textField": ("UITextField", "(frame: %@)"),
        "textView": ("UITextView", "(frame: %@)"),
        "label": ("UILabel", "(frame: %@)"),
        "button": ("UIButton", "(frame: %@)"),
        "imageView": ("UIImageView", "(frame: %@)"),
        "switch": ("UISwitch", "(frame: %@)"),
        "segmentedControl": ("UISegmentedControl", "(frame: %@)"),
        "activityIndicatorView": ("UIActivityIndicatorView", "(frame: %@)"),
        "toolbar": ("UIToolbar", "(frame: %@)"),
        "navigationBar": ("UINavigationBar", "(frame: %@)"),
        "containerView": ("UIView", "(frame: %@)"),
    ]

    /// Attributes that change nothing the check measures and that the facade does not store: named here
    /// so that they are known, not reported one by one.
    static let ignoredAttributes: Set<String> = [
        "id", "key", "contentMode", "fixedFrame", "opaque", "clipsSubviews", "multipleTouchEnabled", "insetsLayoutMarginsFromSafeArea",
        "preservesSuperviewLayoutMargins", "customModule", "customModuleProvider", "misplaced", "ambiguous", "verticalHuggingPriority",
        "horizontalHuggingPriority", "verticalCompressionResistancePriority", "horizontalCompressionResistancePriority",
        "contentHorizontalAlignment", "contentVerticalAlignment", "adjustsLetterSpacingToFitWidth", "baselineAdjustment",
        "minimumScaleFactor", "lineBreakMode", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bouncesZoom",
        "dataMode", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "separatorStyle", "style",
        "buttonType", "lineBreakMode", "indentationWidth", "selectionStyle", "reuseIdentifier", "tableViewCell", "restorationIdentifier",
        "userLabel", "colorLabel", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "pointerInteraction",
        "springLoaded", "alwaysBounceVertical", "alwaysBounceHorizontal", "directionalLockEnabled", "pagingEnabled",
        "scrollEnabled", "translatesAutoresizingMaskIntoConstraints", "hidden", "alpha", "tag", "text", "placeholder",
        "borderStyle", "textAlignment", "numberOfLines", "axis", "alignment", "distribution", "spacing", "keyboardDismissMode",
        "on", "selectedSegmentIndex", "editable", "selectable", "userInteractionEnabled", "minimumFontSize",
        "adjustsFontSizeToFit", "adjustsFontForContentSizeCategory", "clearButtonMode", "clearsOnBeginEditing",
        "contentInsetAdjustmentBehavior", "layoutMarginsFollowReadableWidth", "allowsSelection", "allowsSelectionDuringEditing",
        "allowsMultipleSelection", "image", "highlightedImage", "hidesWhenStopped", "animating", "title", "customClass",
        "segmentControlStyle", "baselineRelativeArrangement", "lines", "sectionIndexMinimumDisplayRowCount",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "accessoryType", "editingAccessoryType",
        "focusStyle", "showsReorderControl", "shouldIndentWhileEditing", "horizontalCompressionResistance", "largeTitles",
        "prefersLargeTitles", "barStyle", "translucent", "usesAttributedText", "textContentType", "ambiguousLayout",
        "isAccessibilityElement", "accessibilityLabel", "accessibilityIdentifier", "semanticContentAttribute",
        "contentHuggingPriority", "insetsContentViewsToSafeArea", "contentViewInsetsToSafeArea", "editingAccessoryView",
        "indentationLevel", "hasAttributedTitle", "role", "changesSelectionAsPrimaryAction", "showsMenuAsPrimaryAction",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "minimumZoomScale", "maximumZoomScale", "bounces",
        "delaysContentTouches", "canCancelContentTouches", "keyboardAppearance", "textInputTraits", "scrollIndicatorInsets",
        "sceneMemberID", "storyboardIdentifier", "useStoryboardIdentifierAsRestorationIdentifier", "clearsContextBeforeDrawing",
        "prefetchingEnabled", "remembersLastFocusedIndexPath",
    ]

    /// Builds the view `element` (and its subviews), adds it to `parent` (as an arranged subview of a
    /// stack view when `arranged`), and returns its Swift name.
    mutating func translateView(_ element: IBElement, parent: String?, arranged: Bool) -> String {
        let known = Self.viewClasses[element.name]
        let base = known?.cls ?? "UIView"
        if known == nil {
            note(element, .approximated, "<\(element.name)> is not modelled: a plain UIView of its frame stands in (its subviews and outlets are left out)")
        }
        let cls = known == nil ? "UIView" : (element["customClass"] ?? base)
        let name = fresh(element.name == "tableView" ? "table" : element.name == "collectionView" ? "collection" : "view")
        if let id = element["id"] { names[id] = name; classes[id] = cls; baseClasses[id] = base }
        // A view Auto Layout places (or its stack view arranges) starts with an empty frame, as a view made
        // in code does: the storyboard's frame is Interface Builder's design-time placement, which the
        // first layout pass replaces on iOS before anything shows.
        let frame = element["translatesAutoresizingMaskIntoConstraints"] == "NO" || arranged ? ".zero" : Self.frame(element)
        switch element.name {
        case _ where element["customClass"] != nil && known != nil:
            // The app's own class is made as UIKit decodes it, through its init?(coder:).
            lines.append("let \(name) = (\(cls)(coder: UINibDecoder()) as \(cls)?)!")
            if element.name == "tableView", let style = element["style"], style != "plain" {
                note(element, .approximated, "a \(style) table of the app's own class is made plain (its style is fixed at init)")
            }
            lines.append("\(name).frame = \(frame)")
            if element.name == "collectionView" { lines.append("\(name).collectionViewLayout = \(translateCollectionLayout(element))") }
        case "collectionView":
            let layout = translateCollectionLayout(element)
            lines.append("let \(name) = \(cls)(frame: \(frame), collectionViewLayout: \(layout))")
        case "tableView":
            let style = element["style"] == "grouped" ? ".grouped" : element["style"] == "insetGrouped" ? ".insetGrouped" : ".plain"
            lines.append("let \(name) = \(cls)(frame: \(frame), style: \(style))")
        case "button" where element["customClass"] == nil:
            let type = element["buttonType"] == "system" || element["buttonType"] == "roundedRect" ? ".system" : ".custom"
            lines.append("let \(name) = \(cls)(type: \(type))")
            lines.append("\(name).frame = \(frame)")
        case "activityIndicatorView" where element["customClass"] == nil:
            lines.append("let \(name) = \(cls)(style: .medium)")
            lines.append("\(name).frame = \(frame)")
        case "segmentedControl" where element["customClass"] == nil:
            let titles = element.list("segments").map { $0["title"].map(Self.literal) ?? "\"\"" }
            lines.append("let \(name) = \(cls)(items: [\(titles.joined(separator: ", "))])")
            lines.append("\(name).frame = \(frame)")
        default:
            lines.append("let \(name) = \(cls)(frame: \(frame))")
        }
        if element["customClass"] != nil, known != nil { awakened.append(name) }
        if let parent {
            lines.append(arranged ? "\(parent).addArrangedSubview(\(name))" : "\(parent).addSubview(\(name))")
        }
        guard known != nil else { return name }
        translateCommonAttributes(element, name, arranged: arranged)
        translateKindAttributes(element, name)
        // Children: subviews, guides, constraints, connections, and the kinds' own parts.
        for child in element.children {
            switch child.name {
            case "rect", "autoresizingMask", "color", "fontDescription", "textInputTraits", "state", "segments",
                 "string", "nil", "inset", "edgeInsets", "directionalEdgeInsets", "point", "size", "accessibility",
                 "userDefinedRuntimeAttributes", "buttonConfiguration", "imageReference", "preferredSymbolConfiguration",
                 "attributedString", "prototypes", "constraints", "connections", "subviews", "viewLayoutGuide",
                 "keyboardLayoutGuide", "tableViewCellContentView", "sections", "navigationItem", "items", "gestureRecognizers",
                 "freeformSimulatedSizeMetrics", "variation", "mask", "textAttributes", "contentConfiguration", "mutableString",
                 "dataDetectorType", "cells":
                continue
            case _ where element.name == "tableView" && ["tableHeaderView", "tableFooterView"].contains(child["key"] ?? "")
                && Self.viewClasses[child.name] != nil:
                continue
            case _ where element.name == "collectionView" && child["key"] == "collectionViewLayout":
                continue
            default:
                note(child, .skipped, "<\(child.name)> of <\(element.name)> is not translated")
            }
        }
        for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "keyboardLayoutGuide" {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": names[id] = "\(name).safeAreaLayoutGuide"
            case "keyboard": names[id] = "\(name).keyboardLayoutGuide"
            case "contentLayoutGuide": names[id] = "\(name).contentLayoutGuide"
            case "frameLayoutGuide": names[id] = "\(name).frameLayoutGuide"
            case "layoutMargins": names[id] = "\(name).layoutMarginsGuide"
            default: note(guide, .skipped, "layout guide \(guide["key"] ?? "?") is not translated")
            }
        }
        if element.child("userDefinedRuntimeAttributes") != nil {
            note(element, .skipped, "user-defined runtime attributes of <\(element.name)> are not set")
        }
        if element.child("gestureRecognizers") != nil || element.list("connections").contains(where: { $0.name == "outletCollection" && $0["property"] == "gestureRecognizers" }) {
            note(element, .skipped, "gesture recognizers of <\(element.name)> are not attached")
        }
        if element.name == "collectionView" {
            for prototype in element.list("cells") { translateCollectionPrototype(prototype, collection: name) }
        }
        if element.name == "tableView" {
            for prototype in element.list("prototypes") { translatePrototype(prototype, table: name) }
            if element["dataMode"] == "static" || element.child("sections") != nil {
                if staticTablesAllowed {
                    translateStaticSections(element, table: name)
                } else {
                    note(element, .skipped, "static table cells outside a UITableViewController scene (Interface Builder allows them only there) are not translated")
                }
            }
        }
        let subviews = element.list("subviews")
        for subview in subviews {
            _ = translateView(subview, parent: name, arranged: element.name == "stackView")
        }
        // A table's header and footer views (`<view key="tableHeaderView">`): built with their frames and
        // set as UIKit's decoder sets them (the table adds them itself).
        if element.name == "tableView" {
            for key in ["tableHeaderView", "tableFooterView"] {
                guard let view = element.children.first(where: { $0["key"] == key && Self.viewClasses[$0.name] != nil }) else { continue }
                let made = translateView(view, parent: nil, arranged: false)
                lines.append("\(name).\(key) = \(made)")
            }
        }
        for constraint in element.list("constraints") where constraint.name == "constraint" {
            constraints.append((constraint, element["id"] ?? ""))
        }
        if let id = element["id"], let list = element.child("connections") {
            connections.append((list.children, id))
        }
        return name
    }

    /// The element's `<rect key="frame">` as a `CGRect` expression (zero when it has none).
    static func frame(_ element: IBElement) -> String {
        guard let rect = element.child("rect", key: "frame") else { return ".zero" }
        let n = { (key: String) in number(rect[key]) ?? "0" }
        return "CGRect(x: \(n("x")), y: \(n("y")), width: \(n("width")), height: \(n("height")))"
    }

    /// The attributes every view has. An arranged subview's `translatesAutoresizingMaskIntoConstraints`
    /// is left to its stack view, which sets it on iOS (Interface Builder writes it for its own
    /// bookkeeping).
    mutating func translateCommonAttributes(_ element: IBElement, _ name: String, arranged: Bool) {
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let map = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
                       ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
            let parts = map.filter { mask[$0.0] == "YES" }.map { "." + $0.1 }
            lines.append("\(name).autoresizingMask = [\(parts.joined(separator: ", "))]")
        }
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO", !arranged {
            lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
        }
        if element["hidden"] == "YES" { lines.append("\(name).isHidden = true") }
        if let alpha = Self.number(element["alpha"]) { lines.append("\(name).alpha = \(alpha)") }
        if let tag = element["tag"], Int(tag) != nil { lines.append("\(name).tag = \(tag)") }
        if element["userInteractionEnabled"] == "NO" { lines.append("\(name).isUserInteractionEnabled = false") }
        if let color = element.child("color", key: "backgroundColor").flatMap(Self.color) {
            lines.append("\(name).backgroundColor = \(color)")
        }
        for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) where !Self.ignoredAttributes.contains(key) {
            note(element, .skipped, "attribute \(key)=\"\(value)\" of <\(element.name)> is not translated")
        }
    }

    /// A `<color>` element as a `UIColor` expression (`nil` for one the translation cannot read).
    static func color(_ element: IBElement) -> String? {
        if let system = element["systemColor"] {
            let stem = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
            let known: Set<String> = ["clear", "white", "black", "gray", "darkGray", "lightGray", "red", "green", "blue", "orange", "yellow",
                                      "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator",
                                      "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
                                      "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
                                      "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBlue",
                                      "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
                                      "systemTeal", "systemIndigo", "systemGray"]
            return known.contains(stem) ? "UIColor.\(stem)" : "UIColor(white: 0.5, alpha: 1)"
        }
        if let white = number(element["white"]) { return "UIColor(white: \(white), alpha: \(number(element["alpha"]) ?? "1"))" }
        if let red = number(element["red"]), let green = number(element["green"]), let blue = number(element["blue"]) {
            return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(number(element["alpha"]) ?? "1"))"
        }
        if let named = element["name"] { return "(UIColor(named: \(literal(named))) ?? UIColor.systemBackground)" }
        if let cocoa = element["cocoaTouchSystemColor"] {
            switch cocoa {
            case "groupTableViewBackgroundColor": return "UIColor.systemGroupedBackground"
            case "darkTextColor": return "UIColor.label"
            case "lightTextColor": return "UIColor.secondaryLabel"
            default: return "UIColor.clear"
            }
        }
        return nil
    }

    /// A `<fontDescription>` as a `UIFont` expression.
    static func font(_ element: IBElement) -> String? {
        if let style = element["style"] {
            let map = ["UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
                       "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
                       "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
                       "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleLargeTitle": "largeTitle"]
            if let s = map[style] { return "UIFont.preferredFont(forTextStyle: .\(s))" }
        }
        guard let size = number(element["pointSize"]) else { return nil }
        switch element["type"] {
        case "boldSystem": return "UIFont.boldSystemFont(ofSize: \(size))"
        default: return "UIFont.systemFont(ofSize: \(size))"
        }
    }

    mutating func translateKindAttributes(_ element: IBElement, _ name: String) {
        let fontExpression = element.child("fontDescription", key: "fontDescription").flatMap(Self.font)
        switch element.name {
        case "label":
            if let text = element["text"] { lines.append("\(name).text = \(Self.literal(text))") }
            if let count = element["numberOfLines"] ?? element["lines"] { lines.append("\(name).numberOfLines = \(Int(count) ?? 1)") }
            if let fontExpression { lines.append("\(name).font = \(fontExpression)") }
            if let alignment = Self.textAlignment(element["textAlignment"]) { lines.append("\(name).textAlignment = \(alignment)") }
        case "textField":
            if let text = element["text"] { lines.append("\(name).text = \(Self.literal(text))") }
            if let placeholder = element["placeholder"] { lines.append("\(name).placeholder = \(Self.literal(placeholder))") }
            if let fontExpression { lines.append("\(name).font = \(fontExpression)") }
            switch element["borderStyle"] {
            case "roundedRect": lines.append("\(name).borderStyle = .roundedRect")
            case "line": lines.append("\(name).borderStyle = .line")
            case "bezel": lines.append("\(name).borderStyle = .bezel")
            default: break
            }
            if let alignment = Self.textAlignment(element["textAlignment"]) { lines.append("\(name).textAlignment = \(alignment)") }
            translateInputTraits(element, name)
        case "textView":
            if let text = element["text"] ?? element.child("string", key: "text")?.text ?? element.child("mutableString", key: "text")?.text { lines.append("\(name).text = \(Self.literal(text))") }
            if element["scrollEnabled"] == "NO" { lines.append("\(name).isScrollEnabled = false") }
            if element["editable"] == "NO" { lines.append("\(name).isEditable = false") }
            if let fontExpression { lines.append("\(name).font = \(fontExpression)") }
            translateInputTraits(element, name)
        case "button":
            for state in element.children where state.name == "state" && state["key"] == "normal" {
                if let title = state["title"] { lines.append("\(name).setTitle(\(Self.literal(title)), for: .normal)") }
            }
            if let title = element.child("buttonConfiguration", key: "configuration")?["title"] {
                lines.append("\(name).setTitle(\(Self.literal(title)), for: .normal)")
            }
        case "stackView":
            lines.append("\(name).axis = \(element["axis"] == "vertical" ? ".vertical" : ".horizontal")")
            if let spacing = Self.number(element["spacing"]) { lines.append("\(name).spacing = \(spacing)") }
            if let alignment = element["alignment"], ["fill", "leading", "trailing", "center", "top", "bottom", "firstBaseline", "lastBaseline"].contains(alignment) {
                lines.append("\(name).alignment = .\(alignment)")
            }
            if let distribution = element["distribution"], ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].contains(distribution) {
                lines.append("\(name).distribution = .\(distribution)")
            }
        case "switch":
            if element["on"] == "YES" { lines.append("\(name).isOn = true") }
        case "segmentedControl":
            if let index = element["selectedSegmentIndex"], Int(index) != nil { lines.append("\(name).selectedSegmentIndex = \(index)") }
        case "tableView":
            if let height = Self.number(element["rowHeight"]) {
                lines.append("\(name).rowHeight = \(height == "-1" ? "UITableView.automaticDimension" : height)")
            }
            if let height = Self.number(element["estimatedRowHeight"]) {
                lines.append("\(name).estimatedRowHeight = \(height == "-1" ? "UITableView.automaticDimension" : height)")
            }
            // -1 is Interface Builder's "automatic": the table's own default is left.
            if let height = Self.number(element["sectionHeaderHeight"]), height != "-1" { lines.append("\(name).sectionHeaderHeight = \(height)") }
            if let height = Self.number(element["sectionFooterHeight"]), height != "-1" { lines.append("\(name).sectionFooterHeight = \(height)") }
        default:
            break
        }
        if ["tableView", "collectionView", "scrollView", "textView"].contains(element.name) {
            switch element["keyboardDismissMode"] {
            case "onDrag": lines.append("\(name).keyboardDismissMode = .onDrag")
            case "interactive": lines.append("\(name).keyboardDismissMode = .interactive")
            default: break
            }
            switch element["contentInsetAdjustmentBehavior"] {
            case "never": lines.append("\(name).contentInsetAdjustmentBehavior = .never")
            case "always": lines.append("\(name).contentInsetAdjustmentBehavior = .always")
            case "scrollableAxes": lines.append("\(name).contentInsetAdjustmentBehavior = .scrollableAxes")
            default: break
            }
        }
    }

    static func textAlignment(_ value: String?) -> String? {
        switch value {
        case "center": return ".center"
        case "right": return ".right"
        case "left": return ".left"
        case "natural": return ".natural"
        case "justified": return ".justified"
        default: return nil
        }
    }

    /// `<textInputTraits>`: the keyboard type, return key, secure entry and content type a field asks for.
    mutating func translateInputTraits(_ element: IBElement, _ name: String) {
        guard let traits = element.child("textInputTraits", key: "textInputTraits") else { return }
        let keyboardTypes: Set<String> = ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                                          "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]
        if let type = traits["keyboardType"], keyboardTypes.contains(type) { lines.append("\(name).keyboardType = .\(type)") }
        let returnKeys: Set<String> = ["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall", "continue"]
        if let key = traits["returnKeyType"], returnKeys.contains(key) { lines.append("\(name).returnKeyType = .\(key)") }
        if traits["secureTextEntry"] == "YES" { lines.append("\(name).isSecureTextEntry = true") }
        switch traits["autocorrectionType"] {
        case "no": lines.append("\(name).autocorrectionType = .no")
        case "yes": lines.append("\(name).autocorrectionType = .yes")
        default: break
        }
        switch traits["autocapitalizationType"] {
        case "none": lines.append("\(name).autocapitalizationType = .none")
        case "words": lines.append("\(name).autocapitalizationType = .words")
        case "allCharacters": lines.append("\(name).autocapitalizationType = .allCharacters")
        default: break
        }
    }

    /// A table view's prototype cell: registered under its reuse identifier, each dequeue building the
    /// cell's content view, its constraints and outlets, then `awakeFromNib()`.
    mutating func translatePrototype(_ cell: IBElement, table: String) {
        guard cell.name == "tableViewCell" else {
            note(cell, .skipped, "<\(cell.name)> among a table's prototypes is not translated")
            return
        }
        guard let identifier = cell["reuseIdentifier"] else {
            note(cell, .skipped, "prototype cell without a reuse identifier: no dequeue can reach it")
            return
        }
        registerPrototype(on: table, identifier: identifier) { $0.translateCell(cell, identifier: cell["reuseIdentifier"]) }
    }

    /// Writes `owner.registerPrototype(identifier) { … }` around the cell `build` makes (returning its
    /// Swift name): a closure of its own, so its names, constraints, connections and `awakeFromNib()`
    /// calls are its own, settled inside it.
    mutating func registerPrototype(on owner: String, identifier: String, build: (inout StoryboardTranslator) -> String) {
        let saved = (lines, names, classes, awakened, constraints, connections)
        lines = []
        awakened = []
        constraints = []
        connections = []
        let name = build(&self)
        translatePendingConstraints()
        translatePendingConnections()
        for object in awakened { lines.append("\(object).awakeFromNib()") }
        lines.append("return \(name)")
        let body = lines
        (lines, names, classes, awakened, constraints, connections) = saved
        lines.append("\(owner).registerPrototype(\(Self.literal(identifier))) { [unowned owner] in")
        lines.append("    _ = owner")
        lines += body.map { "    " + $0 }
        lines.append("}")
    }

    /// Makes a table cell of the storyboard (a prototype's body, or a static cell): through its class's
    /// `init?(coder:)` when it is the app's own (then queued for `awakeFromNib()`), its accessory, its
    /// content view's subviews; its constraints and connections are queued. Returns its Swift name.
    mutating func translateCell(_ cell: IBElement, identifier: String?) -> String {
        let reuse = identifier.map(Self.literal) ?? "nil"
        let cls = cell["customClass"] ?? "UITableViewCell"
        let name = fresh("cell")
        if let id = cell["id"] { names[id] = name; classes[id] = cls; baseClasses[id] = "UITableViewCell" }
        let style: String
        switch cell["style"] {
        case "IBUITableViewCellStyleSubtitle": style = ".subtitle"
        case "IBUITableViewCellStyleValue1": style = ".value1"
        case "IBUITableViewCellStyleValue2": style = ".value2"
        default: style = ".default"
        }
        if cell["customClass"] != nil {
            lines.append("let \(name) = (\(cls)(coder: UINibDecoder(reuseIdentifier: \(reuse), cellStyle: \(style))) as \(cls)?)!")
        } else {
            lines.append("let \(name) = \(cls)(style: \(style), reuseIdentifier: \(reuse))")
        }
        if let frame = cell.child("rect", key: "frame") { lines.append("\(name).frame = \(Self.frame(cell))"); _ = frame }
        switch cell["accessoryType"] {
        case "disclosureIndicator": lines.append("\(name).accessoryType = .disclosureIndicator")
        case "checkmark": lines.append("\(name).accessoryType = .checkmark")
        case "detailDisclosureButton": lines.append("\(name).accessoryType = .detailDisclosureButton")
        case "detailButton": lines.append("\(name).accessoryType = .detailButton")
        default: break
        }
        if let content = cell.child("tableViewCellContentView", key: "contentView") {
            if let id = content["id"] { names[id] = "\(name).contentView"; classes[id] = "UIView" }
            if let frame = content.child("rect", key: "frame") { _ = frame; lines.append("\(name).contentView.frame = \(Self.frame(content))") }
            for guide in content.children where guide.name == "viewLayoutGuide" {
                if let id = guide["id"], guide["key"] == "safeArea" { names[id] = "\(name).contentView.safeAreaLayoutGuide" }
            }
            for subview in content.list("subviews") {
                if let key = subview["key"], ["textLabel", "detailTextLabel", "imageView"].contains(key) {
                    // The built-in label or image view of a styled cell: the cell's own.
                    if let id = subview["id"] { names[id] = "\(name).\(key)!" }
                    if let text = subview["text"] { lines.append("\(name).\(key == "imageView" ? "textLabel" : key)?.text = \(Self.literal(text))") }
                    continue
                }
                _ = translateView(subview, parent: "\(name).contentView", arranged: false)
            }
            for constraint in content.list("constraints") where constraint.name == "constraint" {
                constraints.append((constraint, content["id"] ?? ""))
            }
        }
        if let id = cell["id"], let list = cell.child("connections") { connections.append((list.children, id)) }
        if cell["customClass"] != nil { awakened.insert(name, at: 0) }
        return name
    }

    /// A static table (`dataMode="static"`) of a `UITableViewController` scene: its cells built with the
    /// view, and handed to the controller, whose data source methods then answer with them as UIKit's
    /// do (``UITableViewController`` in this package's `UIKit`).
    mutating func translateStaticSections(_ element: IBElement, table: String) {
        var sections: [String] = []
        for section in element.list("sections") where section.name == "tableViewSection" {
            var cells: [String] = []
            for cell in section.list("cells") where cell.name == "tableViewCell" {
                cells.append(translateCell(cell, identifier: cell["reuseIdentifier"]))
                if let height = Self.number(cell["rowHeight"]) { lines.append("\(cells.last!).frame.size.height = \(height)") }
            }
            let header = section["headerTitle"].map(Self.literal) ?? "nil"
            let footer = section["footerTitle"].map(Self.literal) ?? "nil"
            sections.append("(header: \(header), footer: \(footer), cells: [\(cells.joined(separator: ", "))])")
        }
        lines.append("(owner as UITableViewController).setStaticSections([\(sections.joined(separator: ", "))])")
    }
}
