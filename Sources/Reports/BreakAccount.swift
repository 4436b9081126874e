import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Verification

/// What broke at a trace's broken step, told in **one coordinate space** and with the magnitude that
/// matters (how far the field is hidden, how far the list jumped), measured on the replayed scene the
/// way the pictures draw it.
///
/// Places are screen points, y down from the screen's top — the space of the pictures and of the
/// keyboard notifications' frames. The offset-bounds account is the one exception: a scroll position
/// is a number in the scroll view's own bounds space (`contentOffset.y`) and is told there, alone.
/// The invariant's own message stays beside it for its full values.
enum BreakAccount {
    /// The account of `trace`'s violation, or `nil` when it has none or the invariant's values are
    /// not places (round trip, exceptions: the invariant's message says it all).
    static func sentence(_ trace: FindingTrace) -> String? {
        guard let violation = trace.violation,
              let index = trace.steps.firstIndex(where: { $0.step == violation.step }) else { return nil }
        let step = trace.steps[index]
        let previous = trace.scenesBefore[index]
        let g = PictureGeometry(scene: step.scene)
        switch violation.invariant {
        case .focusVisibility: return focusVisibility(g)
        case .anchorStability: return previous.flatMap { anchorStability(g, previous: $0, listKind: trace.listKind) }
        case .bottomPinning: return previous.flatMap { bottomPinning(g, previous: $0) }
        case .offsetBounds: return offsetBounds(step.scene)
        case .reachability: return reachability(g)
        case .roundTrip, .noUIKitException: return nil
        }
    }

    static let space = "screen points, y down"

    static func focusVisibility(_ g: PictureGeometry) -> String? {
        guard let control = g.scene.focusedControlFrame.map(g.contentToScreen) else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let edge = g.scene.obscuringKeyboardFrameInWindow != nil ? "the keyboard's top" : "the visible bottom"
        if control.maxY > region.maxY + StepMotion.tolerance {
            let hidden = Swift.min(control.height, control.maxY - region.maxY)
            return "the focused field spans from y \(n(control.minY)) to \(n(control.maxY)) but \(edge) is at y \(n(region.maxY)): "
                + "\(n(hidden)) of its \(n(control.height)) pt are hidden (\(space))"
        }
        if control.minY < region.minY - StepMotion.tolerance {
            let hidden = Swift.min(control.height, region.minY - control.minY)
            return "the focused field spans from y \(n(control.minY)) to \(n(control.maxY)) but the visible top is at y \(n(region.minY)): "
                + "\(n(hidden)) of its \(n(control.height)) pt are hidden above (\(space))"
        }
        return nil
    }

    /// The anchor's place before the step against its place now: the jump is how far the reader's
    /// row moved on screen relative to the anchored edge.
    static func anchorStability(_ g: PictureGeometry, previous: Scene, listKind: ListKind) -> String? {
        guard let record = AnchorRecord.pick(in: previous, kind: listKind, tolerance: Invariant.tolerance),
              let (target, distance, rect) = record.survivor(in: g.scene.tableView) else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let point = TrackedPoint(target: target, listKind: listKind)
        let now = g.contentToScreen(rect)
        let edge: String, expected: Double, actual: Double
        switch listKind {
        case .readingList:
            edge = "the visible top (y \(n(region.minY)))"
            expected = region.minY + distance
            actual = now.minY
        case .chat:
            edge = "the visible bottom (y \(n(region.maxY)))"
            expected = region.maxY - distance
            actual = now.maxY
        }
        return "\(point.name(in: g.scene)) should be at y \(n(expected)), \(n(abs(distance))) pt \(distance >= 0 ? "from" : "beyond") \(edge) as before the step; "
            + "it is at y \(n(actual)): the list jumped \(StepMotion.distance(actual - expected)) (\(space))"
    }

    static func bottomPinning(_ g: PictureGeometry, previous: Scene) -> String? {
        guard let last = g.scene.tableView.lastIndexPath else { return nil }
        let end = g.rowOnScreen(last).maxY
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        let before = PictureGeometry(scene: previous)
        let endBefore = previous.tableView.lastIndexPath.map { before.rowOnScreen($0).maxY }
        let was = endBefore.map { " (before the step: y \(n($0)), visible bottom y \(n(before.toScreen(previous.visibleRegionInWindow).maxY)))" } ?? ""
        let gap = end - region.maxY
        let place = gap > 0 ? "\(n(gap)) pt below the visible bottom at y \(n(region.maxY))"
            : "\(n(region.minY - end)) pt above the visible top at y \(n(region.minY))"
        return "the last row now ends at y \(n(end)), \(place)\(was) (\(space))"
    }

    static func offsetBounds(_ scene: Scene) -> String? {
        let scroll = scene.tableView.scrollView
        let range = scroll.validOffsetRange, y = scroll.contentOffset.y
        if y > range.upperBound {
            return "contentOffset.y \(n(y)) is \(n(y - range.upperBound)) pt past the largest valid offset \(n(range.upperBound)) "
                + "(the scroll view's bounds space: the list shows that much empty space past its end)"
        }
        if y < range.lowerBound {
            return "contentOffset.y \(n(y)) is \(n(range.lowerBound - y)) pt before the smallest valid offset \(n(range.lowerBound)) "
                + "(the scroll view's bounds space: the list shows that much empty space before its start)"
        }
        return nil
    }

    static func reachability(_ g: PictureGeometry) -> String? {
        let table = g.scene.tableView
        let area = VisibleArea(g.scene)
        let hidden = table.contentSize.height - area.bottom(atOffset: table.scrollView.maxOffsetY)
        guard hidden > StepMotion.tolerance else { return nil }
        let region = g.toScreen(g.scene.visibleRegionInWindow)
        return "scrolled as far as it goes, the content still runs \(n(hidden)) pt past the visible bottom at y \(n(region.maxY)): "
            + "the last \(n(hidden)) pt can never be read (\(space))"
    }

    private static func n(_ v: Double) -> String { Format.number(v) }
}
