import Foundation
import LayoutSolver

/// The constraint solver's speed on the shapes Auto Layout gives it:
///
/// - a screen of 200 constraints (25 stacked views, 8 constraints each, under a root whose size is two
///   edit variables): building it from nothing; adding and removing one constraint, each followed by
///   reading the solution; a constant changed through an edit variable's suggestion and re-solved;
/// - a self-sizing table of 50 rows (each cell's height from its label's intrinsic height and margins):
///   built and solved from nothing (a full layout pass), and re-solved after the table's width changes.
///
/// and the facade's whole layout pass on the same shapes and on a small keyboard screen
/// (`AutoLayoutPassBenchmarks`). Each figure is the median of several rounds, each round timing many
/// repetitions.
enum LayoutSolverBenchmarks {
    static var group: BenchmarkGroup { BenchmarkGroup(name: "solver") {
        screen()
        table()
        AutoLayoutPassBenchmarks.run()
    } }

    /// One view's four variables.
    struct Frame {
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
        var right: LinearExpression { LinearExpression(x).plus(w) }
        var bottom: LinearExpression { LinearExpression(y).plus(h) }
        var centerX: LinearExpression { LinearExpression(x).plus(w, times: 0.5) }
    }

    /// A root (edit variables for its size) and `views` stacked views, 8 constraints each.
    static func makeScreen(views: Int) throws -> (Solver, Frame, [Frame], [Constraint]) {
        let solver = Solver()
        let root = Frame()
        try solver.addConstraint(Constraint(root.x, .equal, 0))
        try solver.addConstraint(Constraint(root.y, .equal, 0))
        try solver.addEditVariable(root.w, strength: .strong)
        try solver.addEditVariable(root.h, strength: .strong)
        try solver.suggestValue(root.w, 393)
        try solver.suggestValue(root.h, 852)
        var frames: [Frame] = []
        var constraints: [Constraint] = []
        for i in 0..<views {
            let f = Frame()
            let above = frames.last.map(\.bottom) ?? LinearExpression(root.y).plus(59)
            let intrinsic = Double(20 + (i * 7) % 30)
            let cs = [
                Constraint(LinearExpression(f.x), .equal, LinearExpression(root.x).plus(16)),
                Constraint(f.right, .equal, LinearExpression(root.x).plus(root.w).plus(-16)),
                Constraint(LinearExpression(f.y), .equal, above.plus(8)),
                Constraint(f.h, .greaterThanOrEqual, 0),
                Constraint(f.h, .lessThanOrEqual, intrinsic, strength: Strength(priority: 250)),
                Constraint(f.h, .greaterThanOrEqual, intrinsic, strength: Strength(priority: 750)),
                Constraint(f.w, .lessThanOrEqual, 600, strength: Strength(priority: 999)),
                Constraint(f.centerX, .equal, LinearExpression(root.x).plus(root.w, times: 0.5), strength: Strength(priority: 500)),
            ]
            for c in cs { try solver.addConstraint(c) }
            constraints += cs
            frames.append(f)
        }
        solver.updateVariables()
        return (solver, root, frames, constraints)
    }

    /// Median seconds per repetition over `rounds` rounds of `repetitions` each.
    static func perOperation(rounds: Int = 7, repetitions: Int, _ body: () throws -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<rounds {
            let s = measure {
                for _ in 0..<repetitions { do { try body() } catch { fatalError("solver benchmark: \(error)") } }
            }
            samples.append(s / Double(repetitions))
        }
        return median(samples)
    }

    static func micro(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1e6) }

    static func screen() {
        let build = perOperation(repetitions: 20) { _ = try makeScreen(views: 25) }
        guard let (solver, root, frames, constraints) = try? makeScreen(views: 25) else { return }
        let extra = Constraint(frames[12].h, .equal, 100, strength: Strength(priority: 999))
        let add = perOperation(repetitions: 500) {
            try solver.addConstraint(extra)
            solver.updateVariables()
            try solver.removeConstraint(extra)
            solver.updateVariables()
        }
        let requiredExtra = Constraint(frames[12].h, .equal, 100)
        let addRequired = perOperation(repetitions: 500) {
            try solver.addConstraint(requiredExtra)
            solver.updateVariables()
            try solver.removeConstraint(requiredExtra)
            solver.updateVariables()
        }
        var width = 393.0
        let suggest = perOperation(repetitions: 2_000) {
            width = width == 393 ? 852 : 393
            try solver.suggestValue(root.w, width)
            solver.updateVariables()
        }
        solver.updateVariables()
        print("screen of \(constraints.count + 4) constraints (25 views): build and solve \(micro(build))")
        print("  add + solve + remove + solve one optional (999) constraint: \(micro(add)) per pair")
        print("  add + solve + remove + solve one required constraint: \(micro(addRequired)) per pair")
        print("  edit-variable suggestion (root width 393 ↔ 852) + solve: \(micro(suggest))")
        print("  check: view 24 at y = \(solver.value(of: frames[24].y)), width \(solver.value(of: frames[24].w))")
    }

    /// 50 self-sizing cells: cell i's top is cell i−1's bottom; its label sits 11 pt from the cell's top
    /// and bottom and 16 pt from its sides; the label's height is its intrinsic height (hugging 250,
    /// compression 750: lines × 20.5, lines from a character count and the width); the cell's height
    /// follows. The table's width is an edit variable.
    static func makeTable(rows: Int) throws -> (Solver, Variable, [Frame]) {
        let solver = Solver()
        let tableWidth = Variable("tableWidth")
        try solver.addEditVariable(tableWidth, strength: .strong)
        try solver.suggestValue(tableWidth, 393)
        var cells: [Frame] = []
        for i in 0..<rows {
            let cell = Frame(), label = Frame()
            let above = cells.last.map(\.bottom) ?? LinearExpression(constant: 0)
            let lines = Double(1 + (i * 37) % 4)
            let cs = [
                Constraint(cell.x, .equal, 0),
                Constraint(LinearExpression(cell.w), .equal, LinearExpression(tableWidth)),
                Constraint(LinearExpression(cell.y), .equal, above),
                Constraint(LinearExpression(label.x), .equal, LinearExpression(cell.x).plus(16)),
                Constraint(label.right, .equal, cell.right.plus(-16)),
                Constraint(LinearExpression(label.y), .equal, LinearExpression(cell.y).plus(11)),
                Constraint(label.bottom, .equal, cell.bottom.plus(-11)),
                Constraint(label.h, .lessThanOrEqual, lines * 20.5, strength: Strength(priority: 250)),
                Constraint(label.h, .greaterThanOrEqual, lines * 20.5, strength: Strength(priority: 750)),
            ]
            for c in cs { try solver.addConstraint(c) }
            cells.append(cell)
        }
        solver.updateVariables()
        return (solver, tableWidth, cells)
    }

    static func table() {
        let build = perOperation(repetitions: 10) { _ = try makeTable(rows: 50) }
        guard let (solver, width, cells) = try? makeTable(rows: 50) else { return }
        var w = 393.0
        let resize = perOperation(repetitions: 2_000) {
            w = w == 393 ? 852 : 393
            try solver.suggestValue(width, w)
            solver.updateVariables()
        }
        solver.updateVariables()
        print("self-sizing table, 50 rows (\(solver.constraintCount) constraints): full layout pass (build and solve) \(micro(build))")
        print("  table width change (edit suggestion) + solve: \(micro(resize))")
        print("  check: last cell bottom = \(solver.value(of: cells[49].y) + solver.value(of: cells[49].h))")
    }
}
