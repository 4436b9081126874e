// Tests/SelectorLoweringTests/Fixtures/Forms/ClosureNestingViewController.swift.txt is `keyfuzz import`'s input and
// Tests/LoweredFixturesTests/ClosureNestingViewController.swift its output, byte for byte (SelectorLoweringTests checks it).
import UIKit

/// Selectors written inside closures that use `$0`, as demo apps register and remove a list of keyboard
/// notifications in one `forEach`: each closure the lowering builds must leave the enclosing `$0` meaning
/// what it meant (bound in the new closure's capture list, or passed in), and the output must compile.
/// Inside a closure the lowered code names the observer store through `self.`.
final class ClosureNestingViewController: UIViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    var heard: [String] = []
    var settled: [String] = []
    let keyboardNames = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification]

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardNames.forEach {
            self.keyfuzzObservers.append(($0, NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { [weak self] note in self?.keyboardChanged(note) }))
        }
        navigationItem.rightBarButtonItems = ["Send", "Keep"].map {
            { (item: UIBarButtonItem, style: UIBarButtonItem.Style) -> UIBarButtonItem in item.style = style; return item }(UIBarButtonItem(primaryAction: UIAction(title: $0) { [weak self] action in self?.barTapped(action.sender as! UIBarButtonItem) }), .done)
        }
        ["first"].forEach { DispatchQueue.main.asyncAfter(deadline: .now() + 0) { [weak self, keyfuzzArgument = $0] in self?.settle(keyfuzzArgument) } }
    }

    func stopListeningForHides() {
        keyboardNames.dropFirst().forEach {
            self.keyfuzzObservers.removeAll { [keyfuzzName = ($0) as Notification.Name?] entry in guard entry.name == keyfuzzName else { return false }; NotificationCenter.default.removeObserver(entry.token); return true }
        }
    }

    func stopListening() {
        [NotificationCenter.default].forEach { self.keyfuzzObservers.forEach { [keyfuzzCenter = $0] in keyfuzzCenter.removeObserver($0.token) }; self.keyfuzzObservers.removeAll() }
    }

    /// In an escaping closure Swift 5 wants `self.` before the observer store the lowering names.
    func stopListeningLater() {
        DispatchQueue.main.async {
            self.keyfuzzObservers.forEach { NotificationCenter.default.removeObserver($0.token) }; self.keyfuzzObservers.removeAll()
        }
    }

    func keyboardChanged(_ notification: Notification) {
        heard.append(notification.name.rawValue)
    }

    func barTapped(_ sender: UIBarButtonItem) {
        heard.append("tapped \(sender.title ?? "")")
    }

    func settle(_ value: Any?) {
        settled.append("\(value ?? "none")")
    }
}
