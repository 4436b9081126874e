@_spi(Checker) import ScrollGeometry

/// A small SVG builder: shapes in the drawing's own units (points of the screen), with stroke widths
/// and font sizes given in output pixels and converted by ``pointsPerPixel``.
struct SVGCanvas {
    /// The area drawn, in points.
    let viewBox: Rect
    /// The output width in pixels; the height follows the view box's aspect ratio.
    let pixelWidth: Double
    private(set) var elements: [String] = []

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
            elements.append("<rect \(a)><title>\(Markup.xml(title))</title></rect>")
        } else {
            elements.append("<rect \(a)/>")
        }
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: Double? = nil) {
        var a = "x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(n(width * pointsPerPixel))\""
        if let dash { a += " stroke-dasharray=\"\(n(dash * pointsPerPixel)) \(n(dash * pointsPerPixel))\"" }
        elements.append("<line \(a)/>")
    }

    /// Text whose baseline starts at (x, y); `size` in pixels; `anchor` is `start`, `middle` or `end`.
    mutating func text(_ s: String, x: Double, y: Double, size: Double = 9, fill: String = "#202124",
                       anchor: String = "start", bold: Bool = false) {
        var a = "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size * pointsPerPixel))\" fill=\"\(fill)\""
        if anchor != "start" { a += " text-anchor=\"\(anchor)\"" }
        if bold { a += " font-weight=\"bold\"" }
        elements.append("<text \(a)>\(Markup.xml(s))</text>")
    }

    /// Text on a white box, for labels that must stay readable over rows and the keyboard.
    mutating func label(_ s: String, x: Double, y: Double, size: Double = 9, fill: String = "#202124",
                        background: String = "#ffffff", anchor: String = "start", bold: Bool = false) {
        let width = Double(s.count) * size * 0.56 * pointsPerPixel + 4 * pointsPerPixel
        let height = (size + 3) * pointsPerPixel
        var left: Double
        switch anchor {
        case "end": left = x - width + 2 * pointsPerPixel
        case "middle": left = x - width / 2
        default: left = x - 2 * pointsPerPixel
        }
        // Keep the label inside the picture: shift it, text and box together.
        let shift = Swift.max(viewBox.minX - left, Swift.min(0, viewBox.maxX - (left + width)))
        left += shift
        rect(Rect(x: left, y: y - size * pointsPerPixel, width: width, height: height), fill: background, opacity: 0.85)
        text(s, x: x + shift, y: y, size: size, fill: fill, anchor: anchor, bold: bold)
    }

    /// The finished `<svg>` element, with `title` for assistive technology and tooltips.
    func render(title: String, cssClass: String? = nil) -> String {
        let box = "\(n(viewBox.minX)) \(n(viewBox.minY)) \(n(viewBox.width)) \(n(viewBox.height))"
        let cls = cssClass.map { " class=\"\($0)\"" } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\"\(cls) width=\"\(n(pixelWidth))\" height=\"\(n(pixelHeight))\" viewBox=\"\(box)\" "
            + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" role=\"img\">"
            + "<title>\(Markup.xml(title))</title>\n"
            + elements.joined(separator: "\n") + "\n</svg>"
    }

    private func n(_ v: Double) -> String { Format.number(v) }
}
