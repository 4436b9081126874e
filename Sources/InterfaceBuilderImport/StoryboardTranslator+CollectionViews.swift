/// Collection views: the layout a storyboard gives one (`<collectionViewFlowLayout
/// key="collectionViewLayout">`) and its prototype cells (`<cells>`), built as UIKit decodes them.
extension StoryboardTranslator {
    /// Makes the collection view's layout and returns its Swift name: a `UICollectionViewFlowLayout`
    /// (or the app's subclass, through `init?(coder:)`) with the storyboard's spacings, insets, item size
    /// and header and footer sizes. A layout of another kind (a custom `UICollectionViewLayout`) is
    /// approximated by a flow layout, and said so.
    mutating func translateCollectionLayout(_ collection: IBElement) -> String {
        let name = fresh("layout")
        guard let layout = collection.children.first(where: { $0["key"] == "collectionViewLayout" }) else {
            lines.append("let \(name) = UICollectionViewFlowLayout()")
            return name
        }
        if layout.name != "collectionViewFlowLayout" {
            note(layout, .approximated, "<\(layout.name)> is not modelled: a vertical flow layout stands in")
            lines.append("let \(name) = UICollectionViewFlowLayout()")
            return name
        }
        if let cls = layout["customClass"] {
            lines.append("let \(name) = (\(cls)(coder: UINibDecoder()) as \(cls)?)!")
            awakened.append(name)
        } else {
            lines.append("let \(name) = UICollectionViewFlowLayout()")
        }
        if let id = layout["id"] { names[id] = name; classes[id] = layout["customClass"] ?? "UICollectionViewFlowLayout" }
        if let spacing = Self.number(layout["minimumLineSpacing"]) { lines.append("\(name).minimumLineSpacing = \(spacing)") }
        if let spacing = Self.number(layout["minimumInteritemSpacing"]) { lines.append("\(name).minimumInteritemSpacing = \(spacing)") }
        if layout["scrollDirection"] == "horizontal" {
            lines.append("\(name).scrollDirection = .horizontal")
            note(layout, .approximated, "a horizontal flow layout is read as vertical (the model scrolls vertically)")
        }
        for size in layout.children where size.name == "size" {
            guard let key = size["key"], ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"].contains(key),
                  let width = Self.number(size["width"]), let height = Self.number(size["height"]) else { continue }
            lines.append("\(name).\(key) = CGSize(width: \(width), height: \(height))")
        }
        if let inset = layout.child("inset", key: "sectionInset") {
            let n = { (key: String) in Self.number(inset[key]) ?? "0" }
            // Interface Builder writes an inset as minX (left), minY (top), maxX (right), maxY (bottom).
            lines.append("\(name).sectionInset = UIEdgeInsets(top: \(n("minY")), left: \(n("minX")), bottom: \(n("maxY")), right: \(n("maxX")))")
        }
        return name
    }

    /// A collection view's prototype cell: registered under its reuse identifier, each dequeue building
    /// the cell (the app's class through `init?(coder:)`), its content view's subviews, its constraints
    /// and outlets, then `awakeFromNib()`.
    mutating func translateCollectionPrototype(_ cell: IBElement, collection: String) {
        guard cell.name == "collectionViewCell" else {
            note(cell, .skipped, "<\(cell.name)> among a collection view's cells is not translated")
            return
        }
        guard let identifier = cell["reuseIdentifier"] else {
            note(cell, .skipped, "prototype cell without a reuse identifier: no dequeue can reach it")
            return
        }
        registerPrototype(on: collection, identifier: identifier) { $0.translateCollectionCell(cell) }
    }

    /// Makes a collection view's prototype cell (the app's class through `init?(coder:)`, queued for
    /// `awakeFromNib()`), its content view's subviews, and queues its constraints and connections.
    /// Returns its Swift name.
    mutating func translateCollectionCell(_ cell: IBElement) -> String {
        let cls = cell["customClass"] ?? "UICollectionViewCell"
        let name = fresh("cell")
        if let id = cell["id"] { names[id] = name; classes[id] = cls; baseClasses[id] = "UICollectionViewCell" }
        if cell["customClass"] != nil {
            lines.append("let \(name) = (\(cls)(coder: UINibDecoder()) as \(cls)?)!")
        } else {
            lines.append("let \(name) = \(cls)(frame: .zero)")
        }
        if cell.child("rect", key: "frame") != nil { lines.append("\(name).frame = \(Self.frame(cell))") }
        if let color = cell.child("color", key: "backgroundColor").flatMap(Self.color) { lines.append("\(name).backgroundColor = \(color)") }
        if let content = cell.children.first(where: { $0["key"] == "contentView" }) {
            if let id = content["id"] { names[id] = "\(name).contentView"; classes[id] = "UIView" }
            if content.child("rect", key: "frame") != nil { lines.append("\(name).contentView.frame = \(Self.frame(content))") }
            for subview in content.list("subviews") {
                _ = translateView(subview, parent: "\(name).contentView", arranged: false)
            }
            for constraint in content.list("constraints") where constraint.name == "constraint" {
                constraints.append((constraint, content["id"] ?? ""))
            }
        }
        for constraint in cell.list("constraints") where constraint.name == "constraint" {
            constraints.append((constraint, cell["id"] ?? ""))
        }
        if let id = cell["id"], let list = cell.child("connections") { connections.append((list.children, id)) }
        if cell["customClass"] != nil { awakened.insert(name, at: 0) }
        return name
    }
}
