import UIKit

/// A keyboard handler as iOS code writes it: selector observers added in viewWillAppear and removed in
/// viewWillDisappear, and a delayed scroll.
final class LoweredSelectorKeyboardViewController: UIViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    var scrollView: UIScrollView?
    var shown = 0
    var scrolled = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillShow(note) }))
        keyfuzzObservers.append((UIResponder.keyboardWillHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillHide() }))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillShowNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true }
        keyfuzzObservers.forEach { NotificationCenter.default.removeObserver($0.token) }; keyfuzzObservers.removeAll()
    }

    func keyboardWillShow(_ note: Notification) {
        shown += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in self?.scrollLater() }
    }

    func keyboardWillHide() {}

    func scrollLater() {
        scrolled += 1
    }
}
