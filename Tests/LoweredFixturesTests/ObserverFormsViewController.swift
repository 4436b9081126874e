// Tests/SelectorLoweringTests/Fixtures/Forms/ObserverFormsViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/ObserverFormsViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// Every observer spelling `keyfuzz import` lowers: a bare selector, one with labels, one naming the
/// method through `self` or the type, a method taking `NSNotification`, one taking nothing, and a delayed
/// perform. The comments below mention `#selector(...)` and must stay as written.
final class ObserverFormsViewController: UIViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    var heard: [String] = []
    var lastHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // NotificationCenter.default.addObserver(self, selector: #selector(old(_:)), name: .old, object: nil)
        /* An older version used #selector(keyboardFrameWillChange) here.
           /* nested: #selector(nested) */ still a comment */
        let hint = "call addObserver(self, selector: #selector(f), …) to subscribe"
        let interpolated = "\(heard.count) observers, \("#selector(" + hint.prefix(3))"
        heard.removeAll { $0 == hint || $0 == interpolated }
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillShow(note) }))
        keyfuzzObservers.append((UIResponder.keyboardDidShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardDidShow(notification: note) }))
        keyfuzzObservers.append((UIResponder.keyboardWillHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillHide(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo)) }))
        keyfuzzObservers.append((UIResponder.keyboardDidHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardDidHide() }))
        keyfuzzObservers.append((UITextField.textDidBeginEditingNotification, NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil) { [weak self] note in self?.textChanged(note) }))
    }

    deinit {
        keyfuzzObservers.forEach { NotificationCenter.default.removeObserver($0.token) }; keyfuzzObservers.removeAll()
    }

    func stopListeningForHides() {
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillHideNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true }
    }

    /// A bare selector naming a method that takes the notification.
    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        lastHeight = frame.height
        heard.append("willShow")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in self?.settle() }
    }

    private func keyboardDidShow(notification: Notification) {
        heard.append("didShow")
    }

    func keyboardWillHide(_ sender: NSNotification) {
        heard.append("willHide \(sender.name.rawValue)")
    }

    func keyboardDidHide() {
        heard.append("didHide")
    }

    func textChanged(_ note: Notification) {
        heard.append("text")
    }

    func settle() {
        heard.append("settled")
    }
}
