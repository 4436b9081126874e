// Tests/SelectorLoweringTests/Fixtures/Forms/TargetActionViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/TargetActionViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// Target–action as storyboard-era and code-only screens write it: outlets, actions, a button, a text
/// field's editing events, bar button items in the navigation item and in a keyboard toolbar. The name
/// field comes from the storyboard (on Linux the check builds it in `loadView`); the button is built here.
class TargetActionViewController: UIViewController {
    weak var nameField: UITextField!
    var saveButton: UIButton!
    var log: [String] = []
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton = UIButton(type: .system)
        saveButton.setTitle("Save", for: .normal)
        view.addSubview(saveButton)
        saveButton.addAction(UIAction { [weak self] action in self?.saveTapped(action.sender as! UIButton) }, for: .touchUpInside)
        nameField.addAction(UIAction { [weak self] action in self?.nameChanged(action.sender as! UITextField) }, for: .editingChanged)
        nameField.addAction(UIAction { [weak self] action in self?.editingEnded() }, for: [.editingDidEnd, .editingDidEndOnExit])
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] action in self?.doneTapped(action.sender as! UIBarButtonItem) })
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Cancel") { [weak self] action in self?.cancelTapped(action.sender as Any) })
        toolbar.items = [
            UIBarButtonItem.flexibleSpace(),
            { let item = UIBarButtonItem(primaryAction: UIAction(title: "Next") { [weak self] action in self?.nextTapped() }); item.style = .done; return item }(),
        ]
    }

    func saveTapped(_ sender: UIButton) {
        log.append("save \(sender === saveButton)")
    }

    func nameChanged(_ field: UITextField) {
        log.append("name \(field.text ?? "")")
    }

    func editingEnded() {
        log.append("ended")
    }

    func doneTapped(_ item: UIBarButtonItem) {
        log.append("done \(item.systemItem == .done)")
    }

    func cancelTapped(_ sender: Any) {
        log.append("cancel \(sender is UIBarButtonItem)")
    }

    func nextTapped() {
        log.append("next")
    }
}
