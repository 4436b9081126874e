import Foundation
import Verification

/// `keyfuzz merge DIR...`: combines shard reports.
enum MergeCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, valued: ["out"], flags: ["help"])
        if args.flags.contains("help") { print(Usage.merge); return 0 }
        guard !args.positional.isEmpty else { throw UsageError("merge needs at least one report folder") }
        var reports: [CampaignReport] = []
        for folder in args.positional {
            let file = URL(fileURLWithPath: folder).appendingPathComponent("report.json")
            do { reports.append(try CampaignReport.read(from: file)) } catch {
                throw UsageError("\(error)")
            }
        }
        let merged = try CampaignReport.merged(reports)
        let out = URL(fileURLWithPath: args.options["out"] ?? "reports/merged-0x\(String(merged.run.seed, radix: 16))")
        try CampaignOutput.prepare(out)
        try ReportWriter.write(merged, to: out, traces: FindingTraces.replayAll(merged))
        print(CampaignSummary.text(merged))
        print("report: \(out.appendingPathComponent("report.md").path)")
        return merged.brokePromise ? 1 : 0
    }
}
