/// Passes that make the sequence shorter: the largest simplifications, so they come first.
extension Shrinker {
    /// Deletes runs of elements (or steps) from each list, last first, in blocks that double after a
    /// success and halve after a failure, so a long list loses most of its elements in a few calls.
    /// For a list of fixed length (no continue flags) the block is retried with the nearest earlier
    /// length-like choice (the first choice of an enclosing span that starts before the list, so never
    /// the list's own first element) lowered by the block's size.
    /// Motivating program: a list of 50 numbers whose sum exceeds 1000, where one number suffices.
    mutating func deleteElementBlocks() throws {
        let parents = Set(best.spans.filter { $0.kind == .arrayElement || $0.kind == .step }.map(\.parent))
        for parent in parents.sorted(by: >) {
            var end = elements(of: parent).count
            var size = 1
            while end > 0 {
                let elements = elements(of: parent)
                end = Swift.min(end, elements.count)
                guard end > 0 else { break }
                let count = Swift.min(size, end)
                if try deleteBlock(Array(elements[(end - count)..<end])) {
                    end -= count
                    size *= 2
                } else if size > 1 {
                    size /= 2
                } else {
                    end -= 1
                }
            }
        }
    }

    /// The element and step spans whose parent is `parent`, in order.
    func elements(of parent: Int) -> [Int] {
        best.spans.indices.filter {
            best.spans[$0].parent == parent && (best.spans[$0].kind == .arrayElement || best.spans[$0].kind == .step)
                && best.spans[$0].count > 0
        }
    }

    /// Deletes the adjacent sibling spans `block`; see `deleteElementBlocks`.
    mutating func deleteBlock(_ block: [Int]) throws -> Bool {
        let spans = best.spans
        let start = spans[block[0]].start
        let end = spans[block[block.count - 1]].end
        guard end <= best.choices.count, spans[block[block.count - 1]].start >= start else { return false }
        var attempt = best.choices
        attempt.removeSubrange(start..<end)
        // Without continue flags the list may keep its length, so the length fix-ups come before the
        // plain deletion (which then only shifts later choices into the gap).
        let flagged = start < best.types.count && best.types[start].isBoolean
        if flagged { return try consider(attempt) }
        var ancestor = spans[block[0]].parent
        // A length prefix comes before the list: the list's own first choice is a flag or an element.
        let listStart = ancestor >= 0 ? spans[ancestor].start : start
        var tried = 0
        while ancestor >= 0, tried < 3 {
            let position = spans[ancestor].start
            if position < listStart, attempt[position] >= UInt64(block.count) {
                var fixed = attempt
                fixed[position] -= UInt64(block.count)
                if try consider(fixed) { return true }
                tried += 1
            }
            ancestor = spans[ancestor].parent
        }
        // At the end of the choices the plain deletion only zeroes the block (a replay reads zeros
        // past the end), which `zeroSpans` tries; so it is skipped once a length fix-up has failed.
        if tried > 0, end == best.choices.count { return false }
        return try consider(attempt)
    }

    /// Deletes one span at a time (an element, a step, an optional's payload), last first, with the
    /// fix-ups of `deleteSpan(at:)`.
    mutating func deleteSpans() throws {
        var index = best.spans.count - 1
        while index >= 0 {
            if index < best.spans.count, best.spans[index].count > 0 {
                _ = try deleteSpan(at: index)
            }
            index -= 1
        }
    }

    /// Deletes the span at `index`; if the rest passes, retries (1) with one earlier choice lowered
    /// by one — the choice just before the span and the first choice of up to three enclosing spans
    /// (for an element without a flag, only spans that start before its list), the fix-up for length
    /// prefixes — and (2) for an element or step, with every later integer choice larger than the
    /// element's position lowered by one, the fix-up for values that index into the list (only in
    /// lists with continue flags, where a deletion needs no length fix-up). Motivating programs:
    /// `n = int(0...10)` then `n` elements, failing when one is ≥ 50; a list read as pointers (`i → xs[i]`) failing on a cycle, found as `[0, 2, 1]`, whose
    /// minimum `[1, 0]` needs the first element deleted and both others lowered.
    mutating func deleteSpan(at index: Int) throws -> Bool {
        let spans = best.spans
        let span = spans[index]
        guard span.end <= best.choices.count else { return false }
        var attempt = best.choices
        attempt.removeSubrange(span.start..<span.end)
        let isElement = span.kind == .arrayElement || span.kind == .step
        let flagged = span.start < best.types.count && best.types[span.start].isBoolean
        if !(isElement && !flagged), try consider(attempt) { return true }
        var candidates: [Int] = span.start > 0 && !isElement ? [span.start - 1] : []
        // An unflagged element's length prefix comes before its list, not at the list's own first
        // choice (an element). A flagged list needs no length fix-up; its candidates are as before.
        let limit = isElement && !flagged && span.parent >= 0 ? spans[span.parent].start : span.start
        var parent = span.parent
        while parent >= 0, candidates.count < 4 {
            let start = spans[parent].start
            if start < limit, !candidates.contains(start) { candidates.append(start) }
            parent = spans[parent].parent
        }
        for position in candidates where attempt[position] > 0 {
            var fixed = attempt
            fixed[position] -= 1
            if try consider(fixed) { return true }
        }
        // An element without a flag (a fixed-length list, or one below its minimum length): the
        // length fix-ups came first; the plain deletion shifts the later choices into its place.
        if isElement, !flagged { return try consider(attempt) }
        guard isElement else { return false }
        let position = UInt64(spans[..<index].count { $0.parent == span.parent && $0.kind == span.kind })
        var lowered = attempt
        for later in span.start..<lowered.count where isInteger(at: later + span.count) {
            guard let integer = integerChoice(at: later + span.count), integer.distance > position,
                  let choice = integer.choice(distance: integer.distance - 1) else { continue }
            lowered[later] = choice
        }
        return try consider(lowered)
    }

    /// Replaces a span by one of its nearest descendants of the same kind, outermost spans first.
    /// Motivating program: a tree whose leaves must sum to at least 100, found as `(0 100)`: no
    /// deletion or lowering reaches `100`, a leaf replacing its parent does.
    mutating func replaceSpansByChildren() throws {
        var index = 0
        while index < best.spans.count {
            let spans = best.spans
            let span = spans[index]
            if span.count > 0, span.end <= best.choices.count, span.kind != .arrayElement, span.kind != .step {
                var descendant = index + 1
                while descendant < spans.count, spans[descendant].start < span.end {
                    let child = spans[descendant]
                    if child.kind == span.kind, child.count > 0, child.count < span.count {
                        var attempt = best.choices
                        attempt.replaceSubrange(span.start..<span.end, with: best.choices[child.start..<child.end])
                        if try consider(attempt) { break }
                        descendant = spans[descendant...].firstIndex { $0.start >= child.end } ?? spans.count
                    } else {
                        descendant += 1
                    }
                }
            }
            index += 1
        }
    }

    /// Deletes runs of 8, 4, 2 and 1 consecutive choices, last first, each also with the choice
    /// before the run lowered by one (minithesis's chunk deletion). Catches structure that no span
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
}
