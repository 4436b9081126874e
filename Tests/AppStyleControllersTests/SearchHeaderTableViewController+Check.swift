import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``SearchHeaderTableViewController`` in one line beside its source.
extension SearchHeaderTableViewController {
    static let check = ViewControllerStrategy.descriptor(
        id: "searchFieldInHeader", summary: "a search field in the table header view filtering content-configuration results",
        source: "written here in an app's style (Tests/AppStyleControllersTests, issue 24)",
        promises: [.offsetBounds, .noUIKitException], make: { SearchHeaderTableViewController() })
}
