import LayoutSolver
import Testing

/// Hand-worked systems with one answer each: the solver must find it.
@Suite("Solver on hand-worked systems")
struct SolverSystemTests {
    /// A box: `left`, `width`, and `right = left + width`.
    struct Box {
        let left = Variable("left"), width = Variable("width"), top = Variable("top"), height = Variable("height")
        var right: LinearExpression { LinearExpression(left).plus(width) }
        var bottom: LinearExpression { LinearExpression(top).plus(height) }
    }

    @Test func edgesPinnedToASuperviewWithInsets() throws {
        let solver = Solver()
        let box = Box()
        // Superview 0...393 wide; box pinned 16 from each side.
        try solver.addConstraint(Constraint(box.left, .equal, 16))
        try solver.addConstraint(Constraint(box.right, .equal, LinearExpression(constant: 393 - 16)))
        try solver.addConstraint(Constraint(box.width, .greaterThanOrEqual, 0))
        solver.updateVariables()
        #expect(solver.value(of: box.left) == 16)
        #expect(solver.value(of: box.width) == 361)
    }

    @Test func aChainOfViewsStacksDownward() throws {
        let solver = Solver()
        let boxes = (0..<5).map { _ in Box() }
        try solver.addConstraint(Constraint(boxes[0].top, .equal, 100))
        for (i, box) in boxes.enumerated() {
            try solver.addConstraint(Constraint(box.height, .equal, Double(10 * (i + 1))))
            if i > 0 {
                // Each box 8 below the previous one's bottom.
                try solver.addConstraint(Constraint(LinearExpression(box.top), .equal, boxes[i - 1].bottom.plus(8)))
            }
        }
        solver.updateVariables()
        // Tops: 100, 100+10+8, 118+20+8, 146+30+8, 184+40+8.
        #expect(boxes.map { solver.value(of: $0.top) } == [100, 118, 146, 184, 232])
    }

    @Test func aViewCentredInItsContainer() throws {
        let solver = Solver()
        let container = Box(), child = Box()
        try solver.addConstraint(Constraint(container.left, .equal, 20))
        try solver.addConstraint(Constraint(container.width, .equal, 300))
        try solver.addConstraint(Constraint(child.width, .equal, 100))
        // centreX(child) == centreX(container): left + width/2 on both sides.
        try solver.addConstraint(Constraint(LinearExpression(child.left).plus(child.width, times: 0.5), .equal,
                                            LinearExpression(container.left).plus(container.width, times: 0.5)))
        solver.updateVariables()
        #expect(solver.value(of: child.left) == 120)
    }

    @Test func ofTwoConflictingOptionalConstraintsTheStrongerWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 250)))
        try solver.addConstraint(Constraint(x, .equal, 200, strength: Strength(priority: 750)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 200)
        // Order of addition does not matter.
        let other = Solver()
        try other.addConstraint(Constraint(x, .equal, 200, strength: Strength(priority: 750)))
        try other.addConstraint(Constraint(x, .equal, 100, strength: Strength(priority: 250)))
        other.updateVariables()
        #expect(other.value(of: x) == 200)
    }

    @Test func anOptionalConstraintGivesWayToARequiredOne() throws {
        let solver = Solver()
        let height = Variable("height")
        try solver.addConstraint(Constraint(height, .equal, 44, strength: Strength(priority: 999)))
        try solver.addConstraint(Constraint(height, .lessThanOrEqual, 30))
        solver.updateVariables()
        #expect(solver.value(of: height) == 30)
    }

    @Test func anInequalityHoldsAtItsBoundWhenPushed() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 50))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
    }

    @Test func hugTheHigherPriorityWhenTwoViewsShareARow() throws {
        // Two views with intrinsic widths 50 and 80 fill 300: the one hugging at 250 stretches, the one
        // hugging at 251 keeps its width.
        let solver = Solver()
        let a = Box(), b = Box()
        try solver.addConstraint(Constraint(a.left, .equal, 0))
        try solver.addConstraint(Constraint(LinearExpression(b.left), .equal, a.right))
        try solver.addConstraint(Constraint(b.right, .equal, LinearExpression(constant: 300)))
        try solver.addConstraint(Constraint(a.width, .lessThanOrEqual, 50, strength: Strength(priority: 251)))
        try solver.addConstraint(Constraint(b.width, .lessThanOrEqual, 80, strength: Strength(priority: 250)))
        try solver.addConstraint(Constraint(a.width, .greaterThanOrEqual, 50, strength: Strength(priority: 750)))
        try solver.addConstraint(Constraint(b.width, .greaterThanOrEqual, 80, strength: Strength(priority: 750)))
        solver.updateVariables()
        #expect(solver.value(of: a.width) == 50)
        #expect(solver.value(of: b.width) == 250)
    }
}
