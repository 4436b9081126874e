@_spi(Checker) import ScrollGeometry

/// The part of the table's content a person can see, in content coordinates, measured the way the
/// invariants measure it: below the status bar, navigation bar and safe area, above the home indicator,
/// tab bar, the keyboard's top and the app's own opaque views over the table's bottom (a composer, a
/// toolbar: ``Scene/appCoverTopInWindow``) — and never from the insets a strategy set. Every invariant
/// that asks what is visible (bottom pinning's "at the bottom", reachability, focus visibility, anchor
/// stability's edges) reads this one region, so they agree with each other and with what a person sees.
///
/// Only a docked keyboard of this app hides content (``Scene/obscuringKeyboardFrameInWindow``): a
/// floating, undocked or split keyboard, or another app's, covers nothing (UIKeyboardLayoutGuide's
/// default policy).
///
/// The visible top's distance from the table's frame is the same at every offset, except under a
/// collapsing large title (``NavigationBarStyle/largeTitleCollapsing``), whose bar follows the offset
/// (``Scene/navigationBarHeight(atOffset:)``): the area answers for any offset with the bar that offset
/// gives. Over the collapse the content's top stays glued to the bar's bottom, so the visible top in
/// content coordinates stands still there while the offset moves.
package struct VisibleArea: Equatable {
    /// Distance from the table's frame top to the visible region's top and bottom (window space), at the
    /// current offset.
    let topFromFrame: Double
    let bottomFromFrame: Double
    let offset: Double
    /// How a collapsing large title moves the visible top, or `nil` when nothing does.
    let collapse: Collapse?

    /// A collapsing bar's part: the offset at rest with the title expanded, the bar's heights, and the
    /// visible region's top (from the frame) at both ends. Between them the top moves with the bar's
    /// bottom, linearly in the bar's height (the table reaches under the bar, so the bar's bottom is the
    /// visible top); the bottom does not move unless the region is empty (it never lies above the top).
    struct Collapse: Equatable {
        let expandedOffset: Double
        let expanded: Double
        let collapsed: Double
        let topExpanded: Double
        let topCollapsed: Double
        /// The visible bottom from the frame where it does not depend on the bar.
        let bottom: Double

        func barHeight(atOffset y: Double) -> Double {
            Swift.min(expanded, Swift.max(collapsed, expanded - (y - expandedOffset)))
        }

        func topFromFrame(atOffset y: Double) -> Double {
            let h = barHeight(atOffset: y)
            return topCollapsed + (h - collapsed) / (expanded - collapsed) * (topExpanded - topCollapsed)
        }
    }

    package init(_ scene: Scene) {
        let region = scene.visibleRegionInWindow
        let frame = scene.tableFrameInWindow
        topFromFrame = region.minY - frame.minY
        bottomFromFrame = region.maxY - frame.minY
        offset = scene.tableView.contentOffset.y
        if let expandedOffset = scene.expandedTitleOffset, let heights = scene.layout.navigationBarHeights {
            let open = scene.visibleRegionInWindow(navigationBarHeight: heights.upperBound)
            let shut = scene.visibleRegionInWindow(navigationBarHeight: heights.lowerBound)
            collapse = Collapse(expandedOffset: expandedOffset, expanded: heights.upperBound, collapsed: heights.lowerBound,
                                topExpanded: open.minY - frame.minY, topCollapsed: shut.minY - frame.minY,
                                bottom: shut.maxY - frame.minY)
        } else {
            collapse = nil
        }
    }

    /// Content y of the visible top at the current offset.
    package var top: Double { offset + topFromFrame }
    /// Content y of the visible bottom at the current offset.
    package var bottom: Double { offset + bottomFromFrame }
    var height: Double { bottomFromFrame - topFromFrame }

    /// Distance from the table's frame top to the visible top with the offset at `y`.
    func topFromFrame(atOffset y: Double) -> Double {
        collapse?.topFromFrame(atOffset: y) ?? topFromFrame
    }

    /// Distance from the table's frame top to the visible bottom with the offset at `y`.
    func bottomFromFrame(atOffset y: Double) -> Double {
        guard let collapse else { return bottomFromFrame }
        return Swift.max(collapse.bottom, collapse.topFromFrame(atOffset: y))
    }

    func top(atOffset y: Double) -> Double { y + topFromFrame(atOffset: y) }
    package func bottom(atOffset y: Double) -> Double { y + bottomFromFrame(atOffset: y) }

    /// The offset at which the visible top is at content y `contentY`. Under a collapsing large title
    /// the top stands still over the collapse, so a whole span of offsets may place it there: the one
    /// nearest to `near` (the current offset by default).
    func offset(placingTopAt contentY: Double, near: Double? = nil) -> Double {
        guard let c = collapse else { return contentY - topFromFrame }
        let start = c.expandedOffset, end = c.expandedOffset + (c.expanded - c.collapsed)
        let topAtStart = start + c.topExpanded, topAtEnd = end + c.topCollapsed
        // Flat across the collapse: every offset of the span shows the top there.
        if abs(topAtEnd - topAtStart) < 1e-9, abs(contentY - topAtStart) < 1e-9 {
            return Swift.min(end, Swift.max(start, near ?? offset))
        }
        if contentY <= topAtStart { return contentY - c.topExpanded }
        if contentY >= topAtEnd { return contentY - c.topCollapsed }
        // Over the collapse the top moves by (1 − s) per point of offset, s = Δtop / Δbar.
        let s = (c.topExpanded - c.topCollapsed) / (c.expanded - c.collapsed)
        return start + (contentY - topAtStart) / (1 - s)
    }

    /// `y` brought into the offsets where the list can rest: `scroll`'s valid range, reaching down under
    /// a collapsing large title to the offset at which the title rests expanded (the bar collapsed
    /// shortens the range's top, but a pull down at the top opens the title again).
    func clampedOffset(_ y: Double, in scroll: ScrollView) -> Double {
        let low = Swift.min(scroll.minOffsetY, collapse?.expandedOffset ?? scroll.minOffsetY)
        return Swift.min(Swift.max(y, low), Swift.max(low, scroll.maxOffsetY))
    }

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
        if rect.minY < top || rect.height > bottom - top { return offset(placingTopAt: rect.minY, near: y) }
        if rect.maxY > bottom { return rect.maxY - bottomFromFrame(atOffset: y) }
        return y
    }
}
