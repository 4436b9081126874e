@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionViewController`: its view is its collection view, made in `loadView()` with the layout
/// handed to `init(collectionViewLayout:)`, its data source and delegate the controller, as UIKit does.
///
/// The data source and delegate methods are the controller's own, as UIKit's Swift interface has them
/// (UIKit imports the methods of the protocols the class adopts as its members), so a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)`, `override func collectionView(_:didSelectItemAt:)`,
/// `override func scrollViewDidScroll(_:)` and is called through them. `UICollectionViewDelegateFlowLayout`
/// is not adopted (a subclass that sizes items adopts it and implements its methods without `override`).
///
/// > Important: the keyboard. UIKit's `UICollectionViewController` adjusts its collection view for the
/// > keyboard by itself since iOS 9 (undocumented; Apple's AdvancedCollectionView sample keeps its own
/// > keyboard handling only "before iOS 9": `AAPLNeedsCustomKeyboardSupport()` is
/// > `!isOperatingSystemAtLeastVersion(9.0)`). The model gives it the table view controller's handling
/// > (the harness's `KeyboardScrollHost.readScreen(world:)`: the same named option, `tableControllerKeyboard`) when
/// > its view is its collection view.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout `init(collectionViewLayout:)` was handed; nil from `init(nibName:bundle:)`.
    private let initialLayout: UICollectionViewLayout?

    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: without a nib whose view is a collection view, UIKit's `loadView()`
    /// raises (`NSInvalidArgumentException`, "UICollectionView must be initialized with a non-nil layout
    /// parameter"); so does this, then goes on with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)` (a storyboard's collection view controller): its view is the scene's collection view.
    public required init?(coder: NSCoder) {
        initialLayout = nil
        super.init(coder: coder)
    }

    /// `collectionView`: the view (settable since iOS 9: the new collection view becomes the view, its
    /// data source and delegate the controller).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    /// `collectionViewLayout`: the collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
    }

    /// `clearsSelectionOnViewWillAppear`, `installsStandardGestureForInteractiveMovement`,
    /// `useLayoutToLayoutNavigationTransitions`: stored (selection, reordering gestures and layout
    /// transitions have no geometry here).
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true
    open var useLayoutToLayoutNavigationTransitions = false

    open override func loadView() {
        if storyboardViewLoader != nil {
            super.loadView()
            return
        }
        let layout: UICollectionViewLayout
        if let initialLayout {
            layout = initialLayout
        } else {
            MainRunLoop.active.keyWindow?.host?.raise(UIKitException.invalidUpdate(
                call: "-[UICollectionView initWithFrame:collectionViewLayout:]",
                reason: "UICollectionView must be initialized with a non-nil layout parameter"))
            layout = UICollectionViewFlowLayout()
        }
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// `setEditing(_:animated:)`: the controller's and its collection view's `isEditing` (iOS 14). Reaching
    /// the collection view loads the view first when it is not loaded yet (`viewDidLoad()` runs inside the
    /// call), as UIKit's does: apps call `setEditing(true, animated: false)` on a controller they have
    /// just made (Apple's "Today" tutorial) and rely on it.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource

    /// One section with no items, UIKit's answer when a subclass does not override them.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Asked only for items a subclass's counts create; a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate (and UIScrollViewDelegate): override points, defaults do nothing

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: Foundation.IndexPath) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
