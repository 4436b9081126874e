import KeyboardStrategies

extension ControllerCatalog {
    /// The recipes of the five articles the project started from (each file names its article) as the apps using them would ship them, adopted in
    /// one line each (Sources/ControllerCatalog/Recipes): the recipe's code with its bugs, the app's own
    /// table, data and cells around it, and the app's own methods for the data the article is about as
    /// doors. Promises and scopes are the hand transcriptions' (`SeedStrategies`). Each breaks a promise
    /// (the article's bugs): not in ``all``.
    public static let recipes: [StrategyDescriptor] = [
        BottomPinnedChatViewController.check,
        BottomPinnedFrameInsetChatViewController.check,
        FrameResizeDidShowFormViewController.check,
        FrameResizeDidShowTableViewController.check,
        InsetAndScrollFocusedFormViewController.check,
        TopInsertionAnchorFeedViewController.check,
        TopInsertionReloadAndOffsetFeedViewController.check,
        TopInsertionPreScrollFeedViewController.preScrollCheck,
        FrameResizeBoundsFormViewController.check,
    ]
}
