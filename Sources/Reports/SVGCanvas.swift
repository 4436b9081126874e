@_spi(Checker) import ScrollGeometry

/// A small SVG builder: shapes in the drawing's own units (points of the screen), with stroke widths
/// and font sizes given in output pixels and converted by ``pointsPerPixel``.
struct SVGCanvas {
    /// The area drawn, in points.
    let viewBox: Rect
    /// The output width in pixels; the height follows the view box's aspect ratio.
    let pixelWidth: Double
    private(set) var elements: [Element] = []
    private(set) var texts: [TextItem] = []

    /// A drawn shape, or a text laid out at render time (its index in ``texts``).
    enum Element {
        case shape(String)
        case text(Int)
    }

    init(viewBox: Rect, pixelWidth: Double) {
        self.viewBox = viewBox
        self.pixelWidth = pixelWidth
    }

    var pointsPerPixel: Double { viewBox.width / pixelWidth }
    var pixelHeight: Double { (viewBox.height / pointsPerPixel).rounded() }

    /// A rectangle; `stroke` widths in pixels; `dash` in pixels.
    mutating func rect(_ r: Rect, fill: String, stroke: String? = nil, strokeWidth: Double = 1, dash: Double? = nil,
                       opacity: Double? = nil, radius: Double = 0, title: String? = nil) {
        guard r.width > 0 || r.height > 0 else { return }
        var a = "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth * pointsPerPixel))\"" }
        if let dash { a += " stroke-dasharray=\"\(n(dash * pointsPerPixel)) \(n(dash * pointsPerPixel))\"" }
        if let opacity { a += " opacity=\"\(n(opacity))\"" }
        if radius > 0 { a += " rx=\"\(n(radius))\"" }
        if let title {
            elements.append(.shape("<rect \(a)><title>\(Markup.xml(title))</title></rect>"))
        } else {
            elements.append(.shape("<rect \(a)/>"))
        }
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: Double? = nil) {
        var a = "x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width * pointsPerPixel))\""
        if let dash { a += " stroke-dasharray=\"\(n(dash * pointsPerPixel)) \(n(dash * pointsPerPixel))\"" }
        elements.append(.shape("<line \(a)/>"))
    }

    /// Text whose baseline starts at (x, y); `size` in pixels; `anchor` is `start`, `middle` or `end`.
    ///
    /// Text is laid out when the picture is rendered (``layoutTexts()``): no two texts overlap. A text
    /// of `priority` 0 (a row's name) stays where it is asked or is left out; others move up or down
    /// by whole lines (at most `maxMoves` each way, in view) to the nearest free place.
    mutating func text(_ s: String, x: Double, y: Double, size: Double = 9, fill: String = "#202124",
                       anchor: String = "start", bold: Bool = false, priority: Int = 1, maxMoves: Int = 3) {
        texts.append(TextItem(text: s, x: x, y: y, size: size, fill: fill, anchor: anchor, bold: bold, background: nil,
                              priority: priority, maxMoves: maxMoves, order: texts.count))
        elements.append(.text(texts.count - 1))
    }

    /// Text on a white box, for labels that must stay readable over rows and the keyboard; laid out
    /// like ``text(_:x:y:size:fill:anchor:bold:priority:maxMoves:)``, moving up to 12 lines.
    mutating func label(_ s: String, x: Double, y: Double, size: Double = 9, fill: String = "#202124",
                        background: String = "#ffffff", anchor: String = "start", bold: Bool = false, priority: Int = 2) {
        texts.append(TextItem(text: s, x: x, y: y, size: size, fill: fill, anchor: anchor, bold: bold, background: background,
                              priority: priority, maxMoves: 12, order: texts.count))
        elements.append(.text(texts.count - 1))
    }

    /// One text waiting for layout.
    struct TextItem {
        let text: String
        let x: Double, y: Double, size: Double
        let fill: String, anchor: String, bold: Bool
        let background: String?
        let priority: Int, maxMoves: Int, order: Int
    }

    /// A laid-out text: where it went (`nil`: left out, no free place).
    struct PlacedText {
        let item: TextItem
        /// The text's box (its background box for a label), in points.
        let box: Rect?
        /// The horizontal shift that keeps it in view, and the vertical move.
        let dx: Double, dy: Double
    }

    /// The box `item` covers moved by (dx, dy): a conservative estimate of the rendered width (0.6 em
    /// per character, 0.64 em bold: wider than Helvetica's and Arial's average, so two estimated boxes
    /// apart are apart on screen) plus a 2 px margin, and 1.3 em of height around the baseline.
    func box(_ item: TextItem, dx: Double = 0, dy: Double = 0) -> Rect {
        let em = item.size * pointsPerPixel
        let width = Double(item.text.count) * em * (item.bold ? 0.64 : 0.6) + 4 * pointsPerPixel
        let left: Double
        switch item.anchor {
        case "end": left = item.x - width + 2 * pointsPerPixel
        case "middle": left = item.x - width / 2
        default: left = item.x - 2 * pointsPerPixel
        }
        return Rect(x: left + dx, y: item.y - em + dy, width: width, height: em * 1.3)
    }

    /// Places every text, highest priority first (then in drawing order), each at the first of its
    /// candidate places — as asked, one line down, one line up, two lines down, … — whose box is inside
    /// the view box and overlaps no text placed before; texts with no free place are left out.
    /// - Complexity: O(t² · m) for t texts of at most m moves.
    func layoutTexts() -> [PlacedText] {
        let order = texts.indices.sorted { texts[$0].priority != texts[$1].priority ? texts[$0].priority > texts[$1].priority : $0 < $1 }
        var placed: [Rect] = []
        var result = [PlacedText?](repeating: nil, count: texts.count)
        for index in order {
            let item = texts[index]
            let base = box(item)
            // Keep the text inside the picture: shift it, text and box together (a label about
            // something drawn outside the picture stays at the picture's nearest edge).
            let dx = Swift.max(viewBox.minX - base.minX, Swift.min(0, viewBox.maxX - base.maxX))
            let inView = item.priority == 0 ? 0 : Swift.max(viewBox.minY - base.minY, Swift.min(0, viewBox.maxY - base.maxY))
            let line = base.height
            let moves = item.priority == 0 ? [0] : [0] + (1...Swift.max(1, item.maxMoves)).flatMap { [$0, -$0] }
            var chosen: PlacedText?
            for move in moves {
                let dy = inView + Double(move) * line
                let candidate = box(item, dx: dx, dy: dy)
                guard candidate.minY >= viewBox.minY, candidate.maxY <= viewBox.maxY else { continue }
                if placed.contains(where: { $0.overlaps(candidate) }) { continue }
                chosen = PlacedText(item: item, box: candidate, dx: dx, dy: dy)
                placed.append(candidate)
                break
            }
            result[index] = chosen ?? PlacedText(item: item, box: nil, dx: 0, dy: 0)
        }
        return result.compactMap { $0 }
    }

    /// The finished `<svg>` element, with `title` for assistive technology and tooltips.
    func render(title: String, cssClass: String? = nil) -> String {
        let box = "\(n(viewBox.minX)) \(n(viewBox.minY)) \(n(viewBox.width)) \(n(viewBox.height))"
        let cls = cssClass.map { " class=\"\($0)\"" } ?? ""
        let placed = layoutTexts()
        // Plain texts keep their place among the shapes (a row's name under the keyboard stays under
        // it); labels on their white boxes go on top of everything.
        var body = elements.compactMap { element -> String? in
            switch element {
            case let .shape(svg): return svg
            case let .text(index):
                guard texts[index].background == nil else { return nil }
                return placed[index].box.map { svgText(placed[index], box: $0) }
            }
        }
        body += placed.filter { $0.item.background != nil }.compactMap { p in p.box.map { svgText(p, box: $0) } }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\"\(cls) width=\"\(n(pixelWidth))\" height=\"\(n(pixelHeight))\" viewBox=\"\(box)\" "
            + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" role=\"img\">"
            + "<title>\(Markup.xml(title))</title>\n"
            + body.joined(separator: "\n") + "\n</svg>"
    }

    private func svgText(_ p: PlacedText, box: Rect) -> String {
        let item = p.item
        var a = "x=\"\(n(item.x + p.dx))\" y=\"\(n(item.y + p.dy))\" font-size=\"\(n(item.size * pointsPerPixel))\" fill=\"\(item.fill)\""
        if item.anchor != "start" { a += " text-anchor=\"\(item.anchor)\"" }
        if item.bold { a += " font-weight=\"bold\"" }
        let text = "<text \(a)>\(Markup.xml(item.text))</text>"
        guard let background = item.background else { return text }
        return "<rect x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
            + "fill=\"\(background)\" opacity=\"0.85\"/>" + text
    }

    private func n(_ v: Double) -> String { Format.number(v) }
}

extension Rect {
    /// True when the two rects share interior area (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
