import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
import Verification
@testable import ControllerCatalog

/// The keyboard hides while another screen covers the view (UIKit may post the hide after
/// `viewWillDisappear`): back on screen with no keyboard, the round trip owes the insets and frames of
/// before the show (``Invariant/roundTrip``), and a campaign names the lifecycle's part of the bug only
/// when the scenario without that part breaks nothing
/// (``BreakMechanism/essentialLifecycle(of:in:strategy:invariant:promised:)``).
@Suite("Round trip across a push: the keyboard hidden while the screen was away")
struct AwayRoundTripTests {
    /// Focus the field of `row`, the keyboard shows, the view leaves, the keyboard hides while it is
    /// away, the view comes back.
    static func awayScenario(_ descriptor: StrategyDescriptor, row: Int) throws -> Scenario {
        let start = try RecipeHandBuiltFindingTests.start(descriptor)
        let layout = RecipeHandBuiltFindingTests.layout
        let actions: [Action] = [.beginEditing(IndexPath(row: row))] + (try RecipeHandBuiltFindingTests.keyboard(show: true, on: layout))
            + [.viewWillDisappear, .endEditing] + (try RecipeHandBuiltFindingTests.keyboard(show: false, on: layout)) + [.viewDidAppear]
        return Scenario(start: start, actions: actions)
    }

    /// Seed 002's `!self.view.window` guard ignores the hide while the view is away: back on screen, the
    /// keyboard's inset is still on the form, with no keyboard. Found on the return, named with the
    /// lifecycle, which the bug needs (without the push the hide is heard).
    @Test func windowGuardIsARoundTripBreakOnTheReturn() throws {
        let descriptor = InsetAndScrollFocusedFormViewController.check
        let scenario = try Self.awayScenario(descriptor, row: 8)
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, invariants: [.roundTrip])
        let violation = try #require(outcome.violations.first, "no round-trip break: \(outcome.scenario)")
        #expect(violation.action == .viewDidAppear)
        #expect(violation.promised)
        #expect(violation.message.hasPrefix("back on screen after the keyboard hid while another screen covered this one: contentInset"),
                "\(violation.message)")
        let history = BreakMechanism.essentialLifecycle(of: violation, in: outcome.scenario, strategy: descriptor,
                                                        invariant: .roundTrip, promised: true)
        #expect(history == "after the keyboard moved while another screen covered this one")
        // Without the hide while away, nothing is owed on the return (the keyboard is still up).
        let stayed = try ScenarioRunner.run(BreakMechanism.withoutLifecycle(scenario), strategy: descriptor, invariants: [.roundTrip])
        #expect(stayed.violations.isEmpty, "\(stayed.violations)")
    }

    /// A controller that hears every hide, wherever its view is, owes nothing on the return.
    @Test func aControllerThatHearsTheHideIsClean() throws {
        let descriptor = ProfileFormViewController.check
        let start = try RecipeHandBuiltFindingTests.start(descriptor)
        let row = try #require(start.sections.first?.firstIndex { $0.control != nil })
        let outcome = try ScenarioRunner.run(try Self.awayScenario(descriptor, row: row), strategy: descriptor,
                                             invariants: [.roundTrip])
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
    }

    /// The lifecycle's part read from the steps: a keyboard move between `viewWillDisappear` and the next
    /// `viewDidAppear`, or a cancelled interactive pop; nothing for a push with no keyboard move.
    @Test func lifecycleHistoryNamesOnlyWhatHappened() throws {
        let note = try KeyboardNotification(.willShow, begin: Rect(x: 0, y: 852, width: 393, height: 336),
                                            end: Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(BreakMechanism.lifecycleHistory([.viewDidAppear, .viewWillDisappear, .viewDidAppear, .keyboard(note)]) == nil)
        #expect(BreakMechanism.lifecycleHistory([.viewDidAppear, .viewWillDisappear, .keyboard(note), .viewDidAppear])
                == "after the keyboard moved while another screen covered this one")
        #expect(BreakMechanism.lifecycleHistory([.viewDidAppear, .interactivePopCancelled, .keyboard(note)])
                == "after an interactive pop was cancelled")
    }
}
