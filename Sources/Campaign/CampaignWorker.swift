import Foundation
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry
#if canImport(Glibc)
import Glibc
#endif

/// The worker process of a campaign (the campaign program started again with the argument `worker`,
/// by the supervisor, not by people).
///
/// It first says which strategies it can make (a `hello` line), then reads one
/// ``WorkerMessage/Command`` per line on standard input, runs the cell, and writes
/// ``WorkerMessage/Event`` lines on standard output: each finding as soon as it is shrunk, a heartbeat
/// a few times a second, and the cell's result. A strategy that traps or hangs takes only this process
/// down; the supervisor notices and carries on. When the supervisor dies (even by SIGKILL) the worker
/// notices within a heartbeat and exits, rather than running on at full CPU.
public enum CampaignWorker {
    /// Seconds between heartbeats.
    public static let heartbeatInterval = 0.25

    public static func serve(strategies: [StrategyDescriptor], input: FileHandle = .standardInput,
                             output: FileHandle = .standardOutput) {
        let channel = Channel(output)
        let heartbeat = CampaignHeartbeat()
        let counted = strategies.map { $0.counting(into: heartbeat) }
        channel.send(.init(kind: .hello, index: -1, strategies: strategies.map(\.id)))
        let parent = getppid()
        Thread {
            while true {
                usleep(UInt32(heartbeatInterval * 1_000_000))
                // Orphaned: the supervisor is gone, so nobody will read what this worker finds.
                if getppid() != parent { _exit(0) }
                let now = heartbeat.snapshot
                channel.send(.init(kind: .heartbeat, index: now.cell, cases: now.cases, runs: now.runs, callbacks: now.callbacks))
            }
        }.start()
        let decoder = JSONDecoder()
        var buffer = Data()
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { return }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                guard !line.isEmpty else { continue }
                guard let command = try? decoder.decode(WorkerMessage.Command.self, from: line) else {
                    FileHandle.standardError.write(Data("keyfuzz worker: unreadable command line\n".utf8))
                    continue
                }
                run(command, strategies: counted, heartbeat: heartbeat, channel: channel)
            }
        }
    }

    static func run(_ command: WorkerMessage.Command, strategies: [StrategyDescriptor], heartbeat: CampaignHeartbeat,
                    channel: Channel) {
        let index = command.index
        heartbeat.start(cell: index)
        defer { heartbeat.start(cell: -1) }
        // Times measured from the campaign's start: shift this process's clock by the dispatch time.
        let started = ContinuousClock.now - .milliseconds(Int64(command.elapsedAtDispatch * 1000))
        let deadline = command.deadlineSeconds.map { started + .milliseconds(Int64(min($0, 1e12) * 1000)) }
        var events = CellRun.Events()
        // The last count of scenario runs, shrinking included, for the done line (the supervisor prices
        // a strategy's runs by it: ``CampaignTimeLeft``).
        final class Runs: @unchecked Sendable { var count = 0 }
        let runs = Runs()
        events.progress = { cases, count in
            runs.count = count
            heartbeat.progress(cases: cases, runs: count)
        }
        events.finding = { finding in channel.send(.init(kind: .finding, index: index, finding: finding)) }
        events.shrinking = { finding in channel.send(.init(kind: .shrinking, index: index, finding: finding)) }
        if command.isolate {
            events.willRun = { token, cases in channel.send(.init(kind: .caseStart, index: index, cases: cases, token: token)) }
        }
        if command.observe {
            events.observed = { observation in channel.send(.init(kind: .observation, index: index, observation: observation)) }
        }
        let database = command.database.map { FailureDatabase(path: $0) }
        do {
            let result = try command.cell.run(strategies: strategies, database: database, started: started,
                                              deadline: deadline, events: events)
            channel.send(.init(kind: .done, index: index, cases: result.casesRun, runs: runs.count, result: result))
        } catch {
            channel.send(.init(kind: .done, index: index, cases: 0, error: "\(error)"))
        }
    }

    /// Standard output shared by the cell's thread and the heartbeat thread, one whole line at a time.
    final class Channel: @unchecked Sendable {
        let output: FileHandle
        let lock = NSLock()

        init(_ output: FileHandle) { self.output = output }

        func send(_ event: WorkerMessage.Event) {
            let line = WorkerMessage.encodeLine(event)
            lock.lock()
            defer { lock.unlock() }
            // A closed pipe means the supervisor is gone; the heartbeat thread ends the process.
            try? output.write(contentsOf: line)
        }
    }
}
