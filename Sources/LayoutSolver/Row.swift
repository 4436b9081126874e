/// One row of the tableau, `constant + Σ coefficient × symbol`.
///
/// In the tableau a row stands for `basic = constant + Σ …` where the basic symbol is the row's key; a
/// row being built from a constraint stands for `0 = constant + Σ …`. Cells are kept sorted by symbol
/// id (a small sorted vector, as kiwi's `AssocVector`: rows of layout systems hold a handful of cells,
/// so merging two rows is a linear walk and a lookup a short binary search — no hashing). Cells whose
/// coefficient falls within ``Row/epsilon`` of zero are dropped, so a symbol is in ``cells`` exactly
/// when it matters.
///
/// A reference type: rows are moved between the tableau, the objective and the artificial objective and
/// changed in place.
final class Row {
    /// Coefficients nearer zero than this are zero.
    static let epsilon = 1.0e-8

    /// `(symbol, coefficient)`, sorted by symbol id, no zero coefficient.
    private(set) var cells: [(symbol: Symbol, coefficient: Double)]
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    private init(constant: Double, cells: [(symbol: Symbol, coefficient: Double)]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    static func nearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

    /// The index of `symbol`'s cell, or where it would go (`found` false).
    private func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            let id = cells[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (i, found) = index(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert((symbol, coefficient), at: i)
        }
    }

    /// Adds `coefficient × other` (constant included): a merge of the two sorted cell lists.
    func insert(_ other: Row, _ coefficient: Double = 1) {
        var ignored = RowDelta()
        insert(other, coefficient, delta: &ignored)
    }

    /// ``insert(_:_:)``, noting in `delta` the symbols that entered or left the row.
    func insert(_ other: Row, _ coefficient: Double, delta: inout RowDelta) {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        var merged: [(symbol: Symbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let a = cells, b = other.cells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol.id < b[j].symbol.id) {
                merged.append(a[i])
                i += 1
            } else if i == a.count || b[j].symbol.id < a[i].symbol.id {
                let c = b[j].coefficient * coefficient
                if !Row.nearZero(c) {
                    merged.append((b[j].symbol, c))
                    delta.added.append(b[j].symbol)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * coefficient
                if !Row.nearZero(c) { merged.append((a[i].symbol, c)) } else { delta.removed.append(a[i].symbol) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    func remove(_ symbol: Symbol) {
        let (i, found) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = −(constant + rest)/c`: the row no longer
    /// contains `symbol` and stands for its value. Does nothing when `symbol` is not in the row.
    func solve(for symbol: Symbol) {
        let (i, found) = index(of: symbol)
        guard found else { return }
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …` (a pivot: `lhs` leaves the basis, `rhs` enters).
    func solve(for lhs: Symbol, entering rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression for it.
    func substitute(_ symbol: Symbol, with row: Row) {
        var ignored = RowDelta()
        substitute(symbol, with: row, delta: &ignored)
    }

    /// ``substitute(_:with:)``, noting in `delta` the symbols that entered or left the row (`symbol`
    /// among the latter).
    func substitute(_ symbol: Symbol, with row: Row, delta: inout RowDelta) {
        let (i, found) = index(of: symbol)
        guard found else { return }
        let c = cells[i].coefficient
        cells.remove(at: i)
        delta.removed.append(symbol)
        insert(row, c, delta: &delta)
    }

    /// The lowest-id symbol among those satisfying `predicate`, or nil (cells are in id order).
    func lowest(where predicate: (Symbol, Double) -> Bool) -> Symbol? {
        for cell in cells where predicate(cell.symbol, cell.coefficient) { return cell.symbol }
        return nil
    }
}

/// The symbols that entered and left a row in one change (kept by the solver's column index).
struct RowDelta {
    var added: [Symbol] = []
    var removed: [Symbol] = []

    mutating func clear() {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
    }
}
