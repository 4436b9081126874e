/// One of the app's own views drawn in front of the table with an opaque background (a chat's composer,
/// a toolbar, a banner over the list's bottom): rows behind it are hidden from the user as surely as rows
/// behind the keyboard. View-controller mode only; the model holds no geometry for views an app lays out
/// itself, so the facade notes these frames after every callback it runs (the frames of the app's last
/// layout pass), and the model decides which of them end the visible region (``stack(of:over:floor:spanning:)``).
///
/// What makes a view a candidate (in front of the table, shown, opaque) is read from the view hierarchy
/// by the facade; what makes it hide the list's bottom is geometry, decided here:
/// - it spans the width the rows' content occupies — the table's frame within the window's horizontal
///   safe area (a cell's content view keeps inside it: `insetsContentViewsToSafeArea`, on by default) —
///   to ``spanTolerance`` at each side. A floating button, or a capsule with margins wide enough to show the
///   rows beside it, does not hide a row.
/// - it reaches down to the visible bottom it would end (the table's bottom, the safe area's bottom or
///   the docked keyboard's top, or below it) to ``gapTolerance``, or to the top of what hides the rows
///   below it anyway (the `floor`: the docked keyboard as the screen draws it now, which between a
///   rotation and the new orientation's notifications is the new orientation's keyboard,
///   ``Scene/keyboardFrameInOrientation``), and begins above the visible bottom. A composer on the
///   keyboard (pinned to `keyboardLayoutGuide`) ends at the keyboard's top and counts; a composer left at
///   the safe area's bottom behind the keyboard begins below the keyboard's top and hides nothing more; a
///   banner floating above a gap does not end the region (the rows in the gap are seen).
/// - covers stack: a composer standing on an opaque toolbar ends the region at the composer's top.
///
/// The cover only ever shrinks the visible region (``Scene/visibleRegionInWindow``): what a person sees
/// is the list minus what is drawn over it.
public struct AppCover: Hashable, Sendable, CustomStringConvertible {
    /// The view's frame in window coordinates (`convert(bounds, to: nil)`), clipped by its clipping
    /// ancestors (`clipsToBounds`).
    public var frameInWindow: Rect
    /// What the view is, for reports: its class name (`UIView`, `UIToolbar`, the app's own subclass).
    public var kind: String

    /// The slack allowed at each side for "spans the width": a point, the rounding of a layout on a 2×
    /// or 3× screen, less than any row's content shows.
    public static let spanTolerance = 1.0
    /// The strip allowed between a cover's bottom and the visible bottom it ends: less than one line of
    /// body text (UIKit's 17 pt body font has a line height of about 20.3 pt), so no line of any row can
    /// be read in it. A composer left a few points above the tab bar by a stale layout still hides the
    /// message behind it; a banner with a row's worth of list visible below it does not end the region.
    public static let gapTolerance = 20.0

    public init(frameInWindow: Rect, kind: String = "UIView") {
        self.frameInWindow = frameInWindow
        self.kind = kind
    }

    public var description: String { "\(kind) \(frameInWindow)" }

    /// True when this view spans `span` (window x) to ``spanTolerance`` at each side.
    public func spans(_ span: ClosedRange<Double>) -> Bool {
        frameInWindow.minX <= span.lowerBound + Self.spanTolerance && frameInWindow.maxX >= span.upperBound - Self.spanTolerance
    }

    /// The covers of `covers` that end a visible region whose bottom is `bottom` (window y) without
    /// them, and the region's new bottom: each spans `span`, begins above the bottom reached so far and
    /// reaches down to it or to `floor` (less ``gapTolerance``), starting from `bottom` and stacking upward until
    /// no cover is left that begins above. `floor` is the top of what hides the rows below it in any
    /// case (`nil`: only `bottom`). `nil` when none does. Pure; the order of `covers` does not matter.
    public static func stack(of covers: [AppCover], over bottom: Double, floor: Double? = nil,
                             spanning span: ClosedRange<Double>) -> (top: Double, covers: [AppCover])? {
        var top = bottom
        var used: [AppCover] = []
        var remaining = covers.filter { $0.spans(span) && $0.frameInWindow.height > 0 }
        while true {
            let reach = Swift.min(top, floor ?? top)
            let ending = remaining.filter { $0.frameInWindow.minY < top && $0.frameInWindow.maxY > reach - gapTolerance }
            guard let highest = ending.map(\.frameInWindow.minY).min() else { break }
            top = highest
            used += ending
            remaining.removeAll { cover in ending.contains(cover) }
        }
        return used.isEmpty ? nil : (top, used)
    }

    /// The new visible bottom (window y) that `covers` give a region ending at `bottom`
    /// (``stack(of:over:floor:spanning:)``), or `nil` when none ends it.
    public static func stackTop(of covers: [AppCover], over bottom: Double, floor: Double? = nil,
                                spanning span: ClosedRange<Double>) -> Double? {
        stack(of: covers, over: bottom, floor: floor, spanning: span)?.top
    }
}
