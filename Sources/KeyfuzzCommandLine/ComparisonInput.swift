import Campaign
import Foundation

/// The previous report `--compare PATH` names (`run` and `merge`): a `report.json`, or a report folder
/// holding one. Read before the run starts, so a missing or unreadable one is refused (exit 2) before
/// any work.
struct ComparisonInput {
    let path: String
    let report: CampaignReport

    static func read(_ path: String) throws -> ComparisonInput {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--compare needs a report.json or a report folder") }
        var url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent("report.json")
        }
        return ComparisonInput(path: path, report: try CampaignReport.read(from: url))
    }
}
