import Campaign
import Dispatch
import Foundation
import KeyboardStrategies
import PropertyCheck
import Reports
import ScrollGeometry
import Verification
#if canImport(Glibc)
import Glibc
#endif

/// `keyfuzz run` (the default command): plan, check the workers, supervise, report.
enum RunCommand {
    /// A profile: cases per cell, a time budget, and whether the seed is fixed when none is given.
    struct Profile {
        let cases: Int
        let duration: Double?
        let fixedSeed: UInt64?
    }

    /// The profiles. `default` (what `swift run keyfuzz` runs) is case-based and deterministic: seed 1,
    /// no time budget, sized to finish in well under a minute on two cores in a debug build (about 10 s).
    static let profiles: [String: Profile] = [
        "default": Profile(cases: 20, duration: nil, fixedSeed: 1),
        "dev": Profile(cases: 100, duration: nil, fixedSeed: nil),
        "ci": Profile(cases: 1000, duration: nil, fixedSeed: 1),
        "nightly": Profile(cases: 100_000, duration: 8 * 3600, fixedSeed: nil),
    ]

    /// The longest time budget accepted: a year.
    static let maxDuration = 365.0 * 24 * 3600

    static func run(_ words: [String], _ context: KeyfuzzCommandLine.Context) throws -> Int32 {
        let args = try Arguments(words, valued: ["cases", "duration", "seed", "strategies", "invariants", "profile", "jobs",
                                                 "shard", "out", "db", "max-actions", "hang-timeout", "max-signatures",
                                                 "observability", "compare", "conditional-findings"],
                                 flags: ["help", "no-db"])
        if args.flags.contains("help") { print(Usage.run); return 0 }
        // The handlers first: from here a signal is never lost. Before the start line it ends the run
        // with an interrupted report of nothing run (or bad usage, if the options are bad).
        let signals = SignalWatch()
        guard args.positional.isEmpty else { throw UsageError("run takes no positional arguments, got '\(args.positional[0])'") }

        let profileName = args.options["profile"] ?? "default"
        guard let profile = profiles[profileName] else {
            throw UsageError("unknown profile '\(profileName)'; profiles: default, dev, ci, nightly")
        }
        let cases = try args.int("cases", in: 1...100_000_000) ?? profile.cases
        let duration = try args.options["duration"].map(parseDuration) ?? (args.options["cases"] == nil ? profile.duration : nil)
        let seed = try args.options["seed"].map(parseSeed) ?? profile.fixedSeed ?? {
            var system = SystemRandomNumberGenerator()
            return system.next()
        }()
        let chosen = try chooseStrategies(args.options["strategies"], from: context.strategies, defaults: context.defaults)
        let invariants = try chooseInvariants(args.options["invariants"])
        let jobs = try args.int("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let maxActions = try args.int("max-actions", in: 0...500) ?? 30
        let maxSignatures = try args.int("max-signatures", in: 1...1000) ?? CellRun.defaultMaxSignatures
        let shard = try args.options["shard"].map(parseShard) ?? CampaignReport.Shard(index: 1, count: 1)
        let conditionalFindingsFail = try args.options["conditional-findings"].map(parseConditionalPolicy) ?? false
        var hangTimeout = 20.0
        if let text = args.options["hang-timeout"] {
            guard let value = Double(text), value > 0, value <= 86_400 else {
                throw UsageError("--hang-timeout must be a positive number of seconds up to 86400, got '\(text)'")
            }
            let minimum = CampaignSupervisor.minimumHangTimeout
            guard value >= minimum else {
                throw UsageError("--hang-timeout must be at least \(Format.number(minimum)) s (four heartbeats of a worker, \(Format.number(CampaignWorker.heartbeatInterval)) s apart), got '\(text)'")
            }
            hangTimeout = value
        }
        if let out = args.options["out"], out.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--out needs a folder name")
        }
        let out = URL(fileURLWithPath: args.options["out"] ?? defaultOut(seed: seed, shard: shard))
        var database: FailureDatabase?
        if args.flags.contains("no-db") {
            if args.options["db"] != nil { throw UsageError("--db and --no-db contradict each other") }
        } else {
            let path = args.options["db"] ?? "reports/keyfuzz-db"
            guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--db needs a folder name") }
            try CampaignOutput.checkDatabase(URL(fileURLWithPath: path))
            database = FailureDatabase(path: path)
        }
        let previous = try args.options["compare"].map(ComparisonInput.read)
        let observations = try args.options["observability"].map { path throws(UsageError) in try ObservationFile.check(path: path, out: out) }

        var plan = CampaignPlan(seed: seed, casesPerCell: cases, durationSeconds: duration, maxActions: maxActions,
                                profile: profileName, strategies: chosen, invariants: invariants, shard: shard, jobs: jobs,
                                database: database, maxSignatures: maxSignatures)
        plan.conditionalFindingsFail = conditionalFindingsFail
        let supervisor = CampaignSupervisor(plan: plan, executable: selfExecutable())
        supervisor.hangTimeout = hangTimeout
        // Refuses a plan its workers cannot run, before anything is written.
        try supervisor.checkWorkers()
        let claim = try CampaignOutput.claim(out)
        defer { claim.release() }
        // Only now, with every option checked and the folder claimed, is the observability file created.
        try observations?.open()
        if let stale = claim.removedLeftovers {
            FileHandle.standardError.write(Data("keyfuzz: removed the unfinished report of a run that was killed (\(stale))\n".utf8))
        }

        let cellCount = plan.cells.indices.filter(plan.runsCell).count
        print("keyfuzz: seed \(hex(seed)) · \(chosen.count) strategies × \(invariants.count) invariants · \(cellCount) cells of \(cases) cases"
            + (duration.map { " · budget \(Format.seconds($0))" } ?? "") + " · \(jobs) workers · shard \(shard) → \(out.path)")

        let progress = ProgressPrinter()
        supervisor.onProgress = { progress.show($0) }
        if let observations {
            let runStart = Date().timeIntervalSince1970
            supervisor.onObservation = { observations.append($0.jsonLine(runStart: runStart)) }
        }
        signals.onSignal { supervisor.interrupt() }

        let startedAt = Date()
        let (states, stopReason, elapsed) = try supervisor.run()
        progress.finish()
        // The campaign is over: its verdict stands whatever signal arrives while the report is written.
        let signal = stopReason == .interrupted ? signals.received : nil
        var report = CampaignAssembly.report(plan: plan, states: states, stopReason: stopReason, tool: context.version,
                                             startedAt: startedAt, elapsedSeconds: elapsed)
        if let previous { report.comparison = CampaignComparison.compare(report, with: previous.report, path: previous.path) }
        // The summary first: it survives a report that cannot be written (a full disk).
        print(CampaignSummary.text(report))
        let unsaved = states.values.flatMap(\.unsaved)
        if let database, !unsaved.isEmpty {
            FileHandle.standardError.write(Data("keyfuzz: \(unsaved.count) failure\(unsaved.count == 1 ? "" : "s") could not be saved to the failure database \(database.directory.path); the next run will not replay \(unsaved.count == 1 ? "it" : "them"):\n".utf8))
            for line in unsaved { FileHandle.standardError.write(Data("  \(line)\n".utf8)) }
        }
        try ReportWriter.write(report, to: out, traces: FindingTraces.replayAll(report, strategies: context.strategies))
        claim.complete()
        print("report: \(out.appendingPathComponent("report.md").path) (also report.json, report.html, junit.xml)")
        if let observations {
            if let failure = observations.writeError {
                KeyfuzzCommandLine.complain("cannot write the observability file \(observations.path): \(failure); the file is incomplete")
                return 2
            }
            print("observations: \(observations.path) (\(observations.lines) test cases, Hypothesis observability format)")
        }
        return exitStatus(report, signal: signal)
    }

    /// 130 (SIGINT) or 143 (SIGTERM) for an interrupted campaign, else 1 when a promise broke (or,
    /// under `--conditional-findings fail`, broke only under undocumented UIKit behaviour), else 0.
    static func exitStatus(_ report: CampaignReport, signal: Int32?) -> Int32 {
        if report.stopReason == .interrupted, let signal { return signal == SIGTERM ? 143 : 130 }
        return report.failed ? 1 : 0
    }

    /// `--conditional-findings pass|fail`: whether a promise broken only under a non-default
    /// undocumented UIKit option fails the run. `true` for `fail`.
    static func parseConditionalPolicy(_ text: String) throws(UsageError) -> Bool {
        switch text {
        case "fail": return true
        case "pass": return false
        default: throw UsageError("--conditional-findings must be pass or fail, got '\(text)'")
        }
    }

    /// The strategies named in `list` (comma-separated), in that order; all of `known` when `nil`.
    static func chooseStrategies(_ list: String?, from known: [StrategyDescriptor], defaults: [StrategyDescriptor]? = nil) throws
        -> [StrategyDescriptor]
    {
        guard let list else {
            let all = defaults ?? known
            try refuseUnadoptable(all)
            return all
        }
        let ids = try ids(in: list, option: "strategies")
        let chosen = try ids.map { id throws(CampaignError) in
            guard let s = known.first(where: { $0.id == id }) else { throw .unknownStrategy(id, known: known.map(\.id)) }
            return s
        }
        try refuseUnadoptable(chosen)
        return chosen
    }

    /// Refuses a campaign over a strategy whose adoption line cannot run as written
    /// (``StrategyDescriptor/adoptionProblem``), naming what to add; the run stops with exit 2 before
    /// any cell runs, rather than report verdicts on a screen judged as a kind it may not be.
    static func refuseUnadoptable(_ strategies: [StrategyDescriptor]) throws(UsageError) {
        let problems = strategies.compactMap(\.adoptionProblem)
        guard !problems.isEmpty else { return }
        throw UsageError(problems.joined(separator: "\n"))
    }

    /// The invariants named in `list` (ids or names); all when `nil`.
    static func chooseInvariants(_ list: String?) throws -> [Guarantee] {
        guard let list else { return Guarantee.allCases }
        let ids = try ids(in: list, option: "invariants")
        let chosen = try ids.map { id throws(CampaignError) in
            guard let g = Guarantee(rawValue: id) ?? Invariant.all.first(where: { $0.name == id })?.id else {
                throw .unknownInvariant(id, known: Guarantee.allCases.map(\.rawValue))
            }
            return g
        }
        if let repeated = Dictionary(grouping: chosen, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw UsageError("--invariants names \(repeated.rawValue) twice")
        }
        return chosen
    }

    /// The non-empty, distinct ids of a comma-separated list.
    static func ids(in list: String, option: String) throws(UsageError) -> [String] {
        let ids = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !ids.isEmpty, !ids.contains(where: \.isEmpty) else {
            throw UsageError("--\(option) must list at least one id, separated by commas, with none empty; got '\(list)'")
        }
        var seen = Set<String>()
        for id in ids where !seen.insert(id).inserted {
            throw UsageError("--\(option) names '\(id)' twice")
        }
        return ids
    }

    static func parseSeed(_ text: String) throws(UsageError) -> UInt64 {
        if let parsed = CheckEnvironment.parseSeed(text) { return parsed }
        let digits = text.lowercased().hasPrefix("0x") ? text.dropFirst(2) : Substring(text)
        let hex = text.lowercased().hasPrefix("0x")
        if !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }) {
            throw UsageError("--seed must fit in 64 bits (at most 18446744073709551615 or 0xffffffffffffffff), got '\(text)'")
        }
        throw UsageError("--seed must be a decimal number or 0x followed by hex digits, got '\(text)'")
    }

    static func parseDuration(_ text: String) throws(UsageError) -> Double {
        let units: [(String, Double)] = [("h", 3600), ("m", 60), ("s", 1)]
        var seconds: Double?
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let value = Double(text.dropLast()) { seconds = value * scale }
        }
        if seconds == nil, let value = Double(text) { seconds = value }
        guard let seconds, seconds > 0, seconds.isFinite else {
            throw UsageError("--duration must be a positive time such as 90, 90s, 10m or 8h, got '\(text)'")
        }
        guard seconds <= maxDuration else {
            throw UsageError("--duration must be at most a year (8760h), got '\(text)'")
        }
        return seconds
    }

    static func parseShard(_ text: String) throws(UsageError) -> CampaignReport.Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
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

    /// This program's own path, to start workers with: the user's campaign program when it is theirs.
    static func selfExecutable() -> URL {
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if FileManager.default.isExecutableFile(atPath: proc.path) { return proc }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }
}
