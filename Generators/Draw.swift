import PropertyCheck

/// Small drawing helpers used by the scenario generators, written against `TestCase` so that a
/// generator reads as straight-line code. Each helper's zero choice is its plainest answer.
extension TestCase {
    /// An index in `0..<weights.count`, chosen with probability proportional to `weights` when
    /// generating; shrinks towards 0 (the first, plainest alternative) whatever the weights. An
    /// alternative of weight 0 is never returned, even when replayed choices name it.
    /// - Precondition: `weights` is not empty and has a positive total.
    mutating func pick(_ weights: [Int]) throws -> Int {
        try pick(weights, ticketOrder: Array(weights.indices))
    }

    /// ``pick(_:)`` whose random tickets are dealt to the alternatives in `ticketOrder` rather than in
    /// index order. A new alternative appended at the end can then take its tickets out of the middle
    /// of an old one's range with the total unchanged: every other ticket still draws what it drew
    /// before, so seeded runs change only where the new alternative is drawn. Replayed and shrunk
    /// choices are indices, as for ``pick(_:)``.
    /// - Precondition: `ticketOrder` is a permutation of `weights.indices`.
    mutating func pick(_ weights: [Int], ticketOrder: [Int]) throws -> Int {
        let total = weights.reduce(0, +)
        let bound = UInt64(weights.count - 1)
        let index = Int(try draw(upTo: bound) { rng in
            var ticket = Int(rng.next(upTo: UInt64(total - 1)))
            for index in ticketOrder {
                if ticket < weights[index] { return UInt64(index) }
                ticket -= weights[index]
            }
            return bound
        })
        guard weights[index] == 0 else { return index }
        // A replayed or shrunk choice can name an alternative that is impossible in this state (weight
        // 0): take the nearest possible one before it, else the first possible one.
        return weights[..<index].lastIndex { $0 > 0 } ?? weights.firstIndex { $0 > 0 } ?? 0
    }

    /// True with probability `percent`/100 when generating; shrinks to false.
    mutating func chance(_ percent: Int) throws -> Bool {
        try draw(upTo: 1) { rng in rng.next(upTo: 99) < UInt64(percent) ? 1 : 0 } == 1
    }

    /// An integer in `range` (see `Gen.integer(in:)`: biased towards edges, shrinks towards 0 or the
    /// bound nearest 0).
    mutating func int(_ range: ClosedRange<Int>) throws -> Int {
        try Gen<Int>.int(in: range).generate(&self)
    }

    /// An integer in `range`, uniform when generating; shrinks towards the lower bound.
    mutating func uniform(_ range: ClosedRange<Int>) throws -> Int {
        range.lowerBound + Int(try draw(upTo: UInt64(range.upperBound - range.lowerBound)))
    }

    /// A fraction in 0…1 with 1/1000 resolution, uniform when generating; shrinks towards 0.
    mutating func fraction() throws -> Double {
        Double(try draw(upTo: 1000)) / 1000
    }

    /// Runs `body` inside one span, so the shrinker deletes and zeroes its choices together.
    mutating func spanned<T>(_ body: (inout TestCase) throws -> T) rethrows -> T {
        let span = beginSpan(.generic)
        let value = try body(&self)
        endSpan(span)
        return value
    }
}
