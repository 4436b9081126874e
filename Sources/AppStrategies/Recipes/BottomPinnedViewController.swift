import UIKit

/// Seed 000 — "Maintain UITableView scroll position with keyboard expansion" (000_dfb453c1dfbdd645.txt),
/// the `UITableViewController` version, translated from Objective-C line by line: each Swift line has
/// the article's line beside it (`// objc:`).
///
/// The observer is added in `viewWillAppear` and removed in `viewDidDisappear`, where the article puts
/// them.
///
/// Generated: `keyfuzz import` of Tests/SelectorLoweringTests/Fixtures/Recipes/BottomPinnedViewController.swift.txt, the
/// Swift translation with selector observers as an iOS project writes it. Edit the fixture and import
/// again (SelectorLoweringTests keeps the two in step).
///
/// Bugs the article's code has that the hand transcription (`BottomPinned`) could not show:
/// - a keyboard change after `viewWillDisappear` but before `viewDidDisappear`, or a push whose
///   disappearance is cancelled (`viewWillDisappear` then `viewWillAppear` again, no `viewDidDisappear`),
///   registers the observer twice: every keyboard change then moves the offset twice;
/// - while the view is off screen the observer is gone, so a keyboard that hides meanwhile leaves the
///   offset where the show put it.
open class BottomPinnedViewController: UITableViewController {
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []


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

    // This will be called each time there is a frame change for the keyboad
    // We can use the begin/end values to determine how the keyboard is going to change
    // and apply appropriate scrolling to our table
    func keyboardWillChange(_ notification: Notification) {                   // objc: -(void)keyboardWillChange:(NSNotification *)notification
        // Retrieve the keyboard begin / end frame values
        let beginFrame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero // objc: CGRect beginFrame = [[notification.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue];
        let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero     // objc: CGRect endFrame =  [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
        let delta = (endFrame.origin.y - beginFrame.origin.y)                  // objc: CGFloat delta = (endFrame.origin.y - beginFrame.origin.y);
        // objc: NSLog(@"Keyboard YDelta %f -> B: %@, E: %@", delta, ...);  (logging dropped: noise over 10,000 runs)

        // Lets only maintain the scroll position if we are already scrolled at the bottom
        // or if there is a change to the keyboard position
        if self.tableView.scrolledToBottom && abs(delta) > 0.0 {                // objc: if(self.tableView.scrolledToBottom && fabs(delta) > 0.0) {

            // Construct the animation details
            let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0 // objc: NSTimeInterval duration = [[notification.userInfo objectForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue];
            let curve = (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0        // objc: UIViewAnimationCurve curve = [[notification.userInfo objectForKey:UIKeyboardAnimationCurveUserInfoKey] unsignedIntegerValue];
            let options = UIView.AnimationOptions(rawValue: (curve << 16) | UIView.AnimationOptions.beginFromCurrentState.rawValue) // objc: UIViewAnimationOptions options = (curve << 16) | UIViewAnimationOptionBeginFromCurrentState;

            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { // objc: [UIView animateWithDuration:duration delay:0 options:options animations:^{

                // Make the tableview scroll opposite the change in keyboard offset.
                // This causes the scroll position to match the change in table size 1 for 1
                // since the animation is the same as the keyboard expansion
                self.tableView.contentOffset = CGPoint(x: 0, y: self.tableView.contentOffset.y - delta) // objc: self.tableView.contentOffset = CGPointMake(0, self.tableView.contentOffset.y - delta);

            }, completion: nil)                                                // objc: } completion:nil];
        }                                                                      // objc: }
    }

    // MARK: Data source (stubs: not in the article; the rows per section the screen shows)

    /// The app's data: rows per section (stub).
    public var rowCounts: [Int] = [1]

    open override func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count } // stub

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { // stub
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { // stub
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
