import Foundation

/// The file `--observability FILE` names: created (or emptied) before the run, one JSON line appended
/// per test case (``Campaign/CampaignObservation``).
final class ObservationFile: @unchecked Sendable {
    let path: String
    private let handle: FileHandle
    private let lock = NSLock()
    private(set) var lines = 0

    init(path: String) throws(UsageError) {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--observability needs a file name") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("--observability \(path) is a folder; name a file (Tyche reads .jsonl files)")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data()),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw UsageError("cannot write the observability file \(path)")
        }
        self.path = path
        self.handle = handle
    }

    func append(_ line: Data) {
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: line)
        lines += 1
    }
}
