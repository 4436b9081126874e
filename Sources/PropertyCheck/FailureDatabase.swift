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
/// then a rename), so a crash never leaves half a file, and a temporary file whose write failed (a full
/// disk) is removed. A line that does not decode is reported as a warning and skipped, never a crash,
/// and never rewritten away: a save keeps such lines as they were, and a file that is not UTF-8 text at
/// all is moved aside (`<file>.unreadable`, the save says where) instead of being overwritten.
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
        let hash = String(FNV1a.hash32(Array(property.utf8)), radix: 16)
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

    /// Adds `choices` to `property`'s file unless already there. Returns a note when the file could not
    /// be read as UTF-8 text and was moved aside to make room (naming where), else `nil`.
    @discardableResult
    public func save(_ choices: [UInt64], for property: String) throws -> String? {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var note: String?
        try locked {
            let url = fileURL(for: property)
            var stored: [[UInt64]] = []
            var undecodable: [String] = []
            switch read(url) {
            case .missing: break
            case .unreadable:
                let aside = try moveAside(url)
                note = "failure database file \(url.path) could not be read as UTF-8 text; it was moved to \(aside.path) and a new file started"
            case let .lines(entries, lines):
                stored = entries
                undecodable = lines
            }
            guard !stored.contains(choices) else { return }
            stored.append(choices)
            try write(stored, keeping: undecodable, for: property)
        }
        return note
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
            // A file that cannot be read is left as it is: nothing in it can be removed.
            guard case .lines(let stored, let undecodable) = read(fileURL(for: property)) else { return }
            let kept = stored.filter { !gone.contains($0) }
            guard kept.count != stored.count else { return }
            try write(kept, keeping: undecodable, for: property)
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

    /// What a file holds: nothing, bytes that are not UTF-8 text, or lines — the tokens that decode and,
    /// verbatim, the lines that do not.
    enum Contents {
        case missing
        case unreadable
        case lines(entries: [[UInt64]], undecodable: [String])
    }

    func read(_ url: URL) -> Contents {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return .unreadable }
        var entries: [[UInt64]] = []
        var undecodable: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if let entry = try? ReplayToken.decode(trimmed) { entries.append(entry) } else { undecodable.append(String(line)) }
        }
        return .lines(entries: entries, undecodable: undecodable)
    }

    /// Renames an unreadable file to `<file>.unreadable` (or `.unreadable-2`, … when taken); returns where.
    func moveAside(_ url: URL) throws -> URL {
        var n = 1
        while true {
            let aside = URL(fileURLWithPath: url.path + (n == 1 ? ".unreadable" : ".unreadable-\(n)"))
            if !FileManager.default.fileExists(atPath: aside.path) {
                if rename(url.path, aside.path) != 0 {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": errno])
                }
                return aside
            }
            n += 1
        }
    }

    func write(_ stored: [[UInt64]], keeping undecodable: [String] = [], for property: String) throws {
        let url = fileURL(for: property)
        if stored.isEmpty && undecodable.isEmpty {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = (undecodable + stored.map(ReplayToken.encode)).joined(separator: "\n") + "\n"
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            // A write cut short (a full disk) leaves a partial temporary file: it is no one's.
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }
}
