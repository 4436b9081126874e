import KeyboardStrategies

/// The app-style controllers of this target, each adopted beside its source (`X+Check.swift`).
enum AppStyleCatalog {
    static let all: [StrategyDescriptor] = [
        FilterBarViewController.check,
        ComposerConstraintViewController.check,
        KeyboardGuideTableViewController.check,
        StackFormScrollViewController.check,
        SignUpGuideStackViewController.check,
        ContactDetailsViewController.check,
        RefreshingInboxViewController.check,
        EditPostActionViewController.check,
        SceneScreenFormViewController.check,
        PaymentTraitsViewController.check,
        CellForRowFieldsViewController.check,
        GroupedSettingsViewController.check,
        HeightsTableViewController.check,
        KeyboardGuideChatViewController.check,
        SegmentedOrderViewController.check,
        SelfSizingReviewViewController.check,
        LoginStackViewController.check,
        CheckoutTableViewController.check,
        SearchHeaderTableViewController.check,
        AnimatedCurveFormViewController.check,
        DynamicTypeNotesViewController.check,
    ]
}
