import Testing
import UIKit

/// Geometry a keyboard handler relies on, in a `UITableViewController` shown by a navigation controller
/// in a window filling an iPhone 15's screen (393 × 852, safe area 59 top and 34 bottom).
@Suite("Table controller geometry fidelity") @MainActor
struct TableControllerGeometryFidelityTests {
    final class Rows: UITableViewController {
        var count = 40
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A window showing `controller` in a navigation controller (translucent unless `opaque`).
    static func show(_ controller: Rows, opaque: Bool = false) -> (UIWindow, UINavigationController) {
        // On iOS 13+ a window needs a window scene to be shown (the test host app has one).
        let window: UIWindow
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            window = UIWindow(windowScene: scene)
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
        }
        let nav = UINavigationController(rootViewController: controller)
        nav.navigationBar.isTranslucent = !opaque
        controller.tableView.rowHeight = 44
        window.rootViewController = nav
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        return (window, nav)
    }

    /// Apple (`adjustedContentInset`, `contentInsetAdjustmentBehavior.automatic`): under a translucent
    /// bar the table extends below it, and UIKit adds the status bar and the bar to the adjusted top
    /// inset while `contentInset` stays zero; the table rests with the first row just below the bar.
    @Test func adjustedContentInsetCoversATranslucentBar() {
        let controller = Rows()
        let (window, _) = Self.show(controller)
        let table: UITableView = controller.tableView
        #expect(table.contentInset == .zero)
        #expect(table.frame.minY == 0)
        #expect(table.adjustedContentInset.top == table.safeAreaInsets.top)
        #expect(table.adjustedContentInset.top > window.safeAreaInsets.top)
        #expect(table.adjustedContentInset.bottom == window.safeAreaInsets.bottom)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }

    /// An opaque bar: the view starts below it, so nothing is added for the bar.
    @Test func anOpaqueBarIsNotUnderTheTable() {
        let controller = Rows()
        let (window, _) = Self.show(controller, opaque: true)
        let table: UITableView = controller.tableView
        #expect(table.frame.minY > window.safeAreaInsets.top)
        #expect(table.adjustedContentInset.top == 0)
    }

    /// `convert(_:from: nil)` converts from the window's coordinates. The table controller's view is the
    /// table, whose bounds' origin is its `contentOffset`, so a window point lands offset by it.
    @Test func convertFromNilInATableControllerFollowsTheOffset() {
        let controller = Rows()
        let (_, _) = Self.show(controller)
        let table: UITableView = controller.tableView
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        let point = table.convert(CGPoint(x: 10, y: 200), from: nil)
        #expect(point == CGPoint(x: 10, y: 200 + 300 - table.frame.minY))
        let back = table.convert(point, to: nil)
        #expect(back == CGPoint(x: 10, y: 200))
        #expect(controller.view.convert(table.rectForRow(at: IndexPath(row: 10, section: 0)), to: nil).minY == 10 * 44 - 300 + table.frame.minY)
    }

    /// `scrollToRow(at:at:animated:)` clamps to the valid range: with three rows the first row cannot
    /// reach the bottom of a tall table, so the table stays at its resting offset.
    @Test func scrollToRowBottomClampsToTheValidRange() {
        let controller = Rows()
        controller.count = 3
        let (_, _) = Self.show(controller)
        let table: UITableView = controller.tableView
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }

    /// And in a long list the last row at `.bottom` sits just above the adjusted bottom inset.
    @Test func scrollToRowBottomPutsTheLastRowAboveTheBottomInset() {
        let controller = Rows()
        let (_, _) = Self.show(controller)
        let table: UITableView = controller.tableView
        let last = IndexPath(row: 39, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        let rect = table.rectForRow(at: last)
        #expect(rect.maxY - table.contentOffset.y == table.bounds.height - table.adjustedContentInset.bottom)
    }
}
