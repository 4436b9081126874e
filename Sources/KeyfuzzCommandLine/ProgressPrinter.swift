import Campaign
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Progress on standard error: a refreshing line on a terminal, a line every five seconds otherwise.
final class ProgressPrinter: @unchecked Sendable {
    private let terminal = isatty(2) == 1
    private var lastLine = ContinuousClock.now - .seconds(10)
    private var shown = false

    func show(_ progress: CampaignProgress) {
        if terminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(progress.line)".utf8))
            shown = true
        } else if ContinuousClock.now - lastLine >= .seconds(5) {
            lastLine = .now
            FileHandle.standardError.write(Data("\(progress.line)\n".utf8))
        }
    }

    func finish() {
        if terminal && shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
