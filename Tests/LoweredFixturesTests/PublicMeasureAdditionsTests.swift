import Testing
import UIKit

/// Facade members added because public view controllers (Tests/PublicViewControllers.md) used them and
/// STATUS.md marks stored: `didReceiveMemoryWarning()` is an override point UIKit calls only under memory
/// pressure, which no scenario makes; `automaticallyAdjustsScrollViewInsets` is kept and has no effect
/// on this module's insets.
@Suite("Public measure additions")
struct PublicMeasureAdditionsTests {
    final class TemplateViewController: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    @Test func aMemoryWarningOverrideRunsOnlyWhenCalled() {
        let controller = TemplateViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.warnings == 0)
        // Dispatch reaches the override, as an app calling it would.
        (controller as UIViewController).didReceiveMemoryWarning()
        #expect(controller.warnings == 1)
    }

    @Test func automaticallyAdjustsScrollViewInsetsIsStoredAndInert() {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 120, right: 0)
        controller.view.addSubview(scroll)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        let before = scroll.adjustedContentInset
        controller.automaticallyAdjustsScrollViewInsets = false
        #expect(!controller.automaticallyAdjustsScrollViewInsets)
        #expect(scroll.adjustedContentInset == before)
        #expect(scroll.adjustedContentInset.bottom == 120)
    }
}
