import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// A catalogue controller presented as a page sheet (``Presentation/pageSheet``, the default modal
/// presentation on iPhone): the harness puts its view at the sheet's frame, the keyboard's frame
/// reaches it converted, and the correct controller keeps its promises there.
@Suite("A controller on a page sheet")
struct PageSheetControllerTests {
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let below = Rect(x: 0, y: 852, width: 393, height: 336)

    @Test func theViewIsTheSheetAndTheTableEndsAtTheKeyboardsTopInIt() throws {
        let world = StartScreen(layout: ScreenLayout(device: .iPhone15, presentation: .pageSheet), sections: [[]])
        let start = ViewControllerStrategy.screen(of: { LayoutGuideViewController() }, in: world)
        #expect(start.readFromController && start.sections.first?.count == 40, "the controller's 40 items")
        #expect(start.layout.presentation == .pageSheet)
        var scene = try start.makeScene()
        let vc = LayoutGuideViewController()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewDidAppear(in: &scene)
        // The sheet: 10 pt below the 59 pt top inset, to the screen's bottom.
        #expect(vc.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        let table = try #require(vc.tableView)
        #expect(table.frame.maxY == 783, "at rest the table runs to the sheet's bottom")
        for note in [try KeyboardNotification(.willShow, begin: Self.below, end: Self.shown),
                     try KeyboardNotification(.didShow, begin: Self.below, end: Self.shown)] {
            try scene.receiveKeyboard(note)
            try strategy.keyboard(note, in: &scene)
            scene.layoutIfNeeded()
        }
        // The keyboard's top, screen y 516, is y 447 in the sheet's view; the sheet itself stays put.
        #expect(table.frame.maxY == 447)
        #expect(vc.view.frame.minY == 69)
        #expect(scene.keyboardOverlapOfTable == 0, "nothing of the table under the keyboard")
    }

    /// The layout-guide controller's promises on worlds turned into page sheets (iPhones and iPads,
    /// rotations and window resizes included): 40 cases, or `ADOPTED_VC_CASES`.
    @Test func theLayoutGuideControllerKeepsItsPromisesOnAPageSheet() throws {
        let descriptor = LayoutGuideViewController.check
        let generator = ScenarioGen.scenario(listKinds: [.readingList], maxActions: 20, contentChanges: descriptor.acceptsContentChanges,
                                             doors: descriptor.doors) { world in
            var sheet = world
            sheet.layout.presentation = .pageSheet
            return descriptor.fit(sheet)
        }
        let cases = ProcessInfo.processInfo.environment["ADOPTED_VC_CASES"].flatMap(Int.init) ?? 40
        let report = Property("layout-guide controller on a page sheet", generator)
            .run(RunConfiguration(seed: 0x5EE7, limits: Limits(maxCases: cases))) { scenario in
                #expect(scenario.start.layout.presentation == .pageSheet)
                try StrategyCheck.body(descriptor)(scenario)
            }
        #expect(report.casesPassed == cases)
        #expect(report.failure == nil, "\(report.failure.map { "\($0.minimalDescription)\n  token: \($0.token)" } ?? "")")
    }
}
