extension Gen {
    /// Recursive structures (trees, expressions) up to `maxDepth` levels of `extend` around `base`.
    ///
    /// At each level the choice is between `base` (choice 0, the simplest) and one more level, so the
    /// all-zero sequence gives a `base` value and shrinking removes levels.
    ///
    ///     let tree = Gen<Tree>.recursive(base: .constant(.leaf), maxDepth: 4) { child in
    ///         .zip(child, child).map { .node($0, $1) }
    ///     }
    public static func recursive(base: Gen<Value>, maxDepth: Int, extend: (Gen<Value>) -> Gen<Value>) -> Gen<Value> {
        var generator = base
        for _ in 0..<Swift.max(0, maxDepth) {
            generator = .oneOf(base, extend(generator))
        }
        return generator
    }
}
