import UIKit

/// Seed 004 — "Resize UIView/UITableView when Keyboard displays" (004_f424a173aeae850f.txt, 2009),
/// translated from Objective-C line by line: each Swift line has the article's line beside it
/// (`// objc:`).
///
/// Kept as the article has them, where the hand transcription (`FrameResizeBounds`) dropped them:
/// - the observers are removed in `viewWillDisappear` ("super importantly de-register"). The article
///   does not say where it registers; reading: `viewDidLoad`, the usual place of the time. So after
///   the view has once disappeared, no keyboard notification reaches it again: back on screen, a
///   keyboard that shows leaves the view at its full height, under the keyboard; and a hide that
///   arrives after `viewWillDisappear` leaves the view shrunk;
/// - the keyboard's size is read from `UIKeyboardBoundsUserInfoKey`, as the article does.
/// Generated: `keyfuzz import` of Tests/SelectorLoweringTests/Fixtures/Recipes/FrameResizeBoundsViewController.swift.txt,
/// the Swift translation with selector observers as an iOS project writes it. Edit the fixture and
/// import again (SelectorLoweringTests keeps the two in step).
open class FrameResizeBoundsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The scroll view or table (an outlet; the article resizes `self.view`, which holds it).
    public var scrollView: UIScrollView!

    var keyboardIsShowing = false                                              // objc: Boolean keyboardIsShowing;
    var keyboardBounds = CGRect.zero                                           // objc: CGRect keyboardBounds;

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let table = scrollView as? UITableView { table.dataSource = self; table.delegate = self } // stub
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

    open override func viewWillDisappear(_ animated: Bool) {                  // objc: - (void)viewWillDisappear:(BOOL)animated {
        // (The article does not call super.viewWillDisappear, which UIKit documents as required; kept out.)
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillShowNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true } // objc: [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillShowNotification object:nil];
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillHideNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true } // objc: [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillHideNotification object:nil];
    }                                                                          // objc: }

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
