import Campaign
@_spi(Checker) import ScrollGeometry

/// The matrix's status icons and the pictures' legend swatches as inline SVG, so that they draw the
/// same in every browser whatever fonts it has: symbol characters such as U+24D8 (circled i) and
/// U+29D7 (hourglass) are missing from many fonts and render as empty boxes.
///
/// Each icon is a 12 × 12 `<svg>` with `aria-hidden`; the word beside it (`holds`, `BROKEN`, …)
/// carries the meaning for screen readers and for text search.
enum StatusIcon {
    /// The icon for a matrix cell's status class (``CampaignReport/Cell/statusClass``).
    static func svg(_ statusClass: String) -> String {
        let shape: String
        switch statusClass {
        case "holds":
            shape = "<circle cx=\"6\" cy=\"6\" r=\"6\" fill=\"#1e8e3e\"/>"
                + "<path d=\"M3.2 6.3 5.2 8.3 8.9 4\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.6\"/>"
        case "broken":
            shape = "<circle cx=\"6\" cy=\"6\" r=\"6\" fill=\"#d93025\"/>"
                + "<path d=\"M3.8 3.8 8.2 8.2M8.2 3.8 3.8 8.2\" stroke=\"#fff\" stroke-width=\"1.6\"/>"
        case "conditional":
            // The broken cross, outlined: a break that needs an undocumented option.
            shape = "<circle cx=\"6\" cy=\"6\" r=\"5.3\" fill=\"#fff\" stroke=\"#d93025\" stroke-width=\"1.4\"/>"
                + "<path d=\"M4 4 8 8M8 4 4 8\" stroke=\"#d93025\" stroke-width=\"1.4\"/>"
        case "info":
            shape = "<circle cx=\"6\" cy=\"6\" r=\"6\" fill=\"#e37400\"/>"
                + "<circle cx=\"6\" cy=\"3.4\" r=\"1\" fill=\"#fff\"/><rect x=\"5.2\" y=\"5\" width=\"1.6\" height=\"4.2\" fill=\"#fff\"/>"
        case "crash":
            // White grounds: the icon reads on the red crash cell and on the white legend alike.
            shape = "<circle cx=\"6\" cy=\"6\" r=\"6\" fill=\"#fff\"/><circle cx=\"6\" cy=\"6\" r=\"5.2\" fill=\"#a50e0e\"/>"
                + "<rect x=\"5.25\" y=\"2.4\" width=\"1.5\" height=\"4.8\" fill=\"#fff\"/><circle cx=\"6\" cy=\"9\" r=\".9\" fill=\"#fff\"/>"
        case "hang":
            shape = "<circle cx=\"6\" cy=\"6\" r=\"6\" fill=\"#fff\"/><circle cx=\"6\" cy=\"6\" r=\"5.2\" fill=\"#a50e0e\"/>"
                + "<path d=\"M3.8 2.6h4.4L3.8 9.4h4.4Z\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.1\" stroke-linejoin=\"round\"/>"
        case "incomplete":
            // A half-filled circle: it held on the cases that ran, and not all ran.
            shape = "<circle cx=\"6\" cy=\"6\" r=\"5.3\" fill=\"none\" stroke=\"#1e8e3e\" stroke-width=\"1.2\"/>"
                + "<path d=\"M6 .7A5.3 5.3 0 0 0 6 11.3Z\" fill=\"#1e8e3e\"/>"
        default:
            shape = "<circle cx=\"6\" cy=\"6\" r=\"5.3\" fill=\"none\" stroke=\"#80868b\" stroke-width=\"1.2\"/>"
                + "<path d=\"M3.5 6h5\" stroke=\"#80868b\" stroke-width=\"1.4\"/>"
        }
        return wrap(shape)
    }

    /// A swatch for the pictures' legend: a filled square, an outlined square or a dashed line.
    enum Swatch {
        case filled(String, opacity: Double = 1)
        case outlined(String)
        case dashed(String)
    }

    static func swatch(_ swatch: Swatch) -> String {
        switch swatch {
        case let .filled(color, opacity):
            wrap("<rect x=\"1\" y=\"1\" width=\"10\" height=\"10\" rx=\"1.5\" fill=\"\(color)\" opacity=\"\(Format.number(opacity))\"/>")
        case let .outlined(color):
            wrap("<rect x=\"1.5\" y=\"1.5\" width=\"9\" height=\"9\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
        case let .dashed(color):
            wrap("<path d=\"M0 6h12\" stroke=\"\(color)\" stroke-width=\"2\" stroke-dasharray=\"3 2\"/>")
        }
    }

    private static func wrap(_ shape: String) -> String {
        "<svg class=\"icon\" xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"12\" viewBox=\"0 0 12 12\" aria-hidden=\"true\">"
            + shape + "</svg>"
    }
}
