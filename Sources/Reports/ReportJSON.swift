import Campaign
import Foundation

/// `report.json`: the campaign report as JSON, the schema `keyfuzz-report/1` documented field by field in
/// `REPORT-SCHEMA.md` beside this file. Keys are sorted and the text pretty-printed, so two reports of
/// the same seed differ only in their timing fields and diff line by line.
public enum ReportJSON {
    /// The report as UTF-8 JSON with sorted keys, pretty-printed, ending in a newline.
    public static func encode(_ report: CampaignReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(0x0A)
        return data
    }

    /// Reads a report, refusing one of another schema before decoding anything else.
    ///
    /// - Throws: ``ReportReadError/wrongSchema(found:expected:)`` when the `schema` field is missing or
    ///   names another schema; ``ReportReadError/malformed(_:)`` when the JSON does not match the schema.
    public static func decode(_ data: Data) throws(ReportReadError) -> CampaignReport {
        let probe: SchemaProbe
        do {
            probe = try JSONDecoder().decode(SchemaProbe.self, from: data)
        } catch {
            throw .malformed("it is not a JSON object: \(describe(error))")
        }
        guard probe.schema == CampaignReport.currentSchema else {
            throw .wrongSchema(found: probe.schema, expected: CampaignReport.currentSchema)
        }
        do {
            return try JSONDecoder().decode(CampaignReport.self, from: data)
        } catch {
            throw .malformed(describe(error))
        }
    }

    /// Only the schema field, read first so that a report of another version is refused by name
    /// rather than by whichever field happens to differ.
    private struct SchemaProbe: Decodable {
        let schema: String?
    }

    /// A decoding error as a sentence naming the field path.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case let .keyNotFound(key, context):
            return "field \(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(type, context):
            return "field \(path(context.codingPath)) is not a \(type): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "field \(path(context.codingPath)) is null, expected a \(type)"
        case let .dataCorrupted(context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Why a report file could not be read. The description is a sentence for a person.
public enum ReportReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened.
    case unreadable(path: String, reason: String)
    /// The file's `schema` is not the one this build reads (`nil`: there is none).
    case wrongSchema(found: String?, expected: String)
    /// The file has the right schema but a field is missing or of the wrong type.
    case malformed(String)
    /// One of the above, in the file at `path`.
    indirect case inFile(path: String, ReportReadError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read the report \(path): \(reason)"
        case let .wrongSchema(found?, expected):
            return "the report has schema \"\(found)\" but this keyfuzz reads \"\(expected)\"; "
                + "re-run the campaign, or merge it with the keyfuzz version that wrote it"
        case let .wrongSchema(nil, expected):
            return "the file has no \"schema\" field, so it is not a keyfuzz report (expected \"\(expected)\")"
        case let .malformed(detail):
            return "the report does not match its schema: \(detail)"
        case let .inFile(path, error):
            return "\(path): \(error)"
        }
    }
}

extension CampaignReport {
    /// Reads `report.json` at `url` (what `keyfuzz merge` does with each shard's report).
    /// - Throws: ``ReportReadError``, naming the file.
    public static func read(from url: URL) throws(ReportReadError) -> CampaignReport {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: ReportWriteError.reason(error))
        }
        do { return try ReportJSON.decode(data) } catch {
            throw .inFile(path: url.path, error)
        }
    }
}
