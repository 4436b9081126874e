import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@_spi(Checker) import Verification

/// Issue 34, "safe area off the window": while a pushed screen covers the controller its view is out of
/// the window, where Apple's `UIView.safeAreaInsets` is zero ("If the view is not currently installed in
/// a view hierarchy … the edge insets in this property are 0"). The root view already said so; the
/// table's `adjustedContentInset` kept the safe area's 103 pt, so an app reading both while away saw a
/// state no device has. Now the two change together, and come back together.
@Suite("One safe area, in the window and out of it")
struct OffWindowSafeAreaTests {
    static let form = ViewControllerStrategy.descriptor(
        id: "nextFieldForm", summary: "form", source: "test", promises: [.noUIKitException], listKinds: [.readingList]) {
            NextFieldFormViewController()
        }

    @Test func theRootViewAndTheTableAgreeWhileAwayAndBack() throws {
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, navigationBar: .translucent), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { NextFieldFormViewController() }, in: world)
        var strategy = try #require(Self.form.make(.readingList) as? ViewControllerStrategy)
        var scene = try Self.form.fit(start).makeScene()
        try strategy.viewWillAppear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        let host = try #require(strategy.host)
        let root = try #require(strategy.viewController?.view)
        let table = try #require(host.tableView)
        #expect(root.safeAreaInsets.top > 100, "a translucent bar under the status bar: \(root.safeAreaInsets)")
        #expect(table.adjustedContentInset.top == table.contentInset.top + table.safeAreaInsets.top)
        let topInWindow = table.adjustedContentInset.top
        let offset = table.contentOffset.y

        // Pushed away: the view leaves the window.
        try strategy.viewWillDisappear(in: &scene)
        try strategy.viewDidDisappear(in: &scene)
        #expect(root.window == nil)
        #expect(root.safeAreaInsets == .zero)
        #expect(table.safeAreaInsets == .zero)
        #expect(table.adjustedContentInset.top == table.contentInset.top, "no safe area in the adjusted inset while away: \(table.adjustedContentInset)")
        #expect(table.contentOffset.y == offset, "an inset change does not move the offset")
        #expect(!scene.isInWindow)

        // Popped back: the safe area returns to both, the offset where it was.
        try strategy.viewWillAppear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        #expect(root.safeAreaInsets.top > 100)
        #expect(table.adjustedContentInset.top == topInWindow)
        #expect(table.contentOffset.y == offset)
        #expect(scene.isInWindow)
    }
}
