import Foundation

/// The lines a campaign supervisor and its worker processes exchange: one JSON object per line on
/// the worker's standard input (commands) and standard output (events).
public enum WorkerMessage {
    /// Supervisor → worker: run one cell.
    public struct Command: Codable, Sendable {
        /// The cell's number in the plan.
        public var index: Int
        public var cell: CellRun
        /// Announce each case's token before running it, so a crash or hang can be pinned to a case
        /// (used after a worker died on this cell).
        public var isolate: Bool
        /// Seconds the cell may run, or `nil`.
        public var timeBudget: Double?
        /// Failure database directory, or `nil`.
        public var database: String?
        /// Seconds since the campaign started, when the command was sent (for `firstFoundSeconds`).
        public var elapsedAtDispatch: Double
        /// Include the test-only strategies that trap or hang.
        public var includeFaultyStrategies: Bool
    }

    /// Worker → supervisor.
    public struct Event: Codable, Sendable {
        public enum Kind: String, Codable, Sendable { case progress, finding, caseStart, done }
        public var kind: Kind
        public var index: Int
        public var cases: Int?
        public var finding: CampaignReport.Finding?
        public var token: String?
        public var result: CellRun.Result?

        public init(kind: Kind, index: Int, cases: Int? = nil, finding: CampaignReport.Finding? = nil,
                    token: String? = nil, result: CellRun.Result? = nil) {
            self.kind = kind
            self.index = index
            self.cases = cases
            self.finding = finding
            self.token = token
            self.result = result
        }
    }

    static func encodeLine<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = (try? encoder.encode(value)) ?? Data()
        data.append(0x0A)
        return data
    }
}
