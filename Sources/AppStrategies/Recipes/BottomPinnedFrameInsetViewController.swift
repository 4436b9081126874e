import UIKit

/// Seed 000 — "Maintain UITableView scroll position with keyboard expansion" (000_dfb453c1dfbdd645.txt),
/// the plain `UIViewController` variant ("If you are using a UIViewController … you will need to adjust
/// the UITableView's frames accordingly"), translated line by line (`// objc:` beside each line).
///
/// Reading (as the hand transcription `BottomPinnedFrameInset`): both snippets are the article's
/// `keyboardWillChange:`, so an app has one method doing both — the frame change first (in the place
/// of what `UITableViewController` does by itself), then the bottom-pinning offset move. Registration
/// and removal as in the article's first snippet: `viewWillAppear` / `viewDidDisappear`.
///
/// Generated: `keyfuzz import` of Tests/SelectorLoweringTests/Fixtures/Recipes/BottomPinnedFrameInsetViewController.swift.txt,
/// the Swift translation with selector observers as an iOS project writes it. Edit the fixture and
/// import again (SelectorLoweringTests keeps the two in step).
open class BottomPinnedFrameInsetViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The table (an outlet).
    public var tableView: UITableView!

    open override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self                                             // stub: the outlet's data source
        tableView.delegate = self                                               // stub
    }

    open override func viewWillAppear(_ animated: Bool) {                     // objc: - (void)viewWillAppear:(BOOL)animated
        super.viewWillAppear(animated)                                         // objc: [super viewWillAppear:animated];

        // Add a notification for keyboard change events
        // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
        keyfuzzObservers.append((UIResponder.keyboardWillChangeFrameNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillChange(note) }))
    }

    open override func viewDidDisappear(_ animated: Bool) {                   // objc: - (void)viewDidDisappear:(BOOL)animated
        super.viewDidDisappear(animated)                                       // objc: [super viewDidDisappear:animated];

        // Remove notification for keyboard change events
        // objc: [[NSNotificationCenter defaultCenter] removeObserver:self name:UIKeyboardWillChangeFrameNotification object:nil];
        keyfuzzObservers.removeAll { entry in guard entry.name == UIResponder.keyboardWillChangeFrameNotification else { return false }; NotificationCenter.default.removeObserver(entry.token); return true }
    }

    // This will be called each time there is a frame change for the keyboard
    // and will adjust the frame so that it does not sit behind the keyboard
    func keyboardWillChange(_ notification: Notification) {                   // objc: -(void)keyboardWillChange:(NSNotification *)notification
        // Construct the animation details
        let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero     // objc: CGRect endFrame =  [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0 // objc: NSTimeInterval duration = [[notification.userInfo objectForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue];
        let curve = (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0        // objc: UIViewAnimationCurve curve = [[notification.userInfo objectForKey:UIKeyboardAnimationCurveUserInfoKey] unsignedIntegerValue];
        let options = UIView.AnimationOptions(rawValue: (curve << 16) | UIView.AnimationOptions.beginFromCurrentState.rawValue) // objc: UIViewAnimationOptions options = (curve << 16) | UIViewAnimationOptionBeginFromCurrentState;

        // Create new table Frame
        // Known bug, kept: insets the top *and* the bottom by the keyboard's height, on every change,
        // the hide included; a negative height gives CGRectNull (infinite origin), which UIKit cannot lay out.
        let frame = self.tableView.frame.insetBy(dx: 0, dy: endFrame.height)  // objc: CGRect frame = CGRectInset(self.tableView.frame, 0, CGRectGetHeight(endFrame));

        // Adjust table frame with matching animation
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { // objc: [UIView animateWithDuration:duration delay:0 options:options animations:^{
            self.tableView.frame = frame                                        // objc: self.tableView.frame = frame;
        }, completion: nil)                                                    // objc: } completion:nil];

        // The UITableViewController version's offset move (same method, see the reading above).
        let beginFrame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero // objc: CGRect beginFrame = [[notification.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue];
        let delta = (endFrame.origin.y - beginFrame.origin.y)                  // objc: CGFloat delta = (endFrame.origin.y - beginFrame.origin.y);
        if self.tableView.scrolledToBottom && abs(delta) > 0.0 {                // objc: if(self.tableView.scrolledToBottom && fabs(delta) > 0.0) {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { // objc: [UIView animateWithDuration:duration delay:0 options:options animations:^{
                self.tableView.contentOffset = CGPoint(x: 0, y: self.tableView.contentOffset.y - delta) // objc: self.tableView.contentOffset = CGPointMake(0, self.tableView.contentOffset.y - delta);
            }, completion: nil)                                                // objc: } completion:nil];
        }                                                                      // objc: }
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
