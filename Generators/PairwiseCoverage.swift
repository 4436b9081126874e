import PropertyCheck

/// How often each pair of a keyboard class and a content, lifecycle or drag class appears together in
/// generated scenarios (``ScenarioLabel/keyboardClasses`` × ``ScenarioLabel/contextClasses``). Bugs live
/// in combinations — a row arriving while the keyboard moves, a screen leaving with the keyboard up —
/// so every pair must be drawn often enough for a campaign to meet it.
public struct PairwiseCoverage: Sendable {
    /// Scenarios counted.
    public private(set) var scenarios = 0
    /// Scenarios holding each pair, keyed "keyboard class × context class" (pairs never seen are absent).
    public var counts: [String: Int] {
        var byName: [String: Int] = [:]
        for (k, keyboard) in Self.keyboards.enumerated() {
            for (c, context) in Self.contexts.enumerated() where grid[k * Self.contexts.count + c] > 0 {
                byName[Self.name(keyboard, context)] = grid[k * Self.contexts.count + c]
            }
        }
        return byName
    }

    /// Scenarios holding each pair: keyboard class k and context class c at `k * contexts.count + c`.
    /// Counted by index, not by name: a campaign-sized measure adds millions of pairs.
    private var grid = [Int](repeating: 0, count: keyboards.count * contexts.count)
    private static let keyboards = ScenarioLabel.keyboardClasses
    private static let contexts = ScenarioLabel.contextClasses
    private static let keyboardIndex = Dictionary(keyboards.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    private static let contextIndex = Dictionary(contexts.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    public init() {}

    /// Counts the pairs among one scenario's labels (each pair once per scenario).
    public mutating func add(labels: some Sequence<String>) {
        scenarios += 1
        var keyboardsSeen: [Int] = [], contextsSeen: [Int] = []
        for label in labels {
            if let k = Self.keyboardIndex[label], !keyboardsSeen.contains(k) { keyboardsSeen.append(k) }
            if let c = Self.contextIndex[label], !contextsSeen.contains(c) { contextsSeen.append(c) }
        }
        for k in keyboardsSeen {
            for c in contextsSeen { grid[k * Self.contexts.count + c] += 1 }
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

    /// Scenarios holding the pair of a keyboard class and a context class (0 for a name not in the lists).
    public func count(_ keyboard: String, _ context: String) -> Int {
        guard let k = Self.keyboardIndex[keyboard], let c = Self.contextIndex[context] else { return 0 }
        return grid[k * Self.contexts.count + c]
    }

    /// Every pair with its count, rarest first (ties by name).
    public var rarestFirst: [(pair: String, count: Int)] {
        var all: [(pair: String, count: Int)] = []
        for k in ScenarioLabel.keyboardClasses {
            for c in ScenarioLabel.contextClasses { all.append((Self.name(k, c), count(k, c))) }
        }
        return all.sorted { $0.count != $1.count ? $0.count < $1.count : $0.pair < $1.pair }
    }

    /// The pairs held by fewer than `fraction` of the scenarios.
    public func pairs(under fraction: Double) -> [(pair: String, count: Int)] {
        rarestFirst.filter { Double($0.count) < fraction * Double(scenarios) }
    }
}
