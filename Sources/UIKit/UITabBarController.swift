/// `UITabBarController`: a container showing one of its `viewControllers` above its `tabBar`.
///
/// When the scenario draws a tab bar, the runner puts the screen (inside its navigation controller, when
/// it has one) in a tab bar controller as its only tab, so `tabBarController?.tabBar.frame` is the
/// scenario's bar: 49 pt (50 on iPad, 32 on a compact-height iPhone) above the home indicator, reaching
/// down over it, in window coordinates. A tab bar controller the app builds itself keeps its children's
/// links; its bar's frame is its own stored one (the scenario's world decides the safe area).
open class UITabBarController: UIViewController {
    /// `tabBar`: the controller's bar (UIKit makes it with the controller; apps do not replace it).
    public let tabBar = UITabBar(frame: .zero)

    /// `delegate`: stored; the runner never selects another tab, so it is never asked.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var tabs: [UIViewController] = []

    /// `viewControllers`: the tabs, each a child of the controller; the first is selected.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `setViewControllers(_:animated:)`: replaces the tabs (the old ones leave the container); the
    /// selection stays on the same index when it still exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for old in tabs where old.parent === self {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        tabs = viewControllers ?? []
        for tab in tabs {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        if selectedIndex >= tabs.count { selectedIndex = 0 }
    }

    /// `selectedIndex`: stored; an index outside the tabs is ignored, as UIKit ignores it.
    open var selectedIndex: Int = 0 {
        didSet { if selectedIndex < 0 || (selectedIndex >= tabs.count && !tabs.isEmpty) { selectedIndex = oldValue } }
    }

    /// `selectedViewController`: the tab at `selectedIndex`; setting one of the tabs selects it.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }
}

/// `UITabBar`: stored appearance settings; its frame is the scenario's bar when the runner made it.
open class UITabBar: UIView {
    /// `isTranslucent` (UIKit's default: true).
    open var isTranslucent = true
    /// `barTintColor`, `unselectedItemTintColor`, `barStyle`, `items`, `selectedItem`: stored
    /// (appearance and items do not change geometry).
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var barStyle: UIBarStyle = .default
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    /// `standardAppearance`, `scrollEdgeAppearance` (iOS 13 and 15): stored.
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// `UITabBarAppearance`: stored (a tab bar's look does not change geometry).
open class UITabBarAppearance: NSObject {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    public override init() { super.init() }
    open func configureWithOpaqueBackground() {}
    open func configureWithDefaultBackground() {}
    open func configureWithTransparentBackground() {}
}

/// `UITabBarItem`: a tab's title, images, tag and badge, stored.
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var isEnabled = true

    public override init() { tag = 0; super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        super.init()
    }

    /// `UITabBarItem(tabBarSystemItem:tag:)`: the system item's kind is stored, its title left nil.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
        super.init()
    }

    /// The system item an item was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}

/// `UITabBarControllerDelegate`: every method optional (default implementations below).
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
