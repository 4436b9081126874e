import UIKit

/// A sign-up form: labels and fields in a stack view inside a scroll view (content and frame layout
/// guides), the scroll view's bottom pinned to `view.keyboardLayoutGuide.topAnchor`; a `UIAction` button
/// ends editing. After a layout pass the field being edited is scrolled into view.
final class SignUpGuideStackViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private weak var editingField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        scrollView.addSubview(stack)

        let heading = UILabel()
        heading.text = "Create your account"
        heading.font = UIFont.preferredFont(forTextStyle: .title1)
        heading.adjustsFontForContentSizeCategory = true
        stack.addArrangedSubview(heading)
        for (title, secure) in [("Name", false), ("Email", false), ("Username", false), ("Password", true),
                                ("Confirm password", true), ("Referral code", false), ("Phone", false), ("Birthday", false)] {
            let label = UILabel()
            label.text = title
            label.font = UIFont.preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            let field = UITextField()
            field.placeholder = title
            field.isSecureTextEntry = secure
            field.borderStyle = .roundedRect
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(label)
            stack.addArrangedSubview(field)
        }
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Create Account") { [weak self] _ in
            self?.view.endEditing(true)
        })
        stack.addArrangedSubview(done)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.clampContentOffset()
        scrollView.scrollIntoView(editingField)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        scrollView.scrollIntoView(textField)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }
}
