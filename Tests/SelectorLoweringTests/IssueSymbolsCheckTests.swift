import Foundation
import Testing

/// Issue 24, "Done when": no symbol of the issue's list gives a bare "has no member". Runs
/// Tests/IssueSymbols/check.sh, which compiles a file using every symbol of the issue's "What to build"
/// against the UIKit module this package built, and a file of Swift 4.1 UIKit names (Apple's "has been
/// renamed" in Swift 5 mode, compiling in Swift 4 mode). Needs `swiftc` and the debug build's modules
/// (`swift build --build-tests` builds the UIKit module with the tests).
@Suite("Issue 24 symbols")
struct IssueSymbolsCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = root.appendingPathComponent(".build/debug/Modules")
    static var canRun: Bool {
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path)
    }

    @Test(.enabled(if: canRun, "the UIKit module is not built in .build/debug"))
    func everySymbolOfTheIssueCompilesOrSaysItIsNotModelled() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("Tests/IssueSymbols/check.sh").path]
        process.environment = ProcessInfo.processInfo.environment.merging(["MODULES": Self.modules.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(!output.contains("BARE"), "\(output)")
        #expect(output.contains("Swift 4 mode exit 0"), "\(output)")
    }
}
