@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UIScrollView`. A model-backed scroll view (the scenario's table or form) has the model's
/// semantics: setting `contentOffset` does not clamp, animated or not; changing `contentInset` or the
/// frame does not move the offset; `adjustedContentInset` is `contentInset` plus the safe area as
/// `contentInsetAdjustmentBehavior` selects (plus a `UITableViewController`'s own keyboard inset);
/// `scrollRectToVisible` makes the least move and clamps. A scroll view the app makes itself stores
/// what it is given (its `adjustedContentInset` adds the safe area unless the behaviour is `.never`).
open class UIScrollView: UIView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    private var localOffset: CGPoint = .zero {
        // The bounds' origin: where every subview is on screen, so its safe area, moves with it.
        didSet { if localOffset != oldValue { layoutInputsChanged() } }
    }
    private var localInset: UIEdgeInsets = .zero
    private var localContentSize: CGSize = .zero
    private var localBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `delegate` (a `UITableView`'s is its `UITableViewDelegate`, which refines this protocol).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// `keyboardDismissMode`: stored. The keyboard's hiding comes from the scenario's events.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// `verticalScrollIndicatorInsets`: stored (indicators are not drawn).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// `horizontalScrollIndicatorInsets`: stored.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// `scrollIndicatorInsets` (deprecated in iOS 13): both indicator insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// `isScrollEnabled`, `showsVerticalScrollIndicator`, `alwaysBounceVertical`: stored.
    open var isScrollEnabled = true {
        // A text view without scrolling takes its text's size.
        didSet { invalidateIntrinsicContentSize() }
    }
    open var showsVerticalScrollIndicator = true
    open var alwaysBounceVertical = false
    /// `refreshControl` (iOS 10+): stored (see ``UIRefreshControl``: the inset while refreshing is not
    /// modelled).
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.scrollView = nil
            refreshControl?.scrollView = self
        }
    }
    /// `bounces`, `alwaysBounceHorizontal`, `showsHorizontalScrollIndicator`, `isPagingEnabled`,
    /// `scrollsToTop`, `contentInsetAdjustmentBehavior`'s companion `automaticallyAdjustsScrollIndicatorInsets`,
    /// `indicatorStyle`, `decelerationRate`, `isDirectionalLockEnabled`, `delaysContentTouches`,
    /// `canCancelContentTouches`: stored.
    open var bounces = true
    open var alwaysBounceHorizontal = false
    open var showsHorizontalScrollIndicator = true
    open var isPagingEnabled = false
    open var scrollsToTop = true
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var indicatorStyle: IndicatorStyle = .default
    open var decelerationRate: DecelerationRate = .normal
    open var isDirectionalLockEnabled = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// `bouncesVertically`, `bouncesHorizontally` (iOS 17.4), `allowsKeyboardScrolling` (iOS 17),
    /// `indexDisplayMode`: stored.
    open var bouncesVertically = true
    open var bouncesHorizontally = true
    open var allowsKeyboardScrolling = true
    open var indexDisplayMode: IndexDisplayMode = .automatic

    /// `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Sendable { case automatic, alwaysHidden }

    /// `flashScrollIndicators()`: accepted (indicators are not drawn).
    open func flashScrollIndicators() {}

    /// `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// `UIScrollView.DecelerationRate` (Apple's values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `isDragging`, `isDecelerating`, `isTracking`: true while the runner plays the user's drag.
    public package(set) var isDragging = false
    public package(set) var isDecelerating = false
    public package(set) var isTracking = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init?(coder:)` (a storyboard's view): see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The frame Auto Layout last solved for the content layout guide (nil when no constraint sizes the
    /// content).
    package var solvedContentGuideFrame: CGRect? { layoutState.contentGuide?.solvedFrame }

    var isModelBacked: Bool { backing == .scrollView && host != nil }

    override var boundsOrigin: CGPoint {
        get { contentOffset }
        set { contentOffset = newValue }
    }

    /// `contentOffset`: not clamped (UIKit's setter does not clamp; the user's drag bounces back).
    open var contentOffset: CGPoint {
        get {
            guard backing == .scrollView, let host else { return localOffset }
            return CGPoint(host.sceneStorage.tableView.scrollView.contentOffset)
        }
        set { setContentOffset(newValue, animated: false) }
    }

    /// `setContentOffset(_:animated:)`: the model takes the end state of the animation at once.
    /// `scrollViewDidScroll` follows when the offset changed.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let old = self.contentOffset
        if backing == .scrollView, let host {
            host.mutate { try $0.tableView.setContentOffset(contentOffset.model) }
        } else {
            localOffset = contentOffset
        }
        if self.contentOffset != old { delegate?.scrollViewDidScroll(self) }
    }

    /// `contentInset`: the offset does not move.
    open var contentInset: UIEdgeInsets {
        get {
            guard backing == .scrollView, let host else { return localInset }
            return UIEdgeInsets(host.sceneStorage.tableView.scrollView.contentInset)
        }
        set {
            if backing == .scrollView, let host {
                host.mutate { try $0.tableView.setContentInset(newValue.model) }
            } else {
                localInset = newValue
            }
        }
    }

    /// `adjustedContentInset` (iOS 11+).
    open var adjustedContentInset: UIEdgeInsets {
        if backing == .scrollView, let host { return UIEdgeInsets(host.sceneStorage.tableView.scrollView.adjustedContentInset) }
        guard contentInsetAdjustmentBehavior != .never else { return localInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: localInset.top + safe.top, left: localInset.left,
                            bottom: localInset.bottom + safe.bottom, right: localInset.right)
    }

    /// `contentSize`. A model-backed view derives it from the scenario's rows (a set is ignored).
    open var contentSize: CGSize {
        get {
            guard backing == .scrollView, let host else { return localContentSize }
            return CGSize(host.sceneStorage.tableView.scrollView.contentSize)
        }
        set { if !isModelBacked { localContentSize = newValue } }
    }

    /// `contentInsetAdjustmentBehavior`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get {
            guard backing == .scrollView, let host else { return localBehavior }
            switch host.sceneStorage.tableView.scrollView.contentInsetAdjustmentBehavior {
            case .automatic: return .automatic
            case .scrollableAxes: return .scrollableAxes
            case .never: return .never
            case .always: return .always
            }
        }
        set {
            guard backing == .scrollView, let host else { localBehavior = newValue; return }
            let behavior: ScrollGeometry.ContentInsetAdjustmentBehavior
            switch newValue {
            case .automatic: behavior = .automatic
            case .scrollableAxes: behavior = .scrollableAxes
            case .never: behavior = .never
            case .always: behavior = .always
            }
            host.scene.tableView.setContentInsetAdjustmentBehavior(behavior)
        }
    }

    /// `scrollRectToVisible(_:animated:)`: `rect` in the scroll view's (content) coordinates; the least
    /// move that shows it inside the adjusted insets, clamped; nothing if it is already visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let old = contentOffset
        if backing == .scrollView, let host {
            host.mutate { try $0.scrollTableRectToVisible(rect.model) }
        } else {
            let inset = adjustedContentInset
            let visible = bounds.inset(by: inset)
            if rect.minY < visible.minY {
                localOffset.y = rect.minY - inset.top
            } else if rect.maxY > visible.maxY {
                localOffset.y = rect.maxY - (bounds.height - inset.bottom)
            }
        }
        if contentOffset != old { delegate?.scrollViewDidScroll(self) }
    }

    /// `adjustedContentInsetDidChange()`: override point, called at the end of a turn in which
    /// `adjustedContentInset` changed (the harness's `KeyboardScrollHost.deliverInsetChanges(rootSafeArea:)`).
    open func adjustedContentInsetDidChange() {}
}

/// `UIScrollViewDelegate`. Every method is optional (a default that does nothing).
///
/// > Important: without the Objective-C runtime, a `UITableViewController` subclass's own
/// > implementations of these methods are not called (the conformance belongs to
/// > `UITableViewController`, whose witnesses are the defaults). Implement them in a plain view
/// > controller or a separate delegate object.
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
