import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// The SVG picture of one settled step, drawn in screen coordinates (points, y down) and scaled to
/// ``pixelWidth`` pixels wide, with a band of ``margin`` points above and below the screen where the
/// rows just outside the viewport and a hidden keyboard show faded.
///
/// Layers, bottom to top: the screen, the window and presentation when they do not fill it, the
/// table's frame, the rows around the viewport (faded outside the table's frame, which clips them on a
/// device) with their controls, the focused control (blue), the anchor row (orange), the bars, the
/// unsafe areas, the app's own views that hide rows (purple, "app's own view"), the visible region
/// (green dashes), the keyboard, and — at the step that broke — the
/// broken invariant in red (``StepPicture+Invariants.swift``).
public enum StepPicture {
    public static let pixelWidth = 260.0
    public static let margin = 90.0
    static let maxRows = 80

    /// The picture of `step`.
    ///
    /// - Parameters:
    ///   - listKind: the list kind anchors are picked for.
    ///   - broken: the invariant to draw as broken at this step, or `nil`.
    ///   - previous: the settled scene before this step (the anchor's old place is measured on it).
    public static func svg(_ step: ScenarioRunner.TraceStep, listKind: ListKind, broken: Guarantee?,
                           previous: Scene?) -> String {
        let title = "step \(step.step): \(step.step == 0 ? "the screen appears" : step.action.description)"
            + (broken.map { " — broke \(Invariant.named($0).name)" } ?? "")
        return canvas(step, listKind: listKind, broken: broken, previous: previous)
            .render(title: title, cssClass: broken == nil ? nil : "broke")
    }

    /// The drawing of `step` before it is rendered (its texts not yet laid out).
    static func canvas(_ step: ScenarioRunner.TraceStep, listKind: ListKind, broken: Guarantee?,
                       previous: Scene?) -> SVGCanvas {
        let scene = step.scene
        let screen = scene.layout.screenBounds
        var canvas = SVGCanvas(viewBox: Rect(x: -6, y: -margin, width: screen.width + 12, height: screen.height + 2 * margin),
                               pixelWidth: pixelWidth)
        let geometry = PictureGeometry(scene: scene)
        drawScreen(&canvas, geometry)
        drawRows(&canvas, geometry, listKind: listKind, emphasiseAnchor: broken != .anchorStability)
        drawChrome(&canvas, geometry)
        drawKeyboard(&canvas, geometry)
        if let broken {
            drawBroken(broken, on: &canvas, geometry, listKind: listKind, previous: previous)
        }
        return canvas
    }

    static func drawScreen(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        c.rect(c.viewBox, fill: "#f1f3f4")
        c.rect(g.screen, fill: "#ffffff", stroke: "#202124", strokeWidth: 1.5, radius: 18)
        let layout = g.scene.layout
        if layout.windowFrame != nil {
            c.rect(g.toScreen(layout.windowBounds), fill: "#fcfcfc", stroke: "#5f6368", dash: 4)
            c.text("window", x: g.toScreen(layout.windowBounds).minX + 3 * c.pointsPerPixel,
                   y: g.toScreen(layout.windowBounds).minY + 10 * c.pointsPerPixel, size: 8, fill: "#5f6368")
        }
        if layout.presentation != .fullScreen {
            let container = g.toScreen(layout.containerFrame)
            c.rect(container, fill: "#ffffff", stroke: "#5f6368", strokeWidth: 1)
        }
        c.rect(g.tableFrame, fill: "none", stroke: "#9aa0a6", strokeWidth: 1)
    }

    static func drawRows(_ c: inout SVGCanvas, _ g: PictureGeometry, listKind: ListKind, emphasiseAnchor: Bool) {
        let table = g.scene.tableView
        let anchor = AnchorRecord.pick(in: g.scene, kind: listKind, tolerance: Invariant.tolerance)?.survivor(in: table)
        for ip in g.rowsAround(maxRows: maxRows) {
            let rect = g.rowOnScreen(ip)
            let inside = rect.intersection(g.tableFrame)
            c.rect(rect, fill: "none", stroke: "#bdc1c6", strokeWidth: 0.75, dash: 2, opacity: 0.8)
            if let inside { c.rect(inside, fill: "#e8eef7", stroke: "#aab4c3", strokeWidth: 0.75) }
            if let control = table.row(at: ip)?.control, rect.height > 0 {
                let frame = control.frame(inRow: rect).insetBy(dx: 10, dy: 0) ?? rect
                if let shown = frame.intersection(g.tableFrame) {
                    c.rect(shown, fill: "#ffffff", stroke: "#c4cad3", strokeWidth: 0.75, radius: 3)
                }
            }
            if rect.height / c.pointsPerPixel >= 8 {
                let labelY = Swift.min(rect.maxY, rect.minY + 9 * c.pointsPerPixel)
                c.text(ip.description, x: rect.minX + 3 * c.pointsPerPixel, y: labelY, size: 7,
                       fill: inside == nil ? "#9aa0a6" : "#5f6368", priority: 0)
            }
        }
        if let focused = g.scene.focusedControlFrame {
            let frame = g.contentToScreen(focused)
            c.rect(frame.insetBy(dx: 10, dy: 0) ?? frame, fill: "#d2e3fc", stroke: "#1a73e8", strokeWidth: 2, radius: 3,
                   title: "focused control \(g.scene.convert(focused, from: .scrollView, to: .window)) (window)")
            // A field scrolled out of the picture is named at the picture's edge, with its distance.
            let text = frame.maxY < c.viewBox.minY ? "focused field ↑ \(Format.number(c.viewBox.minY - frame.maxY)) pt above the picture"
                : frame.minY > c.viewBox.maxY ? "focused field ↓ \(Format.number(frame.minY - c.viewBox.maxY)) pt below the picture"
                : "focused"
            c.label(text, x: frame.maxX - 14, y: frame.minY + Swift.min(frame.height, 10 * c.pointsPerPixel),
                    size: 7.5, fill: "#1a73e8", anchor: "end")
        }
        if let anchor {
            let r = g.contentToScreen(anchor.rect)
            c.rect(r, fill: "none", stroke: "#e8710a", strokeWidth: emphasiseAnchor ? 2 : 1.25,
                   title: "anchor row: distance \(Format.number(anchor.distance)) pt to the visible \(listKind == .chat ? "bottom" : "top")")
            let text = anchor.target == .contentEnd ? "anchor: end" : "anchor"
            c.label(text, x: r.maxX - 4, y: r.maxY - 2 * c.pointsPerPixel, size: 7.5, fill: "#b45309", anchor: "end")
        }
    }

    static func drawChrome(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        let layout = g.scene.layout
        let safe = layout.windowSafeAreaInsets
        let window = g.toScreen(layout.windowBounds)
        if safe.top > 0 {
            let r = Rect(x: window.minX, y: window.minY, width: window.width, height: safe.top)
            c.rect(r, fill: "#202124", opacity: 0.1)
            c.text("status bar · safe area \(Format.number(safe.top))", x: r.midX, y: r.midY + 3 * c.pointsPerPixel, size: 7.5,
                   fill: "#3c4043", anchor: "middle")
        }
        if safe.bottom > 0 {
            let r = Rect(x: window.minX, y: window.maxY - safe.bottom, width: window.width, height: safe.bottom)
            c.rect(r, fill: "#202124", opacity: 0.1)
            c.rect(Rect(x: r.midX - r.width * 0.18, y: r.maxY - safe.bottom * 0.35 - 3, width: r.width * 0.36, height: 5),
                   fill: "#202124", radius: 2.5)
        }
        if safe.left > 0 { c.rect(Rect(x: window.minX, y: window.minY, width: safe.left, height: window.height), fill: "#202124", opacity: 0.1) }
        if safe.right > 0 { c.rect(Rect(x: window.maxX - safe.right, y: window.minY, width: safe.right, height: window.height), fill: "#202124", opacity: 0.1) }
        if let bar = g.scene.navigationBarFrame.map(g.toScreen) {
            let translucent = layout.navigationBar != .opaque
            c.rect(bar, fill: "#f8f9fa", stroke: "#9aa0a6", strokeWidth: 0.75, opacity: translucent ? 0.82 : 1)
            let name: String
            switch layout.navigationBar {
            case .largeTitle: name = "nav bar (large title)"
            case .largeTitleCollapsing:
                name = "nav bar (large title, collapsing: \(Format.number(g.scene.navigationBarHeight)) pt)"
            default: name = translucent ? "nav bar (translucent)" : "nav bar"
            }
            c.text(name, x: bar.midX, y: bar.midY + 3 * c.pointsPerPixel, size: 8, fill: "#3c4043", anchor: "middle")
        }
        if let bar = layout.bottomBarFrame.map(g.toScreen) {
            c.rect(bar, fill: "#f8f9fa", stroke: "#9aa0a6", strokeWidth: 0.75, opacity: 0.82)
            c.text(layout.bottomBar == .tabBar ? "tab bar" : "toolbar", x: bar.midX, y: bar.minY + 11 * c.pointsPerPixel,
                   size: 8, fill: "#3c4043", anchor: "middle")
        }
        drawAppCovers(&c, g)
        let visible = g.toScreen(g.scene.visibleRegionInWindow)
        c.rect(visible, fill: "none", stroke: "#1e8e3e", strokeWidth: 1.25, dash: 3,
               title: "visible region \(g.scene.visibleRegionInWindow) (window)")
    }

    /// The app's own opaque views that end the visible region (``Scene/coveringAppViews``: a composer,
    /// a toolbar), drawn solid over the rows they hide and labelled as the app's.
    static func drawAppCovers(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        for cover in g.scene.coveringAppViews {
            let r = g.toScreen(cover.frameInWindow)
            c.rect(r, fill: "#e6e0f2", stroke: "#7e57c2", strokeWidth: 0.75, title: "app's own view: \(cover) (window)")
            c.text("app's own view", x: r.midX, y: r.minY + Swift.min(r.height / 2 + 3 * c.pointsPerPixel, 11 * c.pointsPerPixel),
                   size: 7.5, fill: "#4a2c8a", anchor: "middle")
        }
    }

    static func drawKeyboard(_ c: inout SVGCanvas, _ g: PictureGeometry) {
        let scene = g.scene
        let k = scene.keyboardFrame
        guard k.height > 0, let shown = k.intersection(c.viewBox) else { return }
        let onScreen = k.minY < g.screen.maxY
        let text = "keyboard y \(Format.number(k.minY)) h \(Format.number(k.height))"
        if !onScreen {
            c.rect(shown, fill: "#3c4043", opacity: 0.18, radius: 4)
            c.text("keyboard hidden (below the screen)", x: shown.midX, y: shown.minY + 14 * c.pointsPerPixel, size: 8,
                   fill: "#5f6368", anchor: "middle")
        } else if scene.obscuringKeyboardFrameInWindow != nil {
            c.rect(shown, fill: "#3c4043", opacity: 0.82, title: "keyboard \(k) (screen)")
            c.text(text, x: shown.midX, y: Swift.max(shown.minY, g.screen.minY) + 14 * c.pointsPerPixel, size: 8,
                   fill: "#ffffff", anchor: "middle")
        } else {
            let why = !scene.keyboardIsLocal ? "another app's" : "not docked"
            c.rect(shown, fill: "#3c4043", stroke: "#3c4043", dash: 4, opacity: 0.3, title: "keyboard \(k) (screen), covers nothing")
            c.label("\(text) · \(why): covers nothing", x: shown.midX, y: shown.minY + 14 * c.pointsPerPixel, size: 7.5,
                    anchor: "middle")
        }
    }
}

/// Conversions from the scene's spaces to the picture's (screen points).
struct PictureGeometry {
    let scene: Scene
    let screen: Rect
    let window: Rect
    /// The table's frame on screen.
    let tableFrame: Rect

    init(scene: Scene) {
        self.scene = scene
        screen = scene.layout.screenBounds
        window = scene.layout.windowFrameOnScreen
        tableFrame = scene.tableFrameInWindow.offsetBy(dx: window.minX, dy: window.minY)
    }

    /// A window-space rect on screen.
    func toScreen(_ r: Rect) -> Rect { r.offsetBy(dx: window.minX, dy: window.minY) }

    /// A content-space (table bounds) rect on screen.
    func contentToScreen(_ r: Rect) -> Rect { toScreen(scene.convert(r, from: .scrollView, to: .window)) }

    /// A content y on screen.
    func contentYToScreen(_ y: Double) -> Double { contentToScreen(Rect(x: 0, y: y, width: 0, height: 0)).minY }

    func rowOnScreen(_ ip: IndexPath) -> Rect { contentToScreen(scene.tableView.rectForRow(at: ip)) }

    /// The rows overlapping the screen plus the margin band, top to bottom, at most `maxRows`: the
    /// visible rows, extended up and down until a row lies outside the band.
    func rowsAround(maxRows: Int) -> [IndexPath] {
        let table = scene.tableView
        let top = screen.minY - StepPicture.margin, bottom = screen.maxY + StepPicture.margin
        var seed = table.indexPathsForVisibleRows.first
        if seed == nil, table.totalRows > 0 {
            // Nothing overlaps the bounds (a scroll far past the content): start from the nearest end.
            let first = firstPath(table), last = table.lastIndexPath
            if let first, rowOnScreen(first).minY >= bottom { return [] }
            if let last, rowOnScreen(last).maxY <= top { return [] }
            seed = first
        }
        guard var current = seed else { return [] }
        var earlier: [IndexPath] = []
        while let previous = step(current, by: -1, in: table), rowOnScreen(previous).maxY > top, earlier.count < maxRows / 2 {
            earlier.append(previous)
            current = previous
        }
        var rows = Array(earlier.reversed())
        var next: IndexPath? = seed
        while let ip = next, rows.count < maxRows {
            let r = rowOnScreen(ip)
            if r.minY >= bottom { break }
            if r.maxY > top { rows.append(ip) }
            next = step(ip, by: 1, in: table)
        }
        return rows
    }

    private func firstPath(_ table: TableView) -> IndexPath? {
        (0..<table.numberOfSections).first { table.numberOfRows(inSection: $0) > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private func step(_ ip: IndexPath, by delta: Int, in table: TableView) -> IndexPath? {
        if delta > 0 {
            if ip.row + 1 < table.numberOfRows(inSection: ip.section) { return IndexPath(row: ip.row + 1, section: ip.section) }
            var s = ip.section + 1
            while s < table.numberOfSections {
                if table.numberOfRows(inSection: s) > 0 { return IndexPath(row: 0, section: s) }
                s += 1
            }
            return nil
        }
        if ip.row > 0 { return IndexPath(row: ip.row - 1, section: ip.section) }
        var s = ip.section - 1
        while s >= 0 {
            let n = table.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
}
