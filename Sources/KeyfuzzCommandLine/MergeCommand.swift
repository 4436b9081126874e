import Campaign
import Foundation
import Reports

/// `keyfuzz merge DIR...`: combines shard reports.
enum MergeCommand {
    static func run(_ words: [String], _ context: KeyfuzzCommandLine.Context) throws -> Int32 {
        let args = try Arguments(words, valued: ["out", "compare"], flags: ["help"])
        if args.flags.contains("help") { print(Usage.merge); return 0 }
        guard !args.positional.isEmpty else { throw UsageError("merge needs at least one report folder") }
        if let out = args.options["out"], out.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError("--out needs a folder name")
        }
        var reports: [CampaignReport] = []
        for folder in args.positional {
            reports.append(try CampaignReport.read(from: URL(fileURLWithPath: folder).appendingPathComponent("report.json")))
        }
        let previous = try args.options["compare"].map(ComparisonInput.read)
        var merged = try CampaignReport.merged(reports)
        if let previous { merged.comparison = CampaignComparison.compare(merged, with: previous.report, path: previous.path) }
        let out = URL(fileURLWithPath: args.options["out"] ?? "reports/merged-0x\(String(merged.run.seed, radix: 16))")
        let claim = try CampaignOutput.claim(out)
        defer { claim.release() }
        print(CampaignSummary.text(merged))
        try ReportWriter.write(merged, to: out, traces: FindingTraces.replayAll(merged, strategies: context.strategies))
        claim.complete()
        print("report: \(out.appendingPathComponent("report.md").path)")
        return merged.failed ? 1 : 0
    }
}
