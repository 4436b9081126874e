import UIKit

/// A sign-up form in a plain scroll view, written the way older apps write one: fields placed by frame
/// in the scroll view's content, `contentSize` set to fit them, and Apple's "Managing the Keyboard"
/// pattern — the bottom inset covers the docked keyboard's overlap and the field being edited is scrolled
/// into view.
final class ScrollFormViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView(frame: .zero)
    private let placeholders = ["Name", "Email", "Password", "Repeat password", "Phone", "Street", "City",
                                "Postcode", "Country", "Company", "Referral code", "Notes"]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        var y: CGFloat = 20
        for placeholder in placeholders {
            let field = UITextField(frame: CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 44))
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.delegate = self
            scrollView.addSubview(field)
            y += 60
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y + 4)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.setBottomInset(0)
        })
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let screen = view.window?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else { return setBottomInset(0) }
        let keyboard = scrollView.convert(frame, from: screen.coordinateSpace)
        setBottomInset(max(0, scrollView.bounds.maxY - keyboard.minY))
        showEditingField()
    }

    private func setBottomInset(_ overlap: CGFloat) {
        let systemPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        scrollView.contentInset.bottom = max(0, overlap - systemPart)
        let inset = scrollView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        let y = min(max(scrollView.contentOffset.y, lowest), highest)
        if y != scrollView.contentOffset.y { scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true) }
    }

    private func showEditingField() {
        guard let field = editingField else { return }
        scrollView.scrollRectToVisible(field.frame, animated: true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if scrollView.contentInset.bottom > 0 { showEditingField() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }
}
