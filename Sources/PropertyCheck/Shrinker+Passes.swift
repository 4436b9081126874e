extension Shrinker {
    /// The passes, in the order each sweep runs them: cheap, large reductions first.
    static let passes: [ShrinkPass] = [
        ShrinkPass(name: "deleteSpans") { try $0.deleteSpans() },
        ShrinkPass(name: "deleteChunks") { try $0.deleteChunks() },
        ShrinkPass(name: "zeroSpans") { try $0.zeroSpans() },
        ShrinkPass(name: "minimizeChoices") { try $0.minimizeChoices() },
        ShrinkPass(name: "lowerDuplicates") { try $0.lowerDuplicates() },
        ShrinkPass(name: "sortSiblings") { try $0.sortSiblings() },
        ShrinkPass(name: "redistributePairs") { try $0.redistributePairs() },
    ]

    /// Deletes whole spans (an array element, a step, an optional's payload), last first.
    ///
    /// When plain deletion does not fail, retries with one earlier choice decremented: the choice just
    /// before the span and the first choice of up to three enclosing spans. That is the fix-up for
    /// length prefixes. Motivating program: `n = int(0...10)`, then `n` elements, failing when one
    /// is ≥ 50; deleting an element only fails if `n` goes down with it.
    mutating func deleteSpans() throws {
        var index = best.spans.count - 1
        while index >= 0 {
            if index < best.spans.count, best.spans[index].count > 0 {
                _ = try deleteSpan(at: index)
            }
            index -= 1
        }
    }

    mutating func deleteSpan(at index: Int) throws -> Bool {
        let spans = best.spans
        let span = spans[index]
        guard span.end <= best.choices.count else { return false }
        var attempt = best.choices
        attempt.removeSubrange(span.start..<span.end)
        if try consider(attempt) { return true }
        var candidates: [Int] = span.start > 0 ? [span.start - 1] : []
        var parent = span.parent
        while parent >= 0, candidates.count < 4 {
            let start = spans[parent].start
            if start < span.start, !candidates.contains(start) { candidates.append(start) }
            parent = spans[parent].parent
        }
        for position in candidates where attempt[position] > 0 {
            var fixed = attempt
            fixed[position] -= 1
            if try consider(fixed) { return true }
        }
        return false
    }

    /// Deletes runs of 8, 4, 2 and 1 consecutive choices, last first, each also with the choice
    /// before the run decremented (minithesis's chunk deletion). Catches structure that no span
    /// covers, such as a user's own length prefix written without `flatMap`.
    mutating func deleteChunks() throws {
        for size in [8, 4, 2, 1] {
            var start = best.choices.count - size
            while start >= 0 {
                if start + size <= best.choices.count {
                    var attempt = best.choices
                    attempt.removeSubrange(start..<(start + size))
                    if try !consider(attempt), start > 0, attempt[start - 1] > 0 {
                        attempt[start - 1] -= 1
                        _ = try consider(attempt)
                    }
                }
                start -= 1
            }
        }
    }

    /// Sets every choice in a span to 0, outermost spans first: an element becomes its simplest value
    /// in one step. Motivating program: a list of lists failing when an inner list is longer than 3
    /// shrinks to `[[0, 0, 0, 0]]`.
    mutating func zeroSpans() throws {
        var index = 0
        while index < best.spans.count {
            let span = best.spans[index]
            if span.end <= best.choices.count, best.choices[span.start..<span.end].contains(where: { $0 != 0 }) {
                var attempt = best.choices
                for position in span.start..<span.end { attempt[position] = 0 }
                _ = try consider(attempt)
            }
            index += 1
        }
    }

    /// Lowers each choice, left to right, to the smallest value that still fails: 0 first, then (if
    /// one less still fails) a binary search. Motivating program: a list whose sum exceeds 1000
    /// reaches `[1001]` from `[4711]`.
    mutating func minimizeChoices() throws {
        var index = 0
        while index < best.choices.count {
            try minimizeChoice(at: index)
            index += 1
        }
    }

    mutating func minimizeChoice(at index: Int) throws {
        guard index < best.choices.count, best.choices[index] > 0 else { return }
        let original = best.choices[index]
        if try replacing(index, with: 0) { return }
        if original > 1, try replacing(index, with: original - 1) {
            try binarySearch(at: index, stride: 1)
        }
        if index < best.choices.count, best.choices[index] > 2, try replacing(index, with: best.choices[index] - 2) {
            try binarySearch(at: index, stride: 2)
        }
    }

    /// Binary search for the smallest choice at `index` that still fails, among the values
    /// `best.choices[index] - k * stride`. Stride 2 keeps the parity, so for a range containing 0
    /// (encoded 0, 1, -1, 2, -2, …) it lowers the magnitude without flipping the sign.
    mutating func binarySearch(at index: Int, stride: UInt64) throws {
        guard index < best.choices.count else { return }
        let current = best.choices[index]
        var low: UInt64 = 0
        var high = current / stride
        while low + 1 < high, index < best.choices.count {
            let middle = low + (high - low) / 2
            let candidate = current - (current / stride - middle) * stride
            if try replacing(index, with: candidate) {
                guard index < best.choices.count, best.choices[index] == candidate else { return }
                high = middle
            } else {
                low = middle
            }
        }
    }

    /// Lowers every copy of a repeated choice together (0 first, then a binary search). Motivating
    /// program: a pair failing when both values are equal and large; lowering one copy alone
    /// makes the values differ and the property pass.
    mutating func lowerDuplicates() throws {
        var positions: [UInt64: [Int]] = [:]
        for (index, value) in best.choices.enumerated() where value > 0 {
            positions[value, default: []].append(index)
        }
        for (value, indices) in positions.sorted(by: { $0.key > $1.key }) where indices.count >= 2 {
            try lower(indices, from: value)
        }
    }

    mutating func lower(_ indices: [Int], from value: UInt64) throws {
        func attempt(_ shrinker: inout Shrinker, _ lowered: UInt64) throws -> Bool {
            guard indices.allSatisfy({ $0 < shrinker.best.choices.count && shrinker.best.choices[$0] == value }) else {
                return false
            }
            var choices = shrinker.best.choices
            for index in indices { choices[index] = lowered }
            return try shrinker.consider(choices)
        }
        if try attempt(&self, 0) { return }
        guard value > 1, try attempt(&self, value - 1) else { return }
        var low: UInt64 = 0
        var high = value - 1
        let current = { (shrinker: Shrinker) in indices.allSatisfy { $0 < shrinker.best.choices.count } }
        while low + 1 < high, current(self) {
            let middle = low + (high - low) / 2
            var choices = best.choices
            for index in indices { choices[index] = middle }
            if try consider(choices) { high = middle } else { low = middle }
        }
    }

    /// Sorts runs of adjacent sibling spans of one kind (array elements, steps) by shortlex: first the
    /// whole run at once, then adjacent out-of-order pairs. Motivating program: a list that is not
    /// sorted shrinks to `[1, 0]`, whatever order the failing elements were found in.
    mutating func sortSiblings() throws {
        let spans = best.spans
        var children: [Int: [Int]] = [:]
        for (index, span) in spans.enumerated() where span.count > 0 {
            children[span.parent, default: []].append(index)
        }
        for (_, group) in children.sorted(by: { $0.key < $1.key }) where group.count >= 2 {
            var run: [Int] = [group[0]]
            for index in group.dropFirst() {
                let previous = spans[run[run.count - 1]]
                if spans[index].start == previous.end, spans[index].kind == previous.kind {
                    run.append(index)
                } else {
                    if try sortRun(run, of: spans) { return }
                    run = [index]
                }
            }
            if try sortRun(run, of: spans) { return }
        }
    }

    /// Tries to reorder one run of sibling spans; returns true if `best` changed (the spans are stale).
    mutating func sortRun(_ run: [Int], of spans: [Span]) throws -> Bool {
        guard run.count >= 2, best.spans == spans else { return false }
        let choices = best.choices
        let start = spans[run[0]].start
        let end = spans[run[run.count - 1]].end
        guard end <= choices.count else { return false }
        let contents = run.map { Array(choices[spans[$0].start..<spans[$0].end]) }
        let sorted = contents.sorted { Shortlex.isSimpler($0, than: $1) }
        func rebuilt(_ parts: [[UInt64]]) -> [UInt64] {
            Array(choices[..<start]) + parts.joined() + Array(choices[end...])
        }
        if sorted != contents, try consider(rebuilt(sorted)) { return true }
        for position in 0..<(contents.count - 1) where Shortlex.isSimpler(contents[position + 1], than: contents[position]) {
            var swapped = contents
            swapped.swapAt(position, position + 1)
            if try consider(rebuilt(swapped)) { return true }
        }
        return false
    }

    /// Moves value from an earlier choice to a later one, for every pair up to 64 choices apart (all
    /// pairs when the sequence is at most 64 long): first all of it, then (if moving 1 still fails)
    /// the largest amount found by binary search. Motivating program: a list whose sum exceeds 1000
    /// found as `[600, 500]` cannot delete either element until `[0, 1100]`.
    mutating func redistributePairs() throws {
        guard best.choices.count >= 2 else { return }
        let maxGap = Swift.min(best.choices.count - 1, 64)
        for gap in 1...maxGap {
            var first = 0
            while first + gap < best.choices.count {
                try redistribute(from: first, to: first + gap)
                first += 1
            }
        }
    }

    mutating func redistribute(from source: Int, to target: Int) throws {
        let amount = best.choices[source]
        let receiver = best.choices[target]
        guard amount > 0, receiver <= UInt64.max - amount else { return }
        func moving(_ shrinker: inout Shrinker, _ moved: UInt64) throws -> Bool {
            guard target < shrinker.best.choices.count else { return false }
            var choices = shrinker.best.choices
            choices[source] = amount - moved
            choices[target] = receiver + moved
            return try shrinker.consider(choices)
        }
        if try moving(&self, amount) { return }
        guard amount > 1, try moving(&self, 1) else { return }
        var low: UInt64 = 1
        var high = amount
        while low + 1 < high {
            let middle = low + (high - low) / 2
            guard target < best.choices.count,
                  best.choices[source] == amount - low, best.choices[target] == receiver + low else { return }
            var choices = best.choices
            choices[source] = amount - middle
            choices[target] = receiver + middle
            if try consider(choices) { low = middle } else { high = middle }
        }
    }
}
