import UIKit

/// A sign-up form laid out in SignUp.storyboard: a scroll view pinned to the safe area holds a stack of
/// fields; when the keyboard's frame changes, the scroll view's bottom constraint (an outlet) takes the
/// part of the keyboard over the view, animated with the keyboard's own duration and curve, and the
/// active field is scrolled into what is left (`scrollRectToVisible`) — the storyboard-era pattern of
/// moving a bottom constraint with `keyboardWillChangeFrame`, with the last step of Apple's "Managing
/// the Keyboard" guide (its listing scrolls the active field into view), that countless answers
/// describe (the style, written here from scratch).
/// Return moves to the next field of the outlet collection; the last one ends editing.
class SignUpViewController: UIViewController, UITextFieldDelegate {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    weak var scrollView: UIScrollView!
    weak var nameField: UITextField!
    weak var emailField: UITextField!
    weak var aboutView: UITextView!
    weak var passwordField: UITextField!
    weak var scrollBottom: NSLayoutConstraint!
    var fields: [UITextField]!

    private(set) var accountsCreated = 0
    private(set) var cancelled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in fields { field.delegate = self }
        keyfuzzObservers.append((UIResponder.keyboardWillChangeFrameNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillChangeFrame(note) }))
    }

    deinit {
        keyfuzzObservers.forEach { NotificationCenter.default.removeObserver($0.token) }; keyfuzzObservers.removeAll()
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        // The keyboard's frame in the view, and how far it reaches above the safe area's bottom.
        let keyboard = view.convert(end, from: view.window)
        let safeBottom = view.bounds.height - view.safeAreaInsets.bottom
        scrollBottom.constant = max(0, safeBottom - keyboard.minY)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.layoutIfNeeded()
        })
        // The guide's last step: the active field scrolled into what is left of the scroll view.
        let active: UIView? = fields.first(where: { $0.isFirstResponder }) ?? (aboutView.isFirstResponder ? aboutView : nil)
        if let active {
            scrollView.scrollRectToVisible(active.convert(active.bounds, to: scrollView), animated: true)
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func createAccount(_ sender: UIButton) {
        view.endEditing(true)
        accountsCreated += 1
    }

    func cancel(_ sender: Any) {
        cancelled = true
    }
}
