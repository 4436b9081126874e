import Foundation
import Generators
import KeyboardStrategies
import PropertyCheck
@_spi(Checker) import ScrollGeometry

/// One cell of a campaign: one strategy checked against one invariant over a budget of generated
/// scenarios, collecting every distinct minimal counterexample.
///
/// The engine stops at its first failure and shrinks it; the cell then goes on with a fresh seed
/// derived from the cell's seed for the cases left, so a cell can report several distinct bugs.
/// Findings are deduplicated by their shrunk choice sequence (the token); a bug reached again from
/// another start counts as another hit. The same seed and case count give the same findings.
public struct CellRun: Sendable, Codable, Hashable {
    public var strategy: String
    public var invariant: Guarantee
    public var seed: UInt64
    public var cases: Int
    public var maxActions: Int
    /// The cell stops once it has this many distinct findings: past a few, more rounds mostly reach the
    /// same bug again in another shape, and a report of forty variants of one bug helps nobody.
    public var maxFindings: Int

    public init(strategy: String, invariant: Guarantee, seed: UInt64, cases: Int, maxActions: Int, maxFindings: Int = 3) {
        self.strategy = strategy
        self.invariant = invariant
        self.seed = seed
        self.cases = cases
        self.maxActions = maxActions
        self.maxFindings = maxFindings
    }

    /// The failure-database key of this cell.
    public var propertyName: String { "\(strategy)/\(invariant.rawValue)" }

    /// What a cell run found.
    public struct Result: Sendable, Codable, Equatable {
        public var casesRun: Int
        public var labels: [String: Int]
        public var findings: [CampaignReport.Finding]
        public var warnings: [String]
    }

    /// Reports from a cell while it runs: each finding as soon as it is shrunk, and a heartbeat with the
    /// cases run so far.
    public struct Events {
        public var finding: (CampaignReport.Finding) -> Void = { _ in }
        public var progress: (Int) -> Void = { _ in }
        public init() {}
    }

    /// Runs the cell in this process.
    ///
    /// - Parameters:
    ///   - strategies: where the strategy id is looked up.
    ///   - database: replayed first and written with every new finding; `nil` for none.
    ///   - started: the campaign's start, for `firstFoundSeconds`.
    ///   - shouldStop: polled between cases; true ends the cell early with what it has.
    public func run(strategies: [StrategyDescriptor], database: FailureDatabase?, started: ContinuousClock.Instant,
                    events: Events = Events(), shouldStop: @escaping () -> Bool = { false }) throws(CampaignError) -> Result {
        guard let descriptor = strategies.first(where: { $0.id == strategy }) else {
            throw .unknownStrategy(strategy, known: strategies.map(\.id))
        }
        let invariant = Invariant.named(self.invariant)
        let body = StrategyCheck.body(descriptor, invariants: [invariant], promisedOnly: descriptor.promises.contains(self.invariant))
        let generator = ScenarioGen.scenario(maxActions: maxActions)
        let property = Property(propertyName, generator)
        let promised = descriptor.promises.contains(self.invariant)

        var result = Result(casesRun: 0, labels: [:], findings: [], warnings: [])
        var remaining = cases
        var round: UInt64 = 0
        var lastBeat = ContinuousClock.now
        var casesBefore = 0
        while remaining > 0 && !shouldStop() {
            let limits = Limits(maxCases: remaining, maxShrinks: 5_000, maxTime: nil, maxShrinkTime: .seconds(120))
            let configuration = RunConfiguration(seed: Self.mix(seed, round), limits: limits,
                                                 database: round == 0 ? database : nil)
            var calls = 0
            var realCalls = 0
            let report = property.run(configuration) { scenario in
                calls += 1
                if ContinuousClock.now - lastBeat > .milliseconds(200) {
                    lastBeat = .now
                    events.progress(casesBefore + calls)
                }
                // Once asked to stop, every case passes at once: the engine winds down quickly, and a
                // shrink in progress keeps what it has.
                if shouldStop() { return }
                realCalls += 1
                try body(scenario)
            }
            result.warnings += report.warnings
            for (label, count) in report.statistics.counts { result.labels[label, default: 0] += count }
            var ran = report.casesPassed + (report.failure == nil ? 0 : 1)
            if shouldStop() { ran = Swift.min(ran, realCalls) }
            result.casesRun += ran
            casesBefore = result.casesRun
            remaining -= Swift.max(1, ran)
            round += 1
            guard let failure = report.failure else { break }
            // A scenario the model refuses is a generator bug, not the strategy's: say so, do not blame it.
            if failure.message.contains("the scenario is invalid for the model") {
                result.warnings.append("generator produced an invalid scenario (\(failure.token)): \(failure.message)")
                continue
            }
            if let index = result.findings.firstIndex(where: { $0.token == failure.token }) {
                result.findings[index].timesHit += 1
                continue
            }
            let finding = makeFinding(failure, descriptor: descriptor, invariant: invariant, promised: promised,
                                      started: started)
            if round > 1, let database { try? database.save(failure.minimalChoices, for: propertyName) }
            result.findings.append(finding)
            events.finding(finding)
            if result.findings.count >= maxFindings { break }
        }
        return result
    }

    /// Builds the finding for a shrunk failure by replaying its minimal scenario, so the message and
    /// step come from the runner rather than from text.
    func makeFinding(_ failure: Failure<Scenario>, descriptor: StrategyDescriptor, invariant: Invariant, promised: Bool,
                     started: ContinuousClock.Instant) -> CampaignReport.Finding {
        var message = failure.message
        var step: Int?
        var scenarioText = failure.minimalDescription
        if let outcome = try? ScenarioRunner.run(failure.minimal, strategy: descriptor, invariants: [invariant]),
           let violation = outcome.violations.first {
            message = violation.message
            step = violation.step
            scenarioText = outcome.scenario.description
        }
        let elapsed = ContinuousClock.now - started
        return CampaignReport.Finding(
            id: Self.findingID(strategy: strategy, invariant: self.invariant, token: failure.token),
            strategy: strategy, invariant: self.invariant.rawValue, promised: promised, kind: .violation,
            statement: invariant.statement, message: message, scenario: scenarioText, step: step,
            token: failure.token, shrinkCount: failure.shrinkCount,
            firstFoundSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            timesHit: 1)
    }

    /// A stable id: strategy, invariant and a short hash of the token.
    public static func findingID(strategy: String, invariant: Guarantee, token: String) -> String {
        let hash = fnv1a64(Array(token.utf8))
        return "\(strategy)/\(invariant.rawValue)/\(String(hash & 0xFFFF_FFFF, radix: 16))"
    }

    /// SplitMix64's finaliser over `seed` and `salt`: seeds for cells and rounds that are independent
    /// of each other and of the campaign seed's bit pattern.
    public static func mix(_ seed: UInt64, _ salt: UInt64) -> UInt64 {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &* (salt &+ 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

/// A campaign that cannot run as asked: bad input, not a bug found.
public enum CampaignError: Error, CustomStringConvertible, Equatable {
    case unknownStrategy(String, known: [String])
    case unknownInvariant(String, known: [String])
    case invalidOption(String)
    case cannotWrite(String)
    case worker(String)

    public var description: String {
        switch self {
        case let .unknownStrategy(id, known):
            return "unknown strategy '\(id)'; known: \(known.joined(separator: ", "))"
        case let .unknownInvariant(id, known):
            return "unknown invariant '\(id)'; known: \(known.joined(separator: ", "))"
        case let .invalidOption(text): return text
        case let .cannotWrite(text): return text
        case let .worker(text): return "worker failed: \(text)"
        }
    }
}
