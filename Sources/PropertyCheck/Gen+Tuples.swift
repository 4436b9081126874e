extension Gen where Value == Void {
    /// Tuples of one value from each generator, drawn left to right; `Gen.zip(a, b, c)`.
    ///
    /// Written once with parameter packs, for any arity.
    @inlinable
    public static func zip<each Part>(_ parts: repeat Gen<each Part>) -> Gen<(repeat each Part)> {
        Gen<(repeat each Part)> { testCase in
            (repeat try (each parts).generate(&testCase))
        }
    }
}
