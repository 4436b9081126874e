import LayoutSolver
import Testing

/// The incremental operations: refused constraints, removal, edit variables, and agreement with a
/// solver built from scratch.
@Suite("Solver, incrementally")
struct SolverIncrementalTests {
    @Test func anUnsatisfiableRequiredConstraintThrowsAndLeavesTheSolverUsable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, LinearExpression(x).plus(5)))
        let contradiction = Constraint(x, .greaterThanOrEqual, 20)
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(contradiction) }
        #expect(!solver.hasConstraint(contradiction))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        // Still usable: more constraints, and the refused one can be added once it no longer conflicts.
        let z = Variable("z")
        try solver.addConstraint(Constraint(LinearExpression(z), .equal, LinearExpression(y).times(2)))
        solver.updateVariables()
        #expect(solver.value(of: z) == 30)
    }

    @Test func aContradictoryEquationBetweenTwoVariablesIsRefused() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(LinearExpression(a), .equal, LinearExpression(b).plus(10)))
        let c = Constraint(LinearExpression(a), .equal, LinearExpression(b).plus(20))
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(c) }
        try solver.addConstraint(Constraint(b, .equal, 1))
        solver.updateVariables()
        #expect(solver.value(of: a) == 11)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addConstraint(Constraint(x, .equal, 40, strength: .weak))
        try solver.addConstraint(Constraint(w, .equal, 100))
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
        let pin = Constraint(LinearExpression(x).plus(w), .equal, LinearExpression(constant: 300))
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 200)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 40)
        #expect(!solver.hasConstraint(pin))
        #expect(throws: UnknownConstraint.self) { try solver.removeConstraint(pin) }
    }

    @Test func addingTheSameConstraintTwiceIsAnError() throws {
        let solver = Solver()
        let c = Constraint(Variable(), .equal, 1)
        try solver.addConstraint(c)
        #expect(throws: DuplicateConstraint.self) { try solver.addConstraint(c) }
    }

    @Test func editSuggestionsMoveDependents() throws {
        let solver = Solver()
        let keyboardTop = Variable("keyboardTop"), barBottom = Variable("barBottom"), barTop = Variable("barTop")
        try solver.addConstraint(Constraint(LinearExpression(barBottom), .equal, LinearExpression(keyboardTop)))
        try solver.addConstraint(Constraint(LinearExpression(barTop), .equal, LinearExpression(barBottom).plus(-44)))
        try solver.addEditVariable(keyboardTop, strength: .strong)
        for top in [852.0, 516, 600, 852] {
            try solver.suggestValue(keyboardTop, top)
            solver.updateVariables()
            #expect(solver.value(of: barBottom) == top)
            #expect(solver.value(of: barTop) == top - 44)
        }
    }

    @Test func aSuggestionLosesToARequiredBound() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(x, 70)
        solver.updateVariables()
        #expect(solver.value(of: x) == 70)
    }

    @Test func editVariableErrorsAreNamed() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: UnknownEditVariable.self) { try solver.suggestValue(x, 1) }
        #expect(throws: UnknownEditVariable.self) { try solver.removeEditVariable(x) }
        #expect(throws: BadRequiredStrength.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .medium)
        #expect(throws: DuplicateEditVariable.self) { try solver.addEditVariable(x, strength: .weak) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func strengthsFromPrioritiesAreOrdered() {
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength(priority: 999) > Strength(priority: 750))
        #expect(Strength(priority: 251) > Strength(priority: 250))
        #expect(Strength(priority: 750).weight == Strength.strong.weight)
        #expect(Strength(priority: 250).weight > Strength(priority: 1).weight)
    }

    /// A deterministic pseudo-random generator (SplitMix64) for the system below.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// Random chains of views: each a fixed offset below another, a size, and optional preferences.
    /// Every constraint has a unique solution when the pool is consistent (the required ones form a
    /// forest anchored at `v0`; optional ones pull single variables; some bounds are required and may contradict, which the incremental solver must refuse without harm).
    static func randomConstraints(seed: UInt64, variables: [Variable]) -> [Constraint] {
        var rng = SplitMix64(state: seed)
        var result: [Constraint] = [Constraint(variables[0], .equal, 0)]
        for i in 1..<variables.count {
            let parent = variables[rng.below(i)]
            let offset = Double(rng.below(50))
            result.append(Constraint(LinearExpression(variables[i]), .equal, LinearExpression(parent).plus(offset)))
        }
        for _ in 0..<variables.count {
            let v = variables[rng.below(variables.count)]
            let target = Double(rng.below(500))
            let priority = Float([250, 500, 750, 999, 1000][rng.below(5)])
            result.append(Constraint(v, rng.below(2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual, target,
                                     strength: Strength(priority: priority)))
        }
        return result
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func incrementalAddAndRemoveAgreesWithSolvingFromScratch(seed: UInt64) throws {
        let variables = (0..<12).map { Variable("v\($0)") }
        let pool = Self.randomConstraints(seed: seed, variables: variables)
        var rng = SplitMix64(state: seed &* 31)
        let incremental = Solver()
        var present: [Constraint] = []
        for step in 0..<60 {
            // Add a constraint not present, or remove one that is (never the anchor's tree entirely).
            let candidate = pool[rng.below(pool.count)]
            if let i = present.firstIndex(of: candidate) {
                try incremental.removeConstraint(candidate)
                present.remove(at: i)
            } else {
                do {
                    try incremental.addConstraint(candidate)
                    present.append(candidate)
                } catch is UnsatisfiableConstraint {
                    continue
                }
            }
            let scratch = Solver()
            for c in present { try scratch.addConstraint(c) }
            incremental.updateVariables()
            scratch.updateVariables()
            // The objective's optimum may not be unique in values; compare the weighted error instead,
            // and values where the required system fixes them.
            let a = Self.objective(present, incremental), b = Self.objective(present, scratch)
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): objective \(a) incrementally, \(b) from scratch")
            for c in present where c.strength.isRequired {
                #expect(Self.violation(c, incremental) < 1e-6, "seed \(seed) step \(step): \(c) violated")
            }
        }
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func editSuggestionsInterleavedWithAddAndRemoveAgreeWithSolvingFromScratch(seed: UInt64) throws {
        let variables = (0..<10).map { Variable("v\($0)") }
        let pool = Self.randomConstraints(seed: seed, variables: variables)
        var rng = SplitMix64(state: seed &* 17)
        let edited = variables[3]
        let incremental = Solver()
        try incremental.addEditVariable(edited, strength: .strong)
        var present: [Constraint] = []
        var suggestion = 0.0
        for step in 0..<60 {
            if rng.below(3) == 0 {
                suggestion = Double(rng.below(600))
                try incremental.suggestValue(edited, suggestion)
            } else {
                let candidate = pool[rng.below(pool.count)]
                if let i = present.firstIndex(of: candidate) {
                    try incremental.removeConstraint(candidate)
                    present.remove(at: i)
                } else if (try? incremental.addConstraint(candidate)) != nil {
                    present.append(candidate)
                }
            }
            let scratch = Solver()
            for c in present { try scratch.addConstraint(c) }
            try scratch.addEditVariable(edited, strength: .strong)
            try scratch.suggestValue(edited, suggestion)
            incremental.updateVariables()
            scratch.updateVariables()
            func total(_ solver: Solver) -> Double {
                Self.objective(present, solver) + Strength.strong.weight * abs(solver.value(of: edited) - suggestion)
            }
            let a = total(incremental), b = total(scratch)
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): objective \(a) incrementally, \(b) from scratch")
            for c in present where c.strength.isRequired {
                #expect(Self.violation(c, incremental) < 1e-6, "seed \(seed) step \(step): \(c) violated")
            }
        }
    }

    static func violation(_ c: Constraint, _ solver: Solver) -> Double {
        let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    static func objective(_ constraints: [Constraint], _ solver: Solver) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight * violation($1, solver) }
    }
    @Test func updatingARequiredEquationsConstantMovesTheSolutionAndAContradictionIsRefused() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        // x fixed at 3; y = x + 10; y at most 20 (required).
        let fixed = Constraint(x, .equal, 3)
        try solver.addConstraint(fixed)
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, LinearExpression(x).plus(10)))
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 20))
        // `x − 3 = 0` becomes `x − 7 = 0`.
        #expect(solver.updateConstant(of: fixed, to: -7))
        solver.updateVariables()
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 17)
        // x = 15 would make y = 25 > 20: refused, the solution unchanged, the solver still usable.
        #expect(!solver.updateConstant(of: fixed, to: -15))
        solver.updateVariables()
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 17)
        #expect(solver.updateConstant(of: fixed, to: -1))
        solver.updateVariables()
        #expect(solver.value(of: y) == 11)
        // Removal takes the original handle; a non-required or inequality constraint is not edited here.
        try solver.removeConstraint(fixed)
        #expect(!solver.hasConstraint(fixed))
        let weak = Constraint(x, .equal, 2, strength: .weak)
        try solver.addConstraint(weak)
        #expect(!solver.updateConstant(of: weak, to: -4))
    }
}
