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

    /// Scenarios holding each class of ``CoverageDimension/all``, flattened in order (``classNames``).
    private var classCounts = [Int](repeating: 0, count: classNames.count)
    /// Scenarios holding each pair of flattened classes `i < j` of different dimensions, at `i * n + j`.
    private var dimensionGrid = [Int](repeating: 0, count: classNames.count * classNames.count)
    /// "dimension: class" for every class of every dimension, in order.
    public static let classNames: [String] = CoverageDimension.all.flatMap { d in d.classes.map { "\(d.name): \($0.name)" } }
    /// The dimension of each flattened class.
    private static let classDimension: [Int] = CoverageDimension.all.enumerated().flatMap { i, d in d.classes.map { _ in i } }
    /// The flattened classes each label marks.
    private static let classesOfLabel: [String: [Int]] = {
        var map: [String: [Int]] = [:]
        var index = 0
        for dimension in CoverageDimension.all {
            for kind in dimension.classes {
                for label in kind.labels { map[label, default: []].append(index) }
                index += 1
            }
        }
        return map
    }()

    public init() {}

    /// Counts the pairs among one scenario's labels (each pair once per scenario).
    public mutating func add(labels: some Sequence<String>) {
        scenarios += 1
        var keyboardsSeen: [Int] = [], contextsSeen: [Int] = [], classesSeen: [Int] = []
        for label in labels {
            if let k = Self.keyboardIndex[label], !keyboardsSeen.contains(k) { keyboardsSeen.append(k) }
            if let c = Self.contextIndex[label], !contextsSeen.contains(c) { contextsSeen.append(c) }
            for c in Self.classesOfLabel[label] ?? [] where !classesSeen.contains(c) { classesSeen.append(c) }
        }
        for k in keyboardsSeen {
            for c in contextsSeen { grid[k * Self.contexts.count + c] += 1 }
        }
        let n = Self.classNames.count
        for i in classesSeen {
            classCounts[i] += 1
            for j in classesSeen where i < j && Self.classDimension[i] != Self.classDimension[j] { dimensionGrid[i * n + j] += 1 }
        }
    }

    /// Scenarios holding each class of ``CoverageDimension/all`` ("keyboard kind: floating").
    public var classCountsByName: [(name: String, count: Int)] {
        zip(Self.classNames, classCounts).map { (name: $0, count: $1) }
    }

    /// Every pair of classes of two different dimensions with its count, rarest first (ties by name):
    /// "presentation: popover × keyboard kind: floating".
    public var dimensionPairsRarestFirst: [(pair: String, count: Int)] {
        let n = Self.classNames.count
        var all: [(pair: String, count: Int)] = []
        for i in 0..<n {
            for j in (i + 1)..<n where Self.classDimension[i] != Self.classDimension[j] {
                all.append((Self.name(Self.classNames[i], Self.classNames[j]), dimensionGrid[i * n + j]))
            }
        }
        return all.sorted { $0.count != $1.count ? $0.count < $1.count : $0.pair < $1.pair }
    }

    /// The dimension pairs held by fewer than `fraction` of the scenarios.
    public func dimensionPairs(under fraction: Double) -> [(pair: String, count: Int)] {
        dimensionPairsRarestFirst.filter { Double($0.count) < fraction * Double(scenarios) }
    }

    /// Generates `count` scenarios from `ScenarioGen.scenario()`, the i-th from seed i × 0x9E3779B97F4A7C15,
    /// and counts their pairs.
    public static func measure(scenarios count: Int) -> PairwiseCoverage {
        var coverage = PairwiseCoverage()
        for labels in labelledScenarios(count) { coverage.add(labels: labels) }
        return coverage
    }

    /// The labels of `count` scenarios from `ScenarioGen.scenario()`, the i-th from seed
    /// i × 0x9E3779B97F4A7C15 (the scenarios ``measure(scenarios:)`` counts), lazily.
    public static func labelledScenarios(_ count: Int) -> some Sequence<[String]> {
        let generator = ScenarioGen.scenario()
        return (0..<UInt64(count)).lazy.map { seed in
            var testCase = TestCase(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            _ = try? generator.generate(&testCase)
            return Array(testCase.recordedLabels)
        }
    }

    /// How many scenarios of that sequence come before the first carrying `label`, plus one (the
    /// first's 1-based position), or nil when none of the first `limit` does.
    public static func scenariosToFirst(_ label: String, limit: Int) -> Int? {
        for (index, labels) in labelledScenarios(limit).enumerated() where labels.contains(label) { return index + 1 }
        return nil
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
