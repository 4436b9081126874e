/// `UIRefreshControl`: `beginRefreshing()`, `endRefreshing()` and `isRefreshing` are stored, with no
/// effect on the scroll view. On iOS a refresh control that is refreshing sits above the content and
/// UIKit widens the top of the scroll view's adjusted inset by its height (about 60 pt) until
/// `endRefreshing()`; a programmatic `beginRefreshing()` does not scroll to show it. Neither the inset
/// nor the control's frame is modelled here: a scenario with a refresh in progress is not generated.
open class UIRefreshControl: UIControl {
    /// `isRefreshing`.
    public private(set) var isRefreshing = false
    /// `attributedTitle`, `tintColor` (UIView's): stored.
    open var attributedTitle: NSAttributedString?
    /// The scroll view whose `refreshControl` this is.
    weak var scrollView: UIScrollView?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `beginRefreshing()`: `isRefreshing` becomes true.
    open func beginRefreshing() { isRefreshing = true }
    /// `endRefreshing()`: `isRefreshing` becomes false.
    open func endRefreshing() { isRefreshing = false }

    /// About 60 pt tall across its scroll view (approximated from iOS 17's control).
    override var facadeIntrinsicSize: CGSize? { CGSize(width: scrollView?.bounds.width ?? 0, height: 60) }
}
