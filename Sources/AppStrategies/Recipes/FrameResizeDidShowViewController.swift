import UIKit

/// Seed 001 — "Scrolling a UITableView when displaying the keyboard" (001_10d9e075879373c2.txt, Sean
/// Carpenter, 2012), written from the article's prose: its three gists are not part of the text, so
/// each step below quotes the sentence it comes from.
///
/// - On did-show: save the view's height, take the keyboard's end frame, convert it with
///   `convert(_:from: nil)`, set the view's height to the converted frame's `y`.
/// - On did-hide: animate the view back to the saved height.
/// - In `textFieldDidBeginEditing`: scroll the edited row into view with a delayed perform
///   (`perform(_:with:afterDelay:)`, which `keyfuzz import` lowers to `DispatchQueue.main.asyncAfter`
///   on the virtual clock).
///
/// Readings (the gists' values are not in the article): the delay is 0.5 s and the position `.none`
/// ("make the selected row visible"), the values a public 2016 app built from this recipe uses
/// (`performSelector:withObject:afterDelay:0.5f`, `UITableViewScrollPositionNone`); the observers are
/// registered in `viewDidLoad` and never removed (the article says nothing of removal); the hide's
/// animation lasts 0.3 s. The row to scroll to is the text control's cell ("these need to be
/// tracked/figured out based on your needs").
///
/// The delayed scroll's bugs, which the hand transcription (`FrameResizeDidShow`, scroll at the end of
/// the next did-show) could not show: the scroll runs 0.5 s after editing began, whatever the keyboard
/// did meanwhile — before the resize when the did-show comes later, after the keyboard has gone again,
/// to an index path captured before rows were inserted or deleted (a deleted last row: UIKit raises).
///
/// Generated: `keyfuzz import` of Tests/SelectorLoweringTests/Fixtures/Recipes/FrameResizeDidShowViewController.swift.txt,
/// the Swift translation with selector observers as an iOS project writes it. Edit the fixture and
/// import again (SelectorLoweringTests keeps the two in step).
open class FrameResizeDidShowViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UITextViewDelegate
{
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The table (an outlet).
    public var tableView: UITableView!
    /// The view's height saved by `keyboardShown` ("First we save the initial height of the view").
    private var initialHeight: CGFloat = 0
    /// The delayed perform's delay (a reading, see above).
    public static let scrollDelay: TimeInterval = 0.5
    /// Where the delayed scroll puts the row (a reading, see above).
    public static let scrollPosition: UITableView.ScrollPosition = .none

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self                                             // stub
        tableView.delegate = self                                               // stub
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
    open func textFieldDidBeginEditing(_ textField: UITextField) {
        scheduleScroll(to: textField)
    }

    /// The same for a text view (the scenario's rows may hold either).
    open func textViewDidBeginEditing(_ textView: UITextView) {
        scheduleScroll(to: textView)
    }

    private func scheduleScroll(to control: UIView) {
        // "On line 6 you'll need the row and section to scroll to" (stub: the control's cell).
        guard let path = indexPathOfCell(containing: control) else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.scrollDelay) { [weak self] in self?.scrollToCell(path) }
    }

    /// The delayed call: "scroll the newly resized table view to make the selected row visible".
    func scrollToCell(_ path: IndexPath) {
        tableView.scrollToRow(at: path, at: Self.scrollPosition, animated: true)
    }

    /// Stub: the index path of the cell holding `control`.
    private func indexPathOfCell(containing control: UIView) -> IndexPath? {
        var view: UIView? = control
        while let current = view {
            if let cell = current as? UITableViewCell { return tableView.indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }

    // MARK: Data source (stubs: not in the article)

    /// The app's data: rows per section (stub).
    public var rowCounts: [Int] = [1]

    open func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count } // stub

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { // stub
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { // stub
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
