import UIKit

/// A form that animates its inset with the keyboard's own curve and duration: the curve is read as
/// `UIView.AnimationCurve(rawValue:)` and switched over into animation options, the inset set inside
/// `UIView.animate(withDuration:delay:options:animations:)`; an inset-grouped table with titled sections.
final class AnimatedCurveFormViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let sections = [("Trip", ["Destination", "Departure", "Return", "Travellers"]),
                            ("Traveller", ["First name", "Last name", "Passport", "Nationality", "Frequent flyer"])]
    private weak var editingField: UITextField?
    private var observers: [NSObjectProtocol] = []

    deinit { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 50
        tableView.dataSource = self
        tableView.register(FormFieldCell.self, forCellReuseIdentifier: FormFieldCell.reuseIdentifier)
        view.addSubview(tableView)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.animateAlongKeyboard(note) { self.tableView.setKeyboardOverlap(self.tableView.dockedKeyboardOverlap(note)) }
            self.tableView.scrollIntoView(self.editingField)
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.animateAlongKeyboard(note) { self.tableView.setKeyboardOverlap(0) }
        })
    }

    private func animateAlongKeyboard(_ note: Notification, _ changes: @escaping () -> Void) {
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let raw = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let options: UIView.AnimationOptions
        switch UIView.AnimationCurve(rawValue: raw) ?? .easeInOut {
        case .easeInOut: options = .curveEaseInOut
        case .easeIn: options = .curveEaseIn
        case .easeOut: options = .curveEaseOut
        case .linear: options = .curveLinear
        @unknown default: options = .curveEaseInOut
        }
        UIView.animate(withDuration: duration, delay: 0, options: [options, .beginFromCurrentState], animations: changes)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editingField = textField
        if tableView.contentInset.bottom > 0 { tableView.scrollIntoView(textField) }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if editingField === textField { editingField = nil }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FormFieldCell.reuseIdentifier, for: indexPath) as! FormFieldCell
        cell.field.placeholder = sections[indexPath.section].1[indexPath.row]
        cell.field.delegate = self
        return cell
    }
}
