@testable import Campaign
import ControllerCatalog
import FaultyStrategyFixtures
import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import StrategyFixtures
import Testing
@testable import Verification

/// Cells run in this process: signatures, budgets, the database.
@Suite("campaign cells")
struct CellRunTests {
    static func strategy(_ id: String) throws -> StrategyDescriptor { try #require(StrategyCatalog.named(id)) }

    @Test func aCellSpendsItsWholeBudgetAndCountsEveryFailureUnderItsSignature() throws {
        let cell = CellRun(strategy: "test-ignores-keyboard", invariant: .reachability, seed: 7, cases: 60, maxActions: 8,
                           maxSignatures: 2)
        var failed = 0
        var events = CellRun.Events()
        // A finding's shrunk case is a failed line of its own (issue 28 item 6), not a case.
        events.observed = { if $0.status == .failed && $0.howGenerated != CampaignObservation.minimalFailingExample { failed += 1 } }
        let result = try cell.run(strategies: StrategyCatalog.all + FaultyStrategies.all, database: nil, started: .now, events: events)
        #expect(result.casesRun == 60)
        #expect(failed > 3, "this cell fails often; the test needs several failures")
        // One finding per cause (issue 28): --max-signatures caps the shrunk examples of a cause, not the causes.
        #expect(Set(result.findings.compactMap(\.cause)).count == result.findings.count)
        #expect(Set(result.findings.compactMap(\.signature)).count == result.findings.count)
        #expect(result.findings.reduce(0) { $0 + $1.timesHit } == failed)
    }

    @Test func aShrinkCutOffByTheDeadlineStillReplaysAsAFailure() throws {
        let cell = CellRun(strategy: "insetAndScrollFocused", invariant: .focusVisibility, seed: 7, cases: 100_000, maxActions: 30)
        let result = try cell.run(strategies: StrategyCatalog.all, database: nil, started: .now,
                                  deadline: .now + .milliseconds(400))
        #expect(result.stoppedEarly)
        #expect(!result.warnings.contains { $0.contains("flaky") || $0.contains("not deterministic") }, "\(result.warnings)")
        for finding in result.findings {
            let scenario = try ScenarioGen.scenario(maxActions: 30).value(replaying: try ReplayToken.decode(finding.token))
            let outcome = try ScenarioRunner.run(scenario, strategy: try Self.strategy("insetAndScrollFocused"),
                                                 invariants: [Invariant.named(.focusVisibility)])
            #expect(!outcome.violations.isEmpty, "\(finding.token) no longer fails")
        }
    }

    @Test func theDatabaseIsReplayedFirstAndItsPassingEntriesRemovedInOneGo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-prune-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let database = FailureDatabase(directory: dir)
        let cell = CellRun(strategy: "reference", invariant: .offsetBounds, seed: 1, cases: 1, maxActions: 8)
        // 300 scenarios the reference passes.
        let entries = (0..<300).map { i in [UInt64(i % 5), 0, UInt64(i)] }
        for entry in entries { try database.save(entry, for: cell.propertyName) }
        #expect(database.entries(for: cell.propertyName).entries.count == 300)
        let result = try cell.run(strategies: StrategyCatalog.all, database: database, started: .now)
        #expect(result.casesRun > 1)
        #expect(database.entries(for: cell.propertyName).entries.isEmpty)
    }

    @Test func concurrentSavesToOneDatabaseLoseNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let database = FailureDatabase(directory: dir)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<25 { try? database.save([UInt64(worker), UInt64(i)], for: "shared") }
        }
        #expect(database.entries(for: "shared").entries.count == 200)
    }

    @Test func everyCountedStrategyBehavesAsItself() throws {
        let heartbeat = CampaignHeartbeat()
        let generator = ScenarioGen.scenario(maxActions: 20)
        for strategy in StrategyCatalog.all {
            let counted = strategy.counting(into: heartbeat)
            for seed in 0..<15 as Range<UInt64> {
                let scenario = try generator.sample(seed: seed &* 7919).value
                let direct = try ScenarioRunner.run(scenario, strategy: strategy)
                let wrapped = try ScenarioRunner.run(scenario, strategy: counted)
                #expect(direct.violations == wrapped.violations, "\(strategy.id), seed \(seed)")
            }
        }
        #expect(heartbeat.snapshot.callbacks > 0)
    }

    /// Logs every callback of the protocol with what it was given, so that a requirement the counting
    /// wrapper forgets to forward shows as a missing or different line.
    final class CallbackLog: @unchecked Sendable { var lines: [String] = [] }
    struct LoggingStrategy: KeyboardStrategy {
        let log: CallbackLog
        func add(_ line: String) { log.lines.append(line) }
        mutating func viewDidAppear(in scene: inout Scene) throws { add("viewDidAppear") }
        mutating func viewWillDisappear(in scene: inout Scene) throws { add("viewWillDisappear") }
        mutating func viewWillAppear(in scene: inout Scene) throws { add("viewWillAppear") }
        mutating func viewDidDisappear(in scene: inout Scene) throws { add("viewDidDisappear") }
        mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool { add("shouldBeginEditing \(row)"); return true }
        mutating func keyboard(_ note: KeyboardNotification, in scene: inout Scene) throws { add("keyboard \(note.event)") }
        mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws { add("becameFirstResponder \(row)") }
        mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws { add("didBeginEditing \(row)") }
        mutating func didEndEditing(in scene: inout Scene) throws { add("didEndEditing") }
        mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
            add("perform \(update)")
            try scene.tableView.apply(update)
        }
        mutating func didRotate(in scene: inout Scene) throws { add("didRotate") }
        mutating func userDidScroll(in scene: inout Scene) throws { add("userDidScroll") }
        mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws { add("userDrag \(phase)") }
        mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws { add("mainRunLoop \(time)") }
        func estimatedHeight(forRow row: RowID) -> Double? { add("estimatedHeight \(row)"); return nil }
        mutating func willDisplay(row: RowID, in scene: inout Scene) throws { add("willDisplay \(row)") }
        mutating func dataArrives(door: Int, in scene: inout Scene) throws { add("dataArrives \(door)") }
        mutating func returnKey(in scene: inout Scene) throws { add("returnKey") }
        mutating func typeLines(_ lines: Int, in scene: inout Scene) throws { add("typeLines \(lines)") }
        mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws { add("tapOutsideControl \(index)") }
    }

    @Test func theCountingWrapperForwardsEveryCallback() throws {
        let generator = ScenarioGen.scenario(maxActions: 30)
        // A view controller's own screen with one door, so that data arriving through it is sampled too.
        let withDoors = ScenarioGen.scenario(maxActions: 30, doors: ["data arrives"]) { world in
            var start = world
            // Text fields and text views, and a composer outside the list: the user's acts on them
            // (return key, typing, a tap outside the list) are drawn in view-controller mode.
            start.sections = [(0..<30).map { RowSpec(height: 44, control: Control($0 % 3 == 2 ? .textView : .textField)) }]
            start.outsideControls = ["Message"]
            // Return moves the focus to the next row (read from a controller as ``StartScreen/returnKeyFocus``).
            for row in 0..<29 where row % 3 != 2 {
                start.returnKeyFocus[ScrollGeometry.IndexPath(row: row)] = .some(ScrollGeometry.IndexPath(row: row + 1))
            }
            start.readFromController = true
            return start
        }
        var kinds: Set<String> = []
        for seed in 0..<150 as Range<UInt64> {
            let scenario = try (seed < 60 ? generator : withDoors).sample(seed: seed &* 104_729).value
            let direct = CallbackLog(), wrapped = CallbackLog()
            let strategy = StrategyDescriptor(id: "log", summary: "", source: "test", promises: [], make: { _ in LoggingStrategy(log: direct) })
            let logged = StrategyDescriptor(id: "log", summary: "", source: "test", promises: [], make: { _ in LoggingStrategy(log: wrapped) })
            _ = try ScenarioRunner.run(scenario, strategy: strategy)
            _ = try ScenarioRunner.run(scenario, strategy: logged.counting(into: CampaignHeartbeat()))
            #expect(direct.lines == wrapped.lines, "seed \(seed)")
            kinds.formUnion(direct.lines.map { String($0.prefix { $0 != " " }) })
        }
        // The sample reached the callbacks a wrapper is likeliest to drop.
        #expect(kinds.isSuperset(of: ["userDrag", "userDidScroll", "becameFirstResponder", "mainRunLoop", "didRotate",
                                      "willDisplay", "dataArrives", "returnKey", "typeLines", "tapOutsideControl"]), "\(kinds.sorted())")
    }

    @Test func aCountedDescriptorKeepsEveryPropertyButMake() {
        let heartbeat = CampaignHeartbeat()
        let strategies = StrategyCatalog.all + FaultyStrategies.all + ControllerCatalog.all + ControllerCatalog.recipes
        // Among them, adoption lines that draw their app's parameters: a campaign that dropped the slots
        // would run every such controller in its simplest app only, and its tokens would not replay.
        #expect(strategies.contains { $0.appParameterSlots > 0 })
        for strategy in strategies {
            let counted = strategy.counting(into: heartbeat)
            let a = Mirror(reflecting: strategy).children.filter { $0.label != "make" }.map { "\($0.label ?? ""): \($0.value)" }
            let b = Mirror(reflecting: counted).children.filter { $0.label != "make" }.map { "\($0.label ?? ""): \($0.value)" }
            #expect(a == b)
        }
    }

    @Test func theTestHangReallyHangs() async throws {
        // In any build mode: the hang blocks rather than spinning in a loop an optimiser may delete.
        let strategy = try #require(FaultyStrategies.all.first { $0.id == "test-hangs-on-rotate" })
        let returned = Flag()
        Thread {
            var app = strategy.make(.readingList)
            var scene = try? StartScreen(sections: [[RowSpec(height: 44)]]).makeScene()
            if scene != nil { try? app.didRotate(in: &scene!) }
            returned.set()
        }.start()
        try await Task.sleep(for: .milliseconds(500))
        #expect(!returned.value)
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() { lock.lock(); flag = true; lock.unlock() }
        var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    }
}
