import Testing
import UIKit

/// The fidelity fixes: the keyboard's curve as an enum, the text view as a scroll view, an overriding
/// `inputAccessoryView`, modal presentation's bookkeeping.
@Suite("Fidelity fixes") @MainActor
struct FidelityFixTests {
    /// A switch over the four documented curves compiles without a default (it is exhaustive); the
    /// keyboard's 7 is accepted by `init(rawValue:)` and the usual fallbacks compile.
    @Test func theAnimationCurveIsAnEnumAndTheKeyboardsSevenIsAccepted() {
        func duration(of curve: UIView.AnimationCurve) -> Int {
            switch curve {
            case .easeInOut: return 0
            case .easeIn: return 1
            case .easeOut: return 2
            case .linear: return 3
            }
        }
        #expect(duration(of: .linear) == 3)
        #expect(UIView.AnimationCurve(rawValue: 2) == .easeOut)
        #expect(UIView.AnimationCurve(rawValue: 7) != nil)
        let fallback = UIView.AnimationCurve(rawValue: 7) ?? .easeInOut
        #expect(EverydayFormViewController.name(of: fallback).isEmpty == false)
        #expect(UIView.AnimationOptions(rawValue: UInt(7) << 16).rawValue == 7 << 16)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {}
        animator.startAnimation()
        #expect(animator.isRunning)
    }

    /// The most copied keyboard snippet for a text view: its `contentInset` and `scrollIndicatorInsets`,
    /// then `scrollRangeToVisible` to the end. A text view is a scroll view.
    @Test func aTextViewIsAScrollViewThatScrollsARangeIntoView() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let asScrollView: UIScrollView = textView
        textView.font = .systemFont(ofSize: 10)
        textView.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
        asScrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        textView.verticalScrollIndicatorInsets = textView.contentInset
        #expect(textView.contentInset.bottom == 30)
        #expect(textView.contentSize.height > textView.bounds.height)
        #expect(textView.selectedRange == NSRange(location: (textView.text as NSString).length, length: 0))
        textView.scrollRangeToVisible(textView.selectedRange)
        #expect(textView.contentOffset.y > 0)
        #expect(textView.contentOffset.y <= textView.contentSize.height + 30 - textView.bounds.height)
        // Facade's metrics: the last line ends at 8 + 40 × 11.9 = 484; visible above the 30 pt inset.
        #expect(close(textView.contentOffset.y, 484 - 70))
        textView.setContentOffset(.zero, animated: false)
        #expect(textView.contentOffset == .zero)
        #expect(textView.bounds.origin == .zero)
    }

    /// A view controller's overriding `inputAccessoryView` is what UIKit reads.
    @Test func aViewControllerOverridesInputAccessoryView() {
        let controller = EverydayFormViewController()
        let responder: UIResponder = controller
        #expect(responder.inputAccessoryView != nil)
        #expect(responder.inputAccessoryView?.frame.height == 44)
        #expect(controller.canBecomeFirstResponder)
        #expect(UIResponder().inputAccessoryView == nil)
    }

    /// Presenting links the two controllers at once; presenting while presenting is ignored; dismissing
    /// from the presented controller unlinks them. The alert keeps its fields and actions.
    @Test func presentationLinksAndUnlinksTheControllers() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = EverydayFormViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.showTerms()
        let alert = controller.presentedViewController as? UIAlertController
        #expect(alert != nil)
        #expect(alert?.presentingViewController === controller)
        #expect(alert?.textFields?.count == 1)
        #expect(alert?.textFields?.first?.placeholder == "Your initials")
        #expect(alert?.actions.map(\.style) == [.cancel, .default])
        #expect(alert?.preferredStyle == .alert)
        #expect(alert?.title == "Terms" && alert?.message == "Accept the terms to continue.")
        controller.present(UIViewController(), animated: false)
        #expect(controller.presentedViewController === alert)
        alert?.dismiss(animated: false)
        #expect(controller.presentedViewController == nil)
        #expect(alert?.presentingViewController == nil)
    }
}
