/// A generator: a function that decodes a value from a test case's choices.
///
/// Generators are plain values. Combine them with `map`, `flatMap` (a draw that depends on an earlier
/// one), `filter`, and the builders in `Gen+*.swift`. Every value is decoded from recorded choices, so
/// replaying the choices rebuilds it and shrinking the choices shrinks it, however dependent the draws.
///
/// Contract for builders: the all-zero choice sequence decodes to the simplest value, and a smaller
/// choice decodes to a value a person would call simpler.
public struct Gen<Value>: Sendable {
    /// Draws a value from `testCase`. Throws `GenerationStop` to reject or on overrun.
    public let generate: @Sendable (inout TestCase) throws -> Value

    /// Wraps a decoding function.
    @inlinable
    public init(_ generate: @escaping @Sendable (inout TestCase) throws -> Value) {
        self.generate = generate
    }

    /// Decodes one value from `choices` (draws past the end are 0), for replaying and inspecting.
    public func value(replaying choices: [UInt64], maxChoices: Int = Limits.default.maxChoicesPerCase) throws -> Value {
        var testCase = TestCase(replaying: choices, maxChoices: maxChoices)
        return try generate(&testCase)
    }

    /// Draws one value with fresh randomness from `seed`, returning it with the choices it recorded.
    public func sample(seed: UInt64) throws -> (value: Value, choices: [UInt64]) {
        var testCase = TestCase(seed: seed)
        let value = try generate(&testCase)
        return (value, testCase.recordedChoices)
    }
}

extension Gen {
    /// A generator that always produces `value` and draws nothing.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }

    /// Transforms each value; shrinking is unaffected (it works on the choices).
    @inlinable
    public func map<Other>(_ transform: @escaping @Sendable (Value) throws -> Other) -> Gen<Other> {
        let generate = self.generate
        return Gen<Other> { testCase in try transform(generate(&testCase)) }
    }

    /// A dependent draw: draws a value, then draws from the generator it selects.
    ///
    /// The whole draw is one span, so the shrinker can lower the first choice (say a length `n`)
    /// when it deletes part of the second (one of the `n` elements).
    @inlinable
    public func flatMap<Other>(_ transform: @escaping @Sendable (Value) throws -> Gen<Other>) -> Gen<Other> {
        let generate = self.generate
        return Gen<Other> { testCase in
            let span = testCase.beginSpan(.flatMap)
            let first = try generate(&testCase)
            let second = try transform(first).generate(&testCase)
            testCase.endSpan(span)
            return second
        }
    }

    /// Keeps only values satisfying `isIncluded`: tries up to three draws, then rejects the case.
    ///
    /// Rejected cases count towards the health check: a filter that rejects almost everything fails
    /// the run with a message instead of silently testing nothing.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        let generate = self.generate
        return Gen { testCase in
            for _ in 0..<3 {
                let span = testCase.beginSpan(.filterAttempt)
                let value = try generate(&testCase)
                testCase.endSpan(span)
                if isIncluded(value) { return value }
            }
            throw GenerationStop.rejected
        }
    }

    /// Records this generator's draws as one span, so the shrinker deletes and zeroes them together.
    @inlinable
    public func spanned() -> Gen<Value> {
        let generate = self.generate
        return Gen { testCase in
            let span = testCase.beginSpan(.generic)
            let value = try generate(&testCase)
            testCase.endSpan(span)
            return value
        }
    }

    /// Labels every case that draws from this generator with `label` (counted in the run's statistics).
    public func labelled(_ label: String) -> Gen<Value> {
        let generate = self.generate
        return Gen { testCase in
            testCase.label(label)
            return try generate(&testCase)
        }
    }

    /// Labels each case with the label `classify` returns for the drawn value (nil: no label).
    public func classified(_ classify: @escaping @Sendable (Value) -> String?) -> Gen<Value> {
        let generate = self.generate
        return Gen { testCase in
            let value = try generate(&testCase)
            if let label = classify(value) { testCase.label(label) }
            return value
        }
    }
}
