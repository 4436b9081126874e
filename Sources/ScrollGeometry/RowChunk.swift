/// A run of consecutive rows of a table: the unit ``RowStore`` splits its rows into.
///
/// A chunk made from the app's row specs stays **pristine** — it keeps a slice of the caller's
/// `[RowSpec]` array (shared, not copied) and the identity of its first row — until something changes
/// one of its rows; then it is **materialized** into its own `[Row]`. A pristine chunk's rows have
/// consecutive identities, are not laid out and have the heights their specs give, so a table of
/// 100,000 rows is built by reading each spec once and writing nothing per row, and only the chunks a
/// layout pass or an update touches are ever materialized.
///
/// Invariant: ``heightSum`` is the sum of the rows' effective heights (``RowChunk/effectiveHeight(_:estimate:)``)
/// under the table's `estimatedRowHeight`, which every call passes as `estimate`.
struct RowChunk: Sendable {
    private enum Storage: Sendable {
        /// Rows made from `specs`, untouched: identities from `firstID`, not laid out.
        case pristine(ArraySlice<RowSpec>, firstID: Int)
        case rows([Row])
    }

    private var storage: Storage
    /// The number of rows.
    private(set) var count: Int
    /// The sum of the rows' effective heights.
    private(set) var heightSum: Double

    /// A pristine chunk over `specs`, its rows taking identities from `firstID`; ``specsAreValid``
    /// tells whether every spec passed ``RowSpec/isValid`` (checked in the same pass as the sum).
    /// - Complexity: O(`specs.count`).
    init(specs: ArraySlice<RowSpec>, firstID: Int, estimate: Double) {
        storage = .pristine(specs, firstID: firstID)
        count = specs.count
        var sum = 0.0
        var valid = true
        var i = specs.startIndex
        while i < specs.endIndex {
            sum += Self.effectiveHeight(specs[i], estimate: estimate)
            valid = valid && specs[i].isValid
            i += 1
        }
        heightSum = sum
        specsAreValid = valid
    }

    /// False when the chunk was made from a spec that fails ``RowSpec/isValid``.
    private(set) var specsAreValid = true

    /// For a materialized chunk, the running sums of its rows' effective heights under
    /// `runningEstimate`: element `i` is the sum of rows `0...i`, added from the top in order, so it is
    /// bit for bit what ``prefix(_:estimate:)``'s walk would add up for `i + 1` rows. Kept up to date by
    /// every change of the rows (a change at `i` sums again from `i` on); empty for a pristine chunk.
    private var runningSums: [Double] = []
    private var runningEstimate = Double.nan

    /// A materialized chunk holding `rows`.
    /// - Complexity: O(`rows.count`).
    init(rows: [Row], estimate: Double) {
        storage = .rows(rows)
        count = rows.count
        heightSum = 0
        sumAgain(rows, from: 0, estimate: estimate)
        heightSum = runningSums.last ?? 0
    }

    /// Sums `rows` (the chunk's) again from `start` on into ``runningSums`` (from the top when the
    /// estimate is not the one they were summed under).
    private mutating func sumAgain(_ rows: [Row], from start: Int, estimate: Double) {
        var start = Swift.min(start, runningSums.count)
        if estimate.bitPattern != runningEstimate.bitPattern { start = 0 }
        runningSums.removeSubrange(start...)
        runningSums.reserveCapacity(rows.count)
        var sum = start == 0 ? 0.0 : runningSums[start - 1]
        var i = start
        while i < rows.count {
            sum += Self.effectiveHeight(rows[i], estimate: estimate)
            runningSums.append(sum)
            i += 1
        }
        runningEstimate = estimate
    }

    /// True once the chunk holds its own rows.
    var isMaterialized: Bool { if case .rows = storage { return true } else { return false } }

    // MARK: Effective heights

    /// The height a table counts for `row`: its true height once laid out or when estimates are off
    /// (`estimate == 0`), its estimate otherwise.
    static func effectiveHeight(_ row: Row, estimate: Double) -> Double {
        if row.isLaidOut || estimate == 0 { return row.height }
        return row.estimatedHeight ?? estimate
    }

    /// The height a table counts for a row made from `spec` and not laid out yet.
    static func effectiveHeight(_ spec: RowSpec, estimate: Double) -> Double {
        if estimate == 0 { return spec.height }
        return spec.estimatedHeight ?? estimate
    }

    // MARK: Reading

    /// The row at `i` (0 ≤ i < count).
    /// - Complexity: O(1).
    subscript(i: Int) -> Row {
        switch storage {
        case let .pristine(specs, firstID):
            let spec = specs[specs.startIndex + i]
            return Row(id: RowID(firstID + i), height: spec.height, estimatedHeight: spec.estimatedHeight,
                       control: spec.control)
        case let .rows(rows):
            return rows[i]
        }
    }

    /// The effective height of the row at `i` and whether it is laid out.
    /// - Complexity: O(1).
    func heightAndLayout(at i: Int, estimate: Double) -> (height: Double, isLaidOut: Bool) {
        switch storage {
        case let .pristine(specs, _):
            return (Self.effectiveHeight(specs[specs.startIndex + i], estimate: estimate), false)
        case let .rows(rows):
            return (Self.effectiveHeight(rows[i], estimate: estimate), rows[i].isLaidOut)
        }
    }

    /// The sum of the effective heights of the first `k` rows (0 ≤ k ≤ count).
    /// - Complexity: O(1) for a materialized chunk (``runningSums``), O(k) for a pristine one.
    func prefix(_ k: Int, estimate: Double) -> Double {
        if k > 0, k <= runningSums.count, estimate.bitPattern == runningEstimate.bitPattern, case .rows = storage {
            return runningSums[k - 1]
        }
        var sum = 0.0
        switch storage {
        // Index loops, in order (the same sum as a walk from the top): every geometry query ends here,
        // and an iterator over a slice of a slice costs several times more in an unoptimised build.
        case let .pristine(specs, _):
            var i = specs.startIndex
            let end = specs.startIndex + k
            while i < end { sum += Self.effectiveHeight(specs[i], estimate: estimate); i += 1 }
        case let .rows(rows):
            var i = 0
            while i < k { sum += Self.effectiveHeight(rows[i], estimate: estimate); i += 1 }
        }
        return sum
    }

    /// The row containing offset `y` from the chunk's top — the first `i` whose bottom is below `y` —
    /// and its top; `nil` when `y` is at or past the chunk's end.
    /// - Complexity: O(count).
    func index(containing y: Double, estimate: Double) -> (index: Int, top: Double)? {
        var found: (index: Int, top: Double)?
        var top = 0.0
        _ = visit(from: 0, estimate: estimate) { i, height, _ in
            if top + height > y {
                found = (i, top)
                return false
            }
            top += height
            return true
        }
        return found
    }

    /// Calls `body` with the index, effective height and layout state of each row from `start` on,
    /// until it returns false; returns false when `body` did.
    /// - Complexity: O(rows visited).
    @inline(__always)
    func visit(from start: Int, estimate: Double,
               _ body: (_ index: Int, _ height: Double, _ isLaidOut: Bool) -> Bool) -> Bool {
        switch storage {
        case let .pristine(specs, _):
            var i = start
            for spec in specs.dropFirst(start) {
                guard body(i, Self.effectiveHeight(spec, estimate: estimate), false) else { return false }
                i += 1
            }
        case let .rows(rows):
            for i in start..<rows.count {
                guard body(i, Self.effectiveHeight(rows[i], estimate: estimate), rows[i].isLaidOut) else { return false }
            }
        }
        return true
    }

    /// The index of the row with identity `id`, or `nil` when the chunk does not hold it.
    /// - Complexity: O(1) for a pristine chunk, O(count) otherwise.
    func index(of id: RowID) -> Int? {
        switch storage {
        case let .pristine(_, firstID):
            let i = id.raw - firstID
            return i >= 0 && i < count ? i : nil
        case let .rows(rows):
            return rows.firstIndex { $0.id == id }
        }
    }

    /// The identity of the row at `i`.
    func id(at i: Int) -> RowID {
        switch storage {
        case let .pristine(_, firstID): return RowID(firstID + i)
        case let .rows(rows): return rows[i].id
        }
    }

    // MARK: Changing

    /// Runs `body` on the row at `i` (materializing the chunk) and returns the change in
    /// ``heightSum``.
    /// - Complexity: O(1), or O(count) when the chunk is materialized by this call.
    mutating func modify(at i: Int, estimate: Double, _ body: (inout Row) -> Void) -> Double {
        var rows = takeRows()
        let old = Self.effectiveHeight(rows[i], estimate: estimate)
        body(&rows[i])
        let delta = Self.effectiveHeight(rows[i], estimate: estimate) - old
        sumAgain(rows, from: i, estimate: estimate)
        storage = .rows(rows)
        heightSum += delta
        return delta
    }

    /// Inserts `row` at `i` (0 ≤ i ≤ count) and returns the change in ``heightSum``.
    /// - Complexity: O(count).
    mutating func insert(_ row: Row, at i: Int, estimate: Double) -> Double {
        var rows = takeRows()
        rows.insert(row, at: i)
        sumAgain(rows, from: i, estimate: estimate)
        storage = .rows(rows)
        count += 1
        let delta = Self.effectiveHeight(row, estimate: estimate)
        heightSum += delta
        return delta
    }

    /// Removes the row at `i` and returns it with the change in ``heightSum``.
    /// - Complexity: O(count).
    mutating func remove(at i: Int, estimate: Double) -> (row: Row, delta: Double) {
        var rows = takeRows()
        let row = rows.remove(at: i)
        sumAgain(rows, from: i, estimate: estimate)
        storage = .rows(rows)
        count -= 1
        let delta = -Self.effectiveHeight(row, estimate: estimate)
        heightSum += delta
        return (row, delta)
    }

    /// Splits the chunk in two halves: keeps the first and returns the second.
    /// - Complexity: O(count).
    mutating func splitOffSecondHalf(estimate: Double) -> RowChunk {
        let rows = takeRows()
        let middle = rows.count / 2
        let second = RowChunk(rows: Array(rows[middle...]), estimate: estimate)
        self = RowChunk(rows: Array(rows[..<middle]), estimate: estimate)
        return second
    }

    /// `reloadData()` for these rows: every row counts its estimate again. Returns the change in
    /// ``heightSum``. A pristine chunk has no laid-out rows and is left as it is.
    ///
    /// `ask`, when given, is the app's `tableView(_:estimatedHeightForRowAt:)` asked again for each row
    /// that was laid out: a non-`nil` answer becomes the row's estimate, `nil` keeps the one it had.
    /// - Complexity: O(count) for a materialized chunk, O(1) for a pristine one.
    mutating func forgetLayout(estimate: Double, asking ask: (Row) -> Double? = { _ in nil }) -> Double {
        guard case var .rows(rows) = storage else { return 0 }
        storage = .pristine([], firstID: 0)  // release the buffer so the loop below does not copy it
        for i in rows.indices {
            if rows[i].isLaidOut, let answer = ask(rows[i]) { rows[i].estimatedHeight = answer }
            rows[i].isLaidOut = false
        }
        let old = heightSum
        self = RowChunk(rows: rows, estimate: estimate)
        return heightSum - old
    }

    /// The rows as an array, leaving the storage empty so that the caller holds the only reference
    /// (no copy on write when it mutates them).
    private mutating func takeRows() -> [Row] {
        switch storage {
        case let .pristine(specs, firstID):
            var rows: [Row] = []
            rows.reserveCapacity(specs.count + 1)
            for (offset, spec) in specs.enumerated() {
                rows.append(Row(id: RowID(firstID + offset), height: spec.height,
                                estimatedHeight: spec.estimatedHeight, control: spec.control))
            }
            storage = .rows([])
            return rows
        case let .rows(rows):
            storage = .rows([])
            return rows
        }
    }
}
