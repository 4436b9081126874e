import Campaign
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Progress on standard error: a refreshing line on a terminal; otherwise (a log, a pipe) a line every
/// five seconds, and at once when a failure is found or its shrinking ends (the findings or the
/// failures being shrunk change), so a log shows when each happened.
final class ProgressPrinter: @unchecked Sendable {
    private let terminal = isatty(2) == 1
    private var lastLine = ContinuousClock.now - .seconds(10)
    private var lastCounts: (findings: Int, shrinking: Int) = (0, 0)
    private var shown = false

    func show(_ progress: CampaignProgress) {
        if terminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.line)".utf8))
            shown = true
            return
        }
        let counts = (findings: progress.findings, shrinking: progress.shrinking)
        guard ContinuousClock.now - lastLine >= .seconds(5) || counts != lastCounts else { return }
        lastLine = .now
        lastCounts = counts
        FileHandle.standardError.write(Data("\(progress.line)\n".utf8))
    }

    func finish() {
        if terminal && shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
