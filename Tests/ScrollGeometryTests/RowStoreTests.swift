import Testing
@_spi(Checker) @testable import ScrollGeometry

/// SplitMix64: a small seeded generator, so every run checks the same operation sequences.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The plain model a ``RowStore`` must agree with: an array of rows, heights summed by walking it.
private struct ArrayModel {
    var rows: [Row]
    let estimate: Double

    func height(_ row: Row) -> Double { RowChunk.effectiveHeight(row, estimate: estimate) }

    /// The tops of the rows and, last, the total height: `sums[k]` is the height of the first k rows,
    /// summed by walking the array once.
    func runningSums() -> [Double] {
        var sums = [0.0]
        sums.reserveCapacity(rows.count + 1)
        for row in rows { sums.append(sums[sums.count - 1] + height(row)) }
        return sums
    }
}

/// The row whose span holds `y`, from the running sums: the first row whose bottom is below `y`, found
/// by halving (the sums never decrease); `nil` above the first row or past the last.
private func index(containing y: Double, sums: [Double]) -> Int? {
    guard y >= 0, let total = sums.last, y < total else { return nil }
    var low = 0, high = sums.count - 2
    while low < high {
        let mid = (low + high) / 2
        if sums[mid + 1] > y { high = mid } else { low = mid + 1 }
    }
    return low
}

private func randomSpec(_ rng: inout SplitMix) -> RowSpec {
    // Whole and half points, zero heights now and then: sums stay exact.
    let height = Double(Int.random(in: 0...40, using: &rng)) * 2.5
    let estimate: Double? = Bool.random(using: &rng) ? nil : Double(Int.random(in: 1...60, using: &rng))
    let control: Control? = Bool.random(using: &rng) ? Control(.textField) : nil
    return RowSpec(height: height, estimatedHeight: estimate, control: control)
}

/// Checks every query of `store` against `model`; returns the first disagreement.
private func disagreement(_ store: RowStore, _ model: ArrayModel, _ rng: inout SplitMix) -> String? {
    if store.allRows != model.rows { return "rows differ" }
    if store.count != model.rows.count { return "count \(store.count) ≠ \(model.rows.count)" }
    let sums = model.runningSums()
    if store.totalHeight != sums[model.rows.count] { return "total \(store.totalHeight) ≠ \(sums[model.rows.count])" }
    for _ in 0..<20 where !model.rows.isEmpty {
        let flat = Int.random(in: 0..<model.rows.count, using: &rng)
        if store[flat] != model.rows[flat] { return "row \(flat)" }
        let span = store.span(at: flat)
        if span.top != sums[flat] || span.height != model.height(model.rows[flat]) {
            return "span at \(flat): \(span) ≠ (\(sums[flat]), \(model.height(model.rows[flat])))"
        }
        if store.position(of: model.rows[flat].id) != flat { return "position of \(model.rows[flat].id)" }
        let y = Double.random(in: -10...(store.totalHeight + 10), using: &rng).rounded()
        if store.index(containing: y) != index(containing: y, sums: sums) {
            return "index containing \(y): \(String(describing: store.index(containing: y))) ≠ \(String(describing: index(containing: y, sums: sums)))"
        }
        var walked: [Int] = []
        store.walk(from: flat) { position, height, laidOut in
            walked.append(position)
            return walked.count < 300 && height == model.height(model.rows[position])
                && laidOut == model.rows[position].isLaidOut
        }
        if walked != Array(flat..<Swift.min(model.rows.count, flat + 300)) { return "walk from \(flat)" }
    }
    return nil
}

@Suite("RowStore against an array")
struct RowStoreTests {
    @Test func agreesWithAnArrayOverRandomOperations() {
        for seed in 0..<12 {
            var rng = SplitMix(state: UInt64(seed))
            let estimate = seed % 3 == 0 ? 0 : 44.0
            let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                (0..<Int.random(in: 0...400, using: &rng)).map { _ in randomSpec(&rng) }
            }
            var store = RowStore(sections: sections, estimatedRowHeight: estimate)
            var nextID = sections.reduce(0) { $0 + $1.count }
            let specs = Array(sections.joined())
            var model = ArrayModel(rows: (0..<nextID).map { id -> Row in
                let spec = specs[id]
                return Row(id: RowID(id), height: spec.height, estimatedHeight: spec.estimatedHeight, control: spec.control)
            }, estimate: estimate)
            var deleted: [RowID] = []
            for step in 0..<400 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2:
                    let flat = Int.random(in: 0...model.rows.count, using: &rng)
                    let spec = randomSpec(&rng)
                    let row = Row(id: RowID(nextID), height: spec.height, estimatedHeight: spec.estimatedHeight, control: spec.control)
                    nextID += 1
                    store.insert(row, at: flat)
                    model.rows.insert(row, at: flat)
                case 3...4 where !model.rows.isEmpty:
                    let flat = Int.random(in: 0..<model.rows.count, using: &rng)
                    let removed = store.remove(at: flat)
                    #expect(removed == model.rows.remove(at: flat))
                    deleted.append(removed.id)
                case 5...7 where !model.rows.isEmpty:
                    let flat = Int.random(in: 0..<model.rows.count, using: &rng)
                    let height = Double(Int.random(in: 0...80, using: &rng))
                    let change: (inout Row) -> Void = Bool.random(using: &rng) ? { $0.isLaidOut = true } : { $0.height = height }
                    let before = model.height(model.rows[flat])
                    change(&model.rows[flat])
                    #expect(store.modify(at: flat, change) == model.height(model.rows[flat]) - before)
                case 8:
                    store.forgetLayout()
                    for i in model.rows.indices { model.rows[i].isLaidOut = false }
                default:
                    break
                }
                if let problem = disagreement(store, model, &rng) {
                    Issue.record("seed \(seed), step \(step): \(problem)")
                    return
                }
                for id in deleted.suffix(3) where store.position(of: id) != nil {
                    Issue.record("seed \(seed), step \(step): deleted \(id) still found")
                    return
                }
            }
            #expect(store == store)
            #expect(store.position(of: RowID(nextID)) == nil)
        }
    }

    /// A materialized chunk answers `prefix` from its running sums; after any mix of changes each answer
    /// is, bit for bit, the sum a walk from the top adds up (heights in thirds, so the order of the
    /// additions shows in the last bits).
    @Test func aChunksRunningSumsAreItsWalkBitForBit() {
        var rng = SplitMix(state: 41)
        let estimate = 44.0
        func row(_ id: Int) -> Row {
            Row(id: RowID(id), height: Double(Int.random(in: 1...300, using: &rng)) / 3,
                estimatedHeight: Bool.random(using: &rng) ? nil : Double(Int.random(in: 1...90, using: &rng)) / 7)
        }
        var rows = (0..<40).map { row($0) }
        var chunk = RowChunk(rows: rows, estimate: estimate)
        var nextID = 40
        for step in 0..<400 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !rows.isEmpty:
                let i = Int.random(in: 0..<rows.count, using: &rng)
                let height = Double(Int.random(in: 0...300, using: &rng)) / 3
                _ = chunk.modify(at: i, estimate: estimate) { $0.height = height; $0.isLaidOut = true }
                rows[i].height = height
                rows[i].isLaidOut = true
            case 1:
                let i = Int.random(in: 0...rows.count, using: &rng)
                let new = row(nextID)
                nextID += 1
                _ = chunk.insert(new, at: i, estimate: estimate)
                rows.insert(new, at: i)
            default:
                guard !rows.isEmpty else { continue }
                let i = Int.random(in: 0..<rows.count, using: &rng)
                _ = chunk.remove(at: i, estimate: estimate)
                rows.remove(at: i)
            }
            var walked = 0.0
            for k in 0...rows.count {
                #expect(chunk.prefix(k, estimate: estimate).bitPattern == walked.bitPattern, "step \(step), prefix \(k)")
                if k < rows.count { walked += RowChunk.effectiveHeight(rows[k], estimate: estimate) }
            }
            // Under another estimate the sums are not the table's: the walk answers.
            #expect(chunk.prefix(rows.count, estimate: 30).bitPattern
                == rows.reduce(0.0) { $0 + RowChunk.effectiveHeight($1, estimate: 30) }.bitPattern)
        }
    }

    @Test func equalityIgnoresHowRowsAreChunked() {
        let specs = (0..<600).map { RowSpec(height: Double($0 % 7)) }
        let whole = RowStore(sections: [specs], estimatedRowHeight: 0)
        let split = RowStore(sections: [Array(specs[..<300]), Array(specs[300...])], estimatedRowHeight: 0)
        #expect(whole == split)
        #expect(whole.hashValue == split.hashValue)
        var touched = whole
        touched.modify(at: 5) { $0.height = 3 }
        #expect(touched != whole)
        touched.modify(at: 5) { $0.height = 5 }
        #expect(touched == whole)
    }
}

@Suite("FenwickTree against prefix sums")
struct FenwickTreeTests {
    @Test func agreesWithRunningSums() {
        var rng = SplitMix(state: 99)
        for count in [0, 1, 2, 7, 64, 129] {
            // Whole numbers, as the store's row counts are.
            var values = (0..<count).map { _ in Double(Int.random(in: 0...5, using: &rng)) }
            var tree = FenwickTree(values)
            for _ in 0..<50 {
                if count > 0 {
                    let i = Int.random(in: 0..<count, using: &rng)
                    let new = Double(Int.random(in: 0...5, using: &rng))
                    tree.add(new - values[i], at: i)
                    values[i] = new
                }
                let sums = values.reduce(into: [0.0]) { $0.append($0.last! + $1) }
                for i in 0...count { #expect(tree.prefix(i) == sums[i]) }
                #expect(tree.total == sums[count])
                for whole in -1...(Int(sums[count]) + 1) {
                    let target = Double(whole)
                    let expected = values.indices.first { sums[$0 + 1] > target && target >= 0 }
                    #expect(tree.firstExceeding(target)?.index == expected)
                    if let found = tree.firstExceeding(target) { #expect(found.before == sums[found.index]) }
                }
            }
        }
    }
}
