import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``FilterFieldAboveTableViewController`` in one line beside its source, and its twin.
extension FilterFieldAboveTableViewController {
    static let source = "the system Settings app's search field above its list, and the \"UITextField above a UITableView to filter it\" screens written without UISearchController"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereFilterAboveTable", summary: "a filter field in a bar above a settings table whose rows hold value fields; the inset follows the keyboard whichever field is focused",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { FilterFieldAboveTableViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereFilterAboveTableRowsOnly", summary: "the same screen, no inset while the filter field is editing",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { FilterFieldAboveTableViewController(insetsOnlyForRows: true) })
}
