/// Passes that keep the length and make choices smaller, working on the values the choices decode to.
extension Shrinker {
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

    /// Lowers each choice, left to right, with `minimizeInteger(at:)`. Motivating programs: a list
    /// whose sum exceeds 1000 reaches `[1001]` from `[4711]`; `x ≥ 10 && x % 10 == 0` reaches 10.
    mutating func minimizeIntegers() throws {
        var index = 0
        while index < best.choices.count {
            if best.choices[index] != 0 { try minimizeInteger(at: index) }
            index += 1
        }
    }

    /// Lowers one integer towards its simplest value without flipping its sign: the simplest value,
    /// then the positive of a negative, then — if one step closer still fails — a binary search for
    /// the closest value that fails; if one step closer passes (a minimum, or a predicate that is not
    /// monotone), the round values below it: powers of ten, half, the low byte.
    mutating func minimizeInteger(at index: Int) throws {
        guard var integer = integerChoice(at: index), integer.distance > 0 else { return }
        if try replacing(index, with: 0) { return }
        if integer.negative, let positive = integer.choice(distance: integer.distance, negative: false),
           try replacing(index, with: positive) {
            guard let updated = integerChoice(at: index), updated.distance > 0 else { return }
            integer = updated
        }
        let distance = integer.distance
        guard distance > 1 else { return }
        func lowered(to target: UInt64) throws -> Bool {
            guard let choice = integer.choice(distance: target) else { return false }
            return try replacing(index, with: choice)
        }
        if try lowered(to: distance - 1) {
            _ = try smallestSatisfying(upTo: distance - 1) { target in try lowered(to: target) }
            return
        }
        var rounder: [UInt64] = [distance >> 1, distance & 0xFF]
        var power: UInt64 = 1
        while power < distance {
            rounder.append(power)
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        for target in Set(rounder).sorted() where target > 0 && target < distance {
            if try lowered(to: target) { return }
        }
    }

    /// For each double that is not a whole number, tries the whole numbers on either side of it, then
    /// the value cut to 1, 2, … 8 binary digits after the point (towards 0, then away from it), then
    /// rounded to more digits (binary search on their number), then a smaller magnitude with as many. Motivating program: `x > 1.5` over ±1e9, found as
    /// 2.2003, shrinks to 2.0.
    mutating func minimizeDoubles() throws {
        var index = 1
        while index < best.choices.count {
            if index < best.types.count, case .double(let lower, let upper) = best.types[index], best.choices[index - 1] == 1 {
                try minimizeDouble(at: index, DoubleEncoding(lower...upper))
            }
            index += 1
        }
    }

    mutating func minimizeDouble(at index: Int, _ encoding: DoubleEncoding) throws {
        func attempt(_ value: Double) throws -> Bool {
            guard index < best.choices.count, value >= encoding.lower, value <= encoding.upper else { return false }
            let (kind, payload) = encoding.encode(value)
            var choices = best.choices
            choices[index - 1] = kind
            choices[index] = payload
            return try consider(choices)
        }
        let value = encoding.decode(kind: 1, payload: best.choices[index])
        for whole in [value.rounded(.towardZero), value.rounded(.awayFromZero)] where try attempt(whole) { return }
        let payload = best.choices[index]
        let field = payload >> 53
        guard field < 1074 else { return }
        func rounded(_ digits: UInt64, _ rule: FloatingPointRoundingRule) -> Double {
            let scale = Double(sign: .plus, exponent: Int(digits), significand: 1)
            return (value * scale).rounded(rule) / scale
        }
        for digits in 1...Swift.min(field, 8) + 1 where digits <= field {
            for rule in [FloatingPointRoundingRule.towardZero, .awayFromZero] where try attempt(rounded(digits, rule)) { return }
        }
        if field > 9 {
            let digits = try smallestSatisfying(upTo: field - 9) { extra in
                extra == field - 9 ? true : try attempt(rounded(extra + 9, .toNearestOrEven))
            }
            if digits < field - 9 { return }
        }
        let odd = (payload >> 1) & (1 << 52 - 1)
        guard odd > 0 else { return }
        _ = try smallestSatisfying(upTo: odd) { lowered in
            lowered == odd ? true : try attempt(DoubleEncoding.number(field << 53 | lowered << 1 | payload & 1))
        }
    }

    /// Lowers every copy of a repeated integer together (simplest value first, then a binary search).
    /// Motivating program: a pair failing when both values are equal and large; lowering one copy
    /// alone makes the values differ and the property pass.
    mutating func lowerDuplicates() throws {
        var positions: [UInt64: [Int]] = [:]
        for index in nonzeroIntegerIndices { positions[best.choices[index], default: []].append(index) }
        for (value, indices) in positions.sorted(by: { $0.key > $1.key }) where indices.count >= 2 {
            guard let first = integerChoice(at: indices[0]) else { continue }
            let views = indices.compactMap { integerChoice(at: $0) }
            func lowered(to distance: UInt64) throws -> Bool {
                guard indices.allSatisfy({ $0 < best.choices.count && best.choices[$0] == value }) else { return false }
                var choices = best.choices
                for view in views {
                    guard let choice = view.choice(distance: distance) else { return false }
                    choices[view.index] = choice
                }
                return try consider(choices)
            }
            if try lowered(to: 0) { continue }
            guard first.distance > 1, try lowered(to: first.distance - 1) else { continue }
            _ = try smallestSatisfying(upTo: first.distance - 1) { distance in try lowered(to: distance) }
        }
    }

    /// Moves two nearby integers by the same amount, bringing the first to its simplest value if
    /// possible, else as close as a binary search finds. Motivating program: `x − y == 1`, found near
    /// `Int64.max`: lowering either alone breaks the difference; lowering both reaches `(0, −1)`.
    mutating func lowerPairsTogether() throws {
        try forEachIntegerPair { shrinker, first, second, firstValue, secondValue, simplest in
            try shrinker.shift(first, firstValue, second, secondValue, towards: simplest, sameDirection: true)
        }
    }

    /// Moves value from an integer to a nearby later one, keeping their sum: first all of it (the first
    /// reaches its simplest value), else as much as a binary search finds. Signed values move in
    /// decoded units, so neither flips sign on the way. Motivating program: a list whose sum exceeds
    /// 1000 found as `[600, 500]` cannot delete either element until `[0, 1100]`.
    mutating func redistributePairs() throws {
        try forEachIntegerPair { shrinker, first, second, firstValue, secondValue, simplest in
            try shrinker.shift(first, firstValue, second, secondValue, towards: simplest, sameDirection: false)
        }
    }

    /// Calls `body` for each integer that is not at its simplest value, paired with each of the next
    /// four integer choices, with both values and the first one's simplest value.
    mutating func forEachIntegerPair(_ body: (inout Shrinker, Int, Int, Int64, Int64, Int64) throws -> Void) throws {
        var position = 0
        while true {
            let integers = best.choices.indices.filter { isInteger(at: $0) }
            guard position < integers.count else { return }
            let first = integers[position]
            for second in integers[(position + 1)...].prefix(4) {
                guard first < best.choices.count, second < best.choices.count, best.choices[first] != 0,
                      let firstValue = integerValue(at: first), let secondValue = integerValue(at: second),
                      let simplest = signedEncoding(at: first).map({ $0.decode(0) }) ?? (isInteger(at: first) ? 0 : nil)
                else { continue }
                try body(&self, first, second, firstValue, secondValue, simplest)
            }
            position += 1
        }
    }

    /// Moves `first` towards `simplest` by an amount, and `second` by the same amount in the same
    /// direction (`sameDirection`) or the opposite one: the whole way first, else (if one unit still
    /// fails) the largest amount a binary search finds. Attempts are built from the values at the start.
    mutating func shift(_ first: Int, _ firstValue: Int64, _ second: Int, _ secondValue: Int64,
                        towards simplest: Int64, sameDirection: Bool) throws {
        let (full, overflow) = firstValue.subtractingReportingOverflow(simplest)
        guard !overflow, full != 0 else { return }
        func moved(_ amount: UInt64) throws -> Bool {
            let delta = full < 0 ? Int64(bitPattern: 0 &- amount) : Int64(bitPattern: amount)
            let (newFirst, firstOverflow) = firstValue.subtractingReportingOverflow(delta)
            let (newSecond, secondOverflow) = sameDirection
                ? secondValue.subtractingReportingOverflow(delta) : secondValue.addingReportingOverflow(delta)
            guard !firstOverflow, !secondOverflow, second < best.choices.count,
                  let firstChoice = choice(for: newFirst, at: first),
                  let secondChoice = choice(for: newSecond, at: second) else { return false }
            var choices = best.choices
            choices[first] = firstChoice
            choices[second] = secondChoice
            return try consider(choices)
        }
        let whole = full.magnitude
        if try moved(whole) { return }
        guard whole > 1, try moved(1) else { return }
        _ = try smallestSatisfying(upTo: whole - 1) { left in try moved(whole - left) }
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
}
