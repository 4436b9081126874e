extension Gen where Value == Bool {
    /// `false` or `true`, equally likely; shrinks to `false`.
    public static let bool = Gen<Bool> { testCase in try testCase.draw(upTo: 1) == 1 }
}

extension Gen {
    /// Draws from one of `generators`, equally likely; shrinks towards the first.
    /// - Precondition: `generators` is not empty.
    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
        oneOf(generators)
    }

    /// Draws from one of `generators`, equally likely; shrinks towards the first.
    /// - Precondition: `generators` is not empty.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        let bound = UInt64(generators.count - 1)
        return Gen { testCase in
            let span = testCase.beginSpan(.oneOf)
            let index = Int(try testCase.draw(upTo: bound))
            let value = try generators[index].generate(&testCase)
            testCase.endSpan(span)
            return value
        }
    }

    /// Draws from one of `choices` with probability proportional to its weight; shrinks towards the
    /// first, whatever the weights.
    /// - Precondition: at least one choice, weights not negative, and a positive total.
    public static func frequency(_ choices: [(weight: Int, generator: Gen<Value>)]) -> Gen<Value> {
        precondition(!choices.isEmpty, "Gen.frequency needs at least one choice")
        precondition(choices.allSatisfy { $0.weight >= 0 }, "Gen.frequency weights must not be negative")
        let total = choices.reduce(0) { $0 + $1.weight }
        precondition(total > 0, "Gen.frequency needs a positive total weight")
        let weights = choices.map(\.weight)
        let generators = choices.map(\.generator)
        let bound = UInt64(choices.count - 1)
        return Gen { testCase in
            let span = testCase.beginSpan(.oneOf)
            let index = Int(try testCase.draw(upTo: bound) { rng in
                var ticket = Int(rng.next(upTo: UInt64(total - 1)))
                for (index, weight) in weights.enumerated() {
                    if ticket < weight { return UInt64(index) }
                    ticket -= weight
                }
                return bound
            })
            let value = try generators[index].generate(&testCase)
            testCase.endSpan(span)
            return value
        }
    }

    /// One element of `collection`, equally likely; shrinks towards the first element.
    /// - Precondition: `collection` is not empty.
    public static func element<C: Collection>(of collection: C) -> Gen<Value> where C.Element == Value, Value: Sendable {
        let elements = Array(collection)
        precondition(!elements.isEmpty, "Gen.element(of:) needs a non-empty collection")
        let bound = UInt64(elements.count - 1)
        return Gen { testCase in elements[Int(try testCase.draw(upTo: bound))] }
    }
}
