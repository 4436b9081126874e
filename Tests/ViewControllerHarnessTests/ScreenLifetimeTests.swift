import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@testable import ControllerCatalog
import Verification

/// A screen is freed when its scenario ends: the view controller (which its window holds as its root, so
/// a window that outlives the scenario keeps it too) and the views it made. A
/// root's Auto Layout engine used to hold the objects it keyed, the root among them, so every screen laid
/// out by constraints outlived its scenario (about 1 MB a self-sizing feed scenario; a campaign worker
/// running the feed grew past 5 GB in 5,716 cases and stalled as "slow, not hung").
@Suite("A screen is freed after its scenario")
struct ScreenLifetimeTests {
    final class Watch: @unchecked Sendable {
        weak var controller: UIViewController?
    }

    static let makers: [String: @Sendable () -> UIViewController] = [
        "self-sizing feed (Auto Layout cells)": { SelfSizingFeedViewController() },
        "composer on the keyboard layout guide": { GuideComposerChatViewController() },
        "stack-view form on a scroll view": { StackScrollFormViewController() },
        "reference reading list (frames)": { ReferenceViewController(listStyle: .reading) },
    ]

    @Test(arguments: Self.makers.keys.sorted())
    func theControllerIsFreed(_ name: String) throws {
        let make = try #require(Self.makers[name])
        let watch = Watch()
        let descriptor = ViewControllerStrategy.descriptor(id: name, summary: "", source: "test", promises: [.noUIKitException],
                                                           listKinds: [.readingList, .chat]) { () -> UIViewController in
            let vc = make()
            watch.controller = vc
            return vc
        }
        var scenarios: [Scenario] = []
        _ = Property("lifetime", descriptor.scenarios()).run(RunConfiguration(seed: 0x11FE, limits: Limits(maxCases: 4))) {
            scenarios.append($0)
        }
        #expect(scenarios.count == 4)
        for scenario in scenarios {
            do {
                let outcome = try ScenarioRunner.run(scenario, strategy: descriptor)
                #expect(outcome.stepsRun > 1)
            }
            #expect(watch.controller == nil, "\(name): the view controller outlived its scenario")
        }
    }
}
