import UIKit

/// A sign-up form in the style of IQKeyboardManager's scroll-view demo screen: the field being edited
/// ends up `keyboardDistance` (10 pt, the library's default) above the keyboard by the least move, and
/// never above the top of the safe area; written here as the screen's own code, the way teams write it
/// when they drop the library and keep its behaviour.
///
/// - The keyboard (will-show and will-change-frame, end frame in screen coordinates converted into the
///   window) counts only when docked: reaching the screen's bottom across its width. A floating or split
///   keyboard covers nothing here (the library does not support them either).
/// - The scroll view's bottom inset is raised so that the keyboard grown up by the distance is inside the
///   insets (less the safe-area part UIKit already adds to `adjustedContentInset`), so the offset the move
///   needs is a valid one.
/// - The move is `min(field.maxY + distance − keyboard.minY, field.minY − safe-area top)` in window
///   coordinates, applied to `contentOffset` when positive; a field whose top is under the bars (the
///   user tapped its lower part) is moved down by the least move that shows its top.
/// - On will-hide the saved inset comes back and the offset is brought inside the range it leaves.
/// - After each layout pass the inset is fitted to the last docked keyboard again (an iPad window resized
///   under the keyboard posts no notification).
///
/// `raisesNoInset` is the seeded bug: the offset moves by the distance but the inset stays, so a field
/// near the end of the form is scrolled past the end of the content's valid range.
final class KeyboardDistanceScrollFormViewController: UIViewController, UITextFieldDelegate {
    /// IQKeyboardManager's default `keyboardDistance`.
    static let keyboardDistance: CGFloat = 10

    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private weak var activeField: UITextField?
    /// The docked keyboard's frame in screen coordinates, nil while none is up.
    private var keyboardFrame: CGRect?
    private var savedBottomInset: CGFloat = 0
    private var observers: [NSObjectProtocol] = []
    private let raisesNoInset: Bool

    init(raisesNoInset: Bool = false) {
        self.raisesNoInset = raisesNoInset
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 16
        scrollView.addSubview(stack)
        for placeholder in ["Username", "Email", "Password", "Confirm password", "First name", "Last name",
                            "Date of birth", "Mobile", "Address", "City", "Postcode", "Promo code"] {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.isSecureTextEntry = placeholder.contains("assword")
            field.delegate = self
            field.heightAnchor.constraint(equalToConstant: 40).isActive = true
            stack.addArrangedSubview(field)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -24),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -24),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -48),
        ])

        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note)
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardFrame = nil
            self?.restore()
        })
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let screen = view.window?.screen.bounds,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = end.height > 0 && end.minY < screen.maxY && end.maxY >= screen.maxY && end.width >= screen.width
        keyboardFrame = docked ? end : nil
        if docked { adjust() } else { restore() }
    }

    /// An iPad window resized or moved under the keyboard changes what it covers without a notification:
    /// the inset is fitted to the last docked keyboard again after each layout pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if activeField != nil, keyboardFrame != nil { raiseInset() }
    }

    /// Raises the bottom inset so the docked keyboard grown up by the distance is inside the insets.
    private func raiseInset() {
        guard let window = view.window, let end = keyboardFrame else { return }
        let keyboard = window.convert(end, from: window.screen.coordinateSpace)
        let scrollFrame = scrollView.convert(scrollView.bounds, to: nil)
        let covered = max(0, scrollFrame.maxY - (keyboard.minY - Self.keyboardDistance))
        // SEEDED BUG (raisesNoInset): the move in adjust() needs room the content's range does not have.
        if raisesNoInset { return }
        let system = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let bottom = max(savedBottomInset, covered - system)
        if scrollView.contentInset.bottom != bottom {
            scrollView.contentInset.bottom = bottom
            scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }
        // A keyboard that got shorter leaves a shorter range.
        clampOffset()
    }

    /// Raises the inset and moves the active field to `keyboardDistance` above the keyboard.
    private func adjust() {
        guard let window = view.window, let end = keyboardFrame, let field = activeField else { return }
        let keyboard = window.convert(end, from: window.screen.coordinateSpace)
        let distance = Self.keyboardDistance
        raiseInset()
        let fieldFrame = field.convert(field.bounds, to: nil)
        let top = view.convert(view.safeAreaLayoutGuide.layoutFrame, to: nil).minY
        var move = min(fieldFrame.maxY + distance - keyboard.minY, fieldFrame.minY - top)
        // A field tapped where its top is under the bars (the form scrolled past it) comes down instead:
        // the least move that shows its top.
        if move <= 0 { move = min(0, fieldFrame.minY - top) }
        if move != 0 {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y + move), animated: true)
        }
    }

    /// Puts the saved inset back and the offset inside the range it leaves.
    private func restore() {
        scrollView.contentInset.bottom = savedBottomInset
        scrollView.verticalScrollIndicatorInsets.bottom = savedBottomInset
        clampOffset()
    }

    /// Brings the offset back under the end of the range the current inset leaves (setting a smaller
    /// inset does not move `contentOffset`).
    private func clampOffset() {
        let highest = max(-scrollView.adjustedContentInset.top,
                          scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height)
        if scrollView.contentOffset.y > highest {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: highest), animated: true)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
        adjust()
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeField === textField { activeField = nil }
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
