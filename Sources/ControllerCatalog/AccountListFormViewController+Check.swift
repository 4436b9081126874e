import KeyboardStrategies
import ViewControllerHarness

/// Adopting the account form on a list layout: one line beside its source.
extension AccountListFormViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "accountListForm",
        summary: "an account form on an inset-grouped collection list with a diffable data source: inset by the docked keyboard's overlap, the edited field scrolled into view",
        source: "written here in the style of Apple's modern collection view sample (Sources/ControllerCatalog)",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], listKinds: [.readingList]) { AccountListFormViewController() }

    /// The same form scrolling the field into view only as editing begins, before the keyboard's inset.
    static let checkScrollingOnlyOnBeginEditing = ViewControllerStrategy.descriptor(
        id: "accountListFormEarlyScroll",
        summary: "the account list form scrolling the edited field only in textFieldDidBeginEditing",
        source: "written here with a deliberate bug",
        promises: [.focusVisibility, .offsetBounds, .noUIKitException], listKinds: [.readingList]) { AccountListFormViewController(scrollsOnlyOnBeginEditing: true) }
}
