import UIKit

/// Seed 004 — "Resize UIView/UITableView when Keyboard displays" (004_f424a173aeae850f.txt, 2009: "get my
/// UITableView to resize itself after the iPhone keyboard displayed itself"), shipped in such an app:
/// the article's code line by line (`// objc:`, as Tests/SelectorLoweringTests/Fixtures/Recipes/
/// FrameResizeBoundsViewController.lowered.swift.txt has it: the observers registered in `viewDidLoad`, the usual place of the time, and removed in
/// `viewWillDisappear` as the article says; `UIKeyboardBoundsUserInfoKey`; `self.view` resized), and
/// around it the app's own table (made in `viewDidLoad`, filling the view it resizes) of text fields
/// made in `cellForRowAt`, one per item of its data.
///
/// The article's bugs, kept: the height comes from the application frame, whatever the window is (an
/// iPad window resized with the keyboard up is not followed); after the view has once disappeared no
/// keyboard notification reaches it again (removed in `viewWillDisappear`, added only in `viewDidLoad`).
final class FrameResizeBoundsFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The app's table, inside the view the article resizes.
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The app's data: the settings edited in the table's cells.
    private let items = ["Server", "Port", "User name", "Password", "Domain", "Proxy", "Proxy port", "Timeout",
                         "Retries", "Mailbox", "Signature", "Reply-to", "CC", "BCC", "Folder", "Interval",
                         "Limit", "Alias"]
    private var values: [String: String] = [:]

    var keyboardIsShowing = false                                              // objc: Boolean keyboardIsShowing;
    var keyboardBounds = CGRect.zero                                           // objc: CGRect keyboardBounds;

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 44
        tableView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        // Reading: the article's "Now we need to register …" placed in viewDidLoad.
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillShow(note) })) // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        keyfuzzObservers.append((UIResponder.keyboardWillHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillHide(note) })) // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
    }

    // MARK: Keyboard Handling                                                  // objc: #pragma mark Keyboard Handling

    func keyboardWillShow(_ notification: Notification) {                     // objc: - (void)keyboardWillShow:(NSNotification *)notification {
        let userInfo = notification.userInfo ?? [:]                            // objc: NSDictionary *userInfo = [notification userInfo];
        let keyboardBoundsValue = userInfo[UIKeyboardBoundsUserInfoKey] as? NSValue // objc: NSValue *keyboardBoundsValue = [userInfo objectForKey:UIKeyboardBoundsUserInfoKey];
        keyboardBounds = keyboardBoundsValue?.cgRectValue ?? keyboardBounds    // objc: [keyboardBoundsValue getValue:&keyboardBounds];
        keyboardIsShowing = true                                               // objc: keyboardIsShowing = YES;
        self.resizeViewControllerToFitScreen()                                 // objc: [self resizeViewControllerToFitScreen];
    }                                                                          // objc: }

    func keyboardWillHide(_ note: Notification) {                             // objc: - (void)keyboardWillHide:(NSNotification *)note {
        keyboardIsShowing = false                                              // objc: keyboardIsShowing = NO;
        keyboardBounds = CGRect(x: 0, y: 0, width: 0, height: 0)               // objc: keyboardBounds = CGRectMake(0, 0, 0, 0);
        self.resizeViewControllerToFitScreen()                                 // objc: [self resizeViewControllerToFitScreen];
    }                                                                          // objc: }

    func resizeViewControllerToFitScreen() {                                   // objc: - (void)resizeViewControllerToFitScreen {
        // Needs adjustment for portrait orientation!
        let applicationFrame = UIScreen.main.applicationFrame                  // objc: CGRect applicationFrame = [[UIScreen mainScreen] applicationFrame];
        var frame = self.view.frame                                            // objc: CGRect frame = self.view.frame;
        frame.size.height = applicationFrame.size.height                       // objc: frame.size.height = applicationFrame.size.height;

        if keyboardIsShowing {                                                 // objc: if (keyboardIsShowing)
            frame.size.height -= keyboardBounds.size.height                    // objc: frame.size.height -= keyboardBounds.size.height;
        }

        UIView.beginAnimations(nil, context: nil)                              // objc: [UIView beginAnimations:nil context:NULL];
        UIView.setAnimationBeginsFromCurrentState(true)                        // objc: [UIView setAnimationBeginsFromCurrentState:YES];
        UIView.setAnimationDuration(0.3)                                       // objc: [UIView setAnimationDuration:0.3f];
        self.view.frame = frame                                                // objc: self.view.frame = frame;
        UIView.commitAnimations()                                              // objc: [UIView commitAnimations];
    }                                                                          // objc: }

    override func viewWillDisappear(_ animated: Bool) {                  // objc: - (void)viewWillDisappear:(BOOL)animated {
        // (The article does not call super.viewWillDisappear, which UIKit documents as required; kept out.)
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillShowNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true } // objc: [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillShowNotification object:nil];
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillHideNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true } // objc: [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillHideNotification object:nil];
    }                                                                          // objc: }

    // MARK: UITextFieldDelegate

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let item = textField.placeholder { values[item] = textField.text }
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
