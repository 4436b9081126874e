import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
import ViewControllerHarness

/// Where the reader was is followed across `reloadData()` by what the rows show (`ReloadIdentity` in the
/// facade): a feed that prepends posts and reloads is found losing the reader's post, and the same feed
/// written as Stack Overflow's answer writes it (the content-size delta added to the offset) keeps it.
@Suite("Anchor stability across reloadData")
struct ReloadDataAnchorTests {
    static func descriptor(keepsPlace: Bool) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: keepsPlace ? "reloadKeepsPlace" : "reloadLosesPlace",
            summary: "newer posts prepended, reloadData()" + (keepsPlace ? ", offset moved by the content size's growth" : ""),
            source: "Tests/ViewControllerHarnessTests/AppFamily (Stack Overflow question 4279730)",
            promises: [.anchorStability], listKinds: [.readingList], promiseScopes: [.anchorStability: [.contentChange]],
            doors: [.door("newer posts") { (feed: ReloadDataFeedViewController, app) in feed.loadNewer(app.count("posts", 1...5)) }]) {
                ReloadDataFeedViewController(keepsPlace: keepsPlace)
            }
    }

    @Test func aFeedThatOnlyReloadsLosesTheReadersPost() throws {
        let descriptor = Self.descriptor(keepsPlace: false)
        let report = Property("reload loses place", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0x4279730, limits: Limits(maxCases: 300))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        let failure = try #require(report.failure, "not found in \(report.casesGenerated) cases")
        let outcome = try ScenarioRunner.run(failure.minimal, strategy: descriptor, invariants: [.anchorStability])
        let broken = try #require(outcome.firstBrokenPromise)
        guard case .door = broken.action else { Issue.record("broke at \(broken.action), not at the door"); return }
        #expect(ScenarioRunner.eventCount(of: failure.minimal) <= 2, "\(failure.minimalDescription)")
        print("reload without the offset: \(failure.minimalDescription) — \(broken.message); drew \(outcome.doorDraws)")
    }

    static func collectionDescriptor(keepsPlace: Bool) -> StrategyDescriptor {
        ViewControllerStrategy.descriptor(
            id: keepsPlace ? "collectionReloadKeepsPlace" : "collectionReloadLosesPlace",
            summary: "a collection feed: newer posts prepended, reloadData()" + (keepsPlace ? ", offset moved by the content size's growth" : ""),
            source: "Tests/ViewControllerHarnessTests/AppFamily", promises: [.anchorStability], listKinds: [.readingList],
            promiseScopes: [.anchorStability: [.contentChange]],
            doors: [.door("newer posts") { (feed: ReloadDataCollectionFeedViewController, app) in feed.loadNewer(app.count("posts", 1...5)) }]) {
                ReloadDataCollectionFeedViewController(keepsPlace: keepsPlace)
            }
    }

    /// The same on a collection view with a plain data source: its items are followed across its
    /// `reloadData()` as a table's rows are.
    @Test func aCollectionFeedThatOnlyReloadsLosesTheReadersPostAndOneThatMovesTheOffsetKeepsIt() throws {
        let losing = Self.collectionDescriptor(keepsPlace: false)
        let found = Property("collection reload loses place", losing.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0x4279733, limits: Limits(maxCases: 300))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: losing, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        let failure = try #require(found.failure, "not found in \(found.casesGenerated) cases")
        let broken = try #require(try ScenarioRunner.run(failure.minimal, strategy: losing, invariants: [.anchorStability]).firstBrokenPromise)
        guard case .door = broken.action else { Issue.record("broke at \(broken.action), not at the door"); return }
        let keeping = Self.collectionDescriptor(keepsPlace: true)
        let kept = Property("collection reload keeps place", keeping.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0x4279734, limits: Limits(maxCases: 200))) { (scenario: Scenario) in
                let outcome = try ScenarioRunner.run(scenario, strategy: keeping, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(kept.failure == nil, "\(kept.failure?.minimalDescription ?? "") — \(kept.failure?.message ?? "")")
        #expect(kept.casesGenerated == 200)
    }

    /// A reload that reverses the list moves every post past the others: the reader's post is another
    /// row to the reader, and no place is owed (where the same reload adding a post is judged).
    @Test func aReorderedListOwesNoPlace() throws {
        let descriptor = ViewControllerStrategy.descriptor(
            id: "reloadReverses", summary: "the order toggled, reloadData()", source: "Tests/ViewControllerHarnessTests/AppFamily",
            promises: [.anchorStability], listKinds: [.readingList], promiseScopes: [.anchorStability: [.contentChange]],
            doors: [.door("order toggled") { (feed: ReloadDataFeedViewController) in feed.reverseOrder() }]) {
                ReloadDataFeedViewController(keepsPlace: false)
            }
        var opened = 0
        let report = Property("reload reverses", descriptor.scenarios(maxActions: 6))
            .run(RunConfiguration(seed: 0x4279732, limits: Limits(maxCases: 200))) { (scenario: Scenario) in
                if scenario.actions.contains(where: { if case .door = $0 { true } else { false } }) { opened += 1 }
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.anchorStability])
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(report.failure == nil, "\(report.failure?.minimalDescription ?? "") — \(report.failure?.message ?? "")")
        #expect(report.casesGenerated == 200)
        #expect(opened > 50, "\(opened) scenarios opened the door")
    }

    @Test func theAnswersFeedKeepsTheReadersPost() throws {
        let descriptor = Self.descriptor(keepsPlace: true)
        var opened = 0
        let report = Property("reload keeps place", descriptor.scenarios(maxActions: 8))
            .run(RunConfiguration(seed: 0x4279731, limits: Limits(maxCases: 300))) { (scenario: Scenario) in
                if scenario.actions.contains(where: { if case .door = $0 { true } else { false } }) { opened += 1 }
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: Invariant.all)
                if let broken = outcome.firstBrokenPromise { throw PropertyFailure(broken.message) }
            }
        #expect(report.failure == nil, "\(report.failure?.minimalDescription ?? "") — \(report.failure?.message ?? "")")
        #expect(report.casesGenerated == 300)
        #expect(opened > 100, "\(opened) scenarios opened the door")
    }
}

