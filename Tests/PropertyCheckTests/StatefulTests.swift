import PropertyCheck
import Testing

/// A step of the stateful example: insert some rows, or delete one when there is a row.
enum TableStep: Hashable, Sendable {
    case insert(rows: Int)
    case delete(row: Int)
}

/// The row count after `step`.
func rows(after step: TableStep, from rows: Int) -> Int {
    switch step {
    case .insert(let count): rows + count
    case .delete: rows - 1
    }
}

/// Steps over a table whose next step depends on how many rows exist: a delete names an existing row.
/// Both branches draw the alternative's index first, so "insert" is always the simpler step.
let tableSteps = Gen<[TableStep]>.steps(from: 0, length: 0...30, step: { rows in
    let insert = Gen.int(in: 1...5).map { TableStep.insert(rows: $0) }
    guard rows > 0 else { return Gen.oneOf(insert) }
    return Gen.oneOf(insert, Gen.int(in: 0...(rows - 1)).map { TableStep.delete(row: $0) })
}, apply: { rows(after: $1, from: $0) })

@Suite struct StatefulShrinking {
    @Test(arguments: shrinkSeeds)
    func failureAfterSevenStepsShrinksToSevenSimplestSteps(seed: UInt64) {
        let minimal = minimalCounterexample(tableSteps, seed: seed) { steps in
            try expect(steps.count < 7, "the table breaks on the seventh event")
        }
        #expect(minimal == Array(repeating: TableStep.insert(rows: 1), count: 7))
    }

    @Test(arguments: shrinkSeeds)
    func deletesOnlyNameRowsThatExist(seed: UInt64) throws {
        let steps = try tableSteps.sample(seed: seed).value
        var count = 0
        for step in steps {
            if case .delete(let row) = step { #expect(row < count) }
            count = rows(after: step, from: count)
        }
    }
}
