/// An incremental linear constraint solver in the Cassowary family (Badros, Borning and Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI 2001).
///
/// The state is a simplex tableau in basic feasible solved form: each basic symbol equals a row of
/// parametric symbols plus a constant, every restricted basic symbol (slack, error, dummy) is ≥ 0, and
/// parametric symbols are 0, so a basic symbol's value is its row's constant. Required constraints are
/// rows that must hold; a non-required constraint gets error symbols whose weighted sum (its
/// ``Strength``) is the objective the primal simplex minimises (``optimize``). Edit variables are weak
/// equations `v = suggestion`; a new suggestion changes constants only, and the dual simplex
/// (``dualOptimize``) restores feasibility from the optimal basis in a few pivots.
///
/// Invariants between public calls: the tableau is feasible and optimal; every added constraint is
/// either represented (a row or a marker symbol) or was refused with an error and left no trace in the
/// system's solution.
///
/// - Complexity: a column index (symbol → the rows containing it) makes one pivot cost O(rows containing
///   the entering symbol × row length), not O(all rows); adding or removing a constraint costs a handful
///   of pivots in layout-shaped systems (each constraint touches a few variables).
public final class Solver {
    /// The symbols that stand for a constraint in the tableau: its marker (slack, dummy or the positive
    /// error) and, for a non-required equation, the negative error.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    private var rows = Tableau()
    /// The column index: for each symbol id, the ids of the basic symbols whose rows contain it, so a
    /// substitution or a ratio test visits only those rows.
    private var columns: [[Int]] = [[]]
    /// Every symbol by id (the basic symbol of a row listed in a column).
    private var symbolsByID: [Symbol] = [Symbol(id: 0, kind: .dummy)]
    private var delta = RowDelta()
    private var symbols: [Variable: Symbol] = [:]
    private var edits: [Variable: EditInfo] = [:]
    /// Constants changed by ``updateConstant(of:to:)`` (the constraint objects are immutable).
    private var constantOverrides: [Constraint: Double] = [:]
    private var infeasible: [Symbol] = []
    private let objective = Row()
    private var artificial: Row?
    private var nextID = 1
    private var externals: [Symbol] = []
    private var values: [Double] = []

    public init() {}

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count }

    // MARK: Constraints

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``DuplicateConstraint`` when the object is already added; ``UnsatisfiableConstraint``
    ///   when it is required and contradicts the required constraints present (the solver is unchanged).
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw DuplicateConstraint(constraint: constraint) }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Row.nearZero(row.constant) else { throw UnsatisfiableConstraint(constraint: constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if try !addWithArtificialVariable(row) {
            try optimize(objective)
            throw UnsatisfiableConstraint(constraint: constraint)
        }
        constraints[constraint] = tag
        try optimize(objective)
    }

    /// Removes `constraint` and re-solves.
    ///
    /// - Throws: ``UnknownConstraint`` when it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw UnknownConstraint(constraint: constraint) }
        constantOverrides[constraint] = nil
        // Its errors leave the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -constraint.strength.weight)
            } else {
                objective.insert(symbol, -constraint.strength.weight)
            }
        }
        // Its marker becomes basic and its row is dropped.
        if removeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), let row = removeRow(leaving) else {
                throw InternalSolverError(message: "no row to remove the marker of \(constraint) from")
            }
            row.solve(for: leaving, entering: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objective)
    }

    /// Changes the constant of `constraint`, a required equation in the solver, to that of `expression`
    /// (the same terms), and re-solves with the dual simplex — the edit-constant step edit variables
    /// use, for a constraint whose constant moves from pass to pass (a fixed frame, a guide's inset).
    /// The old constraint object stays the solver's handle for it (``removeConstraint(_:)`` takes it).
    ///
    /// Returns false, leaving the solver as it was, when the step does not apply (not a required
    /// equation, its dummy marker basic) or the new constant contradicts the required constraints
    /// present; the caller then removes and adds the constraint.
    public func updateConstant(of constraint: Constraint, to newConstant: Double) -> Bool {
        guard constraint.relation == .equal, constraint.strength.isRequired, let tag = constraints[constraint],
              tag.other == nil, tag.marker.kind == .dummy, rows[tag.marker] == nil, infeasible.isEmpty else { return false }
        let step = newConstant - (constantOverrides[constraint] ?? constraint.expression.constant)
        func shift(_ amount: Double) {
            // The constraint is `terms + constant + marker = 0` (the marker a dummy held at 0): moving the
            // constant by `amount` is the old marker standing for `new marker + amount`, so each row
            // holding the marker at `c` has its constant moved by `c × amount`.
            for id in columns[tag.marker.id] {
                let basic = symbolsByID[id]
                guard let row = rows[basic] else { continue }
                let c = row.coefficient(of: tag.marker)
                if c != 0, row.add(c * amount) < 0, !basic.isExternal { infeasible.append(basic) }
            }
        }
        shift(step)
        do {
            try dualOptimize()
        } catch {
            // Infeasible: undo (the marker, a dummy, never entered the basis) and restore feasibility.
            infeasible.removeAll()
            shift(-step)
            try? dualOptimize()
            return false
        }
        constantOverrides[constraint] = newConstant
        return true
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `strength` (not required): ``suggestValue(_:_:)`` then moves
    /// it, and everything constrained to it follows.
    ///
    /// - Throws: ``DuplicateEditVariable``; ``BadRequiredStrength`` for a required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw DuplicateEditVariable(variable: variable) }
        let strength = strength.clipped
        guard !strength.isRequired else { throw BadRequiredStrength(variable: variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(), strength: strength)
        try addConstraint(constraint)
        guard let tag = constraints[constraint] else { throw InternalSolverError(message: "edit constraint vanished") }
        edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``UnknownEditVariable``.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw UnknownEditVariable(variable: variable) }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves with the dual simplex.
    ///
    /// - Throws: ``UnknownEditVariable``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var info = edits[variable] else { throw UnknownEditVariable(variable: variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasible.append(info.tag.marker) }
        } else if let other = info.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasible.append(other) }
        } else {
            for id in columns[info.tag.marker.id] {
                let basic = symbolsByID[id]
                guard let row = rows[basic] else { continue }
                let c = row.coefficient(of: info.tag.marker)
                if c != 0, row.add(delta * c) < 0, !basic.isExternal { infeasible.append(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: Values

    /// Copies the solution into the values ``value(of:)`` reads.
    public func updateVariables() {
        for symbol in externals {
            let v = rows[symbol]?.constant ?? 0
            values[symbol.id] = v == 0 ? 0 : v // no negative zero
        }
    }

    /// `variable`'s value as of the last ``updateVariables()`` (0 for a variable the solver never saw).
    public func value(of variable: Variable) -> Double {
        guard let s = symbols[variable], s.id < values.count else { return 0 }
        return values[s.id]
    }

    // MARK: The algorithm

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        let symbol = Symbol(id: nextID, kind: kind)
        symbolsByID.append(symbol)
        columns.append([])
        return symbol
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let s = symbols[variable] { return s }
        let s = newSymbol(.external)
        symbols[variable] = s
        externals.append(s)
        if values.count <= s.id { values += Array(repeating: 0, count: Swift.max(s.id + 1 - values.count, values.count)) }
        return s
    }

    /// The constraint as a row `0 = …` over parametric symbols (basic ones substituted by their rows),
    /// with its slack, error or dummy symbols; a non-required constraint's errors enter the objective.
    /// The constant is made ≥ 0.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let s = symbol(for: term.variable)
            if let basic = rows[s] { row.insert(basic, term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0;  expression ≥ 0  ⇔  expression − slack = 0.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if required {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = e⁺ − e⁻, both weighted.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable if any (lowest id); else the marker
    /// or the other error when it is a slack or error with a negative coefficient (its value is then ≥ 0
    /// because the constant is); else nil (an artificial variable is needed).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.lowest(where: { s, _ in s.isExternal }) { return external }
        if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable (phase one of the two-phase simplex): minimise the
    /// artificial; the constraint is satisfiable exactly when it reaches 0. On failure the artificial's
    /// row is dropped, which leaves the tableau an equivalent form of the system without the constraint.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        setRow(row.copy(), for: art)
        artificial = row.copy()
        defer { artificial = nil }
        if let artificial { try optimize(artificial) }
        let success = Row.nearZero(artificial?.constant ?? 0)
        if let artRow = removeRow(art) {
            // Still basic: its value is the artificial objective's.
            guard success else { return false }
            if !artRow.cells.isEmpty {
                // A slack or error if there is one; else (the row is redundant with the system) any
                // symbol, so that the new constraint's marker stays findable for a later removal.
                guard let entering = artRow.lowest(where: { s, _ in s.isPivotable }) ?? artRow.lowest(where: { _, _ in true }) else {
                    return false
                }
                artRow.solve(for: art, entering: entering)
                substitute(entering, with: artRow)
                setRow(artRow, for: entering)
            }
        }
        for id in columns[art.id] { rows[symbolsByID[id]]?.remove(art) }
        columns[art.id] = []
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives; restricted rows driven negative are
    /// queued for the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for id in columns[symbol.id] {
            let basic = symbolsByID[id]
            guard let r = rows[basic] else { continue }
            delta.clear()
            r.substitute(symbol, with: row, delta: &delta)
            for s in delta.removed where s != symbol { unlist(basic, from: s) }
            for s in delta.added { columns[s.id].append(basic.id) }
            if !basic.isExternal, r.constant < 0 { infeasible.append(basic) }
        }
        columns[symbol.id] = []
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Puts `row` in the tableau as `basic`'s, listing it in its symbols' columns.
    private func setRow(_ row: Row, for basic: Symbol) {
        rows.set(row, for: basic)
        for cell in row.cells { columns[cell.symbol.id].append(basic.id) }
    }

    /// Takes `basic`'s row out of the tableau and its symbols' columns.
    @discardableResult
    private func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.remove(basic) else { return nil }
        for cell in row.cells { unlist(basic, from: cell.symbol) }
        return row
    }

    private func unlist(_ basic: Symbol, from symbol: Symbol) {
        guard let i = columns[symbol.id].firstIndex(of: basic.id) else { return }
        columns[symbol.id].swapAt(i, columns[symbol.id].count - 1)
        columns[symbol.id].removeLast()
    }

    private func pivot(leaving: Symbol, entering: Symbol) throws {
        guard let row = removeRow(leaving) else { throw InternalSolverError(message: "pivot on a non-basic symbol") }
        row.solve(for: leaving, entering: entering)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// The primal simplex: while the objective can decrease by raising a parametric symbol (a negative
    /// coefficient), pivot it in against the row that bounds it first (least ratio; ties to the lowest
    /// id, Bland's rule, so the loop cannot cycle).
    private func optimize(_ objective: Row) throws {
        while let entering = objective.lowest(where: { s, c in s.kind != .dummy && c < 0 }) {
            var best: (ratio: Double, symbol: Symbol)?
            for id in columns[entering.id] {
                let basic = symbolsByID[id]
                guard !basic.isExternal, let row = rows[basic] else { continue }
                let c = row.coefficient(of: entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true { best = (ratio, basic) }
            }
            guard let leaving = best?.symbol else { throw InternalSolverError(message: "the objective is unbounded") }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: each queued row whose basic symbol went negative (a suggestion, a removal)
    /// pivots out against the parametric symbol that keeps the objective optimal (least ratio of the
    /// objective's coefficient to the row's).
    private func dualOptimize() throws {
        while !infeasible.isEmpty {
            // Lowest id first, for determinism.
            var index = 0
            for i in infeasible.indices where infeasible[i] < infeasible[index] { index = i }
            let leaving = infeasible.remove(at: index)
            guard let row = rows[leaving], !Row.nearZero(row.constant), row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Symbol)?
            for (s, c) in row.cells where s.kind != .dummy && c > 0 {
                let ratio = objective.coefficient(of: s) / c
                if best.map({ ratio < $0.ratio || (ratio == $0.ratio && s < $0.symbol) }) ?? true { best = (ratio, s) }
            }
            guard let entering = best?.symbol else { throw InternalSolverError(message: "dual simplex found no entering symbol") }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot a non-basic marker into the basis with, when removing its constraint: a
    /// restricted row where the marker's coefficient is negative with the least ratio, else one where it
    /// is positive with the least ratio, else an external row.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (Double, Symbol)?, positive: (Double, Symbol)?, external: Symbol?
        func better(_ current: (Double, Symbol)?, _ r: Double, _ s: Symbol) -> Bool {
            current.map { r < $0.0 || (r == $0.0 && s < $0.1) } ?? true
        }
        for id in columns[marker.id] {
            let basic = symbolsByID[id]
            guard let row = rows[basic] else { continue }
            let c = row.coefficient(of: marker)
            guard c != 0 else { continue }
            if basic.isExternal {
                if external.map({ basic < $0 }) ?? true { external = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if better(negative, r, basic) { negative = (r, basic) }
            } else {
                let r = row.constant / c
                if better(positive, r, basic) { positive = (r, basic) }
            }
        }
        return negative?.1 ?? positive?.1 ?? external
    }
}
