import Foundation
import KeyboardStrategies
import ScrollGeometry

/// What a campaign worker's heartbeat reports: the cell it runs, its cases and scenario runs so far,
/// and how many strategy callbacks have returned.
///
/// The worker sends these counters a few times a second from a thread of its own. The supervisor calls
/// a worker hung only when the counters stop moving for the hang limit (a callback that never returns),
/// or when the heartbeat itself stops (the process is stopped or wedged) — never because one scenario
/// is slow: a scenario whose callbacks keep returning is making progress, however long it takes.
public final class CampaignHeartbeat: @unchecked Sendable {
    private let lock = NSLock()
    private var cell = -1
    private var cases = 0
    private var runs = 0
    private var callbacks = 0

    public init() {}

    /// A new cell starts.
    func start(cell index: Int) {
        lock.lock()
        cell = index
        cases = 0
        runs = 0
        lock.unlock()
    }

    func progress(cases: Int, runs: Int) {
        lock.lock()
        self.cases = cases
        self.runs = runs
        lock.unlock()
    }

    func callbackReturned() {
        lock.lock()
        callbacks &+= 1
        lock.unlock()
    }

    /// The counters now: the cell (-1 between cells), cases, runs, callbacks.
    var snapshot: (cell: Int, cases: Int, runs: Int, callbacks: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (cell, cases, runs, callbacks)
    }
}

extension StrategyDescriptor {
    /// The same strategy, each callback counted into `heartbeat` when it returns. Every stored
    /// property but `make` is carried over unchanged (a test compares them all by reflection).
    func counting(into heartbeat: CampaignHeartbeat) -> StrategyDescriptor {
        let make = self.make
        var counted = StrategyDescriptor(id: id, summary: summary, source: source, promises: promises, listKinds: listKinds,
                                         controller: controller, tableOnly: tableOnly, promiseScopes: promiseScopes,
                                         focusMargin: focusMargin, needsNavigationBar: needsNavigationBar,
                                         make: { kind in CallbackCounting(base: make(kind), heartbeat: heartbeat) })
        counted.readsScreen = readsScreen
        counted.acceptsContentChanges = acceptsContentChanges
        counted.doors = doors
        counted.adoptionProblem = adoptionProblem
        counted.listKindDeclared = listKindDeclared
        counted.appParameterSlots = appParameterSlots
        counted.doorParameterSlots = doorParameterSlots
        return counted
    }
}

/// A strategy that forwards every ``KeyboardStrategy`` requirement to `base` and counts the callbacks
/// that return. It must forward every requirement of the protocol: one left out would silently run the
/// protocol's default instead of the strategy's own code (a test runs every catalogued strategy both
/// ways and compares the outcomes).
struct CallbackCounting: KeyboardStrategy {
    var base: any KeyboardStrategy
    let heartbeat: CampaignHeartbeat

    mutating func viewDidAppear(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.viewDidAppear(in: &scene)
    }

    mutating func viewWillDisappear(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.viewWillDisappear(in: &scene)
    }

    mutating func viewWillAppear(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.viewWillAppear(in: &scene)
    }

    mutating func viewDidDisappear(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.viewDidDisappear(in: &scene)
    }

    mutating func shouldBeginEditing(row: RowID, in scene: inout Scene) throws -> Bool {
        defer { heartbeat.callbackReturned() }
        return try base.shouldBeginEditing(row: row, in: &scene)
    }

    mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.keyboard(notification, in: &scene)
    }

    mutating func becameFirstResponder(row: RowID, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.becameFirstResponder(row: row, in: &scene)
    }

    mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.didBeginEditing(row: row, in: &scene)
    }

    mutating func didEndEditing(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.didEndEditing(in: &scene)
    }

    mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.perform(update, in: &scene)
    }

    mutating func didRotate(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.didRotate(in: &scene)
    }

    mutating func userDidScroll(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.userDidScroll(in: &scene)
    }

    mutating func userDrag(_ phase: DragPhase, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.userDrag(phase, in: &scene)
    }

    mutating func mainRunLoop(reached time: Double, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.mainRunLoop(reached: time, in: &scene)
    }

    func estimatedHeight(forRow row: RowID) -> Double? { base.estimatedHeight(forRow: row) }

    mutating func willDisplay(row: RowID, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.willDisplay(row: row, in: &scene)
    }

    mutating func willDisplay(rows: [RowID], in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.willDisplay(rows: rows, in: &scene)
    }

    mutating func dataArrives(door: Int, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.dataArrives(door: door, in: &scene)
    }

    mutating func returnKey(in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.returnKey(in: &scene)
    }

    mutating func typeLines(_ lines: Int, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.typeLines(lines, in: &scene)
    }

    mutating func tapOutsideControl(_ index: Int, in scene: inout Scene) throws {
        defer { heartbeat.callbackReturned() }
        try base.tapOutsideControl(index, in: &scene)
    }
}
