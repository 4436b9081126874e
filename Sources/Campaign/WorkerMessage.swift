import Foundation

/// The lines a campaign supervisor and its worker processes exchange: one JSON object per line on
/// the worker's standard input (commands) and standard output (events).
public enum WorkerMessage {
    /// Supervisor → worker: run one cell.
    public struct Command: Codable, Sendable {
        /// The cell's number in the plan.
        public var index: Int
        public var cell: CellRun
        /// Announce each scenario run's token before running it, so a crash or hang can be pinned to a
        /// case (used after a worker died on this cell).
        public var isolate: Bool
        /// The campaign's time budget as seconds since its start, or `nil`.
        public var deadlineSeconds: Double?
        /// Failure database directory, or `nil`.
        public var database: String?
        /// Seconds since the campaign started, when the command was sent (for `firstFoundSeconds`).
        public var elapsedAtDispatch: Double
        /// Send one ``CampaignObservation`` per case (`--observability`).
        public var observe: Bool
    }

    /// Worker → supervisor.
    public struct Event: Codable, Sendable {
        public enum Kind: String, Codable, Sendable {
            /// First line of every worker: the strategy ids it can make.
            case hello
            /// A few times a second: the progress counters (``CampaignHeartbeat``).
            case heartbeat
            case finding
            /// A failure being shrunk, as far as shrinking has got (``CellRun/Events/shrinking``).
            case shrinking
            /// The token of the scenario about to run, and the cases the cell has run should it never
            /// return (isolate mode).
            case caseStart
            case observation
            case done
        }
        public var kind: Kind
        public var index: Int
        /// Heartbeat, done: cases run. Case start: cases run should this scenario never return.
        public var cases: Int?
        /// Heartbeat, done: scenario runs, shrinking included.
        public var runs: Int?
        public var callbacks: Int?
        public var finding: CampaignReport.Finding?
        public var token: String?
        public var result: CellRun.Result?
        public var strategies: [String]?
        public var observation: CampaignObservation?
        /// A cell that could not run at all (its strategy unknown to this worker), with the reason.
        public var error: String?

        public init(kind: Kind, index: Int, cases: Int? = nil, runs: Int? = nil, callbacks: Int? = nil,
                    finding: CampaignReport.Finding? = nil, token: String? = nil, result: CellRun.Result? = nil,
                    strategies: [String]? = nil, observation: CampaignObservation? = nil, error: String? = nil) {
            self.kind = kind
            self.index = index
            self.cases = cases
            self.runs = runs
            self.callbacks = callbacks
            self.finding = finding
            self.token = token
            self.result = result
            self.strategies = strategies
            self.observation = observation
            self.error = error
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
