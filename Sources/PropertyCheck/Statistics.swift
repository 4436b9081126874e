/// Label counts of a run: how many valid cases carried each label (each label at most once per case).
public struct Statistics: Sendable, Hashable, CustomStringConvertible {
    /// Cases per label.
    public private(set) var counts: [String: Int] = [:]
    /// Cases that reached the property body (passed or failed).
    public private(set) var validCases = 0

    public init() {}

    mutating func record(_ labels: [String]) {
        validCases += 1
        for label in labels { counts[label, default: 0] += 1 }
    }

    /// One line per label, most frequent first: `  rotation: 37 (37%)`.
    public var description: String {
        guard !counts.isEmpty else { return "no labels" }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { label, count in
                let percent = validCases > 0 ? count * 100 / validCases : 0
                return "  \(label): \(count) (\(percent)%)"
            }
            .joined(separator: "\n")
    }
}

/// A health problem: the run could not test what it meant to, so it fails instead of passing vacuously.
public struct HealthProblem: Sendable, Hashable, CustomStringConvertible {
    public var reason: StopReason
    public var validCases: Int
    public var rejectedCases: Int
    public var overrunCases: Int
    public var maxChoicesPerCase: Int

    public var description: String {
        let invalid = rejectedCases + overrunCases
        let total = invalid + validCases
        let percent = total > 0 ? invalid * 100 / total : 0
        if reason == .tooManyOverruns {
            return "health check failed: \(overrunCases) of \(total) generated cases (\(percent)% invalid) drew more than "
                + "maxChoicesPerCase = \(maxChoicesPerCase) choices, and only \(validCases) reached the property. "
                + "Generate smaller values (shorter arrays, shallower recursion) or raise Limits.maxChoicesPerCase."
        }
        return "health check failed: \(rejectedCases) of \(total) generated cases (\(percent)% invalid) were rejected by "
            + "filters or assume, and only \(validCases) reached the property. Loosen the filter, or generate valid "
            + "values directly (e.g. map instead of filter)."
    }
}
