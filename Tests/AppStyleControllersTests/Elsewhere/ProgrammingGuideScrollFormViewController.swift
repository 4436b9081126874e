import UIKit

/// The form of Apple's *Text Programming Guide for iOS* ("Managing the Keyboard", "Moving Content That Is
/// Located Under the Keyboard"), written in its shape: a `UIScrollView` whose fields are laid out by hand
/// with frames (springs and struts, `contentSize` set by the app), an `activeField` tracked by the text
/// field delegate, and two keyboard handlers:
///
/// - keyboard **will show** (and will change frame, below): the bottom `contentInset` and
///   `scrollIndicatorInsets` become the keyboard's height (from its end frame,
///   `UIKeyboardFrameEndUserInfoKey`), and when the active field is not in the part of the view the
///   keyboard leaves, `scrollRectToVisible(_:animated:)` brings it there (UIKit scrolls by the least
///   amount inside the insets it was just given);
/// - keyboard **will hide**: the insets go back to zero.
///
/// Five changes make the listing hold on today's devices:
/// - iOS may change the keyboard's height while it is up with a will-change-frame and no will-show (focus
///   moving to a field without the predictive bar), so will-change-frame goes to the same handler;
/// - the height is what the end frame covers of the view, converted through the screen's coordinate
///   space as Apple's documentation of the frame keys asks (`view.bounds.maxY − minY` for a keyboard
///   reaching the screen's bottom, else none): the frame's height on a full-screen form, less in a form
///   sheet or popover that ends above the keyboard's bottom, the bar's for a hardware keyboard whose frame
///   runs below the screen, zero for a hide, a floating or an undocked keyboard;
/// - the guide compares only the field's origin, in content coordinates, with the view's frame shortened
///   by the keyboard; a screen under bars, or scrolled, needs the field's whole frame in the view's
///   coordinates against the view less the top bars and less the keyboard or the bottom bars;
/// - setting a smaller inset does not move `contentOffset` (UIKit clamps only when the user next touches
///   the list), so a form scrolled to its end would be left past it: each handler brings the offset back
///   inside the range its inset leaves; and the inset is fitted again after each layout pass (an iPad
///   window resized under the keyboard posts no notification).
///
/// `keepsOffsetPastTheEnd` is the seeded bug: the hide handler as the guide lists it, insets reset and
/// nothing else.
final class ProgrammingGuideScrollFormViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private var fields: [UITextField] = []
    private weak var activeField: UITextField?
    /// The last docked keyboard's end frame (screen coordinates), nil while none is docked.
    private var dockedKeyboard: CGRect?
    private var observers: [NSObjectProtocol] = []
    private let keepsOffsetPastTheEnd: Bool

    init(keepsOffsetPastTheEnd: Bool = false) {
        self.keepsOffsetPastTheEnd = keepsOffsetPastTheEnd
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Registration"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        let labels = ["First name", "Last name", "Street", "City", "Postcode", "Country", "Phone", "Email",
                      "Company", "Job title", "Referral code", "Comments"]
        var y: CGFloat = 20
        for label in labels {
            let field = UITextField(frame: CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 40))
            field.autoresizingMask = [.flexibleWidth]
            field.borderStyle = .roundedRect
            field.placeholder = label
            field.returnKeyType = .next
            field.delegate = self
            scrollView.addSubview(field)
            fields.append(field)
            y += 56
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y + 4)

        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillShow(note)
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardWillBeHidden()
        })
    }

    /// The guide's `keyboardWasShown:`, on will-show and will-change-frame: inset by the keyboard's height
    /// over the view, then show the active field.
    private func keyboardWillShow(_ note: Notification) {
        guard let screen = view.window?.screen,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = end.minY < screen.bounds.maxY && end.maxY >= screen.bounds.maxY
        dockedKeyboard = docked ? end : nil
        let keyboardHeight = fitInsets()

        // The part of the view the keyboard leaves, below the bars and above the keyboard or the bottom
        // bars (a tab bar is taller than a hardware keyboard's shortcut bar).
        var visible = view.bounds
        visible.origin.y += view.safeAreaInsets.top
        visible.size.height -= view.safeAreaInsets.top + max(keyboardHeight, view.safeAreaInsets.bottom)
        if keyboardHeight > 0, let field = activeField, !visible.contains(field.convert(field.bounds, to: view)) {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    /// An iPad window resized or moved under the keyboard (Split View, Stage Manager) changes what it
    /// covers without a notification: the last docked frame is measured again after each layout pass.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if dockedKeyboard != nil { fitInsets() }
    }

    /// Sets the bottom insets to what the last docked keyboard covers of the view and returns it.
    @discardableResult
    private func fitInsets() -> CGFloat {
        var keyboardHeight: CGFloat = 0
        if let end = dockedKeyboard, let screen = view.window?.screen {
            let keyboard = view.convert(end, from: screen.coordinateSpace)
            keyboardHeight = max(0, view.bounds.maxY - keyboard.minY)
        }
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0)
        if scrollView.contentInset != insets {
            scrollView.contentInset = insets
            scrollView.scrollIndicatorInsets = insets
        }
        // A shorter keyboard than the last one (the predictive bar hidden) leaves a shorter range.
        clampOffset()
        return keyboardHeight
    }

    /// The guide's `keyboardWillBeHidden:`: the insets go back to zero.
    private func keyboardWillBeHidden() {
        dockedKeyboard = nil
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
        // SEEDED BUG (keepsOffsetPastTheEnd): the guide's listing stops here, and a form scrolled to its
        // end stays scrolled past the end of the range the zero inset leaves.
        if keepsOffsetPastTheEnd { return }
        clampOffset()
    }

    /// Brings the offset back under the end of the range the current inset leaves.
    private func clampOffset() {
        let highest = max(-scrollView.adjustedContentInset.top,
                          scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height)
        if scrollView.contentOffset.y > highest {
            scrollView.setContentOffset(CGPoint(x: 0, y: highest), animated: true)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if activeField === textField { activeField = nil }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let index = fields.firstIndex(of: textField), index + 1 < fields.count {
            fields[index + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
