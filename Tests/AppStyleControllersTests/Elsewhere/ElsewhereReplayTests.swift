import Foundation
import KeyboardStrategies
import PropertyCheck
import Testing
import Verification

/// Reading a broken promise of ``ElsewhereCatalog``: `ELSEWHERE_REPLAY=<id>:<kf1 token>` replays the token's
/// scenario on that controller (a correct one or a twin) and prints `keyfuzz replay`'s step-by-step
/// transcript — the action, the model's state after it, and every invariant's verdict where the screen
/// settled. Without the variable the test is skipped (and says so).
@Suite("Replaying a finding of the controllers written elsewhere")
struct ElsewhereReplayTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ELSEWHERE_REPLAY"] != nil, "set ELSEWHERE_REPLAY=<id>:<token>"))
    func replayPrintsTheTranscript() throws {
        let request = try #require(ProcessInfo.processInfo.environment["ELSEWHERE_REPLAY"])
        let colon = try #require(request.firstIndex(of: ":"), "ELSEWHERE_REPLAY must be <id>:<token>, got '\(request)'")
        let id = String(request[..<colon]), token = String(request[request.index(after: colon)...])
        let descriptor = try #require((ElsewhereCatalog.all + ElsewhereCatalog.twins.map(\.descriptor)).first { $0.id == id })
        let scenario = try descriptor.scenarios().value(replaying: try ReplayToken.decode(token))
        let outcome = try ScenarioRunner.run(scenario, strategy: descriptor, keepTrace: true)
        print(ReplayTranscript.text(outcome, strategy: descriptor))
    }
}
