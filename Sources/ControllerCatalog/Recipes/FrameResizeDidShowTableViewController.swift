import UIKit

/// Seed 001 — "Scrolling a UITableView when displaying the keyboard" (001_10d9e075879373c2.txt) — in the
/// other app its readers ship it in: "apps that allow you to edit text in a table cell" written as a
/// `UITableViewController`, where `self.view` is the table itself. The article's code is the same as in
/// ``FrameResizeDidShowFormViewController`` (the same readings: 0.5 s delay, position `.none`, observers
/// from `viewDidLoad` never removed, a 0.3 s hide animation); only the controller around it differs.
///
/// The article's bugs, kept, and the one this app adds: `self.view.convert(keyboardFrame, from: nil)`
/// converts into the table's own coordinate space, which a scroll view's bounds shift by its
/// `contentOffset`, so "the `y` origin of the keyboard frame" is read in content coordinates: the table is
/// made shorter than the space above the keyboard at the top of the form (by the bars' height) and
/// taller than it further down. Meanwhile the controller's own keyboard inset stays, measured against the
/// table before the resize.
final class FrameResizeDidShowTableViewController: UITableViewController, UITextFieldDelegate {
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The app's data: the items edited in the table's cells.
    private let items = ["Title", "Author", "Publisher", "Year", "Edition", "ISBN", "Pages", "Language", "Genre",
                         "Series", "Volume", "Translator", "Illustrator", "Format", "Price", "Shelf", "Condition",
                         "Bought at", "Lent to", "Notes"]
    private var values: [String: String] = [:]
    /// The view's height saved by `keyboardShown` ("First we save the initial height of the view").
    private var initialHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        tableView.rowHeight = 44
        tableView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
        // "registering for the UIKeyboardDidShowNotification/UIKeyboardDidHideNotification"
        keyfuzzObservers.append((UIResponder.keyboardDidShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardShown(note) }))
        keyfuzzObservers.append((UIResponder.keyboardDidHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardHidden(note) }))
    }

    /// "When we get the notification we need to do the adjustment of the frame".
    func keyboardShown(_ note: Notification) {
        // "First we save the initial height of the view."
        initialHeight = self.view.frame.size.height
        // "On line 4 we grab the keyboard frame from the notification."
        let keyboardFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        // "it needs to be converted to view coordinates (line 5)" — here the view is the scrolled table.
        let converted = self.view.convert(keyboardFrame, from: nil)
        // "I just make the height of the main view equal to the `y` origin of the keyboard frame"
        var frame = self.view.frame
        frame.size.height = converted.origin.y
        self.view.frame = frame
    }

    /// "We just restore the view's initial height … animating the view size change."
    func keyboardHidden(_ note: Notification) {
        var frame = self.view.frame
        frame.size.height = initialHeight
        UIView.animate(withDuration: 0.3) {
            self.view.frame = frame
        }
    }

    /// "This is accomplished in the `UITextFieldDelegate`'s `textFieldDidBeginEditing` method … we delay
    /// the scrolling using delayed performance".
    func textFieldDidBeginEditing(_ textField: UITextField) {
        var view: UIView? = textField
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        // "On line 6 you'll need the row and section to scroll to" (the field's cell).
        guard let cell = view as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + FrameResizeDidShowFormViewController.scrollDelay) { [weak self] in
            // "scroll the newly resized table view to make the selected row visible"
            self?.tableView.scrollToRow(at: path, at: FrameResizeDidShowFormViewController.scrollPosition, animated: true)
        }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let item = textField.placeholder { values[item] = textField.text }
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeFieldCell.reuseIdentifier, for: indexPath) as! RecipeFieldCell
        let item = items[indexPath.row]
        cell.field.placeholder = item
        cell.field.text = values[item]
        cell.field.delegate = self
        return cell
    }
}
