/// A named property: a generator and, at `run`, a body that must hold for every generated value.
///
///     let report = Property("sum stays small", .array(of: .int(in: 0...10_000)))
///         .run(RunConfiguration(seed: 42)) { values in
///             try expect(values.reduce(0, +) <= 1000, "sum exceeds 1000")
///         }
///
/// A run, in order: replays `configuration.replay` and stops (if set); otherwise replays the
/// failure database's entries for this property, then generates up to `maxCases` valid cases from
/// the seed. The first failing case is shrunk (`Shrinker`) and reported; a shrunk failure is saved
/// to the database, and a database entry that now passes is removed. The same seed gives the same run.
public struct Property<Value>: Sendable {
    /// The name used in messages and as the failure database key.
    public let name: String
    /// Where the values come from.
    public let generator: Gen<Value>

    public init(_ name: String, _ generator: Gen<Value>) {
        self.name = name
        self.generator = generator
    }

    /// Runs the property. The body fails the property by throwing (see `expect`), and discards a case
    /// by throwing `GenerationStop.rejected` (see `assume`).
    /// - Complexity: O(`maxCases` × cost of a case) plus at most `maxShrinks` cases when one fails.
    public func run(_ configuration: RunConfiguration, _ body: (Value) throws -> Void) -> RunReport<Value> {
        withoutActuallyEscaping(body) { body in
            var runner = Runner(property: self, configuration: configuration, body: body)
            return runner.run()
        }
    }
}

/// How to run a property: the seed, the limits, the failure database and an optional case to replay.
public struct RunConfiguration: Sendable, Hashable {
    /// The seed all random cases come from.
    public var seed: UInt64
    /// The budgets.
    public var limits: Limits
    /// Where shrunk failures are kept between runs; nil keeps nothing.
    public var database: FailureDatabase?
    /// A choice sequence to replay instead of generating (from a replay token).
    public var replay: [UInt64]?

    public init(seed: UInt64, limits: Limits = .default, database: FailureDatabase? = nil, replay: [UInt64]? = nil) {
        self.seed = seed
        self.limits = limits
        self.database = database
        self.replay = replay
    }
}

/// What became of one case.
enum CaseOutcome<Value> {
    case passed
    case failed(Value, String)
    case rejected
    case overrun
}
