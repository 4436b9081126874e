import KeyboardStrategies
import ViewControllerHarness

/// Adopting the anchoring table controller: one line beside its source, with its doors.
extension AnchoringTableViewController {
    static let doors = itemDoors(maxNewer: 5)

    static let check = ViewControllerStrategy.descriptor(
        id: "anchoringTableController",
        summary: "UITableViewController subclass: the keyboard left to UIKit; the rows on screen noted by item identity before each data change and the first survivor put back at its distance",
        source: "written here in the style of Texture's automaticallyAdjustsContentOffset and Signal's scroll continuity token (Sources/ControllerCatalog)",
        promises: [.anchorStability, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.contentChange]], doors: doors) { AnchoringTableViewController() }
}
