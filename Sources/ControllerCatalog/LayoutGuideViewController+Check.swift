import KeyboardStrategies
import ViewControllerHarness

/// Adopting the layout-guide controller: one line beside its source, with its doors.
extension LayoutGuideViewController {
    static let doors = itemDoors(maxNewer: 4)

    static let check = ViewControllerStrategy.descriptor(
        id: "layoutGuideController",
        summary: "table bottom laid out to view.keyboardLayoutGuide (usesBottomSafeArea false) inside the keyboard's animation; the reader's row noted at rest and put back after each frame change",
        source: "written here from Apple's documentation (UIKeyboardLayoutGuide) as apps write it (Sources/ControllerCatalog)",
        promises: [.anchorStability, .reachability, .noUIKitException], listKinds: [.readingList],
        promiseScopes: [.anchorStability: [.keyboard]], doors: doors) { LayoutGuideViewController() }
}
