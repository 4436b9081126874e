import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Runs a campaign's cells in worker processes (`keyfuzz worker`) and supervises them.
///
/// Each worker runs one cell at a time and streams progress and findings back. A worker that dies
/// (a strategy trapped the process) or goes silent for ``hangTimeout`` seconds (a strategy never
/// returned; the worker is killed) has its cell run again in *isolate* mode, case by case with each
/// case announced first, so the crash or hang is reported with the token of the case that caused it;
/// the campaign goes on with the other cells. ``interrupt()`` (SIGINT/SIGTERM) stops dispatching, kills
/// the workers and returns what was found so far.
public final class CampaignSupervisor: @unchecked Sendable {
    public let plan: CampaignPlan
    let executable: URL
    /// Seconds without any message from a busy worker before it is declared hung.
    public var hangTimeout: Double = 20
    public var includeFaultyStrategies = false
    /// Called about five times a second with the progress so far.
    public var onProgress: (CampaignProgress) -> Void = { _ in }

    private let inbox = Inbox()
    private let lock = NSLock()
    private var interrupted = false

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

    /// Runs every cell of this shard and returns the cells' states and why the run stopped.
    public func run() -> (states: [Int: CellState], stopReason: CampaignReport.StopReason, elapsed: Double) {
        let started = ContinuousClock.now
        let cells = plan.cells
        var queue: [WorkerMessage.Command] = cells.indices.filter(plan.runsCell).map { index in
            command(index: index, cell: cells[index], isolate: false, started: started)
        }
        var states: [Int: CellState] = [:]
        for command in queue { states[command.index] = CellState() }
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

        func dispatch(_ worker: WorkerProcess) {
            guard !queue.isEmpty, !isInterrupted else { return }
            worker.send(queue.removeFirst())
        }

        let jobs = max(1, min(plan.jobs, queue.count))
        for _ in 0..<jobs { if let worker = spawn() { dispatch(worker) } }
        if workers.isEmpty && !queue.isEmpty {
            // No worker could start: run nothing, say why.
            states[queue[0].index]?.warnings += warnings
        }

        var lastProgress = ContinuousClock.now
        while !isInterrupted {
            let busy = workers.values.filter { $0.current != nil }
            if busy.isEmpty && queue.isEmpty { break }
            if busy.isEmpty && workers.isEmpty { break }
            for message in inbox.wait(timeout: 0.2) {
                switch message {
                case .wake:
                    break
                case let .event(id, event):
                    guard let worker = workers[id] else { continue }
                    worker.lastHeard = .now
                    handle(event, from: worker, states: &states, cells: cells)
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
                    if !queue.isEmpty && !isInterrupted, let replacement = spawn() { dispatch(replacement) }
                }
            }
            for worker in workers.values where worker.current != nil && !worker.killedForHang {
                if ContinuousClock.now - worker.lastHeard > .milliseconds(Int64(hangTimeout * 1000)) {
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
        onProgress(progress(states: states, started: started))
        if !warnings.isEmpty, let first = states.keys.min() { states[first]?.warnings += warnings }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let reason: CampaignReport.StopReason = stoppedByInterrupt ? .interrupted
            : (plan.durationSeconds != nil && states.values.contains { $0.stoppedEarly }) ? .duration : .completed
        return (states, reason, seconds)
    }

    func command(index: Int, cell: CellRun, isolate: Bool, started: ContinuousClock.Instant) -> WorkerMessage.Command {
        let elapsed = ContinuousClock.now - started
        return WorkerMessage.Command(
            index: index, cell: cell, isolate: isolate, timeBudget: plan.secondsPerCell,
            database: plan.database?.directory.path,
            elapsedAtDispatch: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            includeFaultyStrategies: includeFaultyStrategies)
    }

    func handle(_ event: WorkerMessage.Event, from worker: WorkerProcess, states: inout [Int: CellState], cells: [CellRun]) {
        guard var state = states[event.index] else { return }
        switch event.kind {
        case .progress:
            if let runs = event.cases { state.runs = max(state.runs, runs) }
        case .finding:
            if let finding = event.finding, !state.findings.contains(where: { $0.id == finding.id }) {
                state.findings.append(finding)
            }
        case .caseStart:
            worker.lastToken = event.token
        case .done:
            if state.isolating {
                // The crash or hang did not come back case by case.
                let what = state.died ?? "the worker process died"
                state.findings.append(processFinding(cell: cells[event.index], token: nil,
                                                     message: "\(what), but no single case reproduced it", kind: state.diedKind))
                state.isolating = false
            } else if let result = event.result {
                state.cases = result.casesRun
                state.labels = result.labels
                state.warnings += result.warnings
                for finding in result.findings {
                    if let i = state.findings.firstIndex(where: { $0.id == finding.id }) { state.findings[i] = finding }
                    else { state.findings.append(finding) }
                }
                if result.casesRun < cells[event.index].cases && result.findings.isEmpty { state.stoppedEarly = true }
            }
            state.done = true
        }
        states[event.index] = state
    }

    func died(_ worker: WorkerProcess, running command: WorkerMessage.Command, states: inout [Int: CellState], cells: [CellRun],
              queue: inout [WorkerMessage.Command], started: ContinuousClock.Instant) {
        guard var state = states[command.index] else { return }
        let kind: CampaignReport.Finding.Kind = worker.killedForHang ? .hang : .crash
        let what = worker.killedForHang
            ? "the strategy did not return within \(Format.number(hangTimeout)) s; the worker was killed"
            : "the strategy stopped the process (\(worker.exitDescription))" + (worker.stderrTail.map { ": \($0)" } ?? "")
        if isInterrupted {
            states[command.index] = state
            return
        }
        if command.isolate {
            state.findings.append(processFinding(cell: cells[command.index], token: worker.lastToken, message: what, kind: kind))
            state.isolating = false
            state.done = true
        } else {
            state.died = what
            state.diedKind = kind
            state.isolating = true
            queue.insert(self.command(index: command.index, cell: cells[command.index], isolate: true, started: started), at: 0)
        }
        states[command.index] = state
    }

    /// A crash or hang finding, reported under the cell's invariant.
    func processFinding(cell: CellRun, token: String?, message: String, kind: CampaignReport.Finding.Kind) -> CampaignReport.Finding {
        var scenario = "(no single case reproduced it)"
        if let token, let choices = try? ReplayToken.decode(token),
           let value = try? ScenarioGen.scenario(maxActions: cell.maxActions).value(replaying: choices) {
            scenario = value.description
        }
        let promised = plan.strategies.first { $0.id == cell.strategy }?.promises.contains(cell.invariant) ?? false
        return CampaignReport.Finding(
            id: CellRun.findingID(strategy: cell.strategy, invariant: cell.invariant, token: token ?? kind.rawValue),
            strategy: cell.strategy, invariant: cell.invariant.rawValue, promised: promised, kind: kind,
            statement: Invariant.named(cell.invariant).statement, message: message, scenario: scenario, step: nil,
            token: token ?? "", shrinkCount: 0, firstFoundSeconds: 0, timesHit: 1)
    }

    func progress(states: [Int: CellState], started: ContinuousClock.Instant) -> CampaignProgress {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let runs = states.values.reduce(0) { $0 + max($1.runs, $1.cases) }
        let planned = states.count * plan.casesPerCell
        let doneBudget = states.values.reduce(0) { $0 + ($1.done ? plan.casesPerCell : min($1.runs, plan.casesPerCell)) }
        return CampaignProgress(cellsDone: states.values.filter(\.done).count, cells: states.count, runs: runs,
                                elapsedSeconds: seconds, findings: states.values.reduce(0) { $0 + $1.findings.count },
                                brokenPromises: states.values.reduce(0) { $0 + $1.findings.filter(\.promised).count },
                                fractionDone: planned == 0 ? 1 : Double(doneBudget) / Double(planned),
                                durationSeconds: plan.durationSeconds)
    }
}

/// What the supervisor knows about one cell.
public struct CellState: Sendable {
    public var cases = 0
    /// Scenario runs so far, shrinking included (what the progress line counts; it only grows).
    public var runs = 0
    public var labels: [String: Int] = [:]
    public var findings: [CampaignReport.Finding] = []
    public var warnings: [String] = []
    public var done = false
    /// The cell stopped before its case budget because its time ran out.
    public var stoppedEarly = false
    var isolating = false
    var died: String?
    var diedKind: CampaignReport.Finding.Kind = .crash
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
    /// Share of the case budget done, 0…1.
    public var fractionDone: Double
    public var durationSeconds: Double?

    public var runsPerSecond: Double { elapsedSeconds > 0 ? Double(runs) / elapsedSeconds : 0 }

    /// Seconds left, estimated from the share done (or the time budget).
    public var secondsLeft: Double? {
        if let durationSeconds { return max(0, durationSeconds - elapsedSeconds) }
        guard fractionDone > 0.01 else { return nil }
        return max(0, elapsedSeconds / fractionDone - elapsedSeconds)
    }

    /// "cells 12/63 · 34567 scenario runs (1234/s) · 17 findings, 9 broken promises · 0:41 left"; runs
    /// count the cases and the shrinker's tries.
    public var line: String {
        var text = "cells \(cellsDone)/\(cells) · \(runs) scenario runs (\(Int(runsPerSecond))/s) · \(findings) findings, \(brokenPromises) broken promises"
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
    var current: WorkerMessage.Command?
    var lastHeard = ContinuousClock.now
    var lastToken: String?
    var killedForHang = false

    init(id: Int, executable: URL, inbox: Inbox) throws {
        self.id = id
        process.executableURL = executable
        process.arguments = ["worker"]
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
        Thread { [weak self] in
            while true {
                let chunk = errorReading.availableData
                if chunk.isEmpty { break }
                self?.appendError(chunk)
            }
        }.start()
    }

    private func appendError(_ chunk: Data) {
        lock.lock()
        errorText.append(chunk)
        if errorText.count > 4096 { errorText = errorText.suffix(4096) }
        lock.unlock()
    }

    /// The last non-empty line the worker wrote on standard error (a Swift runtime error's text).
    var stderrTail: String? {
        lock.lock()
        defer { lock.unlock() }
        let text = String(decoding: errorText, as: UTF8.self)
        return text.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init)
    }

    func send(_ command: WorkerMessage.Command) {
        current = command
        lastHeard = .now
        lastToken = nil
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
