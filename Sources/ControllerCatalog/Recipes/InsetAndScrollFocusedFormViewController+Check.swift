import Foundation
import KeyboardStrategies
import ViewControllerHarness

/// Adopting seed 002's feedback form: one descriptor line (no doors: the article's data is what the user
/// types), in the forms it ships in (with and without a margin the app sets as its own `contentInset`). Promises, their scopes and the 10 pt margin are the hand transcription's (`insetAndScrollFocused`).
extension InsetAndScrollFocusedFormViewController {
    // Both list kinds are drawn: the article's code does not depend on the kind and promises neither
    // anchor stability nor bottom pinning.
    static let check = ViewControllerStrategy.descriptor(
        id: "insetAndScrollFocusedController",
        summary: "Seed 002 in a form of text fields and a text view: observers in viewDidLoad (object: view.window), isViewLoaded / view.window guards, focused control set in shouldBeginEditing",
        source: "seed 002: 當 UITextView 成為第一響應者時移動滾動 (002_9d9b79a3543595b6.txt)",
        promises: [.focusVisibility, .offsetBounds, .roundTrip, .noUIKitException], listKinds: [.readingList, .chat],
        promiseScopes: [.focusVisibility: [.keyboard, .focus]], focusMargin: 10) { app in
            // The forms the app ships: without a margin of its own, or with 8 or 24 pt above and below.
            InsetAndScrollFocusedFormViewController(margin: CGFloat(app.pick("form margin", [0, 8, 24])))
        }
}
