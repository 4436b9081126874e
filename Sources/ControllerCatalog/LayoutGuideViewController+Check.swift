import KeyboardStrategies
import ViewControllerHarness

/// Adopting the layout-guide controller: one line beside its source, with its doors.
extension LayoutGuideViewController {
    static let doors: [ViewControllerDoor] = [
        .door("newer items loaded at the top") { (list: LayoutGuideViewController) in list.receiveNewerItems(2) },
        .door("an item inserted in the middle") { (list: LayoutGuideViewController) in list.insertItemInTheMiddle() },
        .door("the second item deleted") { (list: LayoutGuideViewController) in list.deleteItem(at: 1) },
        .door("the third item edited, its row grown") { (list: LayoutGuideViewController) in list.growItem(at: 2) },
    ]

    static let check = ViewControllerStrategy.descriptor(
        id: "layoutGuideController",
        summary: "table bottom laid out to view.keyboardLayoutGuide (usesBottomSafeArea false) inside the keyboard's animation; the reader's row noted at rest and put back after each frame change",
        source: "written here from Apple's documentation (UIKeyboardLayoutGuide) as apps write it (Sources/ControllerCatalog)",
        promises: [.anchorStability, .reachability, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.keyboard]], doors: doors) { LayoutGuideViewController() }
}
