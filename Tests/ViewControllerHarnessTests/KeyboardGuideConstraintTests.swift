import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness

/// A bar pinned to `view.keyboardLayoutGuide.topAnchor` (iOS 15's way to avoid the keyboard), on
/// screens the runner drives: the bar's bottom is the docked keyboard's top, the safe area's bottom when
/// the keyboard is hidden, and stays there for an undocked keyboard unless the guide follows it.
@Suite("Constraints to the keyboard layout guide")
struct KeyboardGuideConstraintTests {
    /// The bar, and its frame as the app saw it inside the keyboard's animation block.
    final class BarViewController: UIViewController {
        let bar = UIView()
        let followsUndocked: Bool
        var frameInAnimation: CGRect?
        private var token: NSObjectProtocol?

        init(followsUndocked: Bool = false) {
            self.followsUndocked = followsUndocked
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            view.keyboardLayoutGuide.followsUndockedKeyboard = followsUndocked
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                                           queue: .main) { [weak self] _ in
                guard let self else { return }
                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
                self.frameInAnimation = self.bar.frame
            }
        }
    }

    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let below = Rect(x: 0, y: 852, width: 393, height: 336)

    /// `vc` on its own screen (a view holding the bar, no scroll view) in a world of `layout`.
    static func screen(_ layout: ScreenLayout = ScreenLayout(), vc: BarViewController) throws -> (ViewControllerStrategy, Scene) {
        var scene = try ViewControllerStrategyTests.ownScene({ BarViewController(followsUndocked: vc.followsUndocked) },
                                                            world: StartScreen(layout: layout, sections: [[]]))
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        return (strategy, scene)
    }

    /// The notification as the runner delivers it, then the end of the turn (the system's layout pass).
    static func deliver(_ note: KeyboardNotification, _ strategy: inout ViewControllerStrategy, _ scene: inout Scene) throws {
        try scene.receiveKeyboard(note)
        try strategy.keyboard(note, in: &scene)
        try strategy.mainRunLoop(reached: 0, in: &scene)
    }

    @Test func theBarRestsAtTheSafeAreaBottomThenSitsOnTheDockedKeyboard() throws {
        let vc = BarViewController()
        var (strategy, scene) = try Self.screen(vc: vc)
        let view: UIView = vc.view
        #expect(vc.bar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44), "hidden: on the safe area's bottom")
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: Self.below, end: Self.shown), &strategy, &scene)
        let keyboardTop = view.convert(CGRect(x: 0, y: 516, width: 393, height: 336), from: view.window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace).minY
        #expect(vc.bar.frame.maxY == keyboardTop)
        #expect(vc.bar.frame.maxY == 516)
        #expect(vc.frameInAnimation?.maxY == 516, "layoutIfNeeded inside the keyboard's animation already reads the new guide")
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: Self.shown, end: Self.below), &strategy, &scene)
        #expect(vc.bar.frame.maxY == 818, "852 − 34: the safe area's bottom")
        #expect(vc.frameInAnimation?.maxY == 818)
    }

    /// After a rotation with the keyboard up, before the new orientation's notifications are posted,
    /// the guide is the landscape keyboard's (UIKeyboardLayoutGuide "represents the space the keyboard
    /// occupies in your app's layout"; the keyboard rotates with the interface), not the portrait
    /// keyboard's 336 pt re-expressed in a 393 pt tall screen (which left the bar's bottom at 57 and a
    /// table constrained above it with a negative height: FilterBarViewController's kf1:GQAAAAAAAAAAAAEA…).
    @Test func afterARotationTheGuideIsTheNewOrientationsKeyboardBeforeItsNotifications() throws {
        let vc = BarViewController()
        var (strategy, scene) = try Self.screen(vc: vc)
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: Self.below, end: Self.shown), &strategy, &scene)
        #expect(vc.bar.frame.maxY == 516)
        try scene.rotate()
        try strategy.didRotate(in: &scene)
        try strategy.mainRunLoop(reached: 0, in: &scene)
        let landscape = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .landscape)
        #expect(landscape.minY == 184, "393 − 209: iPhone 15's landscape keyboard with the predictive bar")
        #expect(scene.keyboardFrame.minY == 393 - 336, "what the app was last told stays until the notifications come")
        #expect(vc.view.keyboardLayoutGuide.layoutFrame.minY == 184)
        #expect(vc.bar.frame.maxY == 184, "the bar sits on the landscape keyboard")
        // An input accessory (44 pt above the keyboard) stays above the rotated keyboard.
        let accessory = BarViewController()
        var (strategy2, scene2) = try Self.screen(vc: accessory)
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: Self.below, end: Rect(x: 0, y: 472, width: 393, height: 380)),
                         &strategy2, &scene2)
        try scene2.rotate()
        try strategy2.didRotate(in: &scene2)
        try strategy2.mainRunLoop(reached: 0, in: &scene2)
        #expect(abs(accessory.bar.frame.maxY - (184 - 44)) < 1e-9, "393 − (209 + 44)")
        // The landscape notifications bring the same frame: nothing moves.
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: landscape, end: landscape), &strategy, &scene)
        #expect(vc.bar.frame.maxY == 184)
        withExtendedLifetime(strategy2) {}
    }

    /// A table above a 200 pt bar on the keyboard guide: in landscape with the keyboard up (its top at
    /// 184) Auto Layout solves the table to 184 − 200 = −16 pt, which UIKit sets without raising (nothing
    /// of it shows). The facade gave the model that frame and raised "sizes must not be negative"
    /// (FilterBarViewController in a short popover, case 770 of 1000); now the model's table is empty.
    final class SqueezedTableViewController: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            table.rowHeight = 44
            for v in [table, bar] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: bar.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 200),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func aTableSqueezedToANegativeHeightIsEmptyNotAnException() throws {
        let layout = ScreenLayout(orientation: .landscape)
        let vc = SqueezedTableViewController()
        var scene = try ViewControllerStrategyTests.ownScene({ SqueezedTableViewController() }, world: StartScreen(layout: layout, sections: [[]]))
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let shown = try KeyboardPlacement.docked(predictive: true).frame(on: .iPhone15, .landscape)
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: shown.offsetBy(dx: 0, dy: shown.height), end: shown), &strategy, &scene)
        #expect(vc.bar.frame.maxY == 184)
        #expect(scene.tableView.frame.height == 0)
        #expect(scene.visibleRegionInWindow.height == 0)
    }

    @Test func anUndockedKeyboardLeavesTheBarAtTheSafeAreaBottomUnlessTheGuideFollowsIt() throws {
        let layout = ScreenLayout(device: .iPad10)
        let undocked = try KeyboardPlacement.undocked(lift: 200).frame(on: .iPad10, .portrait)
        let note = try KeyboardNotification(.willChangeFrame, begin: undocked, end: undocked)

        let still = BarViewController()
        var (strategy, scene) = try Self.screen(layout, vc: still)
        let safeBottom = still.view.bounds.maxY - still.view.safeAreaInsets.bottom
        try Self.deliver(note, &strategy, &scene)
        #expect(still.bar.frame.maxY == safeBottom)

        let following = BarViewController(followsUndocked: true)
        var (strategy2, scene2) = try Self.screen(layout, vc: following)
        try Self.deliver(note, &strategy2, &scene2)
        #expect(following.bar.frame.maxY == CGFloat(undocked.minY))
        withExtendedLifetime(strategy) {}
    }

    /// A bar that sits on the keyboard while the keyboard guide is near the bottom, and on the safe
    /// area's bottom while the (following) guide is away from it: `UITrackingLayoutGuide`'s sets.
    final class AdaptiveBarViewController: UIViewController {
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            let guide = view.keyboardLayoutGuide
            guide.followsUndockedKeyboard = true
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            guide.setConstraints([bar.bottomAnchor.constraint(equalTo: guide.topAnchor)], activeWhenNearEdge: .bottom)
            guide.setConstraints([bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)], activeWhenAwayFrom: .bottom)
        }
    }

    @Test func trackingConstraintsSwitchBetweenADockedAndAFloatingKeyboard() throws {
        let layout = ScreenLayout(device: .iPad10)
        let vc = AdaptiveBarViewController()
        var scene = try ViewControllerStrategyTests.ownScene({ AdaptiveBarViewController() },
                                                            world: StartScreen(layout: layout, sections: [[]]))
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let guide = vc.view.keyboardLayoutGuide
        #expect(guide.constraintsActiveWhenNear(.bottom).count == 1)
        #expect(guide.constraintsActiveWhenAway(from: .bottom).count == 1)
        let safeBottom = vc.view.bounds.maxY - vc.view.safeAreaInsets.bottom
        #expect(vc.bar.frame.maxY == safeBottom, "at rest the guide is near the bottom: the bar on the guide's top")

        let docked = try KeyboardPlacement.docked(predictive: true).frame(on: .iPad10, .portrait)
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: docked.offsetBy(dx: 0, dy: docked.height), end: docked), &strategy, &scene)
        #expect(vc.bar.frame.maxY == CGFloat(docked.minY), "docked: on the keyboard")
        #expect(guide.constraintsActiveWhenNear(.bottom).allSatisfy { $0.isActive })
        #expect(!guide.constraintsActiveWhenAway(from: .bottom).contains { $0.isActive })

        let undocked = try KeyboardPlacement.undocked(lift: 200).frame(on: .iPad10, .portrait)
        try Self.deliver(try KeyboardNotification(.willChangeFrame, begin: docked, end: undocked), &strategy, &scene)
        #expect(guide.layoutFrame.minY == CGFloat(undocked.minY), "the guide follows the undocked keyboard")
        #expect(vc.bar.frame.maxY == safeBottom, "away from the bottom: the bar stays on the safe area")
        #expect(guide.constraintsActiveWhenAway(from: .bottom).allSatisfy { $0.isActive })
        #expect(!guide.constraintsActiveWhenNear(.bottom).contains { $0.isActive })
    }

    /// Its own table of 40 rows (44 pt, a text field each) pinned by constraints: its bottom on the
    /// keyboard guide's top.
    final class PinnedTableViewController: UIViewController {
        var table: UITableView?
        private let rows = ControlRows(count: 40, height: 44)
        /// The table's frame each time `viewDidLayoutSubviews` ran.
        var framesAfterLayout: [CGRect] = []

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if let table { framesAfterLayout.append(table.frame) }
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            let table = UITableView(frame: .zero, style: .plain)
            table.rowHeight = 44
            table.register(ControlCell.self, forCellReuseIdentifier: ControlCell.reuseIdentifier)
            table.dataSource = rows
            view.addSubview(table)
            self.table = table
            table.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func theControllersTableConstrainedToTheGuideMovesTheModelsTable() throws {
        let vc = PinnedTableViewController()
        var scene = try ViewControllerStrategyTests.ownScene { PinnedTableViewController() }
        #expect(scene.tableView.numberOfRows(inSection: 0) == 40)
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        let table = try #require(vc.table)
        #expect(table.frame.maxY == 818, "at rest: the safe area's bottom (852 − 34)")
        #expect(scene.tableView.frame.maxY == 818, "the model's table moved with the facade's")
        try Self.deliver(try KeyboardNotification(.willShow, begin: Self.below, end: Self.shown), &strategy, &scene)
        #expect(table.frame.maxY == 516)
        #expect(scene.tableView.frame.maxY == 516)
        #expect(table.frame.minY == 0)
        #expect(vc.framesAfterLayout.last?.maxY == 516, "viewDidLayoutSubviews after the end-of-turn pass sees the new frame")
    }

    @Test func aBrokenConstraintIsLoggedByNameAndTheRestHolds() {
        var lines: [String] = []
        let previous = AutoLayoutLog.handler
        AutoLayoutLog.handler = { lines.append($0) }
        defer { AutoLayoutLog.handler = previous }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let tall = view.heightAnchor.constraint(equalToConstant: 200)
        tall.identifier = "tall-keyboard-bar"
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 100), tall])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        let broken = lines.filter { $0.contains("tall-keyboard-bar") }
        #expect(broken.count == 1, "\(lines)")
        #expect(broken.first?.contains("Unable to simultaneously satisfy constraints") == true)
        // Not logged again at the next pass; honoured once the other constraint leaves.
        root.layoutIfNeeded()
        #expect(lines.filter { $0.contains("tall-keyboard-bar") }.count == 1)
        view.constraints.first { $0.constant == 100 }?.isActive = false
        NSLayoutConstraint.deactivate(root.constraints.filter { $0.firstAttribute == .height && $0.constant == 100 })
        root.layoutIfNeeded()
        #expect(view.frame.height == 200)
    }
}
