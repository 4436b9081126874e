import KeyboardStrategies

/// The view controllers of the built-in catalogue that are written as apps write them and adopted in one
/// line each (`ViewControllerStrategy.descriptor` beside the controller's source): the screen is the
/// controller's own, the generator draws only the world around it, and data arrives only through the
/// doors each declares. With ``recipes`` they are `keyfuzz`'s catalogue.
public enum ControllerCatalog {
    /// The correct controllers: each keeps its promises on every scenario the generator can make.
    public static let all: [StrategyDescriptor] = [
        ProfileFormViewController.check, FeedViewController.check,
        ReferenceViewController.checkReading, ReferenceViewController.checkChat, ChatPinnedViewController.check,
        LayoutGuideViewController.check, AnchoringTableViewController.check, InsetPatternViewController.check,
        GuideComposerChatViewController.check, SettingsFormTableViewController.check, StackScrollFormViewController.check,
        SelfSizingFeedViewController.check,
        AccountListFormViewController.check, TimelineCollectionViewController.check, MessagesCollectionChatViewController.check,
        FeedViewController.checkDiffable,
    ]
}
