// Tests/SelectorLoweringTests/Fixtures/Forms/StoredSelectorViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/StoredSelectorViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// Selectors kept in a property and in a constant, then passed on by name, as screens that register the
/// same observers in more than one place write them.
class StoredSelectorViewController: UIViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    #if canImport(ObjectiveC)
    private let showSelector = #selector(keyboardWillShow(_:))
    #endif
    let button = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        #if canImport(ObjectiveC)
        let tapSelector: Selector = #selector(tapped(_:))
        #endif
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillShow(note) }))
        button.addAction(UIAction { [weak self] action in self?.tapped(action.sender as! UIButton) }, for: .touchUpInside)
        view.addSubview(button)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func keyboardWillShow(_ note: Notification) { log.append("will show") }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func tapped(_ sender: UIButton) { log.append("tapped") }
}
