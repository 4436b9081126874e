import UIKit

/// A stack-view form in a plain scroll view: the stack is pinned to the scroll view's
/// `contentLayoutGuide` (which gives the content size) and its width to the `frameLayoutGuide`'s, so the
/// form scrolls vertically only. The keyboard is avoided with notifications: the bottom inset is the
/// docked keyboard's overlap and the field being edited is scrolled into view.
final class StackFormScrollViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 12
        scrollView.addSubview(stack)

        for placeholder in ["Full name", "Company", "Address line 1", "Address line 2", "City", "State", "ZIP code",
                            "Country", "Phone", "Email", "Delivery notes", "Gate code"] {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(field)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.scrollView.setKeyboardOverlap(self.scrollView.dockedKeyboardOverlap(note))
            self.scrollView.scrollIntoView(self.editingField)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.setKeyboardOverlap(0)
        })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if scrollView.contentInset.bottom > 0 { scrollView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let fields = stack.arrangedSubviews.compactMap { $0 as? UITextField }
        if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
