import Testing
import UIKit

/// `topLayoutGuide`/`bottomLayoutGuide` (deprecated in iOS 11), found missing by the public view
/// controller measure (Tests/PublicViewControllers.md): since iOS 11 their lengths are the view's
/// safe-area insets at the top and at the bottom. The view here states its own insets (an override of
/// `safeAreaInsets`, which UIKit allows too), so the two guides must not trade places.
@Suite("Legacy layout guides") @MainActor
struct LegacyLayoutGuideTests {
    final class InsetView: UIView {
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
    }

    @Test func legacyLayoutGuidesMeasureTheSafeArea() {
        let vc = UIViewController()
        vc.view = InsetView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(vc.topLayoutGuide.length == 59)
        #expect(vc.bottomLayoutGuide.length == 34)
    }
}
