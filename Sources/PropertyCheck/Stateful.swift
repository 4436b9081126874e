extension Gen {
    /// A sequence of steps in which each step's generator depends on the state reached so far.
    ///
    /// Starting from `initial`, each step is drawn from `step(state)` and the state advances with
    /// `apply(state, step)`; `step` returns nil when no step is possible, which ends the sequence.
    /// For example the next row to insert can depend on how many rows exist.
    ///
    /// Encoding: like `array(of:length:)`, a "continue" flag before each step and one span per step
    /// (flag and parameters), so the shrinker deletes steps and simplifies their parameters as it does
    /// list elements. After a deletion the later steps are decoded again against the new state.
    /// - Precondition: `length.lowerBound >= 0`.
    public static func steps<State: Sendable, Step>(
        from initial: State,
        length: ClosedRange<Int> = 0...20,
        step: @escaping @Sendable (State) -> Gen<Step>?,
        apply: @escaping @Sendable (State, Step) -> State
    ) -> Gen<[Step]> where Value == [Step] {
        precondition(length.lowerBound >= 0, "Gen.steps lengths must not be negative, got \(length)")
        let minimum = length.lowerBound
        let maximum = length.upperBound
        return Gen { testCase in
            let sequenceSpan = testCase.beginSpan(.array)
            var target = 0
            if testCase.wantsBias {
                target = minimum + Int(testCase.unrecordedRandom(upTo: UInt64(Swift.min(maximum, minimum + 10_000) - minimum)))
            }
            var state = initial
            var steps: [Step] = []
            while steps.count < maximum, let next = step(state) {
                let count = steps.count
                let stepSpan = testCase.beginSpan(.step)
                if count >= minimum {
                    let more = try testCase.draw(upTo: 1) { _ in count < target ? 1 : 0 }
                    if more == 0 {
                        testCase.discardSpan(stepSpan)
                        break
                    }
                }
                let drawn = try next.generate(&testCase)
                testCase.endSpan(stepSpan)
                steps.append(drawn)
                state = apply(state, drawn)
            }
            testCase.endSpan(sequenceSpan)
            return steps
        }
    }
}
