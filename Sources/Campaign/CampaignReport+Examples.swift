import KeyboardStrategies

/// The examples of one cause: which heads the finding (the worst a person sees), which is the minimal
/// reproduction (the fewest events), and the rest by size.
extension CampaignReport.Finding {
    /// One shrunk counterexample of a finding's cause, with what the report says of it.
    public struct Example: Codable, Sendable, Equatable {
        public var token: String
        public var message: String
        public var scenario: String
        public var step: Int?
        public var shrinkCount: Int
        /// Events a person sees in its scenario.
        public var events: Int?
        /// How far its break reaches, in points (``Verification/BreakMechanism/effect``).
        public var effect: Double?
        /// Its undocumented options and condition when it breaks only under them (as on the finding).
        public var undocumentedOptions: [String]?
        public var condition: String?

        public init(token: String, message: String, scenario: String, step: Int?, shrinkCount: Int,
                    events: Int?, effect: Double?, undocumentedOptions: [String]? = nil, condition: String? = nil) {
            self.token = token
            self.message = message
            self.scenario = scenario
            self.step = step
            self.shrinkCount = shrinkCount
            self.events = events
            self.effect = effect
            self.undocumentedOptions = undocumentedOptions
            self.condition = condition
        }
    }

    /// The headline example: the finding's own fields.
    public var head: Example {
        Example(token: token, message: message, scenario: scenario, step: step, shrinkCount: shrinkCount,
                events: events, effect: effect, undocumentedOptions: undocumentedOptions, condition: condition)
    }

    /// Every example of the cause, the headline first; an example an older report names by token alone
    /// keeps only its token.
    public var allExamples: [Example] {
        let known = Dictionary((exampleCases ?? []).map { ($0.token, $0) }, uniquingKeysWith: { a, _ in a })
        let others = (examples ?? []).map {
            known[$0] ?? Example(token: $0, message: "", scenario: "", step: nil, shrinkCount: 0, events: nil, effect: nil)
        }
        return [head] + others
    }

    /// Adds `other`'s examples and counts to this finding (the same cause found again, in this cell or
    /// another shard), then puts the examples in order: the headline is the example with the largest
    /// effect — among the examples the default model shows, once one does (a cause with one
    /// unconditional example is unconditional, and its headline must show the break without an option)
    /// —, ties keeping the current headline; the rest follow largest effect first; ``minimal`` names the
    /// one with the fewest events when it is not the headline.
    public mutating func absorb(_ other: CampaignReport.Finding) {
        timesHit += other.timesHit
        firstFoundSeconds = Swift.min(firstFoundSeconds, other.firstFoundSeconds)
        casesToFind = [casesToFind, other.casesToFind].compactMap { $0 }.min()
        var all = allExamples
        for example in other.allExamples where !all.contains(where: { $0.token == example.token }) { all.append(example) }
        arrange(all, unconditional: !isConditional || !other.isConditional)
    }

    /// Orders `all` (the headline first) as ``absorb(_:)`` says and writes them back.
    mutating func arrange(_ all: [Example], unconditional: Bool) {
        let size = { (e: Example) in e.effect ?? -1 }
        var headIndex = 0
        for (i, example) in all.enumerated() {
            if unconditional && example.condition != nil { continue }
            if unconditional && all[headIndex].condition != nil || size(example) > size(all[headIndex]) { headIndex = i }
        }
        let newHead = all[headIndex]
        var rest = all
        rest.remove(at: headIndex)
        rest = rest.enumerated().sorted { (size($0.element), -$0.offset) > (size($1.element), -$1.offset) }.map(\.element)
        token = newHead.token
        if let invariant = Guarantee(rawValue: invariant) {
            id = CellRun.findingID(strategy: strategy, invariant: invariant, token: newHead.token)
        }
        message = newHead.message
        scenario = newHead.scenario
        step = newHead.step
        shrinkCount = newHead.shrinkCount
        events = newHead.events
        effect = newHead.effect
        (undocumentedOptions, condition) = unconditional ? (nil, nil) : (newHead.undocumentedOptions, newHead.condition)
        examples = rest.isEmpty ? nil : rest.map(\.token)
        exampleCases = rest.isEmpty ? nil : rest
        scenarios = all.count
        let smallest = all.filter { $0.events != nil }.min { ($0.events!, -size($0)) < ($1.events!, -size($1)) }
        minimal = smallest.flatMap { $0.token == newHead.token || $0.events == newHead.events ? nil : $0.token }
    }
}
