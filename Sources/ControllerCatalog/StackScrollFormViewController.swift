import UIKit

/// A delivery-address form written the way apps write one with Auto Layout: a `UIScrollView` filling the
/// view, a vertical `UIStackView` of titled text fields and a notes text view pinned to the scroll view's
/// `contentLayoutGuide` (which gives the content size) and as wide as its `frameLayoutGuide` (so it
/// scrolls vertically only).
///
/// Keyboard (notifications, block observers): the docked keyboard's end frame — screen coordinates,
/// converted through the screen's coordinate space — is compared with the scroll view's frame in the
/// view; the bottom `contentInset` is the part it covers less the bottom inset UIKit already adds to
/// `adjustedContentInset` (the safe area). The inset is fitted again after every layout pass of the
/// view (`viewDidLayoutSubviews`: a rotation or a resized iPad window changes what the same keyboard
/// covers without a notification), the offset brought back into its valid range when the inset shrank,
/// and the control being edited scrolled into view with `scrollRectToVisible(_:animated:)` (the least
/// move). Only a keyboard docked at the screen's bottom covers the form (floating, split and undocked
/// keyboards do not, as `UIKeyboardLayoutGuide` documents). On hide the inset goes back to zero and the
/// offset to where it was before the keyboard came, when nothing else moved the form meanwhile (the
/// user's drag, a rotation, the screen leaving); otherwise into its valid range.
///
/// Return moves to the next field; the last one resigns.
final class StackScrollFormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private var fields: [UITextField] = []
    private let notes = UITextView()
    private weak var editing: UIView?
    private var observers: [NSObjectProtocol] = []

    /// The docked keyboard's end frame (screen coordinates) while it covers the form.
    private var keyboardFrame: CGRect?
    /// Where the form was before the keyboard came, while putting it back is owed.
    private var offsetBeforeKeyboard: CGPoint?

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery address"
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.delegate = self
        view.addSubview(scrollView)

        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        scrollView.addSubview(stack)

        let titles = ["Recipient", "Street and number", "Apartment, suite", "City", "Region", "Postal code",
                      "Country", "Phone for the courier", "Email for updates"]
        for title in titles {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 13)
            stack.addArrangedSubview(label)
            let field = UITextField()
            field.placeholder = title
            field.borderStyle = .roundedRect
            field.returnKeyType = .next
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 40).isActive = true
            stack.addArrangedSubview(field)
            stack.setCustomSpacing(16, after: field)
            fields.append(field)
        }
        let notesTitle = UILabel()
        notesTitle.text = "Delivery notes"
        notesTitle.font = .systemFont(ofSize: 13)
        stack.addArrangedSubview(notesTitle)
        notes.font = .systemFont(ofSize: 17)
        notes.delegate = self
        notes.heightAnchor.constraint(equalToConstant: 120).isActive = true
        stack.addArrangedSubview(notes)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardWillHide()
        })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if keyboardFrame != nil { fitInsetToKeyboard() }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        offsetBeforeKeyboard = nil
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        offsetBeforeKeyboard = nil
    }

    // MARK: Keyboard

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let bounds = screen.bounds
        let docked = end.height > 0 && end.minY < bounds.maxY && end.maxY >= bounds.maxY && end.width >= bounds.width
        guard docked else {
            keyboardWillHide()
            return
        }
        if keyboardFrame == nil, offsetBeforeKeyboard == nil { offsetBeforeKeyboard = scrollView.contentOffset }
        keyboardFrame = end
        fitInsetToKeyboard()
    }

    private func keyboardWillHide() {
        guard keyboardFrame != nil else { return }
        keyboardFrame = nil
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
        // The offset from before the keyboard is put back as it was, not clamped: it was valid then, and
        // the range's top can be lower now only because a collapsing large title closed as the form
        // scrolled, which the offset opens again (the first version clamped it, and the title stayed
        // shut: the checker's round trip finding on this file).
        if let back = offsetBeforeKeyboard {
            offsetBeforeKeyboard = nil
            if back != scrollView.contentOffset { scrollView.setContentOffset(back, animated: true) }
            return
        }
        let target = inRange(scrollView.contentOffset)
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: true) }
    }

    /// The bottom inset for the keyboard noted last, the offset kept in range, the edited control shown.
    private func fitInsetToKeyboard() {
        guard let end = keyboardFrame, let screen = view.window?.screen else { return }
        let keyboardTop = view.convert(end, from: screen.coordinateSpace).minY
        let covered = max(0, scrollView.frame.maxY - max(keyboardTop, scrollView.frame.minY))
        let fromUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let bottom = max(0, covered - fromUIKit)
        if scrollView.contentInset.bottom != bottom {
            scrollView.contentInset.bottom = bottom
            scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }
        let target = inRange(scrollView.contentOffset)
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: true) }
        showEditedControl()
    }

    /// `offset` inside `-adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom - bounds.height`.
    private func inRange(_ offset: CGPoint) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        return CGPoint(x: offset.x, y: min(max(offset.y, lowest), highest))
    }

    private func showEditedControl() {
        guard let control = editing, control.window != nil else { return }
        scrollView.scrollRectToVisible(control.convert(control.bounds, to: scrollView), animated: true)
    }

    // MARK: UITextFieldDelegate, UITextViewDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editing = textField
        if keyboardFrame != nil { showEditedControl() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editing === textField { editing = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        editing = textView
        if keyboardFrame != nil { showEditedControl() }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if editing === textView { editing = nil }
    }
}

// MARK: UIScrollViewDelegate

extension StackScrollFormViewController: UIScrollViewDelegate {
    /// The user moved the form: where it was before the keyboard is no longer where they want it.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        offsetBeforeKeyboard = nil
    }
}
