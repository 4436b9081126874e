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

    /// Xcode's literals (Apple's WWDC21 keyboard layout guide sample writes `#imageLiteral`): an image
    /// literal is the named image, as `UIImage(named:)`; a colour literal is that sRGB colour.
    @Test func imageAndColourLiteralsAreTheNamedImageAndTheColour() {
        let image = #imageLiteral(resourceName: "Plants_1_Succulents")
        #expect(image == UIImage(named: "Plants_1_Succulents"))
        #expect(image != UIImage(named: "Plants_2"))
        let colour = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(colour == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(colour != UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
    }

    /// Symbol configuration and tinting return the same (undrawn) image.
    @Test func configuredAndTintedImagesAreTheSameImage() {
        let symbol = UIImage(systemName: "person")
        #expect(symbol?.applyingSymbolConfiguration(.init(pointSize: 27)) === symbol)
        #expect(symbol?.withTintColor(.lightGray, renderingMode: .alwaysOriginal) === symbol)
    }
}
