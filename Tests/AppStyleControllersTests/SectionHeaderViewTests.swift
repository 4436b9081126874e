import KeyboardStrategies
import PropertyCheck
import ScrollGeometry
import Testing
import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification

/// Section header and footer views (P32 of Tests/PublicViewControllers.md): the screen reader takes every
/// section's header height from its view's constraints (`automaticDimension`) and its footer height
/// from the delegate; the table keeps the views for `headerView(forSection:)` and hands them out again,
/// after `prepareForReuse()`, when the data is reloaded.
@Suite("Section header and footer views")
struct SectionHeaderViewTests {
    static var world: StartScreen {
        StartScreen(layout: ScreenLayout(device: .iPhone15, orientation: .portrait), sections: [[]])
    }

    @Test func theReaderTakesHeightsFromTheViewsAndTheDelegate() {
        let start = ViewControllerStrategy.screen(of: { SectionHeaderViewsViewController() }, in: Self.world)
        #expect(start.readFromController)
        #expect(start.sections.map(\.count) == [2, 4, 2])
        #expect(start.sectionHeaderHeight == 44, "12 + 20 + 12 pt of the header view's constraints")
        #expect(start.sectionFooterHeight == 30, "the delegate's heightForFooterInSection")
        #expect(!start.pinsSectionHeaders, "a grouped table's headers scroll with the rows")
    }

    @Test func theViewsAreShownAndReusedOnReload() throws {
        let vc = SectionHeaderViewsViewController()
        var start = ViewControllerStrategy.screen(of: { SectionHeaderViewsViewController() }, in: Self.world)
        start.initialScroll = .top
        var scene = try start.makeScene()
        var strategy = ViewControllerStrategy(make: { vc })
        try strategy.viewWillAppear(in: &scene)
        try strategy.viewDidAppear(in: &scene)
        let table = vc.tableView
        // Rows start below the section's header and the sections before it: 44 + 2 × 52 + 30 + 44.
        #expect(table.rectForRow(at: Foundation.IndexPath(row: 0, section: 1)).minY == 222)
        let content: CGFloat = 3 * 44 + 3 * 30 + 8 * 52
        #expect(table.contentSize.height == content)
        let headers = try (0..<3).map { try #require(table.headerView(forSection: $0) as? SectionHeaderViewsViewController.TitleHeaderView) }
        #expect(headers.map { $0.titleLabel.text } == ["Recipient", "Address", "Notes"])
        #expect(headers.allSatisfy { $0.frame.height == 44 && $0.frame.width == table.bounds.width })
        #expect(headers.allSatisfy { $0.reuseIdentifier == "TitleHeaderView" && $0.reuses == 0 })
        #expect(table.footerView(forSection: 2)?.frame.height == 30)
        #expect(table.headerView(forSection: 3) == nil)
        // A reload reads the sections again: the same three views, each prepared for reuse once.
        table.reloadData()
        let again = try (0..<3).map { try #require(table.headerView(forSection: $0) as? SectionHeaderViewsViewController.TitleHeaderView) }
        #expect(Set(again.map(ObjectIdentifier.init)) == Set(headers.map(ObjectIdentifier.init)))
        #expect(again.allSatisfy { $0.reuses == 1 })
        #expect(again.map { $0.titleLabel.text } == ["Recipient", "Address", "Notes"])
    }

    @Test func itKeepsItsPromisesAsAStrategy() throws {
        let descriptor = SectionHeaderViewsViewController.check
        let cases = AppStyleControllerTests.cases
        let configuration = RunConfiguration(seed: 0x5EC7_1E, limits: Limits(maxCases: cases, maxShrinks: 300))
        var focuses = 0, headers = 0
        let report = Property("section header views keep their promises", descriptor.scenarios()).run(configuration) { scenario in
            if scenario.start.sectionHeaderHeight == 44 && scenario.start.sectionFooterHeight == 30 { headers += 1 }
            if scenario.actions.contains(where: { if case .beginEditing = $0 { true } else { false } }) { focuses += 1 }
            try StrategyCheck.body(descriptor)(scenario)
        }
        if let failure = report.failure {
            Issue.record("\(failure.message)\n  minimal: \(failure.minimalDescription)\n  token: \(failure.token)")
        }
        #expect(report.casesPassed == cases)
        #expect(headers == report.casesPassed, "every scenario reads the views' heights")
        #expect(focuses >= cases / 2, "only \(focuses) scenarios focused a field")
    }
}
