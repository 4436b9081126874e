/// One row of the tableau, `constant + Σ coefficient × symbol`.
///
/// In the tableau a row stands for `basic = constant + Σ …` where the basic symbol is the row's key; a
/// row being built from a constraint stands for `0 = constant + Σ …`. Cells whose coefficient falls
/// within ``Row/epsilon`` of zero are dropped, so a symbol is in ``cells`` exactly when it matters.
///
/// A reference type: rows are moved between the tableau, the objective and the artificial objective and
/// changed in place.
final class Row {
    /// Coefficients nearer zero than this are zero.
    static let epsilon = 1.0e-8

    private(set) var cells: [Symbol: Double]
    private(set) var constant: Double

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    static func nearZero(_ value: Double) -> Bool { Swift.abs(value) < epsilon }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other` (constant included).
    func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, c) in other.cells { insert(symbol, c * coefficient) }
    }

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for (symbol, c) in cells { cells[symbol] = -c }
    }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = −(constant + rest)/c`: the row no longer
    /// contains `symbol` and stands for its value. Precondition: `symbol` is in the row.
    func solve(for symbol: Symbol) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / c
        constant *= factor
        for (s, v) in cells { cells[s] = v * factor }
    }

    /// Rewrites `lhs = row` as `rhs = …` (a pivot: `lhs` leaves the basis, `rhs` enters).
    func solve(for lhs: Symbol, entering rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression for it.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        insert(row, c)
    }

    /// The lowest-id symbol among those satisfying `predicate`, or nil (deterministic choice).
    func lowest(where predicate: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (s, c) in cells where predicate(s, c) {
            if best.map({ s < $0 }) ?? true { best = s }
        }
        return best
    }
}
