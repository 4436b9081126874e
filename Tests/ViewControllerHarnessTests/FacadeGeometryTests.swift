import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// The facade's model-backed objects answer with the model's geometry.
@Suite("UIKit facade geometry")
struct FacadeGeometryTests {
    /// A ``RecordingViewController`` on its own screen (`rows` rows of 44 pt with text fields) in a
    /// world of `layout`, after the screen appeared.
    static func shown(_ layout: ScreenLayout = ScreenLayout(), rows: Int = 40) throws
        -> (ViewControllerStrategy, Scene, RecordingViewController)
    {
        var scene = try ViewControllerStrategyTests.ownScene({ RecordingViewController(rows: rows) },
                                                            world: StartScreen(layout: layout, sections: [[]]))
        #expect(scene.tableView.numberOfRows(inSection: 0) == rows)
        let vc = RecordingViewController(rows: rows)
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        return (strategy, scene, vc)
    }

    @Test func keyboardLayoutGuideFollowsTheDockedKeyboardAndRestsAtTheSafeAreaBottom() throws {
        var (strategy, scene, vc) = try Self.shown()
        let view: UIView = vc.view
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852 - 34, width: 393, height: 34))
        let show = try KeyboardNotification(.willShow, begin: Rect(x: 0, y: 852, width: 393, height: 336),
                                            end: Rect(x: 0, y: 516, width: 393, height: 336))
        try scene.receiveKeyboard(show)
        try strategy.keyboard(show, in: &scene)
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func keyboardLayoutGuideIgnoresAnUndockedKeyboardUnlessAskedToFollowIt() throws {
        let layout = ScreenLayout(device: .iPad10)
        var (strategy, scene, vc) = try Self.shown(layout)
        let view: UIView = vc.view
        let undocked = try KeyboardPlacement.undocked(lift: 200).frame(on: .iPad10, .portrait)
        let note = try KeyboardNotification(.willChangeFrame, begin: undocked, end: undocked)
        try scene.receiveKeyboard(note)
        try strategy.keyboard(note, in: &scene)
        let bottom = view.bounds.maxY - view.safeAreaInsets.bottom
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == bottom)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        #expect(view.keyboardLayoutGuide.layoutFrame.minY == CGFloat(undocked.minY))
    }

    @Test func tableQueriesMatchTheModel() throws {
        let (strategy, scene, vc) = try Self.shown()
        defer { withExtendedLifetime(strategy) {} }
        let table = try #require(vc.tableView)
        #expect(table.contentOffset.y == CGFloat(scene.tableView.contentOffset.y))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 5 + 1)) == IndexPath(row: 5, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 40 + 1)) == nil)
        let visible = try #require(table.indexPathsForVisibleRows)
        #expect(visible.first == IndexPath(row: 0, section: 0))
        #expect(visible.count == scene.tableView.indexPathsForVisibleRows.count)
        #expect(table.cellForRow(at: IndexPath(row: 39, section: 0)) == nil)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(table.indexPath(for: cell) == IndexPath(row: 3, section: 0))
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: 3, section: 0)))
        let field = try #require(cell.contentView.subviews.first as? UITextField)
        let inTable = field.convert(field.bounds, to: table)
        let row = try #require(scene.tableView.row(at: ScrollGeometry.IndexPath(row: 3))).id
        #expect(inTable == CGRect(try #require(scene.tableView.controlFrame(ofRow: row))))
        let inWindow = field.convert(field.bounds, to: nil)
        #expect(inWindow.minY == inTable.minY - table.contentOffset.y)
    }

    @Test func batchUpdatesApplyTogetherAndSettersDoNotClamp() throws {
        var (strategy, scene, vc) = try Self.shown(rows: 10)
        _ = strategy
        let table = try #require(vc.tableView)
        let host = try #require(strategy.host)
        host.scene = scene
        host.run {
            vc.heights = Array(repeating: 44, count: 10 - 2 + 1)
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            })
            table.contentOffset = CGPoint(x: 0, y: 5000)
            table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        }
        #expect(host.takeException() == nil)
        scene = host.scene
        #expect(scene.tableView.numberOfRows(inSection: 0) == 9)
        #expect(scene.tableView.contentOffset.y == 5000)
        #expect(table.contentInset.bottom == 100)
        #expect(abs(table.adjustedContentInset.bottom - 134) < 1e-9, "\(Double(table.adjustedContentInset.bottom) - 134)")
    }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}
