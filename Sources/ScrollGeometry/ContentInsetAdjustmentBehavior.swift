/// How a scroll view folds its safe area into `adjustedContentInset`
/// (`UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    /// `.automatic` (UIKit's default): like ``scrollableAxes``, except that the vertical insets are
    /// always adjusted when the scroll view belongs to a view controller shown by a navigation or tab
    /// bar controller.
    case automatic
    /// `.scrollableAxes`: an edge pair is adjusted only along an axis the view can scroll — vertically
    /// when `contentSize.height > bounds.height` or `alwaysBounceVertical` is set.
    case scrollableAxes
    /// `.never`: `adjustedContentInset == contentInset`.
    case never
    /// `.always`: every edge adds its safe-area inset.
    case always
}
