import ScrollGeometry
import Foundation

/// One test case of a campaign as a line of Hypothesis's observability output ("PBT Observations",
/// `hypothesis-python/docs/reference/schema_observations.json`, the `test_case` object), which Tyche,
/// the property-testing visualiser, reads: `keyfuzz run --observability FILE` writes one per case.
///
/// Mapping: `property` is the cell (`strategy/invariant`), `representation` the scenario as readable
/// steps, `arguments` the scenario's drawn values (device, list, controller, keyboard kind, acts:
/// ``ScenarioArguments``), `features` the generator labels (as Hypothesis records `event()` tags, value
/// `""`) and the scenario's sizes as numbers (rows, keyboard height, actions), `timing` the case's run
/// time under `execute:test`, `how_generated` "generated", "database", or "minimal failing example" for
/// the shrunk case of a finding (as Hypothesis names the failing example it reports), and `metadata`
/// the replay token of a failing case. `coverage` is null: keyfuzz does not measure it.
public struct CampaignObservation: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case passed, failed
        case gaveUp = "gave_up"
    }

    public var property: String
    public var status: Status
    public var statusReason: String
    public var representation: String
    public var labels: [String]
    public var seconds: Double
    public var howGenerated: String
    public var token: String?
    /// The scenario's drawn values (``ScenarioArguments/arguments(_:)``); empty when it could not be
    /// rebuilt.
    public var arguments: [String: ObservedValue] = [:]
    /// Numeric features (``ScenarioArguments/features(_:)``), written beside the labels.
    public var numbers: [String: ObservedValue] = [:]

    /// `how_generated` of a finding's shrunk case: an extra line beside the case that found it, not a
    /// case of its own (the cell's case count does not include it).
    public static let minimalFailingExample = "minimal failing example"

    /// Fills ``arguments`` and ``numbers`` from the scenario that ran.
    public mutating func describe(_ scenario: Scenario) {
        arguments = ScenarioArguments.arguments(scenario)
        numbers = ScenarioArguments.features(scenario)
    }

    /// The observation as one JSON line (with its newline), the campaign's start as `run_start`
    /// (seconds since 1970).
    public func jsonLine(runStart: Double) -> Data {
        let line = Line(type: "test_case", status: status.rawValue, status_reason: statusReason,
                        representation: representation, arguments: arguments, how_generated: howGenerated,
                        features: Dictionary(labels.map { ($0, ObservedValue.text("")) }, uniquingKeysWith: { a, _ in a })
                            .merging(numbers) { _, number in number },
                        timing: ["execute:test": seconds], metadata: token.map { ["replay_token": $0] } ?? [:],
                        property: property, run_start: runStart)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(line)) ?? Data()
        data.append(0x0A)
        return data
    }

    /// The wire shape, field names as the schema spells them; `coverage` is written as `null`.
    struct Line: Encodable {
        let type: String
        let status: String
        let status_reason: String
        let representation: String
        let arguments: [String: ObservedValue]
        let how_generated: String
        let features: [String: ObservedValue]
        let timing: [String: Double]
        let metadata: [String: String]
        let property: String
        let run_start: Double

        enum CodingKeys: String, CodingKey {
            case type, status, status_reason, representation, arguments, how_generated, features, coverage, timing,
                 metadata, property, run_start
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(type, forKey: .type)
            try c.encode(status, forKey: .status)
            try c.encode(status_reason, forKey: .status_reason)
            try c.encode(representation, forKey: .representation)
            try c.encode(arguments, forKey: .arguments)
            try c.encode(how_generated, forKey: .how_generated)
            try c.encode(features, forKey: .features)
            try c.encodeNil(forKey: .coverage)
            try c.encode(timing, forKey: .timing)
            try c.encode(metadata, forKey: .metadata)
            try c.encode(property, forKey: .property)
            try c.encode(run_start, forKey: .run_start)
        }
    }
}
