import Foundation
import Campaign
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `keyfuzz` binary, the way a person or CI does.
struct KeyfuzzBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// From the launch to the exit, measured on the waiting thread (the awaiting test may resume later).
        let elapsed: Duration
    }

    /// The binary next to the test bundle (`swift test` builds it: the test target depends on it), or
    /// `KEYFUZZ_BINARY` when set.
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["KEYFUZZ_BINARY"] { return URL(fileURLWithPath: path) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("keyfuzz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/keyfuzz")
    }

    /// Starts keyfuzz with `arguments`; the caller waits or signals.
    static func start(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws
        -> (Process, Pipe, Pipe)
    {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // keyfuzz's test switch: its model-level fixtures (fast cases for the machinery's tests) and the
        // strategies that trap, hang or run slowly are runnable by id. A test of the program as a user
        // runs it passes `"KEYFUZZ_TEST_STRATEGIES": "0"`.
        env["KEYFUZZ_TEST_STRATEGIES"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// Runs keyfuzz to completion. The waiting is done on a thread of its own, so a test waiting for
    /// the binary (a hang timeout, a slow strategy) leaves Swift Testing's threads to other tests.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) async throws -> Result {
        let launched = ContinuousClock.now
        let (process, out, err) = try start(arguments, environment: environment, in: directory)
        return await withCheckedContinuation { continuation in
            let waiter = Thread {
                // Read both pipes while the process runs, so a full pipe never blocks it.
                nonisolated(unsafe) var errData = Data()
                let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
                reader.start()
                let outData = out.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                while !reader.isFinished { usleep(1000) }
                continuation.resume(returning: Result(status: process.terminationStatus,
                                                      stdout: String(decoding: outData, as: UTF8.self),
                                                      stderr: String(decoding: errData, as: UTF8.self),
                                                      elapsed: ContinuousClock.now - launched))
            }
            waiter.start()
        }
    }

    /// A fresh empty folder under the system's temporary folder.
    static func scratch(_ name: String) -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyfuzz-tests-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Waits (up to 10 s) until a run started with `--out folder` has claimed the folder: its workers
    /// were checked and the campaign is starting.
    static func waitUntilClaimed(_ folder: URL) {
        let marker = folder.appendingPathComponent(CampaignOutput.markerName)
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: marker.path) { usleep(50_000) }
    }

    /// The committed expected output `name` (Tests/keyfuzzTests/Expected/).
    static func expected(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
