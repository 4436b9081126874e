import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory of shrunk failures, one file per property, replayed before new cases on the next run.
///
/// Each file is named after the sanitized property name (`[A-Za-z0-9._-]`, others become `_`, plus a
/// hash of the exact name so two names never share a file) with the extension `.kftokens`, and holds
/// one replay token per line. Files are written atomically (a temporary file in the same directory,
/// then a rename), so a crash never leaves half a file. A line that does not decode is reported as a
/// warning and skipped, never a crash.
///
/// Several processes may share one database (parallel test processes, campaign workers, two runs
/// given the same `--db`): every read-modify-write of a file holds an exclusive `flock(2)` on the
/// folder's `.lock` file, so no process's save is lost to another's. Removing many entries is one
/// write, not one per entry.
public struct FailureDatabase: Sendable, Hashable {
    /// The directory holding the files; created on first write.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public init(path: String) {
        self.init(directory: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The file that holds `property`'s failures.
    public func fileURL(for property: String) -> URL {
        let safe = String(property.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" }.prefix(80))
        let hash = String(ReplayToken.fnv1a(Array(property.utf8)), radix: 16)
        return directory.appendingPathComponent("\(safe)-\(hash).kftokens")
    }

    /// The stored failures of `property` (decoded choice sequences), with a warning for each line that
    /// could not be read. A missing file means no failures.
    public func entries(for property: String) -> (entries: [[UInt64]], warnings: [String]) {
        let url = fileURL(for: property)
        guard FileManager.default.fileExists(atPath: url.path) else { return ([], []) }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            return ([], ["failure database file \(url.path) could not be read as UTF-8 text; it was skipped"])
        }
        var entries: [[UInt64]] = []
        var warnings: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            do {
                entries.append(try ReplayToken.decode(trimmed))
            } catch {
                warnings.append("failure database \(url.path), line \(number + 1) skipped: \(error)")
            }
        }
        return (entries, warnings)
    }

    /// Adds `choices` to `property`'s file unless already there.
    public func save(_ choices: [UInt64], for property: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try locked {
            var stored = entries(for: property).entries
            guard !stored.contains(choices) else { return }
            stored.append(choices)
            try write(stored, for: property)
        }
    }

    /// Removes `choices` from `property`'s file; deletes the file when it becomes empty.
    public func remove(_ choices: [UInt64], for property: String) throws {
        try remove([choices], for: property)
    }

    /// Removes every entry of `removed` from `property`'s file in one write; deletes the file when it
    /// becomes empty.
    public func remove(_ removed: [[UInt64]], for property: String) throws {
        guard !removed.isEmpty, FileManager.default.fileExists(atPath: fileURL(for: property).path) else { return }
        let gone = Set(removed)
        try locked {
            let stored = entries(for: property).entries
            let kept = stored.filter { !gone.contains($0) }
            guard kept.count != stored.count else { return }
            try write(kept, for: property)
        }
    }

    /// Runs `body` holding the database's exclusive lock.
    func locked(_ body: () throws -> Void) throws {
        let lockPath = directory.appendingPathComponent(".lock").path
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: lockPath, "errno": errno])
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: lockPath, "errno": errno])
            }
        }
        defer { flock(fd, LOCK_UN) }
        try body()
    }

    func write(_ stored: [[UInt64]], for property: String) throws {
        let url = fileURL(for: property)
        if stored.isEmpty {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = stored.map(ReplayToken.encode).joined(separator: "\n") + "\n"
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try Data(text.utf8).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }
}
