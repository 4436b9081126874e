import UIKit

/// A login form whose content follows its frame, for the form-reading tests: a stack of two fields
/// centred in a scroll view whose content is at least as tall as the frame (`contentLayoutGuide`'s
/// height ≥ the `frameLayoutGuide`'s), so a rotation moves the fields.
final class CentredStackFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 12
        scrollView.addSubview(stack)
        for placeholder in ["Email", "Password"] {
            let field = UITextField()
            field.placeholder = placeholder
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(field)
        }
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        let tall = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        tall.priority = .defaultLow
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: frame.widthAnchor),
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
            tall,
            stack.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -24),
            stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -16),
        ])
    }
}
