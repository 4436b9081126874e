@_spiOnly @_spi(Checker) import ScrollGeometry
@_spi(KeyboardScrollRunner) import UIKit

/// The app's own views drawn in front of the table with an opaque background (a chat's composer, a
/// toolbar, a banner), read from the live view hierarchy after every callback the host runs and noted in
/// the scene (``Scene/appCoversInWindow``), where the model decides which of them hide the list's bottom
/// (``AppCover``: spanning the rows' width and reaching down to the visible bottom).
///
/// UIKit draws a superview's subviews back to front in `subviews` order, each subtree after (over) the
/// ones before it. So what is drawn in front of the table is every later sibling of the table and every
/// later sibling of each of its ancestors, with their subtrees; earlier siblings are behind it, and the
/// table's own subviews (its cells and anything the app added to it) are its content. A view there hides
/// what is behind it when it is shown and opaque:
/// - not `isHidden`, and the product of `alpha` and `layer.opacity` down its chain of ancestors within
///   that subtree is at least ``minimumOpacity`` (a view at alpha 0.5 lets the rows show through; a
///   container's alpha applies to its whole subtree);
/// - its own background is opaque: `backgroundColor` (or `layer.backgroundColor`) non-nil with alpha 1
///   (`clear` and `nil` draw nothing, `.systemFill` and `withAlphaComponent(0.8)` are see-through), or it
///   is a `UIToolbar` or a `UINavigationBar` of the app's with `isTranslucent` false ("a bar with an
///   opaque background": UIKit's default bar is translucent, its blurred material shows the rows behind it
///   and does not count). `isOpaque` is a drawing hint to UIKit, not what is drawn, and is not read.
/// Its frame is clipped by every ancestor that `clipsToBounds`. Views the runner backs (the root view,
/// the table, the navigation bar of the world) are not the app's overlays; the keyboard is the model's.
/// A cover's subviews are read too: a clear container holding an opaque bar covers by the bar.
///
/// The measure is the checker's: app code never sees it (the scene's covers are `@_spi(Checker)`).
@_spi(KeyboardScrollRunner)
extension KeyboardScrollHost {
    /// The least combined opacity of a view that hides what is behind it: alpha within 1% of 1.
    public static let minimumOpacity: CGFloat = 0.99

    /// The app's opaque views in front of the table that overlap the table's frame, frames in window
    /// coordinates (clipped); empty when the screen is not the controller's own or its table is not in
    /// the window. (A `UITableViewController`'s table is its view: only views the app put in the window
    /// after it are in front of it.)
    public func appCovers() -> [AppCover] {
        guard adoptsControllerScreen, isViewInWindow, let table = scrollView, table.window != nil else { return [] }
        var found: [AppCover] = []
        // Read when a view is in front at all: most screens have none.
        var tableFrame: Rect?
        var child: UIView = table
        while let parent = child.superview {
            let siblings = parent.subviews
            if siblings.last !== child, let index = siblings.firstIndex(where: { $0 === child }) {
                let frame = tableFrame ?? reading { $0.tableFrameInWindow }
                tableFrame = frame
                for sibling in siblings[(index + 1)...] {
                    collectCovers(in: sibling, opacity: 1, over: frame, into: &found)
                }
            }
            child = parent
        }
        return found
    }

    /// Adds `view` and its subviews that are shown and opaque in front of the table (their combined
    /// opacity from the subtree's root is `opacity` times their own) and overlap `tableFrame`.
    private func collectCovers(in view: UIView, opacity: CGFloat, over tableFrame: Rect, into found: inout [AppCover]) {
        let opacity = opacity * view.alpha * CGFloat(view.layer.opacity)
        guard !view.isHidden, opacity >= Self.minimumOpacity, view.backing == .none else { return }
        if Self.drawsOpaqueBackground(view), let frame = clippedFrameInWindow(view),
           frame.width > 0, frame.height > 0, frame.intersects(tableFrame) {
            found.append(AppCover(frameInWindow: frame, kind: String(describing: type(of: view))))
        }
        for sub in view.subviews { collectCovers(in: sub, opacity: opacity, over: tableFrame, into: &found) }
    }

    /// True when `view` fills its bounds with an opaque colour, or is a bar the app made opaque.
    static func drawsOpaqueBackground(_ view: UIView) -> Bool {
        if let color = view.backgroundColor, color.facadeAlpha >= 1 { return true }
        if let color = view.layer.backgroundColor, color.alpha >= 1 { return true }
        if let bar = view as? UIToolbar, !bar.isTranslucent { return true }
        if let bar = view as? UINavigationBar, !bar.isTranslucent { return true }
        return false
    }

    /// `view`'s bounds in window coordinates, cut to each ancestor that clips its subviews; `nil` when
    /// nothing of it is left.
    private func clippedFrameInWindow(_ view: UIView) -> Rect? {
        var frame: Rect? = view.convert(view.bounds, to: nil).model
        var ancestor = view.superview
        while let clip = ancestor, let current = frame {
            if clip.clipsToBounds { frame = current.intersection(clip.convert(clip.bounds, to: nil).model) }
            ancestor = clip.superview
        }
        return frame
    }

    /// Notes in ``scene`` the app's covers read now (``appCovers()``), setting the scene only when they
    /// changed, so an unchanged scene stays the same scene (``runMainQueue(until:)``).
    public func noteAppCovers() {
        let covers = appCovers()
        if scene.appCoversInWindow != covers { scene.appCoversInWindow = covers }
    }
}
