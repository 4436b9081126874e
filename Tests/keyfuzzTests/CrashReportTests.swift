import Foundation
import Testing

/// A property whose code under test traps takes the test process down; what it leaves behind must let a
/// person run the same case again (issue: "a user strategy that traps under swift test kills the test
/// process with no seed or token").
@Suite("A property that crashes the process")
struct CrashReportTests {
    static var probe: URL {
        var url = KeyfuzzBinary.url
        url.deleteLastPathComponent()
        return url.appendingPathComponent("CrashProbe")
    }

    func runProbe(_ environment: [String: String]) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
        let process = Process()
        process.executableURL = Self.probe
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.removeValue(forKey: "KEYFUZZ_SEED")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
    }

    @Test func theSeedTheCaseAndTheValueAreLeftOnStandardErrorAndTheSeedReproducesIt() throws {
        let first = try runProbe([:])
        // The process still dies by the signal (SIGILL from Swift's trap), not by a clean exit.
        #expect(first.reason == .uncaughtSignal)
        #expect(first.stderr.contains("Index out of range"))
        #expect(first.stderr.contains("property \"probe traps on values above 40\" took the process down"))
        let seed = try #require(first.stderr.firstMatch(of: /KEYFUZZ_SEED=(0x[0-9a-f]+)/)?.1)
        let died = try #require(first.stderr.firstMatch(of: /It died in case ([0-9]+)/)?.1)
        let value = try #require(first.stderr.firstMatch(of: /Value: ([0-9]+)/)?.1)
        #expect(Int(value)! > 40)
        // The seed it names runs the same cases: the same case dies on the same value.
        let again = try runProbe(["KEYFUZZ_SEED": String(seed)])
        #expect(again.stderr.contains("It died in case \(died) "))
        #expect(again.stderr.contains("Value: \(value)\n"))
    }
}
