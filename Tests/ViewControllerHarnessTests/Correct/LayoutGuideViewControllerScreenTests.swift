import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@testable import ControllerCatalog

/// The layout-guide view controller on its own screen in one world (iPhone 15, portrait, no bars, a
/// 336 pt keyboard): the table's bottom follows the keyboard guide and the reader's row stays put; and
/// the guide's `usesBottomSafeArea` it relies on.
@Suite("Layout guide view controller on one screen")
struct LayoutGuideViewControllerScreenTests {
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let below = Rect(x: 0, y: 852, width: 393, height: 336)

    static func screen() throws -> (ViewControllerStrategy, Scene, LayoutGuideViewController) {
        let vc = LayoutGuideViewController()
        let start = ViewControllerStrategy.screen(of: { LayoutGuideViewController() }, in: StartScreen(layout: ScreenLayout(), sections: [[]]))
        #expect(start.readFromController && start.sections.first?.count == 40, "the controller's 40 items")
        var scene = try start.makeScene()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        return (strategy, scene, vc)
    }

    static func deliver(_ note: KeyboardNotification, _ strategy: inout ViewControllerStrategy, _ scene: inout Scene) throws {
        try scene.receiveKeyboard(note)
        try strategy.keyboard(note, in: &scene)
        scene.layoutIfNeeded()
    }

    @Test func theTableEndsAtTheKeyboardsTopAndTheReadersRowStays() throws {
        var (strategy, scene, vc) = try Self.screen()
        let table = try #require(vc.tableView)
        #expect(table.frame.maxY == vc.view.bounds.maxY, "at rest the table runs to the view's bottom")
        try Self.deliver(try KeyboardNotification(.willShow, begin: Self.below, end: Self.shown), &strategy, &scene)
        #expect(table.frame.maxY == 516)
        try Self.deliver(try KeyboardNotification(.didShow, begin: Self.below, end: Self.shown), &strategy, &scene)
        // The reader scrolls to the end of the list above the keyboard.
        let end = scene.tableView.contentSize.height + scene.tableView.adjustedContentInset.bottom - scene.tableView.bounds.height
        try scene.tableView.setContentOffset(Point(x: 0, y: end))
        try strategy.userDidScroll(in: &scene)
        // The first row wholly below the visible top: the reader's.
        let visibleTop = table.contentOffset.y + table.adjustedContentInset.top
        let reader = try #require(table.indexPathsForVisibleRows?.first { table.rectForRow(at: $0).minY >= visibleTop })
        let readersTop = table.rectForRow(at: reader).minY - table.contentOffset.y
        try Self.deliver(try KeyboardNotification(.willHide, begin: Self.shown, end: Self.below), &strategy, &scene)
        #expect(table.frame.maxY == 852)
        // A show interrupting the hide: the table shrinks again, and the row at the top is where it was
        // (the growth pulled the list back to its new end; without the put-back it would stay there).
        try Self.deliver(try KeyboardNotification(.willShow, begin: Self.below, end: Self.shown), &strategy, &scene)
        #expect(table.frame.maxY == 516)
        let top = table.rectForRow(at: reader).minY - table.contentOffset.y
        #expect(abs(top - readersTop) < 0.001, "row \(reader.row)'s top moved from \(readersTop) to \(top)")
    }

    @Test func theGuideRestsAtTheSafeAreaBottomOrTheViewsBottom() throws {
        let (strategy, _, vc) = try Self.screen()
        defer { withExtendedLifetime(strategy) {} }
        let view: UIView = vc.view
        #expect(view.keyboardLayoutGuide.usesBottomSafeArea == false)
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        view.keyboardLayoutGuide.usesBottomSafeArea = true
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
    }
}
