/// The table's `scrollRectToVisible(_:animated:)` as the app calls it, remembered with the bar UIKit
/// measured by.
///
/// UIKit computes the least scroll that shows the rect inside `adjustedContentInset` as it is when the
/// call is made. Under a collapsing large title (``NavigationBarStyle/largeTitleCollapsing``) the bar
/// then follows the new offset (``navigationBarHeight(atOffset:)``), so the region the rect was placed in
/// is not the region it ends in: in a short window a field taller than the room the expanded bar leaves
/// is top-aligned there and can end partly under the keyboard once the bar collapses, and an editor
/// whose bar reaches below the keyboard's top has its caret placed under the keyboard. The checker reads
/// ``lastRectScroll`` to tell such a placement — the app asked UIKit for the right rect — from an app
/// that asked for none.
extension Scene {
    /// One call of the table's `scrollRectToVisible`: the rect asked for (content coordinates), the
    /// navigation bar's height when it was asked, and the offset the scroll left.
    public struct RectScroll: Hashable, Sendable {
        public let rect: Rect
        public let navigationBarHeight: Double
        public let offset: Double
    }

    /// `UIScrollView.scrollRectToVisible(_:animated:)` on the table (``TableView/scrollRectToVisible(_:)``),
    /// noting the call in ``lastRectScroll``.
    public mutating func scrollTableRectToVisible(_ rect: Rect) throws(ModelError) {
        let bar = navigationBarHeight
        try tableView.scrollRectToVisible(rect)
        lastRectScroll = RectScroll(rect: rect, navigationBarHeight: bar, offset: tableView.contentOffset.y)
    }
}
