@_spi(Checker) import ScrollGeometry

/// What UIKit scrolls to for the first responder, in the table's content coordinates: the one rect (or,
/// for a text view whose caret the model cannot place, the one family of rects) that focus visibility
/// checks, that anchor stability allows a strategy to move to, and that bottom pinning yields to.
///
/// - A `UITextField` is its frame: a `UITableViewController` and the usual recipes
///   (`scrollRectToVisible(_:animated:)` of the field's frame) bring the whole field into view.
/// - A `UITextView` is edited at its caret, which UIKit scrolls to (`scrollRectToVisible` of
///   `caretRect(for:)`, one line tall). Which line the caret is on is not always known, so the caret
///   may be any line of the text view: a text view that fits the visible region is in view when it
///   shows whole (then its caret shows, wherever it is), and one taller than the region when one line of
///   it shows (``Invariant/lineHeight``); the moves that show it are the least moves to show one of its
///   lines. On a view controller's own screen the facade places the caret for the text view's selection
///   (``Scene/focusedCaret``, ``TextCaret``), and that caret in view is enough as well (an
///   editor whose caret shows is in view, whatever its other lines do), its least move one of the moves.
///   The facade's caret sits at the end of the text; UIKit's own scroll to the caret when editing
///   begins in a scroll view is not modelled, so a placed caret never makes the judgement stricter.
///
/// Both invariants call ``shows(in:atOffset:tolerance:)`` and ``leastOffsets(in:from:)``; neither
/// measures the control on its own (when they did, the same move passed focus visibility and broke
/// anchor stability).
package struct FocusTarget: Equatable {
    /// The control's frame in content coordinates.
    package let frame: Rect
    package let kind: Control.Kind
    /// A text view's caret where the facade placed it (``Scene/focusedCaret``), in content coordinates;
    /// `nil` for a text field and on the generator's own screens.
    package let caret: Rect?

    package init(frame: Rect, kind: Control.Kind, caret: Rect? = nil) {
        self.frame = frame
        self.kind = kind
        self.caret = caret
    }

    /// The focused control of `scene`, or `nil` when nothing is focused.
    package init?(_ scene: Scene) {
        guard let row = scene.focusedRow, let frame = scene.focusedControlFrame else { return nil }
        let kind = scene.tableView.indexPath(of: row).flatMap { scene.tableView.row(at: $0)?.control?.kind } ?? .textField
        self.init(frame: frame, kind: kind, caret: kind == .textView ? scene.focusedCaret.map { $0.rect(in: frame) } : nil)
    }

    /// The caret's height in a text view of a region `regionHeight` tall; `nil` for a text field, which
    /// is shown whole.
    private func caretHeight(regionHeight: Double) -> Double? {
        guard kind == .textView, frame.height > regionHeight else { return nil }
        return Swift.min(Invariant.lineHeight, regionHeight)
    }

    /// True when the target is shown with the offset at `y`: the frame inside the visible region (its top
    /// when it is taller), or — a text view taller than the region — one line of it inside.
    /// A text view whose caret the facade placed is also shown when that caret is in the region, whatever
    /// its other lines do (UIKit keeps the caret visible, not the editor).
    package func shows(in area: VisibleArea, atOffset y: Double, tolerance: Double) -> Bool {
        if let caret, area.shows(caret, atOffset: y, tolerance: tolerance) { return true }
        let top = area.top(atOffset: y), bottom = area.bottom(atOffset: y)
        // A text field, or a text view that fits: the frame (by its top when taller than the region).
        guard let caret = caretHeight(regionHeight: bottom - top) else { return area.shows(frame, atOffset: y, tolerance: tolerance) }
        // A taller text view: a line of it, wherever the caret is (its top edge alone at the visible
        // bottom shows no line).
        let shown = Swift.min(frame.maxY, bottom) - Swift.max(frame.minY, top)
        return shown >= caret - tolerance
    }

    /// True when the target is shown with the offset at `y` wherever a text view's caret is: as
    /// ``shows(in:atOffset:tolerance:)`` for a text field or a text view that fits; never for a text view
    /// taller than the region, some line of which is always out of view. Bottom pinning yields to the
    /// focused control unless this holds at the pinned offset (an app may show the caret's line, which
    /// the model cannot place).
    package func showsWherever(in area: VisibleArea, atOffset y: Double, tolerance: Double) -> Bool {
        let top = area.top(atOffset: y), bottom = area.bottom(atOffset: y)
        guard caretHeight(regionHeight: bottom - top) == nil else { return false }
        return area.shows(frame, atOffset: y, tolerance: tolerance)
    }

    /// The offsets UIKit's least scroll from `y` can end at to show the target: one offset for a text
    /// field or a text view that fits (``VisibleArea/leastOffset(showing:from:)``); for a taller text
    /// view, the least moves to show each of its lines, which span from where the nearest line comes into
    /// view to where the farthest does (`y` itself when a line already shows).
    package func leastOffsets(in area: VisibleArea, from y: Double) -> ClosedRange<Double> {
        let moves = frameLeastOffsets(in: area, from: y)
        // The least move that shows a placed caret is one of them too.
        guard let caret else { return moves }
        let toCaret = area.leastOffset(showing: caret, from: y)
        return Swift.min(moves.lowerBound, toCaret)...Swift.max(moves.upperBound, toCaret)
    }

    private func frameLeastOffsets(in area: VisibleArea, from y: Double) -> ClosedRange<Double> {
        let top = area.top(atOffset: y), bottom = area.bottom(atOffset: y)
        guard let caret = caretHeight(regionHeight: bottom - top) else {
            let least = area.leastOffset(showing: frame, from: y)
            return least...least
        }
        let bottomFromFrame = area.bottomFromFrame(atOffset: y)
        // The first line at the visible top / the last line at the visible bottom.
        let firstAtTop = area.offset(placingTopAt: frame.minY, near: y)
        let lastAtBottom = frame.maxY - bottomFromFrame
        // The first line just in at the bottom / the last line just in at the top.
        let firstAtBottom = frame.minY + caret - bottomFromFrame
        let lastAtTop = area.offset(placingTopAt: frame.maxY - caret, near: y)
        if y < firstAtBottom { return firstAtBottom...Swift.max(firstAtBottom, lastAtBottom) }
        if y > lastAtTop { return Swift.min(firstAtTop, lastAtTop)...lastAtTop }
        return Swift.min(y, firstAtTop)...Swift.max(y, lastAtBottom)
    }
}
