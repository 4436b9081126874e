/// Every strategy the suite checks: the reference strategy first, then the seed recipes.
public enum StrategyCatalog {
    public static let all: [StrategyDescriptor] = [ReferenceStrategy.descriptor] + SeedStrategies.all

    /// The strategy with this id, or `nil`.
    public static func named(_ id: String) -> StrategyDescriptor? {
        all.first { $0.id == id }
    }
}
