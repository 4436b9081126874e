@_spi(KeyboardScrollRunner) import UIKit
import Testing

/// The view controllers in this folder are `keyfuzz import`'s output, byte for byte (SelectorLoweringTests
/// checks that); here they compile against the UIKit module and behave as their selector forms do on iOS:
/// a lowered observer hears its notification with the right argument, a lowered target–action runs its
/// method with its sender, a lowered bar button item runs on a tap, a lowered gesture recognizer's
/// handler runs when it is recognized.
@Suite("Lowered fixtures")
struct LoweredFixturesTests {
    // MARK: Observers

    @Test func loweredObserversHearTheirNotificationsWithTheArgumentTheMethodDeclares() {
        let controller = ObserverFormsViewController()
        controller.loadViewIfNeeded()
        let center = NotificationCenter.default
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        center.post(name: UIResponder.keyboardDidShowNotification, object: nil)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        center.post(name: UIResponder.keyboardDidHideNotification, object: nil)
        center.post(name: UITextField.textDidBeginEditingNotification, object: nil)
        // The bare `#selector(keyboardWillShow)` passes the notification (its userInfo arrives).
        #expect(controller.lastHeight == 336)
        // `NSNotification` parameters receive the same name.
        #expect(controller.heard == ["willShow", "didShow", "willHide UIKeyboardWillHideNotification", "didHide", "text"])
        controller.stopListeningForHides()
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.heard.suffix(2) == ["text", "willShow"])
    }

    @Test func aControllerGoneStopsHearing() {
        weak var gone: ObserverFormsViewController?
        do {
            let controller = ObserverFormsViewController()
            controller.loadViewIfNeeded()
            gone = controller
        }
        // The block observers hold the controller weakly: it is released, and a post reaches nothing.
        #expect(gone == nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    // MARK: Optional protocol requirements

    /// The lowered `@objc optional` requirements behave as the optional ones do on iOS: the controller's
    /// implementations are called; a delegate without the send callback is not (the empty default runs);
    /// the view's own spacing is used only without a delegate.
    @Test func optionalRequirementsReachTheirImplementationsAndDefaultsDoNothing() {
        let controller = OptionalDelegateViewController()
        controller.loadViewIfNeeded()
        controller.bar.field.text = "hello"
        controller.bar.send()
        #expect(controller.sent == ["hello"])
        #expect(controller.bar.spacing == 12)
        let quiet = QuietComposerDelegate()
        controller.bar.delegate = quiet
        controller.bar.field.text = "unheard"
        controller.bar.send()
        #expect(controller.sent == ["hello"])
        #expect(controller.bar.field.text == "")
        #expect(controller.bar.spacing == 4)
        controller.bar.delegate = nil
        #expect(controller.bar.spacing == 8)
    }

    /// The lowered `AnyObject` lookups read the frame and the duration iOS posts.
    @Test func anyObjectLookupsReadTheKeyboardsFrameAndDuration() {
        let controller = AnyObjectLookupViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 516, width: 393, height: 336)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.4),
        ])
        #expect(controller.keyboardHeight == 336)
        #expect(controller.duration == 0.4)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [:])
        #expect(controller.duration == 0.25, "no duration: the lookup finds nothing and the default is used")
    }

    // MARK: Selectors inside closures that use `$0`

    /// P05 of Tests/PublicViewControllers.md registers and removes its keyboard notifications in one
    /// `forEach { … $0 … }`: the lowered observers, removals, bar button items and delayed perform keep the
    /// enclosing closure's `$0` (this file compiling is half the test).
    @Test func selectorsLoweredInsideClosuresKeepTheEnclosingArgument() throws {
        let controller = ClosureNestingViewController()
        controller.loadViewIfNeeded()
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(controller.heard == ["UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification"])
        let items = try #require(controller.navigationItem.rightBarButtonItems)
        #expect(items.map(\.title) == ["Send", "Keep"])
        #expect(items.allSatisfy { $0.style == .done })
        items[1].simulateTap()
        #expect(controller.heard.last == "tapped Keep")
        // Only the hide observer goes: the name bound from `$0` is the one removed.
        controller.heard.removeAll()
        controller.stopListeningForHides()
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.heard == ["UIKeyboardWillShowNotification"])
        controller.stopListening()
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.heard == ["UIKeyboardWillShowNotification"])
    }

    // MARK: Target–action

    /// What the README shows for a storyboard's views: the check builds the outlet in `loadView`.
    final class CheckedTargetActionViewController: TargetActionViewController {
        override func loadView() {
            super.loadView()
            let field = UITextField(frame: CGRect(x: 16, y: 400, width: 361, height: 44))
            view.addSubview(field)
            nameField = field
        }
    }

    static func loaded() -> (TargetActionViewController, UIButton, UITextField) {
        let controller = CheckedTargetActionViewController()
        controller.loadViewIfNeeded()
        let button = controller.view.subviews.compactMap { $0 as? UIButton }.first!
        let field = controller.view.subviews.compactMap { $0 as? UITextField }.first!
        return (controller, button, field)
    }

    @Test func aLoweredButtonActionRunsWithTheButtonAsSender() {
        let (controller, button, _) = Self.loaded()
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["save true"])
        button.sendActions(for: .valueChanged)
        #expect(controller.log == ["save true"])
        #expect(button.simulateTap())
        #expect(controller.log == ["save true", "save true"])
        #expect(button.currentTitle == "Save")
    }

    @Test func aDisabledButtonIgnoresATapButNotSendActions() {
        let (controller, button, _) = Self.loaded()
        button.isEnabled = false
        #expect(!button.simulateTap())
        #expect(controller.log.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["save true"])
    }

    @Test func loweredEditingActionsRunForEachOfTheirEvents() {
        let (controller, _, field) = Self.loaded()
        field.text = "Ann"
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEnd)
        field.sendActions(for: .editingDidEndOnExit)
        #expect(controller.log == ["name Ann", "ended", "ended"])
    }

    @Test func loweredBarButtonItemsRunOnATapAndKeepTitleAndStyle() throws {
        let (controller, _, _) = Self.loaded()
        let done = try #require(controller.navigationItem.rightBarButtonItem)
        let cancel = try #require(controller.navigationItem.leftBarButtonItem)
        let next = try #require(controller.toolbar.items?.last)
        #expect(done.systemItem == .done)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        #expect(next.title == "Next" && next.style == .done)
        done.simulateTap()
        cancel.simulateTap()
        next.simulateTap()
        next.isEnabled = false
        next.simulateTap()
        #expect(controller.log == ["done true", "cancel true", "next"])
    }

    /// The target–action initialisers compile with `action: nil` (a back button's title, a space).
    @Test func anItemWithoutAnActionKeepsItsTitleAndStyle() {
        let back = UIBarButtonItem(title: "Back", style: .done, target: nil, action: nil)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(back.title == "Back" && back.style == .done && back.primaryAction == nil)
        #expect(space.systemItem == .flexibleSpace)
        back.simulateTap()
    }

    // MARK: Gesture recognizers

    @Test func aTapOnTheBackgroundReachesTheLoweredTapRecognizer() throws {
        let controller = GestureViewController()
        controller.loadViewIfNeeded()
        #expect(controller.view.simulateTap())
        #expect(controller.taps == 1)
        // A tap on a subview without a tap recognizer of its own reaches the root view's.
        #expect(controller.handle.simulateTap())
        #expect(controller.taps == 2)
        let tap = try #require(controller.view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(!tap.cancelsTouchesInView)
        tap.isEnabled = false
        #expect(!controller.view.simulateTap())
        #expect(controller.taps == 2)
    }

    @Test func loweredPanAndLongPressHandlersGetTheirRecognizer() throws {
        let controller = GestureViewController()
        controller.loadViewIfNeeded()
        let recognizers = try #require(controller.handle.gestureRecognizers)
        let pan = try #require(recognizers.first { $0 is UIPanGestureRecognizer })
        let press = try #require(recognizers.first { $0 is UILongPressGestureRecognizer })
        #expect(pan.simulateRecognition())
        #expect(controller.pans == 1)
        #expect(press.simulateRecognition())
        #expect(controller.presses == [.ended])
        #expect(press.state == .possible)
    }
}
