import UIKit

/// Seed 000 — "Maintain UITableView scroll position with keyboard expansion" (000_dfb453c1dfbdd645.txt),
/// the `UITableViewController` version, shipped in a chat as an app using the article would: the article's
/// code line by line (`// objc:` beside each line, as
/// Tests/SelectorLoweringTests/Fixtures/Recipes/BottomPinnedViewController.lowered.swift.txt has it), and
/// around it the app's own table data — its messages (heights from their line count, `heightForRowAt`) and,
/// as the last row, the compose field made in `cellForRowAt` — and its own method for a message that
/// arrives (`receive(_:)`: appended above the compose row; the article's `scrollToBottom:` helper follows
/// it when the reader was at the bottom).
///
/// The article's bugs, kept: `scrolledToBottom` ignores the insets; the observer is added in
/// `viewWillAppear` and removed in `viewDidDisappear`, so a keyboard change while the view is away is
/// not heard, and a disappearance that is cancelled (an interactive pop the user abandons:
/// `viewWillDisappear`, `viewWillAppear` again, no `viewDidDisappear`) registers it twice.
final class BottomPinnedChatViewController: UITableViewController {
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// The app's data: the conversation, each message's text and line count.
    private var messages: [(text: String, lines: Int)]

    /// A chat that opens with `messages` messages (the app's history: none for a new conversation).
    init(messages count: Int = 24) {
        messages = (0..<count).map { ("message \($0)", 1 + ($0 * 5) % 3) }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
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

    // This will be called each time there is a frame change for the keyboad
    // We can use the begin/end values to determine how the keyboard is going to change
    // and apply appropriate scrolling to our table
    func keyboardWillChange(_ notification: Notification) {                   // objc: -(void)keyboardWillChange:(NSNotification *)notification
        // Retrieve the keyboard begin / end frame values
        let beginFrame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .zero // objc: CGRect beginFrame = [[notification.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue];
        let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero     // objc: CGRect endFrame =  [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
        let delta = (endFrame.origin.y - beginFrame.origin.y)                  // objc: CGFloat delta = (endFrame.origin.y - beginFrame.origin.y);
        // objc: NSLog(@"Keyboard YDelta %f -> B: %@, E: %@", delta, ...);  (logging dropped)

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

    // MARK: Data arriving (the app's own method)

    /// A message arrives: appended to the conversation above the compose row; the reader who was at the
    /// bottom is taken to it with the article's `scrollToBottom:`.
    func receive(_ text: String, lines: Int = 1) {
        let wasAtBottom = tableView.scrolledToBottom
        messages.append((text, lines))
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .automatic)
        if wasAtBottom { tableView.scrollToBottom(true) }
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < messages.count else {
            let cell = tableView.dequeueReusableCell(withIdentifier: RecipeFieldCell.reuseIdentifier, for: indexPath) as! RecipeFieldCell
            cell.field.placeholder = "Message"
            return cell
        }
        return tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < messages.count ? 20 + 20 * CGFloat(messages[indexPath.row].lines) : 44
    }
}
