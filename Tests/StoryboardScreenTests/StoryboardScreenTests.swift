import Foundation
import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// A storyboard screen run from its storyboard: `SignUpStoryboard.swift` is what `keyfuzz import` writes
/// for `Tests/InterfaceBuilderImportTests/Fixtures/SignUp.storyboard` (kept equal to it by
/// `StoryboardTranslatorTests`), and `SignUpViewController.swift` the import of the controller's source
/// beside it. Neither is edited by hand.
@Suite("A storyboard screen through its storyboard")
struct StoryboardScreenTests {
    static func signUp() -> SignUpViewController {
        SignUpStoryboard.register()
        let storyboard = UIStoryboard(name: "SignUp", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "SignUp") as! SignUpViewController
    }

    @Test func theSceneLoadsItsViewsWhenTheViewLoadsWithItsOutletsConnected() throws {
        let controller = Self.signUp()
        #expect(controller.storyboard != nil)
        // As on iOS, the outlets are nil until the view loads; the navigation item is the scene's at once.
        #expect(!controller.isViewLoaded)
        #expect(controller.scrollView == nil)
        #expect(controller.navigationItem.title == "Sign Up")
        controller.loadViewIfNeeded()
        let scroll = try #require(controller.scrollView)
        #expect(scroll.superview === controller.view)
        #expect(scroll.keyboardDismissMode == .interactive)
        #expect(controller.fields.map(\.placeholder) == ["Name", "Email", "Password"])
        // viewDidLoad ran after the outlets were connected: every field has the controller as delegate.
        #expect(controller.fields.allSatisfy { $0.delegate === controller })
        #expect(controller.emailField.keyboardType == .emailAddress)
        #expect(controller.passwordField.isSecureTextEntry)
        #expect(controller.aboutView.text == "About you")
        #expect(!controller.aboutView.isScrollEnabled)
        // The outlet to the constraint is the active constraint between the safe area and the scroll view.
        let bottom = try #require(controller.scrollBottom)
        #expect(bottom.isActive)
        #expect(bottom.secondItem === scroll)
        #expect(bottom.firstItem === controller.view.safeAreaLayoutGuide)
    }

    @Test func theLayoutPlacesTheStackInTheScrollViewAsTheConstraintsSay() throws {
        let controller = Self.signUp()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        let scroll = try #require(controller.scrollView)
        let stack = try #require(controller.nameField.superview as? UIStackView)
        // The stack arranges its views in its own layoutSubviews (this facade's layout pass does not run
        // it for the whole hierarchy; the runner's reading of the form does).
        stack.layoutIfNeeded()
        // 20 pt from the scroll view's content edges, 40 pt narrower than it; the name field 44 pt tall.
        #expect(stack.frame.minX == 20 && stack.frame.minY == 20)
        #expect(stack.frame.width == scroll.frame.width - 40)
        #expect(controller.nameField.frame.height == 44)
        // The text view keeps its 120 pt minimum, its text being shorter.
        #expect(controller.aboutView.frame.height == 120)
        #expect(controller.emailField.frame.minY == controller.nameField.frame.maxY + 16)
        #expect(scroll.contentSize.height == stack.frame.maxY + 20)
    }

    @Test func actionsReachTheControllersMethods() throws {
        let controller = Self.signUp()
        controller.loadViewIfNeeded()
        let button = try #require(controller.view.allSubviews.compactMap { $0 as? UIButton }.first)
        #expect(button.title(for: .normal) == "Create account")
        button.sendActions(for: .touchUpInside)
        #expect(controller.accountsCreated == 1)
        let cancel = try #require(controller.navigationItem.rightBarButtonItem)
        cancel.simulateTap()
        #expect(controller.cancelled)
    }

    @Test func theInitialSceneIsTheNavigationControllerAroundTheForm() throws {
        SignUpStoryboard.register()
        let initial = try #require(UIStoryboard(name: "SignUp", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        #expect(initial.viewControllers.first is SignUpViewController)
    }

    /// The screen adopted in one line through its storyboard keeps its promises on generated scenarios.
    @Test func theStoryboardScreenKeepsItsPromises() throws {
        let descriptor = ViewControllerStrategy.descriptor(
            id: "storyboardSignUp", summary: "a storyboard form whose scroll view's bottom constraint takes the keyboard's overlap",
            source: "SignUp.storyboard (this package's fixture, written in Xcode's format)",
            promises: [.focusVisibility, .noUIKitException], listKinds: [.readingList],
            make: { SignUpStoryboard.instantiate("SignUp") as! SignUpViewController })
        var adopted = 0, focuses = 0
        let report = runPromises(descriptor, seed: 0x5B0A_2D) { scenario in
            if scenario.start.readFromController { adopted += 1 }
            if scenario.actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { focuses += 1 }
        }
        #expect(adopted >= report.casesPassed, "every scenario is the storyboard's own screen")
        #expect(focuses >= report.casesPassed / 2, "only \(focuses) scenarios focused a field")
    }
}

/// Nibs: `NoteCellNib.swift` and `NotesViewControllerNib.swift` are what `keyfuzz import` writes for the
/// fixtures of the same names (kept equal by `StoryboardTranslatorTests`).
@Suite("Nib screens through their nibs")
struct NibScreenTests {
    static func notes() -> NotesViewController {
        NoteCellNib.register()
        NotesViewControllerNib.register()
        return NotesViewController()
    }

    @Test func aViewControllerLoadsTheNibNamedLikeItAndItsTableDequeuesTheCellNib() throws {
        let controller = Self.notes()
        #expect(controller.nibName == nil)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.superview === controller.view, "the File's Owner's view outlet is the nib's view")
        #expect(table.dataSource === controller)
        let cell = try #require(table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0)) as? NoteCell)
        #expect(cell.reuseIdentifier == "note")
        #expect(cell.awoke, "awakeFromNib ran after the outlets were connected")
        #expect(cell.field.text == "Note 3")
        #expect(cell.field.clearButtonMode == .whileEditing)
        #expect(cell.field.superview === cell.contentView)
    }

    @Test func uiNibAndLoadNibNamedMakeNewObjectsEachTime() throws {
        NoteCellNib.register()
        let nib = UINib(nibName: "NoteCell", bundle: nil)
        let first = try #require(nib.instantiate(withOwner: nil).first as? NoteCell)
        let second = try #require(Bundle.main.loadNibNamed("NoteCell", owner: nil)?.first as? NoteCell)
        #expect(first !== second)
        #expect(first.field !== second.field)
    }

    /// The nib screen adopted in one line keeps its promises on generated scenarios.
    @Test func theNibScreenKeepsItsPromises() throws {
        let descriptor = ViewControllerStrategy.descriptor(
            id: "nibNotes", summary: "a nib-built notes list whose cells come from a cell nib",
            source: "NotesViewController.xib and NoteCell.xib (this package's fixtures)",
            promises: [.focusVisibility, .reachability, .noUIKitException], listKinds: [.readingList],
            make: { Self.notes() })
        var rows = 0
        runPromises(descriptor, seed: 0x0B1B) { scenario in
            rows = max(rows, scenario.start.sections.map(\.count).reduce(0, +))
        }
        #expect(rows == 24, "the rows read from the nib-built table")
    }
}

/// A static table: `AccountStoryboard.swift` is what `keyfuzz import` writes for the fixture
/// `Account.storyboard` (kept equal by `StoryboardTranslatorTests`).
@Suite("A static-table storyboard screen")
struct StaticTableScreenTests {
    static func account() -> AccountViewController {
        AccountStoryboard.instantiate("Account") as! AccountViewController
    }

    @Test func theStaticCellsAreTheTablesRowsWithTheirOutletsConnected() throws {
        let controller = Self.account()
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.style == .grouped)
        #expect(controller.numberOfSections(in: table) == 2)
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(controller.tableView(table, numberOfRowsInSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "Profile")
        #expect(controller.tableView(table, titleForFooterInSection: 1) == "Shown to other members.")
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 52)
        let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(controller.passwordField.superview === cell.contentView)
        #expect(controller.passwordField.isSecureTextEntry)
        #expect(controller.emailField.delegate === controller)
    }

    /// The static form adopted in one line keeps its promises on generated scenarios.
    @Test func theStaticFormKeepsItsPromises() throws {
        let descriptor = ViewControllerStrategy.descriptor(
            id: "staticAccount", summary: "a static-table account form of a storyboard",
            source: "Account.storyboard (this package's fixture)",
            promises: [.focusVisibility, .reachability, .noUIKitException], listKinds: [.readingList],
            make: { Self.account() })
        var rows = 0
        runPromises(descriptor, seed: 0xACC7) { scenario in
            rows = max(rows, scenario.start.sections.map(\.count).reduce(0, +))
        }
        #expect(rows == 3, "the static rows read from the table")
    }
}

/// Runs `descriptor`'s promises on `STORYBOARD_VC_CASES` scenarios (100 by default) with `seed`, showing
/// each scenario to `observe` first; records a broken promise with its shrunk scenario and token, and
/// expects every case to have run.
@discardableResult
func runPromises(_ descriptor: StrategyDescriptor, seed: UInt64, observe: (Scenario) -> Void) -> RunReport<Scenario> {
    let cases = ProcessInfo.processInfo.environment["STORYBOARD_VC_CASES"].flatMap(Int.init) ?? 100
    let check = StrategyCheck.body(descriptor)
    let report = Property("\(descriptor.id) keeps its promises", descriptor.scenarios())
        .run(RunConfiguration(seed: seed, limits: Limits(maxCases: cases, maxShrinks: 300))) { scenario in
            observe(scenario)
            try check(scenario)
        }
    if let failure = report.failure {
        Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
    }
    #expect(report.casesPassed == cases, "\(descriptor.id): \(report.casesPassed) of \(cases) scenarios ran")
    return report
}

extension UIView {
    /// The view's subviews at every depth, in order.
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}

/// A collection view from a storyboard: its flow layout and prototype cell built as UIKit decodes them
/// (`CommentsStoryboard.swift`, what `keyfuzz import` writes for
/// `Tests/InterfaceBuilderImportTests/Fixtures/Comments.storyboard`), run with one descriptor line.
@Suite("A collection view screen through its storyboard")
struct CollectionStoryboardScreenTests {
    static let descriptor = ViewControllerStrategy.descriptor(
        id: "commentsStoryboard", summary: "a comments list from a storyboard, its composer on the keyboard layout guide",
        source: "Tests/InterfaceBuilderImportTests/Fixtures/Comments.storyboard", promises: [.focusVisibility, .reachability, .noUIKitException],
        listKinds: [.readingList]) { CommentsStoryboard.instantiate("Comments") }

    @Test func theFlowLayoutAndThePrototypeCellComeFromTheStoryboard() throws {
        let controller = CommentsStoryboard.instantiate("Comments") as! CommentsViewController
        controller.loadViewIfNeeded()
        let collection = try #require(controller.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 8)
        #expect(layout.sectionInset == UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0))
        let cell = try #require(collection.dequeueReusableCell(withReuseIdentifier: "comment", for: IndexPath(item: 0, section: 0)) as? CommentCell)
        #expect(cell.bodyLabel?.superview === cell.contentView)
        var world = StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
        world.layout.navigationBar = .translucent
        let start = ViewControllerStrategy.screen(of: { CommentsStoryboard.instantiate("Comments") }, in: world)
        // 18 items of 64 pt, 8 pt apart; the section's 12 pt insets above and below.
        #expect(start.sections.map(\.count) == [18])
        #expect(start.sections[0].first?.height == 64 && start.sections[0].dropFirst().allSatisfy { $0.height == 72 })
        #expect(start.sectionHeaderHeight == 12 && start.sectionFooterHeight == 12)
    }

    @Test func itKeepsItsPromises() throws {
        let configuration = RunConfiguration(seed: 0xC0 as UInt64, limits: Limits(maxCases: 300, maxShrinks: 500))
        var focused = 0
        let report = Property("comments storyboard keeps its promises", Self.descriptor.scenarios()).run(configuration) { scenario in
            if scenario.actions.contains(where: { if case .tapOutsideControl = $0 { true } else { false } }) { focused += 1 }
            try StrategyCheck.body(Self.descriptor)(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == 300)
        #expect(focused >= 100, "the composer, outside the list, focused in \(focused) of 300 scenarios")
        print("comments storyboard: \(report.casesPassed) cases, \(focused) focusing the composer")
    }
}
