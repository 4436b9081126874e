import UIKit

/// Seed 001 — "Scrolling a UITableView when displaying the keyboard" (001_10d9e075879373c2.txt, Sean
/// Carpenter, 2012: "apps that allow you to edit text in a table cell"), shipped as such an app: the
/// recipe as Tests/SelectorLoweringTests/Fixtures/Recipes/FrameResizeDidShowViewController.lowered.swift.txt writes it from the
/// article's prose (each step quoting its sentence; the same readings: 0.5 s delay, position `.none`,
/// observers from `viewDidLoad` never removed, a 0.3 s hide animation), and around it the app's own
/// table (made in `viewDidLoad`, filling the view) of text fields made in `cellForRowAt` with the
/// controller as their delegate, one per item of its data.
///
/// The article's bugs, kept: the view's height is set from the keyboard's frame on did-show only (a
/// keyboard that changes while up is not followed, a second did-show saves the shrunk height), and the
/// edited row is scrolled 0.5 s after editing began whatever the keyboard did meanwhile.
final class FrameResizeDidShowFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The app's table (in the article, an outlet).
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The app's data: the items edited in the table's cells.
    private let items = ["Title", "Author", "Publisher", "Year", "Edition", "ISBN", "Pages", "Language", "Genre",
                         "Series", "Volume", "Translator", "Illustrator", "Format", "Price", "Shelf", "Condition",
                         "Bought at", "Lent to", "Notes"]
    private var values: [String: String] = [:]
    /// The view's height saved by `keyboardShown` ("First we save the initial height of the view").
    private var initialHeight: CGFloat = 0
    /// The delayed perform's delay (a reading, see above).
    static let scrollDelay: TimeInterval = 0.5
    /// Where the delayed scroll puts the row (a reading, see above).
    static let scrollPosition: UITableView.ScrollPosition = .none

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
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
        // "it needs to be converted to view coordinates (line 5)."
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
        scheduleScroll(to: textField)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let item = textField.placeholder { values[item] = textField.text }
    }

    private func scheduleScroll(to control: UIView) {
        // "On line 6 you'll need the row and section to scroll to" (the control's cell).
        guard let path = indexPathOfCell(containing: control) else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.scrollDelay) { [weak self] in self?.scrollToCell(path) }
    }

    /// The delayed call: "scroll the newly resized table view to make the selected row visible".
    func scrollToCell(_ path: IndexPath) {
        tableView.scrollToRow(at: path, at: Self.scrollPosition, animated: true)
    }

    /// The index path of the cell holding `control`.
    private func indexPathOfCell(containing control: UIView) -> IndexPath? {
        var view: UIView? = control
        while let current = view {
            if let cell = current as? UITableViewCell { return tableView.indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeFieldCell.reuseIdentifier, for: indexPath) as! RecipeFieldCell
        let item = items[indexPath.row]
        cell.field.placeholder = item
        cell.field.text = values[item]
        cell.field.delegate = self
        return cell
    }
}
