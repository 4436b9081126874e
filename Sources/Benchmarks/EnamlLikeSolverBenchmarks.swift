import Foundation
import LayoutSolver

/// The solver against kiwi (nucleic/kiwi, the C++ Cassowary solver Auto Layout's engine follows) on
/// kiwi's own benchmark, `benchmarks/enaml_like_benchmark.cpp` (commit b24c7e6): a form of three
/// labels and three fields as enaml lays it out — 37 variables, `width` and `height` edit variables at
/// strong, and 111 constraints at required, strong, medium, weak and two strengths of its own
/// (`strength::create(0, 1, 0, 1.25)` = 1,250 and `strength::create(0, 100, 0)` = 100,000).
///
/// Two figures, as kiwi's benchmark reports them: building the solver from nothing (variables,
/// constraints and all), and one suggestion of both edit variables followed by `updateVariables`, at
/// kiwi's six window sizes. With `KIWI_BENCH` naming a build of kiwi's benchmark (its
/// `build_and_run_bench.sh`: `g++ -std=c++11 -O2 -I.. enaml_like_benchmark.cpp`; kiwi itself stays
/// out of this repository), the same run starts it and prints the ratios.
enum EnamlLikeSolverBenchmarks {
    /// One constraint of the benchmark: `Σ coefficient × variable + constant  relation  0`.
    struct Row {
        let terms: [(variable: Int, coefficient: Double)]
        let constant: Double
        let relation: Relation
        let strength: Strength
        init(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ strength: Strength) {
            self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// The variables, by index (0 and 1 are the edit variables).
    static let names = [
        "width", "height", "left", "top", "contents_top", "contents_bottom", "contents_left",
        "contents_right", "midline", "ctleft", "ctheight", "cttop", "ctwidth", "lb1left",
        "lb1height", "lb1top", "lb1width", "lb2left", "lb2height", "lb2top", "lb2width",
        "lb3left", "lb3height", "lb3top", "lb3width", "fl1left", "fl1height", "fl1top",
        "fl1width", "fl2left", "fl2height", "fl2top", "fl2width", "fl3left", "fl3height",
        "fl3top", "fl3width",
    ]

    static let mmedium = Strength(weight: 1_250)
    static let smedium = Strength(weight: 100_000)

    /// The constraints in kiwi's order.
    static let rows: [Row] = [
        Row([(2, 1)], 0, .greaterThanOrEqual, .required),
        Row([(1, 1)], 0, .equal, .medium),
        Row([(3, 1)], 0, .greaterThanOrEqual, .required),
        Row([(0, 1)], 0, .greaterThanOrEqual, .required),
        Row([(1, 1)], 0, .greaterThanOrEqual, .required),
        Row([(3, -1), (4, 1)], -10, .equal, .required),
        Row([(22, 1)], -16, .equal, .strong),
        Row([(22, 1)], -16, .greaterThanOrEqual, .strong),
        Row([(9, 1)], 0, .greaterThanOrEqual, .required),
        Row([(11, 1)], 0, .greaterThanOrEqual, .required),
        Row([(12, 1)], 0, .greaterThanOrEqual, .required),
        Row([(10, 1)], 0, .greaterThanOrEqual, .required),
        Row([(33, 1)], 0, .greaterThanOrEqual, .required),
        Row([(10, 1)], -24, .greaterThanOrEqual, smedium),
        Row([(12, 1)], -16777200, .lessThanOrEqual, smedium),
        Row([(10, 1)], -24, .lessThanOrEqual, smedium),
        Row([(35, 1)], 0, .greaterThanOrEqual, .required),
        Row([(36, 1)], 0, .greaterThanOrEqual, .required),
        Row([(34, 1)], 0, .greaterThanOrEqual, .required),
        Row([(16, 1)], -67, .equal, .weak),
        Row([(20, 1)], 0, .greaterThanOrEqual, .required),
        Row([(18, 1)], 0, .greaterThanOrEqual, .required),
        Row([(30, 1)], 0, .greaterThanOrEqual, .required),
        Row([(21, 1)], 0, .greaterThanOrEqual, .required),
        Row([(32, 1)], -125, .greaterThanOrEqual, .strong),
        Row([(30, 1)], -21, .equal, .strong),
        Row([(30, 1)], -21, .greaterThanOrEqual, .strong),
        Row([(23, 1)], 0, .greaterThanOrEqual, .required),
        Row([(24, 1)], 0, .greaterThanOrEqual, .required),
        Row([(25, 1)], 0, .greaterThanOrEqual, .required),
        Row([(28, 1)], 0, .greaterThanOrEqual, .required),
        Row([(16, 1)], -67, .greaterThanOrEqual, .strong),
        Row([(29, 1)], 0, .greaterThanOrEqual, .required),
        Row([(20, 1)], -66, .equal, .weak),
        Row([(20, 1)], -66, .greaterThanOrEqual, .strong),
        Row([(18, 1)], -16, .equal, .strong),
        Row([(26, 1)], 0, .greaterThanOrEqual, .required),
        Row([(27, 1)], 0, .greaterThanOrEqual, .required),
        Row([(19, 1)], 0, .greaterThanOrEqual, .required),
        Row([(19, -1), (23, 1), (18, -1)], -10, .equal, mmedium),
        Row([(23, -1), (22, -1), (35, 1)], -10, .greaterThanOrEqual, .required),
        Row([(23, -1), (22, -1), (35, 1)], -10, .equal, mmedium),
        Row([(5, 1), (34, -1), (35, -1)], 0, .equal, mmedium),
        Row([(27, 1), (4, -1)], 0, .greaterThanOrEqual, .required),
        Row([(27, 1), (4, -1)], 0, .equal, mmedium),
        Row([(5, 1), (34, -1), (35, -1)], 0, .greaterThanOrEqual, .required),
        Row([(2, -1), (0, -1), (7, 1)], 10, .equal, .required),
        Row([(3, -1), (1, -1), (5, 1)], 10, .equal, .required),
        Row([(2, -1), (6, 1)], -10, .equal, .required),
        Row([(21, 1), (6, -1)], 0, .equal, mmedium),
        Row([(25, 1), (8, -1)], 0, .equal, .strong),
        Row([(29, 1), (8, -1)], 0, .equal, .strong),
        Row([(9, 1), (8, -1)], 0, .equal, .strong),
        Row([(27, 1), (26, 0.5), (15, -1), (14, -0.5)], 0, .equal, .strong),
        Row([(13, 1), (6, -1)], 0, .greaterThanOrEqual, .required),
        Row([(13, 1), (6, -1)], 0, .equal, mmedium),
        Row([(13, -1), (25, 1), (16, -1)], -10, .greaterThanOrEqual, .required),
        Row([(13, -1), (25, 1), (16, -1)], -10, .equal, mmedium),
        Row([(25, -1), (7, 1), (28, -1)], 0, .greaterThanOrEqual, .required),
        Row([(0, 1)], 0, .equal, .medium),
        Row([(27, -1), (31, 1), (26, -1)], -10, .greaterThanOrEqual, .required),
        Row([(27, -1), (31, 1), (26, -1)], -10, .equal, mmedium),
        Row([(11, 1), (31, -1), (30, -1)], -10, .greaterThanOrEqual, .required),
        Row([(10, -1), (11, -1), (35, 1)], -10, .greaterThanOrEqual, .required),
        Row([(5, 1), (34, -1), (35, -1)], 0, .greaterThanOrEqual, .required),
        Row([(11, 1), (31, -1), (30, -1)], -10, .equal, mmedium),
        Row([(25, -1), (7, 1), (28, -1)], 0, .equal, mmedium),
        Row([(19, -1), (18, -0.5), (31, 1), (30, 0.5)], 0, .equal, .strong),
        Row([(6, -1), (17, 1)], 0, .greaterThanOrEqual, .required),
        Row([(6, -1), (17, 1)], 0, .equal, mmedium),
        Row([(29, 1), (20, -1), (17, -1)], -10, .greaterThanOrEqual, .required),
        Row([(10, -1), (11, -1), (35, 1)], -10, .equal, mmedium),
        Row([(5, 1), (34, -1), (35, -1)], 0, .equal, mmedium),
        Row([(15, 1)], 0, .greaterThanOrEqual, .required),
        Row([(16, 1)], 0, .greaterThanOrEqual, .required),
        Row([(14, 1)], 0, .greaterThanOrEqual, .required),
        Row([(29, 1), (20, -1), (17, -1)], -10, .equal, mmedium),
        Row([(29, -1), (32, -1), (7, 1)], 0, .equal, mmedium),
        Row([(29, -1), (32, -1), (7, 1)], 0, .greaterThanOrEqual, .required),
        Row([(21, 1), (6, -1)], 0, .greaterThanOrEqual, .required),
        Row([(13, 1)], 0, .greaterThanOrEqual, .required),
        Row([(10, 0.5), (11, 1), (23, -1), (22, -0.5)], 0, .equal, .strong),
        Row([(9, 1), (21, -1), (24, -1)], -10, .greaterThanOrEqual, .required),
        Row([(12, -1), (9, -1), (7, 1)], 0, .greaterThanOrEqual, .required),
        Row([(9, 1), (21, -1), (24, -1)], -10, .equal, mmedium),
        Row([(33, 1), (6, -1)], 0, .greaterThanOrEqual, .required),
        Row([(33, 1), (6, -1)], 0, .equal, mmedium),
        Row([(12, -1), (9, -1), (7, 1)], 0, .equal, mmedium),
        Row([(33, -1), (7, 1), (36, -1)], 0, .equal, mmedium),
        Row([(4, -1), (15, 1)], 0, .greaterThanOrEqual, .required),
        Row([(4, -1), (15, 1)], 0, .equal, mmedium),
        Row([(33, -1), (7, 1), (36, -1)], 0, .greaterThanOrEqual, .required),
        Row([(19, 1), (15, -1), (14, -1)], -10, .greaterThanOrEqual, .required),
        Row([(19, -1), (23, 1), (18, -1)], -10, .greaterThanOrEqual, .required),
        Row([(19, 1), (15, -1), (14, -1)], -10, .equal, mmedium),
        Row([(26, 1)], -21, .equal, .strong),
        Row([(26, 1)], -21, .greaterThanOrEqual, .strong),
        Row([(17, 1)], 0, .greaterThanOrEqual, .required),
        Row([(18, 1)], -16, .greaterThanOrEqual, .strong),
        Row([(31, 1)], 0, .greaterThanOrEqual, .required),
        Row([(32, 1)], 0, .greaterThanOrEqual, .required),
        Row([(14, 1)], -16, .greaterThanOrEqual, .strong),
        Row([(14, 1)], -16, .equal, .strong),
        Row([(36, 1)], -125, .greaterThanOrEqual, .strong),
        Row([(34, 1)], -21, .equal, .strong),
        Row([(34, 1)], -21, .greaterThanOrEqual, .strong),
        Row([(22, 1)], 0, .greaterThanOrEqual, .required),
        Row([(12, 1)], -119, .greaterThanOrEqual, smedium),
        Row([(24, 1)], -24, .equal, .weak),
        Row([(24, 1)], -24, .greaterThanOrEqual, .strong),
        Row([(28, 1)], -125, .greaterThanOrEqual, .strong),
    ]

    /// Builds the solver from nothing: the variables, the edit variables, then every constraint.
    static func build() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let variables = names.map { Variable($0) }
        try solver.addEditVariable(variables[0], strength: .strong)
        try solver.addEditVariable(variables[1], strength: .strong)
        for row in rows {
            var expression = LinearExpression(constant: row.constant)
            for term in row.terms { expression = expression.plus(variables[term.variable], times: term.coefficient) }
            try solver.addConstraint(Constraint(expression, row.relation, strength: row.strength))
        }
        return (solver, variables)
    }

    /// The objective the solver minimises, at its current solution: each optional constraint's error
    /// (an equation's distance from 0, an inequality's violation) times its strength's weight.
    static func weightedError(_ solver: Solver, _ variables: [Variable]) -> Double {
        rows.filter { !$0.strength.isRequired }.reduce(0) { total, row in
            let value = row.terms.reduce(row.constant) { $0 + $1.coefficient * solver.value(of: variables[$1.variable]) }
            let error: Double
            switch row.relation {
            case .equal: error = abs(value)
            case .greaterThanOrEqual: error = Swift.max(0, -value)
            case .lessThanOrEqual: error = Swift.max(0, value)
            }
            return total + row.strength.weight * error
        }
    }

    /// kiwi's window sizes.
    static let sizes: [(width: Double, height: Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    static var group: BenchmarkGroup { BenchmarkGroup(name: "kiwi") { run() } }

    static func run() {
        let buildTime = LayoutSolverBenchmarks.perOperation(rounds: 9, repetitions: 200) { _ = try build() }
        guard let (solver, variables) = try? build() else { print("enaml-like: the constraints did not build"); return }
        var suggest: [Double] = []
        for size in sizes {
            suggest.append(LayoutSolverBenchmarks.perOperation(rounds: 9, repetitions: 20_000) {
                try solver.suggestValue(variables[0], size.width)
                try solver.suggestValue(variables[1], size.height)
                solver.updateVariables()
            })
        }
        let suggestTime = median(suggest)
        print("enaml-like (kiwi's benchmark, \(rows.count) constraints): building the solver \(LayoutSolverBenchmarks.micro(buildTime)); suggest width and height + updateVariables, median of kiwi's six sizes \(LayoutSolverBenchmarks.micro(suggestTime))")
        print("  check, at kiwi's last size (800×400): the optional constraints' weighted error is \(Int(weightedError(solver, variables).rounded())) (kiwi's solution: 1880044; the two may differ where the optimum is not unique)")
        guard let path = ProcessInfo.processInfo.environment["KIWI_BENCH"] else {
            print("  (set KIWI_BENCH to a build of kiwi's enaml_like_benchmark to print the ratios to kiwi in this run)")
            return
        }
        // nanobench times kiwi's build over few iterations, so one run of it varies by a third: the
        // median of three runs.
        let runs = (0..<3).compactMap { _ in kiwiFigures(path) }
        guard !runs.isEmpty else { print("  KIWI_BENCH=\(path): no figures read from its output"); return }
        let kiwi = (build: median(runs.map(\.build)), suggest: runs.flatMap(\.suggest))
        let kiwiSuggest = median(kiwi.suggest)
        print(String(format: "  kiwi (same machine, this run, median of three runs): building %@, suggest + update %@ — ratio build %.2f ×, suggest + update %.2f ×",
                     LayoutSolverBenchmarks.micro(kiwi.build), LayoutSolverBenchmarks.micro(kiwiSuggest),
                     buildTime / kiwi.build, suggestTime / kiwiSuggest))
    }

    /// Runs kiwi's benchmark at `path` and reads its nanobench table: seconds per build and per
    /// suggestion, or nil when it cannot be run or read.
    static func kiwiFigures(_ path: String) -> (build: Double, suggest: [Double])? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var build: Double?
        var suggest: [Double] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, let ns = Double(cells[0].replacingOccurrences(of: ",", with: "")) else { continue }
            if cells[4].contains("building solver") { build = ns * 1e-9 }
            if cells[4].contains("suggest value") { suggest.append(ns * 1e-9) }
        }
        guard let build, !suggest.isEmpty else { return nil }
        return (build, suggest)
    }
}
