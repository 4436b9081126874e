/// The geometry of a `UIScrollView` (and of a `UITableView`, which is one).
///
/// Reproduces what Apple documents, and what every published keyboard library relies on:
/// - `bounds.origin == contentOffset`; `bounds.size == frame.size`.
/// - `adjustedContentInset` = `contentInset` + the safe-area insets that
///   ``ContentInsetAdjustmentBehavior`` selects (+ the keyboard inset a `UITableViewController` adds
///   under ``UndocumentedBehavior/TableControllerKeyboard/adjustedInset``).
/// - Valid offsets: `-adjusted.top ... max(-adjusted.top, contentSize.height + adjusted.bottom - bounds.height)`.
/// - **Setting `contentOffset` does not clamp**, animated or not; changing `contentInset` or the frame
///   does not move `contentOffset`. Only ``scrollRectToVisible(_:)`` (and a table's `scrollToRow`)
///   clamp.
///
/// Only the vertical axis scrolls in this model: content is as wide as the bounds.
public struct ScrollView: Hashable, Sendable {
    /// `frame`, in the superview's coordinates (for a `UITableViewController`'s table: the window's).
    public internal(set) var frame: Rect
    /// `contentOffset`: where the content origin sits relative to the scroll view's origin.
    public private(set) var contentOffset: Point = .zero
    /// `contentInset`, as the app set it.
    public private(set) var contentInset: EdgeInsets = .zero
    /// `contentSize`. For a table it is derived from the rows by ``TableView``.
    public internal(set) var contentSize: Size = .zero
    /// `safeAreaInsets`: how far the window's safe area and the view controller's bars reach into the
    /// scroll view's frame. Kept up to date by ``Scene`` whenever a frame or bar changes.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero
    /// `contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `alwaysBounceVertical`. UITableView scrolls vertically even when its content is short.
    public var alwaysBounceVertical: Bool = true
    /// True when the scroll view's view controller is shown by a navigation or tab bar controller,
    /// which makes `.automatic` adjust the vertical insets unconditionally.
    public internal(set) var isInNavigationOrTabBarController: Bool = false
    /// The bottom inset a `UITableViewController` adds for the keyboard on its own, when the model runs
    /// under ``UndocumentedBehavior/TableControllerKeyboard/adjustedInset``; zero otherwise.
    public internal(set) var systemKeyboardInset: Double = 0
    /// The app's animated scroll in flight (``ScrollAnimation``), or nil: the checker's, never the app's.
    @_spi(Checker) public internal(set) var scrollAnimation: ScrollAnimation?

    public init(frame: Rect) throws(ModelError) {
        self.frame = try frame.validated("scrollView.frame")
    }

    /// `bounds`: origin at `contentOffset`, size of the frame.
    public var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// `adjustedContentInset` (iOS 11+): `contentInset` plus the safe-area insets selected by
    /// `contentInsetAdjustmentBehavior`.
    public var adjustedContentInset: EdgeInsets {
        var adjusted = contentInset
        let vertical: Bool
        let horizontal: Bool
        let scrollsVertically = contentSize.height > frame.height || alwaysBounceVertical
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false; horizontal = false
        case .always: vertical = true; horizontal = true
        case .scrollableAxes: vertical = scrollsVertically; horizontal = false
        case .automatic:
            vertical = isInNavigationOrTabBarController || scrollsVertically
            horizontal = false
        }
        if vertical {
            adjusted.top += safeAreaInsets.top
            adjusted.bottom += safeAreaInsets.bottom
        }
        if horizontal {
            adjusted.left += safeAreaInsets.left
            adjusted.right += safeAreaInsets.right
        }
        adjusted.bottom += systemKeyboardInset
        return adjusted
    }

    /// True when `contentOffset.y` lies in the valid range, within `tolerance` points.
    public func isOffsetValid(tolerance: Double) -> Bool {
        contentOffset.y >= minOffsetY - tolerance && contentOffset.y <= maxOffsetY + tolerance
    }

    /// The lowest valid `contentOffset.y`: `-adjustedContentInset.top`.
    public var minOffsetY: Double { -adjustedContentInset.top }

    /// The highest valid `contentOffset.y`:
    /// `max(-adjusted.top, contentSize.height + adjusted.bottom - bounds.height)`.
    public var maxOffsetY: Double {
        let adjusted = adjustedContentInset
        return Swift.max(-adjusted.top, contentSize.height + adjusted.bottom - frame.height)
    }

    /// The valid range of `contentOffset.y`, where a user's drag comes to rest.
    public var validOffsetRange: ClosedRange<Double> { minOffsetY...maxOffsetY }

    /// `offset` brought into ``validOffsetRange``.
    public func clampedOffsetY(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, minOffsetY), maxOffsetY)
    }

    /// The part of the content the user sees unobscured: the bounds inside `adjustedContentInset`, in
    /// content coordinates.
    public var visibleContentRect: Rect { bounds.inset(by: adjustedContentInset) }

    /// `contentOffset = offset` and `setContentOffset(_:animated:)`: sets the offset **without
    /// clamping** (the model collapses an animation to its end state). Rejects non-finite values. An
    /// animated scroll in flight (``ScrollAnimation``) stops: the explicit offset stands.
    public mutating func setContentOffset(_ offset: Point) throws(ModelError) {
        try ModelError.checkFinite(offset.x, "contentOffset.x")
        try ModelError.checkFinite(offset.y, "contentOffset.y")
        contentOffset = offset
        scrollAnimation = nil
    }

    /// `contentInset = insets`: the offset does not move, even if it falls outside the new valid range.
    public mutating func setContentInset(_ insets: EdgeInsets) throws(ModelError) {
        contentInset = try insets.validated("contentInset")
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls the least amount that makes `rect` (content
    /// coordinates) visible inside the adjusted insets, then clamps to the valid range. If the rect is
    /// already wholly visible nothing moves; if it is taller than the visible height its top is shown.
    public mutating func scrollRectToVisible(_ rect: Rect) throws(ModelError) {
        let rect = try rect.validated("scrollRectToVisible rect")
        let visible = visibleContentRect
        var target = contentOffset.y
        if rect.minY < visible.minY || rect.height > visible.height {
            target = rect.minY - adjustedContentInset.top
        } else if rect.maxY > visible.maxY {
            target = rect.maxY - (frame.height - adjustedContentInset.bottom)
        } else {
            return
        }
        contentOffset.y = clampedOffsetY(target)
        scrollAnimation = nil
    }

    /// Moves the offset into the valid range if it is outside; used where the model's options say UIKit
    /// clamps on its own.
    mutating func clampOffset() {
        let clamped = clampedOffsetY(contentOffset.y)
        if clamped != contentOffset.y { systemClampMoves += clamped - contentOffset.y }
        contentOffset.y = clamped
    }

    /// How far UIKit's own clamps (``clampOffset()``: the table's clamp after updates, a controller
    /// taking its keyboard inset away) have moved `contentOffset.y` in all, so that a report can tell
    /// UIKit's move from the app's within one step. The checker's, never the app's.
    @_spi(Checker) public internal(set) var systemClampMoves = 0.0

    /// Sets the offset from inside the model (already-validated arithmetic on stored values).
    mutating func setOffsetY(_ y: Double) {
        contentOffset.y = y
    }
}
