import UIKit
import ViewControllerHarness

/// A view controller over rows of text views that logs what UIKit tells it and whether row 3's text
/// view is first responder when the keyboard's willShow arrives.
final class TextViewLogViewController: UIViewController, UITextViewDelegate, UITableViewDataSource, ScenarioDriven {
    var log: [String] = []
    var tableView: UITableView?
    var rowCount = 0
    private var observer: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView?.dataSource = self
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            let control = self.tableView?.cellForRow(at: IndexPath(row: 3, section: 0))?.contentView.subviews.first
            self.log.append("willShow first=\(control?.isFirstResponder == true)")
        }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin first=\(textView.isFirstResponder)")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin first=\(textView.isFirstResponder)") }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }
    func loadScenarioData(rowsPerSection: [Int]) { rowCount = rowsPerSection.reduce(0, +) }
    func changeData(_ change: ContentChange) {}
}
