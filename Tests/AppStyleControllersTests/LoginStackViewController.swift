import UIKit

/// A login screen: a logo label, two fields and a `UIAction` button in a stack view centred in a scroll view
/// (content guide for the content, frame guide for the width; the content as tall as the frame when it
/// fits, so short content centres). Keyboard avoided by the docked overlap inset, the edited
/// field scrolled into view; Return on the password field submits.
final class LoginStackViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let email = UITextField()
    private let password = UITextField()
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []
    private var attempts = 0

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        let logo = UILabel()
        logo.text = "Welcome back"
        logo.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        logo.textAlignment = .center
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.returnKeyType = .next
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.returnKeyType = .go
        for field in [email, password] {
            field.borderStyle = .roundedRect
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 48).isActive = true
        }
        let signIn = UIButton(type: .system, primaryAction: UIAction(title: "Sign In") { [weak self] _ in self?.submit() })
        let stack = UIStackView(arrangedSubviews: [logo, email, password, signIn])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        let content = scrollView.contentLayoutGuide
        let frame = scrollView.frameLayoutGuide
        // The content is as tall as the frame (low priority) and never shorter (required): with the stack's
        // own constraints this makes its height unambiguous (a low-priority "at least the frame" alone
        // leaves it free).
        let fitsFrame = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        fitsFrame.priority = .defaultLow
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -24),
            stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 24),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -24),
            stack.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
            fitsFrame,
        ])

        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.scrollView.setKeyboardOverlap(self.scrollView.dockedKeyboardOverlap(note))
            self.scrollView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.setKeyboardOverlap(0)
        })
    }

    private func submit() {
        attempts += 1
        view.endEditing(true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if scrollView.contentInset.bottom > 0 { scrollView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email { password.becomeFirstResponder() } else { submit() }
        return true
    }
}
