@_spi(Checker) import ScrollGeometry

/// The part of the table's content a person can see, in content coordinates, measured the way the
/// invariants measure it: below the status bar, navigation bar and safe area, above the home indicator,
/// tab bar and the keyboard's top — and never from the insets a strategy set.
///
/// Only a docked keyboard of this app hides content (``Scene/obscuringKeyboardFrameInWindow``): a
/// floating, undocked or split keyboard, or another app's, covers nothing (UIKeyboardLayoutGuide's
/// default policy).
struct VisibleArea: Equatable {
    /// Distance from the table's frame top to the visible region's top and bottom (window space).
    let topFromFrame: Double
    let bottomFromFrame: Double
    let offset: Double

    init(_ scene: Scene) {
        let region = scene.visibleRegionInWindow
        let frame = scene.tableFrameInWindow
        topFromFrame = region.minY - frame.minY
        bottomFromFrame = region.maxY - frame.minY
        offset = scene.tableView.contentOffset.y
    }

    /// Content y of the visible top at the current offset.
    var top: Double { offset + topFromFrame }
    /// Content y of the visible bottom at the current offset.
    var bottom: Double { offset + bottomFromFrame }
    var height: Double { bottomFromFrame - topFromFrame }

    func top(atOffset y: Double) -> Double { y + topFromFrame }
    func bottom(atOffset y: Double) -> Double { y + bottomFromFrame }

    /// True when `rect` (content coordinates) lies in the visible region at offset `y`, or — when it is
    /// taller than the region — when its top does.
    func shows(_ rect: Rect, atOffset y: Double, tolerance: Double) -> Bool {
        let top = top(atOffset: y), bottom = bottom(atOffset: y)
        if rect.height > bottom - top {
            return rect.minY >= top - tolerance && rect.minY <= bottom + tolerance
        }
        return rect.minY >= top - tolerance && rect.maxY <= bottom + tolerance
    }

    /// The offset nearest to `y` at which `rect` is shown (its top when it is taller than the region).
    func leastOffset(showing rect: Rect, from y: Double) -> Double {
        let top = top(atOffset: y), bottom = bottom(atOffset: y)
        if rect.minY < top || rect.height > bottom - top { return rect.minY - topFromFrame }
        if rect.maxY > bottom { return rect.maxY - bottomFromFrame }
        return y
    }
}
