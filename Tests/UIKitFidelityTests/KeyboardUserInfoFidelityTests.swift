import Testing
import UIKit

/// How app code reads a keyboard notification's `userInfo`: frames are `NSValue`s readable both ways,
/// numbers are `NSNumber`s, and the curve iOS sends (7) is a valid `UIView.AnimationCurve` raw value.
@Suite("Keyboard userInfo fidelity") @MainActor
struct KeyboardUserInfoFidelityTests {
    /// A payload with the types iOS posts (Apple: the frame keys hold `NSValue`s wrapping `CGRect`s,
    /// the duration an `NSNumber` of a double, the curve an `NSNumber` of a `UIView.AnimationCurve`).
    static var info: [AnyHashable: Any] { [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 516, width: 393, height: 336)),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ] }

    @Test func frameReadsAsCGRectAndAsNSValue() {
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        #expect(Self.info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
        #expect((Self.info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
    }

    @Test func numbersReadAsSwiftAndFoundationTypes() {
        #expect(Self.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect((Self.info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect(Self.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
        #expect(Self.info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(Self.info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    }

    @Test func theKeyboardsCurveIsAnAcceptedRawValue() {
        // iOS keeps the raw value 7 in the imported enum; the facade's Swift enum has only the four
        // documented cases and reads it as `.easeInOut` (STATUS.md): both accept it, neither crashes on `!`.
        let curve = UIView.AnimationCurve(rawValue: 7)
        #expect(curve != nil)
        #expect(UIView.AnimationOptions(rawValue: UInt(7 << 16)).rawValue == 7 << 16)
    }

    @Test func blockObserversHearAPostedNotificationOncePerRegistration() {
        let center = NotificationCenter()
        var heard = 0
        let first = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in heard += 1 }
        let second = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in heard += 1 }
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: Self.info)
        #expect(heard == 2)
        center.removeObserver(first)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: Self.info)
        #expect(heard == 3)
        center.removeObserver(second)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: Self.info)
        #expect(heard == 3)
    }

    @Test func anObjectFilterReceivesOnlyFromThatSender() {
        let center = NotificationCenter()
        let sender = NSObject(), other = NSObject()
        var heard = 0
        let token = center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: sender, queue: nil) { _ in heard += 1 }
        center.post(name: UITextField.textDidBeginEditingNotification, object: other)
        center.post(name: UITextField.textDidBeginEditingNotification, object: sender)
        #expect(heard == 1)
        center.removeObserver(token)
    }
}
