import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Runs a campaign's cells in worker processes (the campaign program started with `worker`) and
/// supervises them.
///
/// Before anything runs, one worker is asked which strategies it can make; a plan naming a strategy
/// the workers cannot make is refused (``CampaignError/worker(_:)``), never run as zero cases.
///
/// Each worker runs one cell at a time, sends a heartbeat with its progress counters a few times a
/// second, and streams findings back. A worker whose counters stop moving for ``hangTimeout`` seconds
/// (a strategy callback that never returns) is killed: a hang. A worker that dies, or hangs, has its
/// cell run again in *isolate* mode, each scenario announced before it runs, so the crash or hang is
/// reported with the token of the scenario that caused it. When the cell then completes without dying,
/// the death was not the strategy's doing (a worker killed from outside): the isolated run's result
/// stands and a warning says so. No cell starts after the time budget (``CampaignPlan/durationSeconds``)
/// and the workers stop at it; cells cut short are incomplete. ``interrupt()`` (SIGINT/SIGTERM) stops
/// dispatching, kills the workers and returns what was found so far.
public final class CampaignSupervisor: @unchecked Sendable {
    public let plan: CampaignPlan
    let executable: URL
    /// Seconds without progress from a busy worker (no callback returned, no scenario finished, or no
    /// heartbeat at all) before it is declared hung.
    public var hangTimeout: Double = 20
    /// The shortest hang limit that can tell a hang from a worker between two heartbeats: four heartbeat
    /// intervals (a limit under one interval calls every busy worker hung).
    public static let minimumHangTimeout = 4 * CampaignWorker.heartbeatInterval
    /// Called about five times a second with the progress so far.
    public var onProgress: (CampaignProgress) -> Void = { _ in }
    /// Called with every case's observation when set (`--observability`); workers send them only then.
    /// A cell's observations are handed on once its count is final (``ObservationSpool``), so they agree
    /// with the report's cases.
    public var onObservation: ((CampaignObservation) -> Void)?
    private var spool: ObservationSpool?

    private let inbox = Inbox()
    private let lock = NSLock()
    private var interrupted = false
    private var checkedWorkers = false

    public init(plan: CampaignPlan, executable: URL) {
        self.plan = plan
        self.executable = executable
    }

    /// Asks the run to stop soon; safe from any thread (a signal handler's queue).
    public func interrupt() {
        lock.lock()
        interrupted = true
        lock.unlock()
        inbox.post(.wake)
    }

    var isInterrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return interrupted
    }

    /// Starts one worker and asks it which strategies it can make.
    ///
    /// - Throws: ``CampaignError/worker(_:)`` when the worker cannot start, does not answer, or cannot
    ///   make every strategy of the plan (a campaign program other than the one that made the plan).
    public func checkWorkers() throws(CampaignError) {
        let worker: WorkerProcess
        do { worker = try WorkerProcess(id: -1, executable: executable, inbox: inbox) } catch {
            throw .worker("cannot start \(executable.path) as a worker: \(error)")
        }
        defer {
            worker.kill()
            worker.reap()
        }
        let limit = ContinuousClock.now + .seconds(30)
        var known: [String]?
        var exited = false
        while known == nil && !exited && ContinuousClock.now < limit {
            for message in inbox.wait(timeout: 0.2) {
                switch message {
                case let .event(-1, event) where event.kind == .hello: known = event.strategies ?? []
                case .exited(-1): exited = true
                default: break
                }
            }
        }
        guard let known else {
            throw .worker("\(executable.path) did not answer as a keyfuzz worker"
                          + (worker.stderrTail.map { ": \($0)" } ?? "") + "; is it a campaign program (KeyfuzzCommandLine.main)?")
        }
        let missing = plan.strategies.map(\.id).filter { !known.contains($0) }
        guard missing.isEmpty else {
            throw .worker("the campaign's workers (\(executable.path)) cannot make the strateg\(missing.count == 1 ? "y" : "ies") "
                          + "\(missing.joined(separator: ", ")); they know: \(known.joined(separator: ", ")). "
                          + "Run the campaign from the program that was given these strategies")
        }
        checkedWorkers = true
    }

    /// Runs every cell of this shard and returns the cells' states and why the run stopped.
    /// - Throws: what ``checkWorkers()`` throws, when it was not called first.
    public func run() throws(CampaignError) -> (states: [Int: CellState], stopReason: CampaignReport.StopReason, elapsed: Double) {
        if !checkedWorkers { try checkWorkers() }
        let started = ContinuousClock.now
        let deadline = plan.durationSeconds.map { started + .milliseconds(Int64(min($0, 1e12) * 1000)) }
        let cells = plan.cells
        let order = CampaignTimeLeft.dispatchOrder(cells.indices.filter(plan.runsCell)) { cells[$0].strategy }
        var queue: [WorkerMessage.Command] = order.map { index in
            command(index: index, cell: cells[index], isolate: false, started: started)
        }
        var states: [Int: CellState] = [:]
        for command in queue { states[command.index] = CellState(planned: command.cell.cases) }
        if let onObservation { spool = ObservationSpool(sink: onObservation) }
        defer { spool?.finishAll() }
        var workers: [Int: WorkerProcess] = [:]
        var nextWorkerID = 0
        var warnings: [String] = []

        func spawn() -> WorkerProcess? {
            let id = nextWorkerID
            nextWorkerID += 1
            do {
                let worker = try WorkerProcess(id: id, executable: executable, inbox: inbox)
                workers[id] = worker
                return worker
            } catch {
                warnings.append("could not start a worker process: \(error)")
                return nil
            }
        }

        func pastDeadline() -> Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

        func dispatch(_ worker: WorkerProcess) {
            guard !queue.isEmpty, !isInterrupted, !pastDeadline() else { return }
            let command = queue.removeFirst()
            if states[command.index]?.dispatchedAt == nil {
                states[command.index]?.dispatchedAt = CampaignClock.seconds(ContinuousClock.now - started)
            }
            worker.send(command)
        }

        let jobs = max(1, min(plan.jobs, queue.count))
        for _ in 0..<jobs { if let worker = spawn() { dispatch(worker) } }

        var lastProgress = ContinuousClock.now
        var spawnFailures = 0
        while !isInterrupted {
            let busy = workers.values.filter { $0.current != nil }
            if busy.isEmpty && (queue.isEmpty || pastDeadline()) { break }
            if busy.isEmpty && workers.isEmpty {
                // Every worker is gone and none can be started: stop rather than spin.
                spawnFailures += 1
                if spawnFailures > 3 { break }
                if let worker = spawn() { dispatch(worker) }
                continue
            }
            for message in inbox.wait(timeout: 0.2) {
                switch message {
                case .wake:
                    break
                case let .event(id, event):
                    guard let worker = workers[id] else { continue }
                    worker.heard(event)
                    if event.kind == .observation, let observation = event.observation { spool?.append(observation, cell: event.index) }
                    handle(event, from: worker, states: &states, cells: cells, queue: &queue, started: started)
                    if event.kind == .done {
                        worker.current = nil
                        dispatch(worker)
                    }
                case let .exited(id):
                    guard let worker = workers.removeValue(forKey: id) else { continue }
                    worker.reap()
                    if let command = worker.current {
                        died(worker, running: command, states: &states, cells: cells, queue: &queue, started: started)
                    }
                    if !queue.isEmpty && !isInterrupted && !pastDeadline(), let replacement = spawn() { dispatch(replacement) }
                }
            }
            for worker in workers.values where worker.current != nil && !worker.killedForHang {
                if ContinuousClock.now - worker.lastProgress > .milliseconds(Int64(hangTimeout * 1000)) {
                    worker.killedForHang = true
                    worker.kill()
                }
            }
            if ContinuousClock.now - lastProgress > .milliseconds(200) {
                lastProgress = .now
                onProgress(progress(states: states, started: started))
            }
        }
        let stoppedByInterrupt = isInterrupted
        for worker in workers.values {
            if stoppedByInterrupt { worker.kill() } else { worker.finish() }
            worker.reap()
        }
        if stoppedByInterrupt {
            // What the workers said before they were killed: a failure being shrunk must not be lost.
            for message in inbox.wait(timeout: 0.05) {
                guard case let .event(_, event) = message, event.kind == .shrinking || event.kind == .finding else { continue }
                handle(event, from: nil, states: &states, cells: cells, queue: &queue, started: started)
            }
            keepUnfinishedShrinks(&states)
        }
        onProgress(progress(states: states, started: started, finished: true))
        if !warnings.isEmpty, let first = states.keys.min() { states[first]?.warnings += warnings }
        let seconds = CampaignClock.seconds(ContinuousClock.now - started)
        let cutShort = states.values.contains { !$0.done || $0.stoppedEarly }
        let reason: CampaignReport.StopReason = stoppedByInterrupt ? .interrupted
            : (deadline != nil && cutShort) ? .duration : .completed
        return (states, reason, seconds)
    }

    func command(index: Int, cell: CellRun, isolate: Bool, started: ContinuousClock.Instant) -> WorkerMessage.Command {
        WorkerMessage.Command(
            index: index, cell: cell, isolate: isolate, deadlineSeconds: plan.durationSeconds,
            database: plan.database?.directory.path,
            elapsedAtDispatch: CampaignClock.seconds(ContinuousClock.now - started), observe: onObservation != nil)
    }

    /// A cell stopped while a failure was being shrunk reports that failure as far as shrinking got, and
    /// it goes into the failure database: the case failed, and the next run must replay it.
    func keepUnfinishedShrinks(_ states: inout [Int: CellState]) {
        for index in states.keys.sorted() {
            guard var state = states[index], !state.shrinking.isEmpty else { continue }
            let cell = plan.cells[index]
            for key in state.shrinking.keys.sorted() {
                guard let finding = state.shrinking[key], !state.findings.contains(where: { $0.id == finding.id }) else { continue }
                state.findings.append(finding)
                state.warnings.append("the run stopped while a failure was being shrunk; it is reported as far as shrinking got (\(finding.shrinkCount) steps), not the smallest case")
                // Its observability line, as for every finding: the case as far as shrinking got.
                if let spool {
                    var line = CampaignObservation(property: cell.propertyName, status: .failed, statusReason: finding.message,
                                                   representation: finding.scenario, labels: [], seconds: 0,
                                                   howGenerated: CampaignObservation.minimalFailingExample, token: finding.token)
                    if let scenario = scenario(cell: cell, token: finding.token) { line.describe(scenario) }
                    spool.append(line, cell: index)
                }
                if let database = plan.database, let choices = try? ReplayToken.decode(finding.token) {
                    do { try database.save(choices, for: cell.propertyName) } catch {
                        state.unsaved.append("\(finding.token) (\(cell.propertyName)): \(error)")
                    }
                }
            }
            state.shrinking = [:]
            states[index] = state
        }
    }

    func handle(_ event: WorkerMessage.Event, from worker: WorkerProcess?, states: inout [Int: CellState], cells: [CellRun],
                queue: inout [WorkerMessage.Command], started: ContinuousClock.Instant) {
        guard var state = states[event.index] else { return }
        switch event.kind {
        case .hello, .observation:
            return
        case .heartbeat:
            if let cases = event.cases { state.progressCases = max(state.progressCases, cases) }
            if let runs = event.runs { state.runs = max(state.runs, runs) }
        case .shrinking:
            if let finding = event.finding { state.shrinking[finding.signature ?? finding.id] = finding }
        case .finding:
            if let finding = event.finding { state.shrinking[finding.signature ?? finding.id] = nil }
            if let finding = event.finding, !state.findings.contains(where: { $0.id == finding.id }) {
                state.findings.append(finding)
            }
        case .caseStart:
            worker?.lastToken = event.token
            worker?.lastCases = event.cases
        case .done:
            if let error = event.error {
                state.warnings.append("the cell could not run: \(error)")
            } else if let result = event.result {
                if state.isolating, let what = state.died {
                    // Run again case by case, the cell did not die: the death was not the strategy's.
                    state.warnings.append(state.diedOfHang
                        ? "\(what); run again case by case the cell completed, so it is reported as slow, not hung (a scenario slow in the model between callbacks, on a loaded machine)"
                        : "\(what); run again case by case the cell completed, so the death is not charged to the strategy (was the worker killed from outside?)")
                }
                state.cases = result.casesRun
                if let runs = event.runs { state.runs = max(state.runs, runs) }
                state.labels = result.labels
                state.warnings += result.warnings
                state.findings = result.findings
                state.shrinking = [:]
                state.stoppedEarly = result.stoppedEarly
                state.unsaved += result.unsaved
            }
            state.isolating = false
            state.done = true
            state.finishedAt = CampaignClock.seconds(ContinuousClock.now - started)
            spool?.finish(event.index)
        }
        states[event.index] = state
    }

    func died(_ worker: WorkerProcess, running command: WorkerMessage.Command, states: inout [Int: CellState], cells: [CellRun],
              queue: inout [WorkerMessage.Command], started: ContinuousClock.Instant) {
        guard var state = states[command.index], !isInterrupted else { return }
        // A shrink the death cut short is not kept: the death is the finding, and a run again case by
        // case finds the failure again.
        state.shrinking = [:]
        let kind: CampaignReport.Finding.Kind = worker.killedForHang ? .hang : .crash
        let what = worker.killedForHang
            ? "the strategy made no progress for \(Format.number(hangTimeout)) s (no callback returned); the worker was killed"
            : "the strategy stopped the process (\(worker.exitDescription))" + (worker.crashMessage.map { ": \($0)" } ?? "")
        if command.isolate {
            if let token = worker.lastToken {
                let finding = processFinding(cell: cells[command.index], token: token, message: what, kind: kind)
                state.findings.append(finding)
                // The case that took the process down ran: it counts, and is observed as failed.
                state.cases = max(state.cases, state.progressCases, worker.lastCases ?? 0)
                if let spool, spool.count(command.index) < state.cases {
                    var line = CampaignObservation(property: cells[command.index].propertyName, status: .failed,
                                                   statusReason: what, representation: finding.scenario, labels: [],
                                                   seconds: 0, howGenerated: "generated", token: token)
                    if let scenario = scenario(cell: cells[command.index], token: token) { line.describe(scenario) }
                    spool.append(line, cell: command.index)
                }
            } else {
                state.warnings.append("\(what) before any scenario ran; the cell is incomplete")
            }
            state.isolating = false
            state.done = true
            spool?.finish(command.index)
        } else {
            // Run again from its first case: what the dead attempt observed is not counted.
            spool?.discard(command.index)
            state.died = what
            state.diedOfHang = worker.killedForHang
            state.isolating = true
            queue.insert(self.command(index: command.index, cell: cells[command.index], isolate: true, started: started), at: 0)
        }
        states[command.index] = state
    }

    /// A crash or hang finding, with the token of the scenario that was running. It is judged by the
    /// promise every strategy makes, whatever it lists and whatever the cell checks: the app neither
    /// traps nor hangs (``Guarantee/noUIKitException``). So it is always a broken promise; the cells it
    /// hit are named when the report is assembled (``CampaignReport/arrangeFindings()``).
    /// The scenario `token` rebuilds for `cell`'s strategy, or `nil` when it does not rebuild one.
    func scenario(cell: CellRun, token: String) -> Scenario? {
        let descriptor = plan.strategies.first { $0.id == cell.strategy }
        guard let choices = try? ReplayToken.decode(token) else { return nil }
        return try? (descriptor?.scenarios(maxActions: cell.maxActions) ?? ScenarioGen.scenario(maxActions: cell.maxActions))
            .value(replaying: choices)
    }

    func processFinding(cell: CellRun, token: String, message: String, kind: CampaignReport.Finding.Kind) -> CampaignReport.Finding {
        let scenario = self.scenario(cell: cell, token: token)?.description ?? "(the token does not rebuild a scenario)"
        return CampaignReport.Finding(
            id: CellRun.findingID(strategy: cell.strategy, invariant: .noUIKitException, token: token),
            strategy: cell.strategy, invariant: Guarantee.noUIKitException.rawValue, promised: true, kind: kind,
            statement: CampaignReport.Finding.processStatement, message: message, scenario: scenario, step: nil,
            token: token, shrinkCount: 0, firstFoundSeconds: 0, timesHit: 1)
    }

    func progress(states: [Int: CellState], started: ContinuousClock.Instant, finished: Bool = false) -> CampaignProgress {
        let seconds = CampaignClock.seconds(ContinuousClock.now - started)
        let runs = states.values.reduce(0) { $0 + $1.runs }
        let planned = states.values.reduce(0) { $0 + $1.planned }
        let done = states.values.reduce(0) { $0 + ($1.done ? $1.planned : min($1.progressCases, $1.planned)) }
        let timing = plan.cells.indices.compactMap { index in
            states[index].map { state in
                CampaignTimeLeft.Cell(strategy: plan.cells[index].strategy, planned: state.planned,
                                      cases: state.done ? max(state.cases, state.progressCases) : min(state.progressCases, state.planned), runs: state.runs,
                                      busySeconds: state.dispatchedAt.map { (state.finishedAt ?? seconds) - $0 } ?? 0, done: state.done)
            }
        }
        return CampaignProgress(cellsDone: states.values.filter(\.done).count, cells: states.count, runs: runs,
                                elapsedSeconds: seconds, findings: states.values.reduce(0) { $0 + $1.findings.count },
                                brokenPromises: states.values.reduce(0) { $0 + $1.findings.filter { $0.promised && !$0.isConditional }.count },
                                shrinking: finished ? 0 : states.values.reduce(0) { $0 + ($1.done ? 0 : $1.shrinking.count) },
                                fractionDone: finished || planned == 0 ? 1 : Double(done) / Double(planned),
                                durationSeconds: plan.durationSeconds,
                                workLeftSeconds: finished ? 0 : CampaignTimeLeft.seconds(timing, jobs: plan.jobs))
    }
}

/// What the supervisor knows about one cell.
public struct CellState: Sendable {
    /// The cell's case budget.
    public var planned: Int
    /// Cases the cell ran (from its result).
    public var cases = 0
    /// Cases run so far, from the heartbeat.
    public var progressCases = 0
    /// Seconds from the run's start to the cell's first dispatch and to its end (``CampaignTimeLeft``).
    public var dispatchedAt: Double?
    public var finishedAt: Double?
    /// Scenario runs so far, shrinking included (what the progress line counts; it only grows).
    public var runs = 0
    public var labels: [String: Int] = [:]
    public var findings: [CampaignReport.Finding] = []
    /// Failures being shrunk, by signature, as far as shrinking got (a finding of the same signature
    /// replaces one); kept as findings when the run stops first.
    public var shrinking: [String: CampaignReport.Finding] = [:]
    public var warnings: [String] = []
    /// Failures that could not be saved to the failure database.
    public var unsaved: [String] = []
    public var done = false
    /// The cell stopped before its case budget because the time budget ran out.
    public var stoppedEarly = false
    var isolating = false
    var died: String?
    var diedOfHang = false

    public init(planned: Int) { self.planned = planned }
}

/// A snapshot of a running campaign, for the progress line.
public struct CampaignProgress: Sendable {
    public var cellsDone: Int
    public var cells: Int
    /// Scenarios run so far, shrinking included.
    public var runs: Int
    public var elapsedSeconds: Double
    public var findings: Int
    public var brokenPromises: Int
    /// Failures being shrunk now (found, not yet filed as findings).
    public var shrinking: Int = 0
    /// Share of the case budget done, 0…1.
    public var fractionDone: Double
    public var durationSeconds: Double?
    /// The work left priced at each strategy's measured cost (``CampaignTimeLeft``), when any cell has
    /// run a case.
    public var workLeftSeconds: Double? = nil

    public var runsPerSecond: Double { elapsedSeconds > 0 ? Double(runs) / elapsedSeconds : 0 }

    /// Seconds left: the work left at each strategy's measured cost (``workLeftSeconds``), else the
    /// share of the case budget done; never past the time budget; 0 once everything is done.
    public var secondsLeft: Double? {
        if fractionDone >= 1 { return 0 }
        let budgetLeft = durationSeconds.map { max(0, $0 - elapsedSeconds) }
        let estimate: Double
        if let workLeftSeconds {
            estimate = workLeftSeconds
        } else {
            guard fractionDone > 0.01 else { return budgetLeft }
            estimate = max(0, elapsedSeconds / fractionDone - elapsedSeconds)
        }
        return budgetLeft.map { min($0, estimate) } ?? estimate
    }

    /// "cells 12/63 · 34567 scenario runs (1234/s) · 17 findings, 9 broken promises · shrinking 1 failure ·
    /// 0:41 left"; runs count the cases and the shrinker's tries; the shrinking part shows while a failure
    /// found is being made smaller (it becomes a finding when that ends).
    public var line: String {
        var text = "cells \(cellsDone)/\(cells) · \(runs) scenario runs (\(Int(runsPerSecond))/s) · \(findings) findings, \(brokenPromises) broken promises"
        if shrinking > 0 { text += " · shrinking \(shrinking) failure\(shrinking == 1 ? "" : "s")" }
        if let left = secondsLeft {
            let s = Int(left.rounded())
            text += " · \(s / 60):\(String(format: "%02d", s % 60)) left"
        }
        return text
    }
}

/// Messages from worker reader threads to the supervisor's loop.
final class Inbox: @unchecked Sendable {
    enum Message {
        case event(Int, WorkerMessage.Event)
        case exited(Int)
        case wake
    }

    private let condition = NSCondition()
    private var items: [Message] = []

    func post(_ message: Message) {
        condition.lock()
        items.append(message)
        condition.signal()
        condition.unlock()
    }

    /// Waits up to `timeout` seconds for messages and takes them all.
    func wait(timeout: Double) -> [Message] {
        condition.lock()
        defer { condition.unlock() }
        if items.isEmpty { _ = condition.wait(until: Date(timeIntervalSinceNow: timeout)) }
        let taken = items
        items = []
        return taken
    }
}

/// One `keyfuzz worker` child process with threads reading its output.
final class WorkerProcess: @unchecked Sendable {
    let id: Int
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var errorText = Data()
    /// Signalled once standard error reached its end (the worker and whatever it started closed it).
    private let errorsEnded = DispatchSemaphore(value: 0)
    var current: WorkerMessage.Command?
    /// When the worker last showed progress: a new cell, or heartbeat counters that moved.
    var lastProgress = ContinuousClock.now
    var lastCounters: [Int?] = []
    var lastToken: String?
    /// The cases its cell has run should the scenario of ``lastToken`` never return.
    var lastCases: Int?
    var killedForHang = false

    init(id: Int, executable: URL, inbox: Inbox) throws {
        self.id = id
        process.executableURL = executable
        process.arguments = ["worker"]
        var environment = ProcessInfo.processInfo.environment
        // A trapping strategy should end its worker at once; the fatal error's own line is what the
        // finding reports (the backtracer takes seconds and prints pages).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let reading = output.fileHandleForReading
        Thread { [id] in
            let decoder = JSONDecoder()
            var buffer = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer = Data(buffer[buffer.index(after: newline)...])
                    if let event = try? decoder.decode(WorkerMessage.Event.self, from: line) {
                        inbox.post(.event(id, event))
                    }
                }
            }
            inbox.post(.exited(id))
        }.start()
        let errorReading = errors.fileHandleForReading
        let ended = errorsEnded
        Thread { [weak self] in
            while true {
                let chunk = errorReading.availableData
                if chunk.isEmpty { break }
                self?.appendError(chunk)
            }
            ended.signal()
        }.start()
    }

    private func appendError(_ chunk: Data) {
        lock.lock()
        errorText.append(chunk)
        if errorText.count > 4096 { errorText = errorText.suffix(4096) }
        lock.unlock()
    }

    /// The last non-empty line the worker wrote on standard error.
    var stderrTail: String? {
        waitForErrorsToEnd()
        lock.lock()
        defer { lock.unlock() }
        let text = String(decoding: errorText, as: UTF8.self)
        return text.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
    }

    /// What the worker said as it died: the Swift runtime's "Fatal error: …" line (or a precondition or
    /// assertion failure), else the first line of standard error that is not the backtracer's. Its death
    /// is heard on standard output, which can close before standard error has been read to its end: the
    /// rest is waited for (up to two seconds) first.
    var crashMessage: String? {
        waitForErrorsToEnd()
        lock.lock()
        let text = String(decoding: errorText, as: UTF8.self)
        lock.unlock()
        return Self.crashMessage(in: text)
    }

    /// Waits (once, up to two seconds) for standard error to be read to its end after the worker exited.
    private func waitForErrorsToEnd() {
        guard !process.isRunning else { return }
        if errorsEnded.wait(timeout: .now() + 2) == .success { errorsEnded.signal() }
    }

    static func crashMessage(in text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Illegal instruction"]
        if let line = lines.first(where: { line in markers.contains { line.contains($0) } }) { return line }
        let noise = ["💣", "Backtrace", "Thread ", "***", "Crashed", "Press space", "Registers", "Images"]
        return lines.first { line in !noise.contains { line.hasPrefix($0) } && !line.hasPrefix("0x") && !line.first!.isNumber }
    }

    /// Notes an event: any change in the heartbeat's counters, and any other event, is progress.
    func heard(_ event: WorkerMessage.Event) {
        guard event.kind == .heartbeat else {
            lastProgress = .now
            return
        }
        let counters = [event.index, event.cases, event.runs, event.callbacks]
        if counters != lastCounters {
            lastCounters = counters
            lastProgress = .now
        }
    }

    func send(_ command: WorkerMessage.Command) {
        current = command
        lastProgress = .now
        lastToken = nil
        lastCases = nil
        try? input.fileHandleForWriting.write(contentsOf: WorkerMessage.encodeLine(command))
    }

    /// Closes the worker's input: it finishes its cell and exits.
    func finish() {
        try? input.fileHandleForWriting.close()
    }

    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    func reap() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    var exitDescription: String {
        if process.isRunning { return "still running" }
        switch process.terminationReason {
        case .uncaughtSignal:
            let number = process.terminationStatus
            let names: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 9: "SIGKILL", 11: "SIGSEGV", 8: "SIGFPE", 7: "SIGBUS"]
            return "signal \(number)" + (names[number].map { ", \($0)" } ?? "")
        case .exit:
            return "exit status \(process.terminationStatus)"
        @unknown default:
            return "status \(process.terminationStatus)"
        }
    }
}
