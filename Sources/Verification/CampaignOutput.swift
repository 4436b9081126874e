import Foundation
import PropertyCheck

/// Where a campaign's report goes, checked before the campaign starts so that bad input fails at once
/// and overwrites nothing.
public enum CampaignOutput {
    /// Makes sure `directory` can receive a report: it is created if missing, must be writable, and
    /// must not already hold a report. Throws a one-line ``CampaignError/cannotWrite(_:)``.
    public static func prepare(_ directory: URL) throws(CampaignError) {
        let fm = FileManager.default
        let path = directory.path
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .cannotWrite("output folder \(path) is a file, not a folder") }
            if fm.fileExists(atPath: directory.appendingPathComponent("report.json").path) {
                throw .cannotWrite("output folder \(path) already holds a report; choose another --out")
            }
        } else {
            do { try fm.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw .cannotWrite("cannot create output folder \(path): \(reason(error))")
            }
        }
        let probe = directory.appendingPathComponent(".keyfuzz-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
        guard fm.createFile(atPath: probe.path, contents: Data()) else {
            throw .cannotWrite("cannot write into output folder \(path)")
        }
        try? fm.removeItem(at: probe)
    }

    /// Checks every file of a failure database: each non-empty line must be a replay token this build
    /// reads. Throws naming the file and line of the first that is not.
    public static func checkDatabase(_ directory: URL) throws(CampaignError) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
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
