// Tests/SelectorLoweringTests/Fixtures/Forms/AnyObjectLookupViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/AnyObjectLookupViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// A keyboard handler in the Swift 3 answer's style: the frame and the duration read through `AnyObject`
/// member lookup, in an `if let` and with a default.
final class AnyObjectLookupViewController: UIViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    var keyboardHeight: CGFloat = 0
    var duration = 0.0

    override func viewDidLoad() {
        super.viewDidLoad()
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillShow(note) }))
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        if let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            keyboardHeight = frame.height
        }
        duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    }
}
