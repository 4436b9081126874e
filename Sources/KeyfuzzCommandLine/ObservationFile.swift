import Campaign
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file `--observability FILE` names: one JSON line appended per test case
/// (``Campaign/CampaignObservation``).
///
/// Checked with the other options (``check(path:out:)``) and opened only after the run has claimed its
/// `--out` folder (``open()``), so a run refused for bad usage or a taken folder creates and empties
/// nothing. An existing regular file that holds anything is refused, never overwritten or appended to
/// (a Tyche file mixing two runs would misreport both); an empty one, or a device or pipe, is written.
/// A write that fails (a full disk) is remembered: the run says so after its summary and exits 2,
/// as for a report that cannot be written.
final class ObservationFile: @unchecked Sendable {
    let path: String
    private var handle: FileHandle?
    private let lock = NSLock()
    private(set) var lines = 0
    /// The first write error, with how many lines were written before it.
    private(set) var writeError: String?

    private init(path: String) {
        self.path = path
    }

    /// Checks `path` without creating anything: a file name, not a folder, not a file of the report
    /// that `out` will hold, and not an existing file with contents.
    static func check(path: String, out: URL) throws(UsageError) -> ObservationFile {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--observability needs a file name") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if url.deletingLastPathComponent().path == out.standardizedFileURL.path,
           ([CampaignOutput.markerName] + CampaignOutput.reportFiles).contains(url.lastPathComponent) {
            throw UsageError("--observability \(path) is a file of the report --out \(out.path) holds; name another file")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw UsageError("--observability \(path) is a folder; name a file (Tyche reads .jsonl files)") }
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
                throw UsageError("--observability \(path) already exists and is not empty; keyfuzz does not overwrite or append to it: remove it or name another file")
            }
        }
        return ObservationFile(path: path)
    }

    /// Creates (or opens, for an empty file or a device) the file. Call after the output folder is claimed.
    func open() throws(UsageError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else {
            throw UsageError("cannot write the observability file \(path): \(String(cString: strerror(errno)))")
        }
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    func append(_ line: Data) {
        lock.lock()
        defer { lock.unlock() }
        guard writeError == nil, let handle else { return }
        do {
            try handle.write(contentsOf: line)
            lines += 1
        } catch {
            writeError = "\((error as NSError).localizedDescription) after \(lines) line\(lines == 1 ? "" : "s")"
        }
    }
}
