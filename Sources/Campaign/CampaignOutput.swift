import Foundation
import PropertyCheck
#if canImport(Glibc)
import Glibc
#endif

/// Where a campaign's report goes, checked and claimed before the campaign starts so that bad input
/// fails at once and nothing is overwritten.
///
/// A run claims its output folder with a marker file (``markerName``, holding its process id) created
/// exclusively, so two runs given the same `--out` never write into one folder: the second is refused.
/// The marker is removed once every report file is written; a marker left behind means a run was
/// killed while writing, and the next run into the folder removes that unfinished report and says so.
public enum CampaignOutput {
    /// The marker of a run writing into a folder.
    public static let markerName = ".keyfuzz-run-in-progress"

    /// A folder claimed for one run's report.
    public final class Claim: @unchecked Sendable {
        public let directory: URL
        /// What was removed because a killed run left it, or `nil`.
        public let removedLeftovers: String?
        private var completed = false

        init(directory: URL, removedLeftovers: String?) {
            self.directory = directory
            self.removedLeftovers = removedLeftovers
        }

        var marker: URL { directory.appendingPathComponent(CampaignOutput.markerName) }

        /// Every report file is written: the folder now holds a complete report.
        public func complete() {
            completed = true
            try? FileManager.default.removeItem(at: marker)
        }

        /// Gives the folder up; when no report was completed, the files written so far are removed.
        public func release() {
            guard !completed else { return }
            for name in CampaignOutput.reportFiles + CampaignOutput.temporaryReportFiles(in: directory) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            try? FileManager.default.removeItem(at: marker)
        }
    }

    /// The files of a report folder.
    public static let reportFiles = ["report.json", "report.md", "report.html", "junit.xml"]

    /// Makes `directory` ready for one run's report and claims it: created if missing; refused when it
    /// is a file, cannot be written, holds any report file of a finished run, or is being written by
    /// another run that is still alive.
    ///
    /// - Throws: a one-line ``CampaignError/cannotWrite(_:)``.
    public static func claim(_ directory: URL) throws(CampaignError) -> Claim {
        let fm = FileManager.default
        let path = directory.path
        var isDirectory: ObjCBool = false
        var leftovers: String?
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .cannotWrite("output folder \(path) is a file, not a folder") }
            let marker = directory.appendingPathComponent(markerName)
            let present = reportFiles.filter { fm.fileExists(atPath: directory.appendingPathComponent($0).path) }
            if let text = fm.contents(atPath: marker.path).map({ String(decoding: $0, as: UTF8.self) }) {
                if let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0, kill(pid, 0) == 0 || errno == EPERM {
                    throw .cannotWrite("output folder \(path) is being written by another keyfuzz run (process \(pid)); choose another --out")
                }
                // The killed run's report files, and the temporary files its report writer had open.
                let partial = temporaryReportFiles(in: directory)
                for name in present + partial { try? fm.removeItem(at: directory.appendingPathComponent(name)) }
                try? fm.removeItem(at: marker)
                let removed = present + partial
                leftovers = removed.isEmpty ? "an empty claim" : removed.joined(separator: ", ")
            } else if let first = present.first {
                throw .cannotWrite("output folder \(path) already holds a report (\(first)); choose another --out")
            }
        } else {
            do { try fm.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw .cannotWrite("cannot create output folder \(path): \(reason(error))")
            }
        }
        let marker = directory.appendingPathComponent(markerName)
        let fd = open(marker.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            if errno == EEXIST {
                throw .cannotWrite("output folder \(path) is being written by another keyfuzz run; choose another --out")
            }
            throw .cannotWrite("cannot write into output folder \(path): \(String(cString: strerror(errno)))")
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return Claim(directory: directory, removedLeftovers: leftovers)
    }

    /// The names of the report writer's temporary files in `directory` (`.<report file>.tmp-<random>`,
    /// ``Reports/ReportWriter``): left behind only by a run killed while writing its report.
    public static func temporaryReportFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in reportFiles.contains { name.hasPrefix(".\($0).tmp-") } }.sorted()
    }

    /// Checks a failure database folder before a run: it must be a folder (or not exist yet), and each
    /// non-empty line of its token files (`*.kftokens`) must be a replay token this build reads. Other
    /// files (a README) are left alone. Throws naming the file and line of the first bad token.
    public static func checkDatabase(_ directory: URL) throws(CampaignError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .invalidOption("failure database \(directory.path) is a file, not a folder; name a folder or pass --no-db")
        }
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else {
            throw .invalidOption("failure database folder \(directory.path) cannot be read; pass another --db or --no-db")
        }
        for name in names.sorted() where !name.hasPrefix(".") && name.hasSuffix(".kftokens") {
            let file = directory.appendingPathComponent(name)
            guard let data = fm.contents(atPath: file.path) else {
                throw .invalidOption("failure database file \(file.path) cannot be read; remove it or pass --no-db")
            }
            let text = String(decoding: data, as: UTF8.self)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let token = line.trimmingCharacters(in: .whitespaces)
                if token.isEmpty { continue }
                do { _ = try ReplayToken.decode(token) } catch {
                    throw .invalidOption("failure database file \(file.path) line \(n + 1) is corrupt (\(error)); remove it or pass --no-db")
                }
            }
        }
    }

    static func reason(_ error: Error) -> String {
        (error as NSError).localizedDescription
    }
}
