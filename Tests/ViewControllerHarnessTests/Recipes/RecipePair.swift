import KeyboardStrategies
@testable import ControllerCatalog
import StrategyFixtures

/// A recipe shipped as an app (`ControllerCatalog.recipes`, view-controller mode) and the hand
/// transcription of the same article's code (`SeedStrategies`, a model-level strategy) whose promises it
/// keeps: the two sides of ``RecipeDifferential``.
struct RecipePair: Sendable, CustomStringConvertible {
    let viewController: StrategyDescriptor
    let hand: StrategyDescriptor
    var description: String { viewController.id }

    /// Each catalogue recipe and the hand transcription it keeps the promises of.
    static let handIDs: [String: String] = [
        "bottomPinnedController": "bottomPinned", "bottomPinnedFrameInsetController": "bottomPinnedFrameInset",
        "frameResizeDidShowController": "frameResizeDidShow", "frameResizeDidShowTableController": "frameResizeDidShow",
        "insetAndScrollFocusedController": "insetAndScrollFocused",
        "topInsertionAnchorController": "topInsertionAnchor", "topInsertionReloadAndOffsetController": "topInsertionReloadAndOffset",
        "topInsertionPreScrollController": "topInsertionPreScroll", "frameResizeBoundsController": "frameResizeBounds",
    ]

    /// The catalogue recipe `id` and its hand transcription.
    static func named(_ id: String) -> RecipePair? {
        guard let controller = ControllerCatalog.recipes.first(where: { $0.id == id }), let handID = handIDs[id],
              let hand = SeedStrategies.all.first(where: { $0.id == handID }) else { return nil }
        return RecipePair(viewController: controller, hand: hand)
    }
}
