import KeyboardStrategies
import ViewControllerHarness

/// Adopting ``AppearanceObserversNotesViewController`` in one line beside its source, and its twin.
extension AppearanceObserversNotesViewController {
    static let source = "Vandad Nahavandipoor, iOS Programming Cookbook (O'Reilly), \"Managing the keyboard\": observers added in viewWillAppear, removed in viewWillDisappear; "
        + "UIViewPropertyAnimator(duration:curve:) with the notification's duration and curve"

    static let check = ViewControllerStrategy.descriptor(
        id: "elsewhereAppearanceObservers", summary: "keyboard observers only while on screen; the inset animated by a property animator with the keyboard's curve",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { AppearanceObserversNotesViewController() })

    static let twin = ViewControllerStrategy.descriptor(
        id: "elsewhereAppearanceObserversCached", summary: "the same notes, the first keyboard's cover cached",
        source: source, promises: [.focusVisibility, .reachability, .offsetBounds, .noUIKitException], listKinds: [.readingList],
        make: { AppearanceObserversNotesViewController(cachesKeyboardCover: true) })
}
