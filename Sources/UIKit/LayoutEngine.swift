internal import LayoutSolver

/// The incremental solver behind one hierarchy's layout passes (kept on its root view).
///
/// A pass hands ``apply(_:)`` the whole system it wants, as constraints with stable keys; the engine
/// removes what is gone or changed, adds what is new, and keeps the rest in the solver untouched — so a
/// pass after a `constant` edit or a keyboard move costs a few pivots, not a rebuild.
///
/// A required constraint the solver refuses (`UnsatisfiableConstraint`) is broken as on iOS: logged once
/// through ``AutoLayoutLog`` with its description and left out; it is tried again whenever another
/// constraint leaves the system. A system constraint (a fixed frame, a guide) that is refused makes the
/// engine take the app's required constraints out, add it, and put them back, so that an app constraint
/// is the one broken.
final class LayoutEngine {
    /// A constraint in solver terms.
    struct Spec: Hashable {
        var expression: LinearExpression
        var relation: Relation
        var strength: Strength
    }

    /// One wanted constraint: its key (stable from pass to pass), what it is, and, for an app
    /// constraint, the `NSLayoutConstraint` (named in the log when broken).
    struct Wanted {
        var key: LayoutKey
        var spec: Spec
        var source: NSLayoutConstraint?

        /// The app constraint's description, or the system constraint's key.
        var description: String { source?.description ?? "<system constraint \(key.tag) of \(key.type)>" }
    }

    private struct Applied {
        var order: Int
        var wanted: Wanted
        var constraint: Constraint?
        var spec: Spec { wanted.spec }
        var isApp: Bool { wanted.source != nil }
    }

    let solver = Solver()
    private var applied: [LayoutKey: Applied] = [:]
    private var nextOrder = 0
    /// A constraint was broken (and logged) by this engine.
    private var logged = false
    /// A fresh engine given `wanted` whose solution was known (``FreshSolutions``): the values, by
    /// variable, it would have; the solver is made from `wanted` when the next change comes.
    private var pending: PendingSolution?

    /// A known solution of a wanted list: each variable's value by the number its shape gave it.
    private struct PendingSolution {
        let wanted: [Wanted]
        let numbers: FirstSeenNumbers
        let values: [Double]

        /// The variable's value; 0 for a variable the list does not name (as the solver's).
        func value(_ variable: Variable) -> Double {
            numbers.number(ofExisting: UInt(bitPattern: ObjectIdentifier(variable))).map { values[$0] } ?? 0
        }
    }

    /// A fresh engine holding `wanted` (as `LayoutEngine()` then ``apply(_:unchanged:)``): when a system of
    /// the same shape was solved fresh before, its values are taken and the solving waits for the next
    /// change (never made if none comes, as for a measured cell or a fitting).
    static func solvingFresh(_ wanted: [Wanted]) -> LayoutEngine {
        let engine = LayoutEngine()
        guard !wanted.isEmpty else {
            engine.apply(wanted)
            return engine
        }
        let shape = FreshSolutions.Shape(wanted)
        if let values = FreshSolutions.shared.values(of: shape) {
            engine.pending = PendingSolution(wanted: wanted, numbers: shape.variableNumbers, values: values)
            return engine
        }
        engine.apply(wanted)
        if !engine.logged { FreshSolutions.shared.remember(shape.values(in: wanted) { engine.solver.value(of: $0) }, of: shape) }
        return engine
    }

    /// Makes the solver hold exactly `wanted` (in that order for additions), then updates its values.
    /// `unchanged`: `wanted` is the list of the last call, entry for entry, so the solver already holds
    /// it and its values are up to date (the call would only read them again).
    func apply(_ wanted: [Wanted], unchanged: Bool = false) {
        if unchanged { return }
        if let pending {
            self.pending = nil
            update(to: pending.wanted)
        }
        update(to: wanted)
    }

    private func update(to wanted: [Wanted]) {
        var wantedKeys = Set<LayoutKey>(minimumCapacity: wanted.count)
        var stale: [(LayoutKey, Applied)] = []
        var matched = 0
        for w in wanted {
            guard wantedKeys.insert(w.key).inserted, let a = applied[w.key] else { continue }
            matched += 1
            guard a.spec != w.spec else { continue }
            // A system equation whose constant alone moved (a fixed frame after its view moved, a
            // guide's inset) is edited in place: a few dual-simplex pivots, not a removal and an addition.
            if !a.isApp, w.source == nil, let c = a.constraint, a.spec.relation == .equal, w.spec.relation == .equal,
               a.spec.strength == w.spec.strength, a.spec.expression.terms == w.spec.expression.terms,
               solver.updateConstant(of: c, to: w.spec.expression.constant) {
                applied[w.key]?.wanted = w
                continue
            }
            stale.append((w.key, a))
        }
        if matched < applied.count {
            for (key, a) in applied where !wantedKeys.contains(key) { stale.append((key, a)) }
        }
        if stale.isEmpty, matched == applied.count, matched == wantedKeys.count {
            solver.updateVariables()
            return
        }
        stale.sort { $0.1.order < $1.1.order }
        var removedAny = false
        for (key, a) in stale {
            if let c = a.constraint {
                try? solver.removeConstraint(c)
                removedAny = true
            }
            applied[key] = nil
        }
        for w in wanted where applied[w.key] == nil { add(w) }
        if removedAny { retryBroken() }
        solver.updateVariables()
    }

    private func add(_ w: Wanted) {
        let constraint = Constraint(w.spec.expression, w.spec.relation, LinearExpression(), strength: w.spec.strength)
        nextOrder += 1
        do {
            try solver.addConstraint(constraint)
            applied[w.key] = Applied(order: nextOrder, wanted: w, constraint: constraint)
        } catch {
            if w.source == nil, makeRoomForSystemConstraint(constraint) {
                applied[w.key] = Applied(order: nextOrder, wanted: w, constraint: constraint)
                return
            }
            AutoLayoutLog.write("[LayoutConstraints] Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(w.description)")
            logged = true
            applied[w.key] = Applied(order: nextOrder, wanted: w, constraint: nil)
        }
    }

    /// Takes the app's required constraints out, adds `constraint`, and puts them back (breaking those
    /// that no longer fit). False when `constraint` fails even alone with the system's constraints.
    private func makeRoomForSystemConstraint(_ constraint: Constraint) -> Bool {
        let app = applied.filter { $0.value.isApp && $0.value.constraint != nil && $0.value.spec.strength.isRequired }
            .sorted { $0.value.order < $1.value.order }
        for (_, a) in app { if let c = a.constraint { try? solver.removeConstraint(c) } }
        let added = (try? solver.addConstraint(constraint)) != nil
        for (key, a) in app {
            guard let c = a.constraint else { continue }
            do {
                try solver.addConstraint(c)
            } catch {
                AutoLayoutLog.write("[LayoutConstraints] Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(a.wanted.description)")
                logged = true
                applied[key]?.constraint = nil
            }
        }
        return added
    }

    /// Broken constraints are tried again (in their order) once another constraint has left.
    private func retryBroken() {
        let broken = applied.filter { $0.value.constraint == nil }.sorted { $0.value.order < $1.value.order }
        for (key, a) in broken {
            let c = Constraint(a.spec.expression, a.spec.relation, LinearExpression(), strength: a.spec.strength)
            if (try? solver.addConstraint(c)) != nil { applied[key]?.constraint = c }
        }
    }

    func value(_ variable: Variable) -> Double {
        if let value = pending?.value(variable) { return value }
        return solver.value(of: variable)
    }
}

/// A key naming a wanted constraint from pass to pass: an object's identity and a tag for the object's
/// several constraints.
///
/// The object is not held. A root's engine keys the root itself (its fixed frame), so a held key made
/// the root, its engine and every view keyed a cycle that outlived the screen: each self-sizing feed
/// scenario kept its window, about 1 MB, and a long campaign's worker grew to gigabytes. An identity a
/// dead object leaves can come back only as a new object with new variables, so a remembered entry it
/// matches differs in its spec and is replaced, never reused.
struct LayoutKey: Hashable {
    let id: ObjectIdentifier
    let tag: Int
    /// The object's class, for descriptions.
    let type: AnyObject.Type

    init(object: AnyObject, tag: Int) {
        id = ObjectIdentifier(object)
        self.tag = tag
        type = Swift.type(of: object)
    }

    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool { lhs.id == rhs.id && lhs.tag == rhs.tag }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(tag)
    }
    /// The hash a `Set` or `Dictionary` places a key by: one multiply of the identity and the tag, not
    /// SipHash (an engine looks up every wanted constraint's key each pass and never lets the order of
    /// its tables reach the solver). Consistent with `==`, as ``hash(into:)`` is.
    func _rawHashValue(seed: Int) -> Int {
        let mixed = (UInt(bitPattern: id) ^ UInt(bitPattern: seed) ^ UInt(bitPattern: tag) &* 0xC2B2_AE3D_27D4_EB4F)
            &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
