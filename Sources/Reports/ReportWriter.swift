import Campaign
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The I/O step: writes the renderers' text into a report folder. Every file is written to a
/// temporary file in the same folder and renamed into place (`rename(2)` replaces atomically), so a
/// reader never sees a half-written report file and an interrupted write leaves the previous file.
public enum ReportWriter {
    /// The files a report folder holds.
    public static let fileNames = ["report.json", "report.md", "report.html", "junit.xml"]

    /// Writes `report.json`, `report.md`, `report.html` and `junit.xml` into `directory`, creating it
    /// (and its parents) when missing.
    ///
    /// - Parameter traces: replayed counterexamples by finding id, for the HTML pictures and the list's
    ///   motion in both the HTML and the Markdown; findings
    ///   without one are rendered as text (``FindingTraces/replayAll(_:)`` builds them).
    /// - Throws: ``ReportWriteError`` naming the path that could not be written.
    public static func write(_ report: CampaignReport, to directory: URL,
                             traces: [String: FindingTrace] = [:]) throws(ReportWriteError) {
        let json: Data
        do { json = try ReportJSON.encode(report) } catch {
            throw ReportWriteError(path: directory.appendingPathComponent("report.json").path,
                                   reason: "cannot encode the report: \(error)")
        }
        let files: [(String, Data)] = [
            ("report.json", json),
            ("report.md", Data(ReportMarkdown.render(report, traces: traces).utf8)),
            ("report.html", Data(ReportHTML.render(report, traces: traces).utf8)),
            ("junit.xml", Data(ReportJUnit.render(report).utf8)),
        ]
        try createDirectory(directory)
        for (name, data) in files {
            try writeAtomically(data, to: directory.appendingPathComponent(name))
        }
    }

    /// Writes the picture report of one counterexample (`keyfuzz explain`) to `file`, creating its
    /// folder when missing.
    public static func writeExplanation(_ trace: FindingTrace, to file: URL) throws(ReportWriteError) {
        try createDirectory(file.deletingLastPathComponent())
        try writeAtomically(Data(ReportHTML.explain(trace).utf8), to: file)
    }

    /// Creates `directory` and its parents when missing.
    /// - Throws: ``ReportWriteError`` when it cannot, or when a file stands in its place.
    public static func createDirectory(_ directory: URL) throws(ReportWriteError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ReportWriteError(path: directory.path, reason: "it exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportWriteError(path: directory.path, reason: "cannot create the folder: \(ReportWriteError.reason(error))")
        }
    }

    /// Writes `data` to a temporary file beside `url` (`.<name>.tmp-<random>`), then renames it to
    /// `url`, replacing any file there. On failure the temporary file is removed and `url` is untouched.
    /// - Throws: ``ReportWriteError`` naming `url`.
    public static func writeAtomically(_ data: Data, to url: URL) throws(ReportWriteError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ReportWriteError(path: url.path, reason: "cannot write: \(ReportWriteError.reason(error))")
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw ReportWriteError(path: url.path, reason: "cannot move the written file into place: \(String(cString: strerror(code)))")
        }
    }
}

/// A report file or folder that could not be written.
public struct ReportWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder.
    public let path: String
    public let reason: String

    public var description: String { "cannot write the report at \(path): \(reason)" }

    /// The most readable sentence an I/O error offers (corelibs' `NSError` descriptions name the
    /// domain and code; the underlying POSIX error says what happened).
    static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
