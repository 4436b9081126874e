import Dispatch
import Foundation
import KeyboardStrategies
import PropertyCheck
import Verification
#if canImport(Glibc)
import Glibc
#endif

/// `keyfuzz run` (the default command): plan, supervise, report.
enum RunCommand {
    /// Every strategy keyfuzz knows; the test-only faulty ones when `KEYFUZZ_TEST_STRATEGIES=1`.
    static func strategies() -> [StrategyDescriptor] {
        let testing = ProcessInfo.processInfo.environment["KEYFUZZ_TEST_STRATEGIES"] == "1"
        return StrategyCatalog.all + (testing ? FaultyStrategies.all : [])
    }

    /// Case counts and time budgets per profile.
    static let profiles: [String: (cases: Int, duration: Double?)] = [
        "default": (300, 60), "dev": (100, nil), "ci": (1000, nil), "nightly": (100_000, 8 * 3600),
    ]

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, valued: ["cases", "duration", "seed", "strategies", "invariants", "profile", "jobs",
                                                 "shard", "out", "db", "max-actions", "hang-timeout"],
                                 flags: ["help", "no-db"])
        if args.flags.contains("help") { print(Usage.run); return 0 }
        guard args.positional.isEmpty else { throw UsageError("run takes no positional arguments, got '\(args.positional[0])'") }

        let profileName = args.options["profile"] ?? "default"
        guard let profile = profiles[profileName] else {
            throw UsageError("unknown profile '\(profileName)'; profiles: default, dev, ci, nightly")
        }
        let cases = try args.int("cases", in: 1...100_000_000) ?? profile.cases
        let duration = try args.options["duration"].map(parseDuration) ?? (args.options["cases"] == nil ? profile.duration : nil)
        let seed: UInt64
        if let text = args.options["seed"] {
            guard let parsed = CheckEnvironment.parseSeed(text) else {
                throw UsageError("--seed must be a decimal number or 0x followed by hex digits, got '\(text)'")
            }
            seed = parsed
        } else {
            var system = SystemRandomNumberGenerator()
            seed = system.next()
        }
        let known = strategies()
        var chosen = known
        if let list = args.options["strategies"] {
            chosen = try list.split(separator: ",").map { id throws(CampaignError) in
                let id = id.trimmingCharacters(in: .whitespaces)
                guard let s = known.first(where: { $0.id == id }) else { throw .unknownStrategy(id, known: known.map(\.id)) }
                return s
            }
        }
        var invariants = Guarantee.allCases
        if let list = args.options["invariants"] {
            invariants = try list.split(separator: ",").map { id throws(CampaignError) in
                let id = id.trimmingCharacters(in: .whitespaces)
                guard let g = Guarantee(rawValue: id) ?? Invariant.all.first(where: { $0.name == id })?.id else {
                    throw .unknownInvariant(id, known: Guarantee.allCases.map(\.rawValue))
                }
                return g
            }
        }
        let jobs = try args.int("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let maxActions = try args.int("max-actions", in: 0...500) ?? 30
        let shard = try args.options["shard"].map(parseShard) ?? CampaignReport.Shard(index: 1, count: 1)
        var hangTimeout = 20.0
        if let text = args.options["hang-timeout"] {
            guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("--hang-timeout must be a positive number of seconds, got '\(text)'") }
            hangTimeout = value
        }
        let out = URL(fileURLWithPath: args.options["out"] ?? defaultOut(seed: seed, shard: shard))
        var database: FailureDatabase?
        if !args.flags.contains("no-db") {
            let path = args.options["db"] ?? "reports/keyfuzz-db"
            try CampaignOutput.checkDatabase(URL(fileURLWithPath: path))
            database = FailureDatabase(path: path)
        } else if args.options["db"] != nil {
            throw UsageError("--db and --no-db contradict each other")
        }
        try CampaignOutput.prepare(out)

        let plan = CampaignPlan(seed: seed, casesPerCell: cases, durationSeconds: duration, maxActions: maxActions,
                                profile: profileName, strategies: chosen, invariants: invariants, shard: shard, jobs: jobs,
                                database: database)
        let cellCount = plan.cells.indices.filter(plan.runsCell).count
        print("keyfuzz: seed \(hex(seed)) · \(chosen.count) strategies × \(invariants.count) invariants · \(cellCount) cells of \(cases) cases"
            + (duration.map { " · budget \(Int($0)) s" } ?? "") + " · \(jobs) workers · shard \(shard) → \(out.path)")

        let supervisor = CampaignSupervisor(plan: plan, executable: selfExecutable())
        supervisor.hangTimeout = hangTimeout
        supervisor.includeFaultyStrategies = chosen.contains { s in FaultyStrategies.all.contains { $0.id == s.id } }
        let progress = ProgressPrinter()
        supervisor.onProgress = { progress.show($0) }
        let signals = SignalWatch { supervisor.interrupt() }

        let startedAt = Date()
        let (states, stopReason, elapsed) = supervisor.run()
        progress.finish()
        let report = CampaignAssembly.report(plan: plan, states: states, stopReason: stopReason, tool: Usage.version,
                                             startedAt: startedAt, elapsedSeconds: elapsed)
        try ReportWriter.write(report, to: out, traces: FindingTraces.replayAll(report))
        print(CampaignSummary.text(report))
        print("report: \(out.appendingPathComponent("report.md").path) (also report.json, report.html, junit.xml)")
        if let signal = signals.received { return signal == SIGTERM ? 143 : 130 }
        return report.brokePromise ? 1 : 0
    }

    static func parseDuration(_ text: String) throws(UsageError) -> Double {
        let units: [(String, Double)] = [("h", 3600), ("m", 60), ("s", 1)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let value = Double(text.dropLast()), value > 0, value.isFinite { return value * scale }
        }
        if let value = Double(text), value > 0, value.isFinite { return value }
        throw UsageError("--duration must be a positive time such as 90, 90s, 10m or 8h, got '\(text)'")
    }

    static func parseShard(_ text: String) throws(UsageError) -> CampaignReport.Shard {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else {
            throw UsageError("--shard must be K/N with 1 ≤ K ≤ N, got '\(text)'")
        }
        return CampaignReport.Shard(index: k, count: n)
    }

    static func defaultOut(seed: UInt64, shard: CampaignReport.Shard) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let suffix = shard.count > 1 ? "-shard\(shard.index)of\(shard.count)" : ""
        return "reports/run-\(formatter.string(from: Date()))-\(hex(seed))\(suffix)"
    }

    static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

    /// This program's own path, to start workers with.
    static func selfExecutable() -> URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if FileManager.default.isExecutableFile(atPath: proc.path) { return proc }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }
}

/// SIGINT and SIGTERM: remembered, and passed on to the campaign as a request to stop.
final class SignalWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var signalNumber: Int32?
    private var sources: [DispatchSourceSignal] = []

    init(_ onSignal: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.record(number)
                onSignal()
            }
            source.resume()
            sources.append(source)
        }
    }

    private func record(_ number: Int32) {
        lock.lock()
        if signalNumber == nil { signalNumber = number }
        lock.unlock()
    }

    var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return signalNumber
    }
}

/// Progress on standard error: a refreshing line on a terminal, a line every five seconds otherwise.
final class ProgressPrinter: @unchecked Sendable {
    private let terminal = isatty(2) == 1
    private var lastLine = ContinuousClock.now - .seconds(10)
    private var shown = false

    func show(_ progress: CampaignProgress) {
        if terminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.line)".utf8))
            shown = true
        } else if ContinuousClock.now - lastLine >= .seconds(5) {
            lastLine = .now
            FileHandle.standardError.write(Data("\(progress.line)\n".utf8))
        }
    }

    func finish() {
        if terminal && shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
