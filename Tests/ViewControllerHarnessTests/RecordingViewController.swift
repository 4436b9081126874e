import UIKit

/// A view controller that records what UIKit tells it, and does one configurable thing on a keyboard
/// notification: the adapter's behaviour is read from its log.
final class RecordingViewController: UIViewController, UITextFieldDelegate, UITableViewDataSource {
    var log: [String] = []
    var tableView: UITableView?
    var rowCount = 0
    var keepsDataInStep = true
    var onKeyboard: ((RecordingViewController, Notification) -> Void)?
    private var observers: [any NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad window=\(view.window != nil)")
        tableView?.dataSource = self
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.log.append("willShow")
            self.onKeyboard?(self, note)
        })
    }

    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear window=\(view.window != nil)") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear window=\(view.window != nil)") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear window=\(view.window != nil)") }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin first=\(textField.isFirstResponder)") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd first=\(textField.isFirstResponder)") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
