/// A table's rows in order, with their effective heights summed for geometry: a list of
/// ``RowChunk``s of at most ``maxChunkCount`` rows, and two ``FenwickTree``s over the chunks (row
/// counts and height sums).
///
/// What it costs, for n rows in C ≈ n / ``chunkCount`` chunks of at most B = ``maxChunkCount`` rows:
/// - building from row specs: O(n) reads and O(C) writes (chunks stay pristine, see ``RowChunk``);
/// - a row by position, the sum of the heights above a row, the row at an offset: O(log C + B);
/// - a row's height or layout state changing: O(log C + B);
/// - inserting or deleting a row: O(log C + B), plus O(C + rows in materialized chunks) when a chunk
///   splits or empties (rebuilding the indexes over the chunks);
/// - the position of a row by identity: O(log C + B).
///
/// Identities: rows made with the table (identities below `baseIDCount`, assigned in order) keep their
/// relative order, so the chunks holding them are ordered by their largest such identity and a
/// binary search finds them; rows inserted later are indexed in a small dictionary (a row made with the
/// table that a reload gives back its identity is inserted, and found there, in the same order). Both
/// are kept up to date by every insert and removal.
///
/// Equality and hashing compare the rows in order, however they are chunked.
struct RowStore: Sendable {
    /// The rows a pristine chunk is built with.
    static let chunkCount = 128
    /// A chunk that grows past this splits in two.
    static let maxChunkCount = 256

    /// The table's `estimatedRowHeight` (0: exact heights everywhere).
    let estimatedRowHeight: Double
    private var chunks: [RowChunk]
    /// Row counts per chunk (whole numbers, held exactly).
    private var counts: FenwickTree
    private var sums: FenwickTree
    /// Rows with identities below this were made with the table, in order.
    private let baseIDCount: Int
    /// `baseIDCeiling[c]`: the largest identity below `baseIDCount` that chunks `0...c` held when the
    /// chunks were last indexed (-1 if none). A removal can leave it above the largest one they hold
    /// now, which is harmless: every identity chunk `c` ever held is below those of later chunks, so
    /// the first chunk whose ceiling reaches an identity is still the only one that can hold it.
    private var baseIDCeiling: [Int]
    /// The chunk holding each row inserted after the table was made.
    private var insertedChunk: [RowID: Int]
    /// The content range `minY ..< maxY` in which a layout pass last found every row laid out, noted
    /// by ``TableView/layoutIfNeeded()`` so that a pass over the same range finds nothing to do at
    /// once. Every change to the rows forgets it; equality ignores it.
    var settledRange: (minY: Double, maxY: Double)?
    /// The rows layout passes sized since ``TableView/collectDisplayedRows()`` last took them, oldest
    /// first (what `tableView(_:willDisplay:forRowAt:)` is told). Equality ignores it.
    var displayedSinceCollected: [RowID] = []
    /// A mark made anew whenever a row is removed (and with each new store): while a reader holds the
    /// mark it last saw and it is still this one, every row that existed then exists now. Equality
    /// ignores it.
    private(set) var removalMark = RowRemovalMark()

    /// A store of the rows `sections` describe, in order, identities from 0. ``specsAreValid`` tells
    /// whether every spec passed ``RowSpec/isValid``; the caller must not use the store otherwise.
    /// - Complexity: O(n) reads of the specs (one pass), O(n / ``chunkCount``) writes.
    init(sections: [[RowSpec]], estimatedRowHeight: Double) {
        self.estimatedRowHeight = estimatedRowHeight
        var chunks: [RowChunk] = []
        var nextID = 0
        for specs in sections {
            var start = specs.startIndex
            while start < specs.endIndex {
                let end = Swift.min(start + Self.chunkCount, specs.endIndex)
                chunks.append(RowChunk(specs: specs[start..<end], firstID: nextID, estimate: estimatedRowHeight))
                nextID += end - start
                start = end
            }
        }
        self.chunks = chunks
        self.specsAreValid = chunks.allSatisfy(\.specsAreValid)
        self.baseIDCount = nextID
        self.counts = FenwickTree([])
        self.sums = FenwickTree([])
        self.baseIDCeiling = []
        self.insertedChunk = [:]
        rebuildChunkIndex()
    }

    /// False when a spec the store was made from fails ``RowSpec/isValid``.
    let specsAreValid: Bool

    /// The number of rows.
    var count: Int { Int(counts.total) }

    /// The sum of the rows' effective heights.
    var totalHeight: Double { sums.total }

    // MARK: Reading

    /// The row at position `flat` (0 ≤ flat < count).
    /// - Complexity: O(log C).
    subscript(flat: Int) -> Row {
        let (c, i) = locate(flat)
        return chunks[c][i]
    }

    /// The effective height of the row at `flat` and the sum of the effective heights above it.
    /// - Complexity: O(log C + B).
    func span(at flat: Int) -> (top: Double, height: Double) {
        let (c, i) = locate(flat)
        let chunk = chunks[c]
        return (sums.prefix(c) + chunk.prefix(i, estimate: estimatedRowHeight),
                chunk.heightAndLayout(at: i, estimate: estimatedRowHeight).height)
    }

    /// The sum of the effective heights of the rows before position `flat` (0 ≤ flat ≤ count).
    /// - Complexity: O(log C + B).
    func prefix(_ flat: Int) -> Double {
        if flat <= 0 { return 0 }
        if flat >= count { return sums.total }
        return span(at: flat).top
    }

    /// The row containing offset `y` measured from the first row's top (half-open: a row owns its top
    /// edge; zero-height rows contain nothing), or `nil` when `y` is outside `0 ..< totalHeight`.
    /// - Complexity: O(log C + B).
    func index(containing y: Double) -> Int? {
        row(containing: y)?.flat
    }

    /// The row containing offset `y` (see ``index(containing:)``) and the sum of the heights above it.
    /// - Complexity: O(log C + B).
    func row(containing y: Double) -> (flat: Int, top: Double)? {
        guard let (c, before) = sums.firstExceeding(y),
              let (i, top) = chunks[c].index(containing: y - before, estimate: estimatedRowHeight) else { return nil }
        return (Int(counts.prefix(c)) + i, before + top)
    }

    /// Calls `body` with the position, effective height and layout state of each row from `flat` on,
    /// in order, until it returns false.
    /// - Complexity: O(log C + rows visited).
    func walk(from flat: Int, _ body: (_ flat: Int, _ height: Double, _ isLaidOut: Bool) -> Bool) {
        guard flat < count else { return }
        var (c, i) = locate(flat)
        var base = flat - i
        while c < chunks.count {
            let more = chunks[c].visit(from: i, estimate: estimatedRowHeight) { index, height, laidOut in
                body(base + index, height, laidOut)
            }
            guard more else { return }
            base += chunks[c].count
            c += 1
            i = 0
        }
    }

    /// The position of the row with identity `id`, or `nil` when there is none.
    /// - Complexity: O(log C + B).
    func position(of id: RowID) -> Int? {
        if id.raw >= 0 && id.raw < baseIDCount {
            // The first chunk whose ceiling reaches `id` is the only one that can hold it.
            var low = 0, high = chunks.count
            while low < high {
                let mid = (low + high) / 2
                if baseIDCeiling[mid] >= id.raw { high = mid } else { low = mid + 1 }
            }
            if low < chunks.count, let i = chunks[low].index(of: id) { return Int(counts.prefix(low)) + i }
            // A row made with the table, removed, and inserted again with its identity (a row a reload
            // gives back, ``TableView/insertSections(_:rows:identities:)``): indexed as inserted rows are
            // until the chunks are indexed again.
        }
        guard let c = insertedChunk[id] else { return nil }
        return chunks[c].index(of: id).map { Int(counts.prefix(c)) + $0 }
    }

    /// Every row, in order.
    /// - Complexity: O(n).
    var allRows: [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for chunk in chunks {
            for i in 0..<chunk.count { rows.append(chunk[i]) }
        }
        return rows
    }

    // MARK: Changing rows in place

    /// Runs `body` on the row at `flat` and returns the change in ``totalHeight``. `body` must not
    /// change the row's identity.
    /// - Complexity: O(log C), plus O(B) the first time a pristine chunk is touched.
    @discardableResult
    mutating func modify(at flat: Int, _ body: (inout Row) -> Void) -> Double {
        let (c, i) = locate(flat)
        let delta = chunks[c].modify(at: i, estimate: estimatedRowHeight, body)
        sums.add(delta, at: c)
        settledRange = nil
        return delta
    }

    /// `reloadData()`: every row counts its estimate until laid out again. Only materialized chunks
    /// hold laid-out rows, so pristine ones are not touched. `ask` gives laid-out rows a new estimate
    /// (see ``RowChunk/forgetLayout(estimate:asking:)``).
    /// - Complexity: O(C + rows in materialized chunks).
    mutating func forgetLayout(asking ask: (Row) -> Double? = { _ in nil }) {
        settledRange = nil
        for c in chunks.indices where chunks[c].isMaterialized {
            sums.add(chunks[c].forgetLayout(estimate: estimatedRowHeight, asking: ask), at: c)
        }
    }

    // MARK: Structural changes

    /// Inserts `row` at position `flat` (0 ≤ flat ≤ count). Its identity must be new and at least
    /// the store's base count (a row the table makes after it was built).
    /// - Complexity: O(log C + B), O(C + rows in materialized chunks) when a chunk splits.
    mutating func insert(_ row: Row, at flat: Int) {
        settledRange = nil
        guard !chunks.isEmpty else {
            chunks = [RowChunk(rows: [row], estimate: estimatedRowHeight)]
            rebuildChunkIndex()
            return
        }
        // Past the end: append to the last chunk.
        let (c, i) = flat >= count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(flat)
        let delta = chunks[c].insert(row, at: i, estimate: estimatedRowHeight)
        if chunks[c].count > Self.maxChunkCount {
            let second = chunks[c].splitOffSecondHalf(estimate: estimatedRowHeight)
            chunks.insert(second, at: c + 1)
            rebuildChunkIndex()
        } else {
            counts.add(1, at: c)
            sums.add(delta, at: c)
            insertedChunk[row.id] = c
        }
    }

    /// Removes the row at position `flat` and returns it.
    /// - Complexity: O(log C + B), O(C + rows in materialized chunks) when a chunk empties.
    @discardableResult
    mutating func remove(at flat: Int) -> Row {
        settledRange = nil
        removalMark = RowRemovalMark()
        let (c, i) = locate(flat)
        let (row, delta) = chunks[c].remove(at: i, estimate: estimatedRowHeight)
        if chunks[c].count == 0 {
            chunks.remove(at: c)
            rebuildChunkIndex()
        } else {
            counts.add(-1, at: c)
            sums.add(delta, at: c)
            insertedChunk[row.id] = nil
        }
        return row
    }

    // MARK: Internals

    /// The chunk holding position `flat` (0 ≤ flat < count) and the row's index in it.
    /// - Complexity: O(log C).
    private func locate(_ flat: Int) -> (chunk: Int, index: Int) {
        guard let (c, before) = counts.firstExceeding(Double(flat)) else {
            preconditionFailure("row \(flat) out of range 0..<\(count)")
        }
        return (c, flat - Int(before))
    }

    /// Rebuilds the two trees over the chunks and the identity index.
    /// - Complexity: O(C + rows in materialized chunks).
    private mutating func rebuildChunkIndex() {
        counts = FenwickTree(chunks.map { Double($0.count) })
        sums = FenwickTree(chunks.map(\.heightSum))
        rebuildIdentityIndex()
    }

    private mutating func rebuildIdentityIndex() {
        var ceiling = -1
        var ceilings: [Int] = []
        ceilings.reserveCapacity(chunks.count)
        var inserted: [RowID: Int] = [:]
        for (c, chunk) in chunks.enumerated() {
            if chunk.isMaterialized {
                for i in 0..<chunk.count {
                    let id = chunk.id(at: i)
                    if id.raw < baseIDCount { ceiling = Swift.max(ceiling, id.raw) } else { inserted[id] = c }
                }
            } else if chunk.count > 0 {
                ceiling = Swift.max(ceiling, chunk.id(at: chunk.count - 1).raw)
            }
            ceilings.append(ceiling)
        }
        baseIDCeiling = ceilings
        insertedChunk = inserted
    }
}

extension RowStore: Hashable {
    static func == (lhs: RowStore, rhs: RowStore) -> Bool {
        guard lhs.estimatedRowHeight == rhs.estimatedRowHeight, lhs.count == rhs.count else { return false }
        // Two copies of one store share their chunks' buffer until either changes: the same rows.
        if lhs.chunks.withUnsafeBufferPointer({ l in rhs.chunks.withUnsafeBufferPointer { r in l.baseAddress == r.baseAddress } }) {
            return true
        }
        var equal = true
        var other = rhs.allRows.makeIterator()
        lhs.walkRows { row in
            equal = row == other.next()
            return equal
        }
        return equal
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(estimatedRowHeight)
        hasher.combine(count)
        walkRows { row in
            hasher.combine(row)
            return true
        }
    }

    /// Calls `body` with each row in order until it returns false.
    private func walkRows(_ body: (Row) -> Bool) {
        for chunk in chunks {
            for i in 0..<chunk.count where !body(chunk[i]) { return }
        }
    }
}

/// What ``RowStore/removalMark`` is: an object compared by identity. A reader that keeps the mark it saw
/// keeps it alive, so no later mark can reuse its address.
package final class RowRemovalMark: Sendable {
    init() {}
}
