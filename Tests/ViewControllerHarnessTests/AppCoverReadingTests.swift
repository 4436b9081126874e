import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// The harness's reading of the app's own views over the table (``KeyboardScrollHost/appCovers()``):
/// after each callback, the views in front of the table (later siblings of it or of an ancestor), shown
/// and opaque, are noted in the scene, and the visible region ends at the top of those that cover the
/// list's bottom across its width. iPhone 15 in portrait: the table runs the full 852 pt, the safe
/// area's bottom is 818, a 56 pt bar on it spans 762–818.
@Suite("App covers read from the view hierarchy")
struct AppCoverReadingTests {
    /// A table the height of the view, and a 56 pt bar the test configures, pinned to the safe area's
    /// bottom (or the keyboard layout guide), added after the table (in front of it) unless `behind`.
    final class CoveredTableViewController: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        let bar: UIView
        let behind: Bool
        let onKeyboard: Bool
        let width: CGFloat?

        init(bar: UIView = UIView(), behind: Bool = false, onKeyboard: Bool = false, width: CGFloat? = nil,
             configure: (UIView) -> Void = { $0.backgroundColor = .secondarySystemBackground }) {
            self.bar = bar
            self.behind = behind
            self.onKeyboard = onKeyboard
            self.width = width
            configure(bar)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            table.translatesAutoresizingMaskIntoConstraints = false
            table.dataSource = self
            bar.translatesAutoresizingMaskIntoConstraints = false
            if behind {
                view.addSubview(bar)
                view.addSubview(table)
            } else {
                view.addSubview(table)
                view.addSubview(bar)
            }
            var constraints = [
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 56),
                bar.bottomAnchor.constraint(equalTo: onKeyboard ? view.keyboardLayoutGuide.topAnchor : view.safeAreaLayoutGuide.bottomAnchor),
            ]
            if let width {
                constraints += [bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                                bar.widthAnchor.constraint(equalToConstant: width)]
            } else {
                constraints += [bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
            }
            NSLayoutConstraint.activate(constraints)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    /// `make`'s controller on its own screen, appeared, as the runner drives it.
    static func appeared(_ make: @escaping () -> CoveredTableViewController) throws -> (ViewControllerStrategy, Scene) {
        var scene = try ViewControllerStrategyTests.ownScene(make)
        var strategy = ViewControllerStrategy(make: make)
        try strategy.viewDidAppear(in: &scene)
        try strategy.mainRunLoop(reached: 0, in: &scene)
        return (strategy, scene)
    }

    /// The visible region's bottom in the window with `make`'s bar.
    static func visibleBottom(_ make: @escaping () -> CoveredTableViewController) throws -> Double {
        let (strategy, scene) = try appeared(make)
        return withExtendedLifetime(strategy) { scene.visibleRegionInWindow.maxY }
    }

    @Test func anOpaqueFullWidthLaterSiblingCovers() throws {
        let (strategy, scene) = try Self.appeared { CoveredTableViewController() }
        #expect(scene.appCoversInWindow == [AppCover(frameInWindow: Rect(x: 0, y: 762, width: 393, height: 56), kind: "UIView")])
        #expect(scene.appCoverTopInWindow == 762)
        #expect(scene.visibleRegionInWindow.maxY == 762)
        // App code cannot read the measure: only the host, through the runner's SPI, notes it.
        #expect(strategy.host?.appCovers().count == 1)
    }

    @Test func opaqueColoursOfEveryKindCover() throws {
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = UIColor(white: 0.9, alpha: 1) } } == 762)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = .systemBlue.withAlphaComponent(1) } } == 762)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.layer.backgroundColor = UIColor.white.cgColor } } == 762)
        #expect(try Self.visibleBottom { CoveredTableViewController(bar: UIToolbar()) { ($0 as? UIToolbar)?.isTranslucent = false } } == 762)
    }

    @Test func aClearOrTranslucentViewDoesNotCover() throws {
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = nil } } == 818)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = .clear } } == 818)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = .systemFill } } == 818)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = UIColor.white.withAlphaComponent(0.8) } } == 818)
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = .white; $0.alpha = 0.5 } } == 818)
        // UIKit's default toolbar is translucent: its blurred material shows the rows behind it.
        #expect(try Self.visibleBottom { CoveredTableViewController(bar: UIToolbar()) { _ in } } == 818)
    }

    @Test func aNarrowViewDoesNotCover() throws {
        let (strategy, scene) = try Self.appeared { CoveredTableViewController(width: 56) }
        withExtendedLifetime(strategy) {
            #expect(scene.appCoversInWindow.count == 1, "a candidate, read")
            #expect(scene.appCoverTopInWindow == nil, "but a floating button hides no row")
            #expect(scene.visibleRegionInWindow.maxY == 818)
        }
    }

    @Test func aHiddenViewDoesNotCover() throws {
        #expect(try Self.visibleBottom { CoveredTableViewController { $0.backgroundColor = .white; $0.isHidden = true } } == 818)
    }

    @Test func aViewBehindTheTableDoesNotCover() throws {
        let (strategy, scene) = try Self.appeared { CoveredTableViewController(behind: true) }
        withExtendedLifetime(strategy) {
            #expect(scene.appCoversInWindow.isEmpty)
            #expect(scene.visibleRegionInWindow.maxY == 818)
        }
    }

    /// A clear container holding an opaque bar covers by the bar; a translucent container does not let
    /// its opaque child cover.
    @Test func aCoverInsideAClearContainerCounts() throws {
        func barInside(alpha: CGFloat) -> CoveredTableViewController {
            let container = UIView()
            let inner = UIView()
            inner.backgroundColor = .white
            inner.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
            inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(inner)
            return CoveredTableViewController(bar: container) { $0.backgroundColor = .clear; $0.alpha = alpha }
        }
        #expect(try Self.visibleBottom { barInside(alpha: 1) } == 762)
        #expect(try Self.visibleBottom { barInside(alpha: 0.6) } == 818)
    }

    /// The composer pinned to the keyboard layout guide rises with the keyboard: the visible region ends
    /// at its top, above the keyboard's, after the notification's callbacks and layout pass.
    @Test func aComposerOnTheKeyboardGuideEndsTheRegionAboveTheKeyboard() throws {
        var (strategy, scene) = try Self.appeared { CoveredTableViewController(onKeyboard: true) }
        #expect(scene.visibleRegionInWindow.maxY == 762)
        let shown = Rect(x: 0, y: 516, width: 393, height: 336), below = Rect(x: 0, y: 852, width: 393, height: 336)
        try KeyboardGuideConstraintTests.deliver(try KeyboardNotification(.willChangeFrame, begin: below, end: shown), &strategy, &scene)
        // The guide's frame goes through the layout solver: equal to rounding.
        #expect(abs((scene.appCoverTopInWindow ?? 0) - (516 - 56)) < 1e-9)
        #expect(abs(scene.visibleRegionInWindow.maxY - (516 - 56)) < 1e-9)
        try KeyboardGuideConstraintTests.deliver(try KeyboardNotification(.willChangeFrame, begin: shown, end: below), &strategy, &scene)
        #expect(abs(scene.visibleRegionInWindow.maxY - 762) < 1e-9)
    }
}
