import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@_spi(KeyboardScrollRunner) import ViewControllerHarness
import Verification
@testable import ControllerCatalog

/// The recipes shipped as apps (`ControllerCatalog.recipes`) are adopted as their hand transcriptions
/// are described, build their own screens, and run in view-controller mode without harness errors.
@Suite("Recipes as view controllers: adoption and screens")
struct RecipeControllerScreenTests {
    /// Each catalogue recipe and the hand transcription (`SeedStrategies`) it keeps the promises of.
    static let handIDs = RecipePair.handIDs

    @Test func everyRecipeIsAdoptedWithItsHandTranscriptionsPromises() throws {
        #expect(Set(ControllerCatalog.recipes.map(\.id)) == Set(Self.handIDs.keys))
        for descriptor in ControllerCatalog.recipes {
            let hand = try #require(SeedStrategies.all.first { $0.id == Self.handIDs[descriptor.id] })
            #expect(descriptor.promises == hand.promises, "\(descriptor.id)")
            #expect(descriptor.promiseScopes == hand.promiseScopes, "\(descriptor.id)")
            #expect(descriptor.listKinds == hand.listKinds, "\(descriptor.id)")
            #expect(descriptor.controller == hand.controller, "\(descriptor.id)")
            #expect(descriptor.tableOnly == hand.tableOnly, "\(descriptor.id)")
            #expect(descriptor.focusMargin == hand.focusMargin, "\(descriptor.id)")
            #expect(descriptor.needsNavigationBar == hand.needsNavigationBar, "\(descriptor.id)")
            #expect(descriptor.readsScreen != nil, "\(descriptor.id): view-controller mode")
            #expect(descriptor.acceptsContentChanges == false, "\(descriptor.id): data only through doors")
        }
        #expect(Set(ControllerCatalog.recipes.map(\.id)).isDisjoint(with: ControllerCatalog.all.map(\.id)),
                "the recipes break their promises: not in the correct catalogue")
    }

    /// An iPhone 15 in portrait with a translucent navigation bar, the list kind the recipe is written for.
    /// `appChoices`: the app's drawn parameters (none: each at its simplest value).
    static func world(for descriptor: StrategyDescriptor, appChoices: [UInt64] = []) -> StartScreen {
        var layout = ScreenLayout(device: .iPhone15, orientation: .portrait)
        layout.navigationBar = .translucent
        var world = StartScreen(layout: layout, sections: [[]])
        world.listKind = ListKind.allCases.first(where: descriptor.listKinds.contains) ?? .readingList
        world.appChoices = appChoices
        return descriptor.fit(world)
    }

    @Test func theScreensAreTheControllersOwn() throws {
        func screen(_ id: String, appChoices: [UInt64] = []) throws -> StartScreen {
            let descriptor = try #require(ControllerCatalog.recipes.first { $0.id == id })
            let start = Self.world(for: descriptor, appChoices: appChoices)
            #expect(start.readFromController, "\(id)")
            return start
        }
        // 000: a chat's messages (heights from their lines) and the compose field last; how many messages
        // it opens with is the app's, drawn (none in the simplest app: the compose field alone).
        #expect(try screen("bottomPinnedController").sections.first?.count == 1)
        let chat = try screen("bottomPinnedController", appChoices: [24])
        #expect(chat.appParameters == ["messages = 24"])
        #expect(chat.layout.controller == .tableViewController)
        #expect(chat.sections.first?.count == 25)
        #expect(chat.sections.first?.prefix(3).map(\.height) == [40, 80, 60])
        #expect(chat.sections.first?.last?.control == Control(.textField, topPadding: 7, bottomPadding: 7))
        #expect(chat.sections.first?.dropLast().allSatisfy { $0.control == nil } == true)
        let frameChat = try screen("bottomPinnedFrameInsetController")
        #expect(frameChat.layout.controller == .plainViewController(bottomAccessoryHeight: 0))
        #expect(frameChat.sections.first?.count == 25)
        // 001 and 004: forms of text fields, rowHeight 44.
        for id in ["frameResizeDidShowController", "frameResizeBoundsController"] {
            let form = try screen(id)
            let rows = try #require(form.sections.first)
            #expect(rows.count >= 18 && rows.allSatisfy { $0.height == 44 && $0.control?.kind == .textField }, "\(id)")
        }
        // 002: ten fields and the message's text view, the control the article is about.
        let feedback = try screen("insetAndScrollFocusedController")
        #expect(feedback.sections.first?.count == 11)
        #expect(feedback.sections.first?.last?.control?.kind == .textView)
        #expect(feedback.sections.first?.last?.height == 120)
        // 003: self-sizing posts with an estimate, under a navigation bar.
        // The first and the pre-scroll timelines draw a header (off, on) above their 40 posts, and whether
        // they scroll under the bar (`.never`).
        for id in ["topInsertionAnchorController", "topInsertionReloadAndOffsetController", "topInsertionPreScrollController"] {
            let feed = try screen(id)
            #expect(feed.layout.navigationBar != .none, "\(id)")
            #expect(feed.estimatedRowHeight == 120, "\(id)")
            #expect(feed.sections.first?.count == 40, "\(id)")
            #expect(feed.tableHeaderHeight == 0, "\(id)")
        }
        for id in ["topInsertionAnchorController", "topInsertionPreScrollController"] {
            let headed = try screen(id, appChoices: [1, 0])
            #expect(headed.appParameters == ["header = on", "under the bar = off"], "\(id)")
            #expect(headed.contentInsetAdjustmentBehavior == .automatic, "\(id)")
            let underBar = try screen(id, appChoices: [0, 1])
            #expect(underBar.appParameters == ["header = off", "under the bar = on"], "\(id)")
            #expect(underBar.contentInsetAdjustmentBehavior == .never, "\(id)")
            #expect(underBar.tableHeaderHeight == 0, "\(id)")
            #expect(headed.sections.first?.count == 40, "\(id)")
            #expect(headed.tableHeaderHeight == 120, "\(id)")
        }
    }

    /// Scenarios per recipe in the sweep: 200 in `swift test`, or `RECIPE_CONTROLLER_SWEEP` (the issue asks
    /// 10,000: the nightly profile, or a release campaign of the recipes, whose report lists a harness
    /// error as a warning apart from the findings).
    static let sweep = ProcessInfo.processInfo.environment["RECIPE_CONTROLLER_SWEEP"].flatMap(Int.init) ?? 200

    /// Every scenario of a recipe's own screen runs: a broken promise is the recipe's, anything else the
    /// runner throws is the harness's, and there must be none.
    @Test(arguments: ControllerCatalog.recipes.map(\.id))
    func noHarnessErrors(_ id: String) throws {
        let descriptor = try #require(ControllerCatalog.recipes.first { $0.id == id })
        let generator = descriptor.scenarios()
        var broken = 0, doors = 0
        var errors: [String] = []
        for seed in 1...UInt64(Self.sweep) {
            let scenario = try generator.sample(seed: seed).0
            doors += scenario.actions.filter { if case .door = $0 { true } else { false } }.count
            do {
                if try ScenarioRunner.run(scenario, strategy: descriptor, stopAtFirstBrokenPromise: true).firstBrokenPromise != nil { broken += 1 }
            } catch {
                errors.append("seed \(seed): \(error)")
            }
        }
        print("SWEEP \(id): \(Self.sweep) scenarios, \(broken) with a broken promise, \(doors) door acts, \(errors.count) harness errors")
        #expect(errors.isEmpty, "\(errors.count) harness errors; the first: \(errors.first ?? "")")
        #expect(descriptor.doors.isEmpty || doors > 0, "\(id): no door opened")
    }
}
