import Foundation

/// Holds each cell's observations (``CampaignObservation``) until the cell's count is final, so the
/// observability file and the report tell one story: a cell run again case by case
/// after its worker died drops what the first attempt observed (the report counts the second attempt's
/// cases), and the case that crashed or hung the worker is added as a failed observation, as the report
/// counts it. One spool file per cell in flight, in the system's temporary folder (a nightly cell can
/// observe 100,000 cases: not kept in memory); ``finish(_:)`` hands a cell's lines on in order and
/// removes its file.
final class ObservationSpool {
    private let folder: URL
    private var files: [Int: FileHandle] = [:]
    private var counts: [Int: Int] = [:]
    private let sink: (CampaignObservation) -> Void

    init(sink: @escaping (CampaignObservation) -> Void) {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyfuzz-observations-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.sink = sink
    }

    private func url(_ cell: Int) -> URL { folder.appendingPathComponent("\(cell).jsonl") }

    /// Cases observed for `cell` (its findings' shrunk cases not counted).
    func count(_ cell: Int) -> Int { counts[cell] ?? 0 }

    func append(_ observation: CampaignObservation, cell: Int) {
        if files[cell] == nil {
            _ = FileManager.default.createFile(atPath: url(cell).path, contents: nil)
            files[cell] = FileHandle(forWritingAtPath: url(cell).path)
        }
        guard let handle = files[cell] else {
            sink(observation)  // no spool: written at once rather than lost
            return
        }
        try? handle.write(contentsOf: WorkerMessage.encodeLine(observation))
        // A finding's shrunk case is a line of its own, not a case: the count is the cases'.
        if observation.howGenerated != CampaignObservation.minimalFailingExample { counts[cell, default: 0] += 1 }
    }

    /// Forgets what `cell` observed so far: it runs again from its first case.
    func discard(_ cell: Int) {
        try? files.removeValue(forKey: cell)?.close()
        try? FileManager.default.removeItem(at: url(cell))
        counts[cell] = nil
    }

    /// Hands `cell`'s observations on, in the order they came, and forgets them.
    func finish(_ cell: Int) {
        guard let handle = files.removeValue(forKey: cell) else { return }
        try? handle.close()
        counts[cell] = nil
        defer { try? FileManager.default.removeItem(at: url(cell)) }
        guard let data = FileManager.default.contents(atPath: url(cell).path) else { return }
        let decoder = JSONDecoder()
        for line in data.split(separator: 0x0A) {
            if let observation = try? decoder.decode(CampaignObservation.self, from: Data(line)) { sink(observation) }
        }
    }

    /// Hands on every cell's observations still held, in cell order, and removes the spool folder.
    func finishAll() {
        for cell in files.keys.sorted() { finish(cell) }
        try? FileManager.default.removeItem(at: folder)
    }
}
