import PropertyCheck

/// How often each pair of a keyboard class and a content, lifecycle or drag class appears together in
/// generated scenarios (``ScenarioLabel/keyboardClasses`` × ``ScenarioLabel/contextClasses``). Bugs live
/// in combinations — a row arriving while the keyboard moves, a screen leaving with the keyboard up —
/// so every pair must be drawn often enough for a campaign to meet it.
public struct PairwiseCoverage: Sendable {
    /// Scenarios counted.
    public private(set) var scenarios = 0
    /// Scenarios holding each pair, keyed "keyboard class × context class".
    public private(set) var counts: [String: Int] = [:]

    public init() {}

    /// Counts the pairs among one scenario's labels (each pair once per scenario).
    public mutating func add(labels: some Sequence<String>) {
        scenarios += 1
        let present = Set(labels)
        for k in ScenarioLabel.keyboardClasses where present.contains(k) {
            for c in ScenarioLabel.contextClasses where present.contains(c) { counts[Self.name(k, c), default: 0] += 1 }
        }
    }

    /// Generates `count` scenarios from `ScenarioGen.scenario()`, the i-th from seed i × 0x9E3779B97F4A7C15,
    /// and counts their pairs.
    public static func measure(scenarios count: Int) -> PairwiseCoverage {
        var coverage = PairwiseCoverage()
        let generator = ScenarioGen.scenario()
        for seed in 0..<UInt64(count) {
            var testCase = TestCase(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            _ = try? generator.generate(&testCase)
            coverage.add(labels: testCase.recordedLabels)
        }
        return coverage
    }

    static func name(_ keyboard: String, _ context: String) -> String { "\(keyboard) × \(context)" }

    /// Every pair with its count, rarest first (ties by name).
    public var rarestFirst: [(pair: String, count: Int)] {
        var all: [(pair: String, count: Int)] = []
        for k in ScenarioLabel.keyboardClasses {
            for c in ScenarioLabel.contextClasses { all.append((Self.name(k, c), counts[Self.name(k, c), default: 0])) }
        }
        return all.sorted { $0.count != $1.count ? $0.count < $1.count : $0.pair < $1.pair }
    }

    /// The pairs held by fewer than `fraction` of the scenarios.
    public func pairs(under fraction: Double) -> [(pair: String, count: Int)] {
        rarestFirst.filter { Double($0.count) < fraction * Double(scenarios) }
    }
}
