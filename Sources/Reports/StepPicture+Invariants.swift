import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// The broken invariant drawn in red on the step that broke it, measured the way the invariant
/// measures it (``VisibleArea``, ``AnchorRecord``), so the picture shows the same numbers as the message.
extension StepPicture {
    static let red = "#d93025"

    static func drawBroken(_ invariant: Guarantee, on c: inout SVGCanvas, _ g: PictureGeometry, listKind: ListKind,
                           previous: Scene?) {
        switch invariant {
        case .focusVisibility: drawFocusVisibility(&c, g)
        case .anchorStability: drawAnchorStability(&c, g, listKind: listKind, previous: previous)
        case .offsetBounds: drawOffsetBounds(&c, g)
        case .reachability: drawReachability(&c, g)
        case .bottomPinning: drawBottomPinning(&c, g)
        case .roundTrip: drawTextOnly(&c, g, "round trip broken: values below")
        case .noUIKitException: drawTextOnly(&c, g, "UIKit exception: see below")
        }
    }

    /// The part of the focused control outside the visible region: below the keyboard's top (or the
    /// visible bottom), or above the visible top.
    static func drawFocusVisibility(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        guard let control = g.scene.focusedControlFrame.map(g.contentToScreen) else { return }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        if control.maxY > region.maxY {
            let top = Swift.max(control.minY, region.maxY)
            let hidden = Rect(x: control.minX, y: top, width: control.width, height: control.maxY - top)
            c.rect(hidden, fill: red, stroke: red, strokeWidth: 1.5, opacity: 0.75, title: "hidden part of the focused control")
            c.line(x1: g.screen.minX, y1: region.maxY, x2: g.screen.maxX, y2: region.maxY, stroke: red, width: 1.5)
            c.label("\(Format.number(control.maxY - region.maxY)) pt below the \(g.scene.obscuringKeyboardFrameInWindow != nil ? "keyboard top" : "visible bottom")",
                    x: hidden.midX, y: hidden.minY - 4 * c.pointsPerPixel, size: 8.5, fill: red, anchor: "middle", bold: true, priority: 3)
        }
        if control.minY < region.minY {
            let bottom = Swift.min(control.maxY, region.minY)
            let hidden = Rect(x: control.minX, y: control.minY, width: control.width, height: bottom - control.minY)
            c.rect(hidden, fill: red, stroke: red, strokeWidth: 1.5, opacity: 0.75, title: "hidden part of the focused control")
            c.line(x1: g.screen.minX, y1: region.minY, x2: g.screen.maxX, y2: region.minY, stroke: red, width: 1.5)
            c.label("\(Format.number(region.minY - control.minY)) pt above the visible top", x: hidden.midX,
                    y: hidden.maxY + 11 * c.pointsPerPixel, size: 8.5, fill: red, anchor: "middle", bold: true, priority: 3)
        }
    }

    /// The anchor where its old distance to the anchored edge would put it (dashed) and where it is now
    /// (solid), with the move between them in red.
    static func drawAnchorStability(_ c: inout SVGCanvas, _ g: PictureGeometry, listKind: ListKind, previous: Scene?) {
        guard let previous, let record = AnchorRecord.pick(in: previous, kind: listKind, tolerance: Invariant.tolerance),
              let (_, distance, rect) = record.survivor(in: g.scene.tableView) else {
            return drawTextOnly(&c, g, "anchor stability broken: values below")
        }
        let area = VisibleArea(g.scene)
        let expected: Rect
        switch listKind {
        case .readingList: expected = Rect(x: rect.minX, y: area.top + distance, width: rect.width, height: rect.height)
        case .chat: expected = Rect(x: rect.minX, y: area.bottom - distance - rect.height, width: rect.width, height: rect.height)
        }
        let now = g.contentToScreen(rect), was = g.contentToScreen(expected)
        let band = Rect(x: now.minX, y: Swift.min(now.minY, was.minY), width: now.width * 0.12, height: abs(now.minY - was.minY))
        c.rect(was, fill: "none", stroke: "#e8710a", strokeWidth: 2, dash: 4, title: "where the anchor's old distance puts it")
        c.rect(now, fill: red, stroke: red, strokeWidth: 2, opacity: 0.35, title: "the anchor row now")
        c.rect(band.offsetBy(dx: now.width * 0.8, dy: 0), fill: red, opacity: 0.85)
        c.label("anchor was here", x: was.minX + 4, y: was.minY + 10 * c.pointsPerPixel, size: 8, fill: "#b45309", bold: true, priority: 3)
        c.label("now: moved \(StepMotion.distance(now.minY - was.minY))", x: now.minX + 4,
                y: now.maxY - 3 * c.pointsPerPixel, size: 8, fill: red, bold: true, priority: 3)
    }

    /// The strip of the bounds beyond the valid offset range.
    static func drawOffsetBounds(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        let table = g.scene.tableView
        let range = table.validOffsetRange, y = table.contentOffset.y
        let frame = g.tableFrame
        if y > range.upperBound {
            let gap = y - range.upperBound
            let top = Swift.max(frame.minY, frame.maxY - gap)
            c.rect(Rect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top), fill: red, opacity: 0.45,
                   title: "past the end of the valid range")
            c.line(x1: frame.minX, y1: top, x2: frame.maxX, y2: top, stroke: red, width: 2)
            // Kept short: a 4-digit offset on a narrow phone must still fit the picture.
            c.label("offset \(Format.number(y)) > max \(Format.number(range.upperBound)): \(Format.number(gap)) past the end",
                    x: frame.midX, y: top - 4 * c.pointsPerPixel, size: 8.5, fill: red, anchor: "middle", bold: true, priority: 3)
        } else if y < range.lowerBound {
            let gap = range.lowerBound - y
            let bottom = Swift.min(frame.maxY, frame.minY + gap)
            c.rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bottom - frame.minY), fill: red, opacity: 0.45,
                   title: "before the start of the valid range")
            c.line(x1: frame.minX, y1: bottom, x2: frame.maxX, y2: bottom, stroke: red, width: 2)
            c.label("offset \(Format.number(y)) < min \(Format.number(range.lowerBound)): \(Format.number(gap)) before the start",
                    x: frame.midX, y: bottom + 12 * c.pointsPerPixel, size: 8.5, fill: red, anchor: "middle", bold: true, priority: 3)
        }
    }

    /// The content that stays under the keyboard even at the highest valid offset: at that offset it
    /// lies from the visible bottom (the keyboard's top) down by the amount unreachable.
    static func drawReachability(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        let table = g.scene.tableView
        let area = VisibleArea(g.scene)
        let hidden = table.contentSize.height - area.bottom(atOffset: table.scrollView.maxOffsetY)
        guard hidden > 0 else { return }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let r = Rect(x: region.minX, y: region.maxY, width: region.width, height: hidden)
        c.rect(r, fill: red, stroke: red, strokeWidth: 1.5, opacity: 0.55, title: "content that can never scroll above the keyboard")
        c.line(x1: region.minX, y1: region.maxY, x2: region.maxX, y2: region.maxY, stroke: red, width: 2)
        c.label("\(Format.number(hidden)) pt unreachable: under the keyboard at the end",
                x: region.midX, y: region.maxY - 4 * c.pointsPerPixel, size: 8, fill: red, anchor: "middle", bold: true, priority: 3)
    }

    /// The last row's bottom against the visible bottom, and the gap between them.
    static func drawBottomPinning(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        guard let last = g.scene.tableView.lastIndexPath else { return }
        let end = g.rowOnScreen(last).maxY
        let visibleBottom = g.toScreen(g.scene.visibleRegionInWindow).maxY
        let band = c.viewBox
        let shownEnd = Swift.min(Swift.max(end, band.minY), band.maxY)
        let x = g.tableFrame.minX, width = g.tableFrame.width
        c.rect(Rect(x: x, y: Swift.min(shownEnd, visibleBottom), width: width, height: abs(shownEnd - visibleBottom)),
               fill: red, opacity: 0.3, title: "gap between the last row's bottom and the visible bottom")
        c.line(x1: x, y1: visibleBottom, x2: x + width, y2: visibleBottom, stroke: "#1e8e3e", width: 2)
        c.line(x1: x, y1: shownEnd, x2: x + width, y2: shownEnd, stroke: red, width: 2, dash: end == shownEnd ? nil : 3)
        let gap = end - visibleBottom
        let text = gap > 0 ? "last row ends \(Format.number(gap)) pt below the visible bottom"
            : "last row ends \(Format.number(-gap)) pt above the visible bottom"
        c.label(text, x: x + width / 2, y: shownEnd + (gap > 0 ? -4 : 12) * c.pointsPerPixel, size: 8, fill: red, anchor: "middle", bold: true, priority: 3)
    }

    /// Invariants whose values are not places (the round trip, exceptions): a red banner; the caption
    /// holds the values.
    static func drawTextOnly(_ c: inout SVGCanvas, _ g: PictureGeometry, _ text: String) {
        c.label(text, x: g.screen.midX, y: g.screen.minY + g.screen.height * 0.5, size: 9, fill: red, anchor: "middle", bold: true, priority: 3)
    }
}
