import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A container's child view controller hears the layout callbacks and the size transition UIKit gives
/// it (a facade gap the controllers written elsewhere met: a child list that fits its inset again in
/// `viewDidLayoutSubviews`, as an iPad window resized under the keyboard needs, never heard it;
/// kf1:FAAEAQADAAAAAAEAAAAAAQUBAAAA0nkD3Q on `elsewhereContainerChildList` replays clean now).
@Suite("Child view controllers are laid out with their parent")
struct ChildControllerLayoutTests {
    final class Child: UITableViewController {
        var didLayout = 0, transitions: [CGSize] = []
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); didLayout += 1 }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions.append(size)
        }
    }

    final class Container: UIViewController {
        let child = Child(style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test func theChildHearsItsLayoutAndTheTransition() throws {
        let container = Container()
        let descriptor = ViewControllerStrategy.descriptor(id: "container", summary: "a container", source: "test",
                                                           promises: [.noUIKitException]) { container }
        let world = StartScreen(layout: ScreenLayout(device: .iPad10, orientation: .landscape), sections: [[]])
        var strategy = try #require(descriptor.make(.readingList) as? ViewControllerStrategy)
        var scene = try descriptor.fit(world).makeScene()
        try strategy.viewWillAppear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        let afterAppearing = container.child.didLayout
        #expect(afterAppearing >= 1, "the appearance's layout pass reaches the child")
        try scene.rotate()
        try strategy.didRotate(in: &scene)
        #expect(container.child.didLayout > afterAppearing, "the rotation's layout pass reaches the child")
        #expect(container.child.transitions.count == 1, "UIKit forwards the size change to the child")
    }
}
