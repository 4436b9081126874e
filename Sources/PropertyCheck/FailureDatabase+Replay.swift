extension FailureDatabase {
    /// What a driver made of one stored failure it replayed.
    public enum ReplayVerdict: Sendable, Hashable {
        /// It fails still: it stays (the driver files it, and may save its shrunk case).
        case fails
        /// It fails still, and the replay stops here (a property's run: its first failure is the run's).
        case failsAndStop
        /// It passes now (or no longer reaches the property): it is removed.
        case passes
    }

    /// Replays the stored failures of `property` in order — the first thing both drivers do, a
    /// property's run and a campaign's cell — each as a case replaying its choices, until `body` stops
    /// the replay or the deadline passes; the entries `body` found passing are removed in one write.
    /// Returns the warnings: lines that could not be read, and a removal that failed.
    public func replayEntries(for property: String, maxChoices: Int, deadline: ContinuousClock.Instant? = nil,
                              _ body: (inout TestCase, _ entry: [UInt64]) -> ReplayVerdict) -> [String] {
        let stored = entries(for: property)
        var warnings = stored.warnings
        var passing: [[UInt64]] = []
        for entry in stored.entries {
            if let deadline, ContinuousClock.now >= deadline { break }
            var testCase = TestCase(replaying: entry, maxChoices: maxChoices)
            let verdict = body(&testCase, entry)
            if verdict == .passes { passing.append(entry) }
            if verdict == .failsAndStop { break }
        }
        guard !passing.isEmpty else { return warnings }
        do { try remove(passing, for: property) } catch {
            warnings.append("could not remove \(passing.count) fixed failure\(passing.count == 1 ? "" : "s") from the database: \(error)")
        }
        return warnings
    }
}
