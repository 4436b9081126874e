import KeyboardStrategies
import ViewControllerHarness

/// Adopting the settings form: one line beside its source, with its door.
extension SettingsFormTableViewController {
    static let doors: [ViewControllerDoor] = [
        .door("a longer bio synced from another device") { (form: SettingsFormTableViewController) in form.bioSynced(lines: 6) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "settingsFormTableController",
        summary: "grouped UITableViewController settings form: titled sections of text fields and a growing bio text view, the keyboard left to UIKit",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: [.focusVisibility, .offsetBounds, .reachability, .noUIKitException], listKinds: [.readingList], doors: doors) { SettingsFormTableViewController() }
}
