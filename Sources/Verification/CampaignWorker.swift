import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry

/// The worker process of a campaign (`keyfuzz worker`, started by the supervisor, not by people): reads
/// one ``WorkerMessage/Command`` per line on standard input, runs the cell, and writes
/// ``WorkerMessage/Event`` lines on standard output — progress, each finding as soon as it is shrunk,
/// and the cell's result. A strategy that traps or hangs takes only this process down; the supervisor
/// notices and carries on.
public enum CampaignWorker {
    public static func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) {
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
                run(command, output: output)
            }
        }
    }

    static func send(_ event: WorkerMessage.Event, to output: FileHandle) {
        output.write(WorkerMessage.encodeLine(event))
    }

    static func run(_ command: WorkerMessage.Command, output: FileHandle) {
        let strategies = StrategyCatalog.all + (command.includeFaultyStrategies ? FaultyStrategies.all : [])
        let index = command.index
        if command.isolate {
            isolate(command, strategies: strategies, output: output)
            return
        }
        // Times measured from the campaign's start: shift this process's clock by the dispatch time.
        let started = ContinuousClock.now - .milliseconds(Int64(command.elapsedAtDispatch * 1000))
        let deadline = command.timeBudget.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
        var events = CellRun.Events()
        events.progress = { cases in send(.init(kind: .progress, index: index, cases: cases), to: output) }
        events.finding = { finding in send(.init(kind: .finding, index: index, finding: finding), to: output) }
        let database = command.database.map { FailureDatabase(path: $0) }
        do {
            let result = try command.cell.run(strategies: strategies, database: database, started: started, events: events,
                                              shouldStop: { deadline.map { ContinuousClock.now >= $0 } ?? false })
            send(.init(kind: .done, index: index, cases: result.casesRun, result: result), to: output)
        } catch {
            let result = CellRun.Result(casesRun: 0, labels: [:], findings: [], warnings: ["\(error)"])
            send(.init(kind: .done, index: index, cases: 0, result: result), to: output)
        }
    }

    /// Runs the cell's cases one by one, announcing each case's token first, so that when the process
    /// dies the supervisor knows which case killed it.
    static func isolate(_ command: WorkerMessage.Command, strategies: [StrategyDescriptor], output: FileHandle) {
        let cell = command.cell
        guard let strategy = strategies.first(where: { $0.id == cell.strategy }) else {
            send(.init(kind: .done, index: command.index, cases: 0,
                       result: .init(casesRun: 0, labels: [:], findings: [], warnings: ["unknown strategy \(cell.strategy)"])),
                 to: output)
            return
        }
        let generator = ScenarioGen.scenario(maxActions: cell.maxActions)
        var ran = 0
        for i in 0..<cell.cases {
            guard let (scenario, choices) = try? generator.sample(seed: CellRun.mix(cell.seed, UInt64(i) &+ 0x1_0000_0000)) else {
                continue
            }
            send(.init(kind: .caseStart, index: command.index, token: ReplayToken.encode(choices)), to: output)
            _ = try? ScenarioRunner.run(scenario, strategy: strategy, invariants: [])
            ran += 1
        }
        send(.init(kind: .done, index: command.index, cases: ran,
                   result: .init(casesRun: ran, labels: [:], findings: [], warnings: [])), to: output)
    }
}
