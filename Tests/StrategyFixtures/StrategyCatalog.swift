import KeyboardStrategies

/// The strategies written on the model (test fixtures; keyfuzz's catalogue is `ControllerCatalog`): the
/// correct strategies first (the reference, then the independent ones), then the articles' recipes as
/// hand transcriptions.
public enum StrategyCatalog {
    /// Strategies written here to be correct, each in its own style from Apple's documented patterns
    /// and the known libraries' approaches, sharing no code with each other or with the checker: the
    /// N-version check of the oracle. One of them failing is a question about the model first.
    public static let correct: [StrategyDescriptor] = [
        ReferenceStrategy.descriptor, InsetPatternStrategy.descriptor, LayoutGuideStrategy.descriptor,
        ChatPinnedStrategy.descriptor, TableControllerAnchoringStrategy.descriptor,
    ]

    public static let all: [StrategyDescriptor] = correct + SeedStrategies.all

    /// The strategy with this id, or `nil`.
    public static func named(_ id: String) -> StrategyDescriptor? {
        all.first { $0.id == id }
    }
}
