import Campaign
import Foundation
import Testing

/// Issue 28 item 6: the observability file a tool (Tyche) reads — every finding's shrunk case a failed
/// line with its token and message, crashes as failed lines, the scenario's drawn values as
/// `arguments` and its sizes as numeric `features`.
@Suite("keyfuzz observability for Tyche", .promptResumption)
struct ObservabilityTests {
    static func lines(_ file: URL) throws -> [[String: Any]] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    static func token(_ line: [String: Any]) -> String? { (line["metadata"] as? [String: Any])?["replay_token"] as? String }

    @Test func everyFindingIsAFailedLineWhoseTokenReplaysIt() async throws {
        let dir = KeyfuzzBinary.scratch("tyche")
        let file = dir.appendingPathComponent("obs.jsonl"), out = dir.appendingPathComponent("o")
        let result = try await KeyfuzzBinary.run(["run", "--seed", "3", "--cases", "15", "--max-actions", "10", "--jobs", "2", "--no-db",
                                            "--strategies", "test-ignores-keyboard,test-traps-on-rotate,reference",
                                            "--invariants", "reachability,offsetBounds,anchorStability",
                                            "--observability", file.path, "--out", out.path],
                                           environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
        #expect(result.status == 1, "\(result.stderr)")
        let report = try CampaignReport.read(from: out.appendingPathComponent("report.json"))
        let lines = try Self.lines(file)
        let failed = lines.filter { $0["status"] as? String == "failed" }
        let shrunk = failed.filter { $0["how_generated"] as? String == CampaignObservation.minimalFailingExample }
        #expect(report.findings.contains { $0.kind == .crash }, "the test needs a crash")
        #expect(report.findings.contains { $0.kind == .violation }, "the test needs a violation")

        // Every finding, and every other shrunk scenario of its cause, is a failed line carrying its token.
        for finding in report.findings {
            let tokens = [finding.token] + (finding.examples ?? [])
            for token in tokens {
                let pool = finding.kind == .violation ? shrunk : failed
                let line = pool.first { Self.token($0) == token && ($0["property"] as? String ?? "").hasPrefix(finding.strategy + "/") }
                #expect(line != nil, "\(finding.id): no failed line with \(token)")
                if finding.kind == .violation, token == finding.token {
                    #expect(line?["status_reason"] as? String == finding.message)
                }
            }
        }
        #expect(Set(shrunk.compactMap(Self.token)) == Set(report.findings.filter { $0.kind == .violation }
            .flatMap { [$0.token] + ($0.examples ?? []) }), "no shrunk line without its finding")

        // The drawn values as arguments, the sizes as numbers, on every line that has a scenario.
        for line in lines where !(line["representation"] as? String ?? "").isEmpty {
            let arguments = try #require(line["arguments"] as? [String: Any])
            #expect(Set(arguments.keys) == ["device", "list", "controller", "keyboard", "acts"], "\(arguments)")
            #expect(["docked", "undocked", "floating", "another app's", "none"].contains(arguments["keyboard"] as? String ?? "?"))
            #expect(arguments["acts"] is [String])
            let features = try #require(line["features"] as? [String: Any])
            for name in ["rows", "keyboard height", "actions"] {
                #expect(features[name] is NSNumber && !(features[name] is String), "\(name) in \(features)")
            }
            #expect((features["actions"] as? NSNumber)?.intValue == (arguments["acts"] as? [String])?.count)
        }

        // Replaying the shrunk lines' tokens breaks the line's invariant again, with the line's message.
        for line in shrunk {
            let property = (line["property"] as? String ?? "").split(separator: "/").map(String.init)
            let token = try #require(Self.token(line))
            let replay = try await KeyfuzzBinary.run(["replay", token, "--strategy", property[0], "--max-actions", "10"],
                                               environment: ["KEYFUZZ_TEST_STRATEGIES": "1"])
            #expect(replay.status == 0 || replay.status == 1, "\(replay.stderr)")
            #expect(replay.stdout.contains(line["status_reason"] as? String ?? "?"), "\(token): \(replay.stdout)")
        }
    }
}
