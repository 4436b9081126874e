import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A screen in a world with a tab bar sits in a `UITabBarController` whose `tabBar` is that bar, so the
/// keyboard code apps write against it (`keyboardHeight - (tabBarController?.tabBar.frame.height ?? 0)`)
/// reads the bar the scenario draws: on an iPhone 15 in portrait 49 pt above the 34 pt home-indicator
/// area, reaching down over it (83 pt, from y = 769).
@Suite("Tab bar containers")
struct TabBarContainerTests {
    /// Records the tab bar's frame and the keyboard's overlap less the tab bar, as apps compute it.
    final class TabbedFormViewController: UIViewController {
        var tabBarFrameOnAppear: CGRect?
        var coveredBelowTabBar: CGFloat?
        private var token: NSObjectProtocol?

        override func viewDidLoad() {
            super.viewDidLoad()
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                guard let self, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self.coveredBelowTabBar = frame.height - (self.tabBarController?.tabBar.frame.height ?? 0)
            }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            tabBarFrameOnAppear = tabBarController?.tabBar.frame
        }
    }

    @Test func theScenariosTabBarIsTheTabBarControllersBar() throws {
        let layout = ScreenLayout(device: .iPhone15, navigationBar: .translucent, bottomBar: .tabBar)
        let vc = TabbedFormViewController()
        var scene = try ViewControllerStrategyTests.ownScene({ TabbedFormViewController() }, world: StartScreen(layout: layout, sections: [[]]))
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let tabs = try #require(vc.tabBarController)
        #expect(vc.navigationController?.tabBarController === tabs, "the navigation controller is the tab")
        #expect(tabs.selectedViewController === vc.navigationController)
        #expect(tabs.viewControllers?.count == 1)
        #expect(vc.tabBarFrameOnAppear == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(layout.bottomBarFrame.map { CGRect($0) } == vc.tabBarFrameOnAppear)

        let up = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .portrait)
        let hidden = up.offsetBy(dx: 0, dy: up.height)
        try strategy.keyboard(try KeyboardNotification(.willShow, begin: hidden, end: up), in: &scene)
        #expect(vc.coveredBelowTabBar == CGFloat(up.height) - 83)
        withExtendedLifetime(strategy) {}
    }

    @Test func withoutATabBarThereIsNoTabBarController() throws {
        let layout = ScreenLayout(device: .iPhone15, navigationBar: .translucent)
        let vc = TabbedFormViewController()
        var scene = try ViewControllerStrategyTests.ownScene({ TabbedFormViewController() }, world: StartScreen(layout: layout, sections: [[]]))
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        #expect(vc.tabBarController == nil)
        #expect(vc.tabBarFrameOnAppear == nil)
        #expect(vc.navigationController != nil)
        withExtendedLifetime(strategy) {}
    }

    @Test func anAppsOwnTabBarControllerKeepsItsTabs() {
        let first = UIViewController(), second = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        #expect(first.tabBarController === tabs)
        #expect(second.topViewController?.tabBarController === tabs)
        #expect(tabs.selectedViewController === first)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 1, "an index outside the tabs is ignored")
        tabs.setViewControllers([second], animated: false)
        #expect(first.parent == nil)
        #expect(tabs.selectedIndex == 0)
        first.tabBarItem = UITabBarItem(title: "Chats", image: nil, tag: 2)
        #expect(first.tabBarItem.tag == 2)
    }
}
