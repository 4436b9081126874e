import Foundation

/// One test case of a campaign as a line of Hypothesis's observability output ("PBT Observations",
/// `hypothesis-python/docs/reference/schema_observations.json`, the `test_case` object), which Tyche,
/// the property-testing visualiser, reads: `keyfuzz run --observability FILE` writes one per case.
///
/// Mapping: `property` is the cell (`strategy/invariant`), `representation` the scenario as readable
/// steps, `features` the generator labels (as Hypothesis records `event()` tags), `timing` the
/// case's run time under `execute:test`, `how_generated` "generated" or "database", and `metadata`
/// the replay token of a failing case. `arguments` is empty and `coverage` null: keyfuzz measures
/// neither.
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

    /// The observation as one JSON line (with its newline), the campaign's start as `run_start`
    /// (seconds since 1970).
    public func jsonLine(runStart: Double) -> Data {
        let line = Line(type: "test_case", status: status.rawValue, status_reason: statusReason,
                        representation: representation, arguments: [:], how_generated: howGenerated,
                        features: Dictionary(labels.map { ($0, "") }, uniquingKeysWith: { a, _ in a }),
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
        let arguments: [String: String]
        let how_generated: String
        let features: [String: String]
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
