import Foundation
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// The facade's non-weak links (``HostLink``, ``LayoutItemLink``) read as the weak references they
/// replace: what a view, a screen, a constraint, an anchor or a guide points at reads `nil` once that
/// object is gone, never a freed object.
@Suite("Links read nil once their object is gone")
struct LinkLifetimeTests {
    @Test func aViewThatOutlivesItsScreenReadsNoScreen() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var screen: UIScreen?
        let standalone = UIScreen.main.bounds
        do {
            let layout = ScreenLayout(device: .iPad10, orientation: .landscape)
            let host = ModelBackedScreen(scene: try StartScreen(layout: layout, sections: [[]]).makeScene())
            view.host = host
            screen = host.screen
            #expect(view.host === host)
            #expect(screen?.bounds != standalone, "the screen is the host's device")
        }
        #expect(view.host == nil, "the screen was freed; the view must not reach it")
        #expect(screen?.bounds == standalone, "a screen whose host is gone reads as the standalone one")
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aConstraintAndAnAnchorThatOutliveTheirViewsReadNoItem() {
        let kept = UIView()
        var constraint: NSLayoutConstraint?
        var anchor: NSLayoutYAxisAnchor?
        do {
            let gone = UIView()
            constraint = gone.topAnchor.constraint(equalTo: kept.topAnchor, constant: 8)
            anchor = gone.bottomAnchor
            #expect(constraint?.firstItem === gone)
            #expect(constraint?.secondItem === kept)
            #expect(anchor?.constraint(equalTo: kept.bottomAnchor).firstItem === gone)
        }
        #expect(constraint?.firstItem == nil, "the first view was freed")
        #expect(constraint?.secondItem === kept)
        #expect(anchor?.constraint(equalTo: kept.bottomAnchor).firstItem == nil, "the anchor's view was freed")
    }

    @Test func aGuideThatOutlivesItsOwnerReadsNoOwner() {
        let guide = UILayoutGuide()
        var constraint: NSLayoutConstraint?
        let other = UIView()
        do {
            let owner = UIView()
            owner.addLayoutGuide(guide)
            #expect(guide.owningView === owner)
            constraint = other.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        }
        #expect(guide.owningView == nil, "the owner was freed")
        #expect(constraint?.secondItem === guide, "the guide itself lives")
    }

    @Test func aConstraintOnAnObjectThatIsNeitherAViewNorAGuideHoldsItWeakly() {
        final class Item {}
        var constraint: NSLayoutConstraint?
        do {
            let item = Item()
            constraint = NSLayoutConstraint(item: item, attribute: .width, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 5)
            #expect(constraint?.firstItem === item)
        }
        #expect(constraint?.firstItem == nil)
    }
}
