import UIKit

/// Seed 000 — "Maintain UITableView scroll position with keyboard expansion" (000_dfb453c1dfbdd645.txt),
/// the plain `UIViewController` variant ("If you are using a UIViewController … you will need to adjust the
/// UITableView's frames accordingly"), shipped in a chat as an app using the article would: the article's
/// code line by line (`// objc:`, as
/// Tests/SelectorLoweringTests/Fixtures/Recipes/BottomPinnedFrameInsetViewController.lowered.swift.txt has
/// it: both snippets are the article's `keyboardWillChange:`, so one method does both — the frame change,
/// then the bottom-pinning offset move), and around it the app's own table (made in `viewDidLoad`, filling
/// the view), its messages (`heightForRowAt` from their line count), the compose field as the last row
/// (made in `cellForRowAt`) and its own method for a message that arrives.
///
/// The article's bugs, kept: the frame is inset at the top *and* the bottom by the keyboard's height on
/// every change, the hide included (a negative height gives `CGRectNull`, which UIKit cannot lay out);
/// `scrolledToBottom` ignores the insets; the observer's lifetime (`viewWillAppear` /
/// `viewDidDisappear`) misses changes while away and doubles after a cancelled disappearance.
final class BottomPinnedFrameInsetChatViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The app's table (in the article, an outlet).
    private let tableView = UITableView(frame: .zero, style: .plain)
    /// The app's data: the conversation, each message's text and line count.
    private var messages: [(text: String, lines: Int)] = (0..<24).map { ("message \($0)", 1 + ($0 * 5) % 3) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.estimatedRowHeight = 0
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewWillAppear(_ animated: Bool) {                          // objc: - (void)viewWillAppear:(BOOL)animated
        super.viewWillAppear(animated)                                         // objc: [super viewWillAppear:animated];

        // Add a notification for keyboard change events
        // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
        keyfuzzObservers.append((UIResponder.keyboardWillChangeFrameNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in self?.keyboardWillChange(note) }))
    }

    override func viewDidDisappear(_ animated: Bool) {                        // objc: - (void)viewDidDisappear:(BOOL)animated
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
        // Known bug, kept: insets the top *and* the bottom by the keyboard's height, on every change.
        let frame = self.tableView.frame.insetBy(dx: 0, dy: endFrame.height)  // objc: CGRect frame = CGRectInset(self.tableView.frame, 0, CGRectGetHeight(endFrame));

        // Adjust table frame with matching animation
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { // objc: [UIView animateWithDuration:duration delay:0 options:options animations:^{
            self.tableView.frame = frame                                        // objc: self.tableView.frame = frame;
        }, completion: nil)                                                    // objc: } completion:nil];

        // The UITableViewController version's offset move (same method).
        let beginFrame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero // objc: CGRect beginFrame = [[notification.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue];
        let delta = (endFrame.origin.y - beginFrame.origin.y)                  // objc: CGFloat delta = (endFrame.origin.y - beginFrame.origin.y);
        if self.tableView.scrolledToBottom && abs(delta) > 0.0 {                // objc: if(self.tableView.scrolledToBottom && fabs(delta) > 0.0) {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { // objc: [UIView animateWithDuration:duration delay:0 options:options animations:^{
                self.tableView.contentOffset = CGPoint(x: 0, y: self.tableView.contentOffset.y - delta) // objc: self.tableView.contentOffset = CGPointMake(0, self.tableView.contentOffset.y - delta);
            }, completion: nil)                                                // objc: } completion:nil];
        }                                                                      // objc: }
    }

    // MARK: Data arriving (the app's own method)

    /// A message arrives: appended above the compose row; the reader who was at the bottom is taken to it
    /// with the article's `scrollToBottom:`.
    func receive(_ text: String, lines: Int = 1) {
        let wasAtBottom = tableView.scrolledToBottom
        messages.append((text, lines))
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        if wasAtBottom { tableView.scrollToBottom(true) }
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < messages.count else {
            let cell = tableView.dequeueReusableCell(withIdentifier: RecipeFieldCell.reuseIdentifier, for: indexPath) as! RecipeFieldCell
            cell.field.placeholder = "Message"
            return cell
        }
        return tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < messages.count ? 20 + 20 * CGFloat(messages[indexPath.row].lines) : 44
    }
}
