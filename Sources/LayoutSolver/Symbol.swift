/// A column of the simplex tableau: an external variable the user named, or one of the variables the
/// solver invents for a constraint (Badros et al. 2001, §3.1): a *slack* making an inequality an
/// equation (≥ 0), an *error* measuring how far a non-required constraint is violated (≥ 0, weighted in
/// the objective), a *dummy* marking a required equation (always 0, never pivoted in).
///
/// Ids are handed out by one solver in increasing order; ties in pivot choices go to the lowest id, so
/// a solver fed the same calls makes the same pivots (`Dictionary` order is not used).
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Restricted symbols (slack, error, dummy) are ≥ 0; external ones take any value.
    var isExternal: Bool { kind == .external }
    /// Symbols that may enter the basis in an optimisation (all but dummies).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
