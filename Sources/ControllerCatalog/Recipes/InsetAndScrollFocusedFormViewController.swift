import UIKit

/// Seed 002 — "當 UITextView 成為第一響應者時移動滾動" (Move the scroll when a UITextView becomes first
/// responder; 002_9d9b79a3543595b6.txt), shipped in an app's feedback form: the article's code line by
/// line (`// objc:`, as Tests/SelectorLoweringTests/Fixtures/Recipes/InsetAndScrollFocusedViewController.lowered.swift.txt
/// has it),
/// and around it the app's own table (its `_scrollView`, made in `viewDidLoad` and filling the view) of
/// text fields and, last, the message's text view — the control the article is about — each made in
/// `cellForRowAt` with the controller as its delegate (the article sets `_focusedControl` in
/// `textFieldShouldBeginEditing:` / `textViewShouldBeginEditing:`).
///
/// The article's bugs, kept: the observers are added in `viewDidLoad` with `object:self.view.window`
/// (nil there, so every sender's notification arrives) and never removed; the
/// `!self.isViewLoaded || !self.view.window` guard ignores a hide while the view is away, whose inset
/// stays; `_focusedControl` is never cleared (a later show scrolls to the last control edited).
final class InsetAndScrollFocusedFormViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UITextViewDelegate
{
    /// Observer tokens (block observers in place of the article's selector observers, as `keyfuzz import` lowers them).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// `_scrollView`: the app's table (in the article, an outlet).
    private let _scrollView = UITableView(frame: .zero, style: .plain)
    /// `_focusedControl`.
    private var _focusedControl: UIView?
    /// The app's data: the form's fields, then its message (the text view).
    private let fields = ["Name", "Email", "Phone", "Company", "Order number", "Product", "Version", "Device",
                          "Country", "Subject"]
    private var values: [String: String] = [:]
    /// The breathing room the app gives its form above the first field and below the message (its own
    /// `contentInset`, top and bottom; 0 for none), which the article's code does not know about.
    private let formMargin: CGFloat

    /// A feedback form with `margin` points of the app's own inset above and below its fields.
    init(margin: CGFloat = 0) {
        formMargin = margin
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {                                             // objc: - (void)viewDidLoad
        super.viewDidLoad()                                                    // objc: [super viewDidLoad];
        title = "Feedback"
        _scrollView.frame = view.bounds
        _scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _scrollView.estimatedRowHeight = 0
        _scrollView.register(RecipeFieldCell.self, forCellReuseIdentifier: RecipeFieldCell.reuseIdentifier)
        _scrollView.register(RecipeTextViewCell.self, forCellReuseIdentifier: RecipeTextViewCell.reuseIdentifier)
        _scrollView.dataSource = self
        _scrollView.delegate = self
        _scrollView.contentInset = UIEdgeInsets(top: formMargin, left: 0, bottom: formMargin, right: 0)
        view.addSubview(_scrollView)

        // register for keyboard notifications
        // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:self.view.window];
        keyfuzzObservers.append((UIResponder.keyboardWillShowNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: self.view.window, queue: nil) { [weak self] note in self?.keyboardWillShow(note) }))
        // register for keyboard notifications
        // objc: [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:self.view.window];
        keyfuzzObservers.append((UIResponder.keyboardWillHideNotification, NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: self.view.window, queue: nil) { [weak self] note in self?.keyboardWillHide(note) }))
    }                                                                          // objc: }

    // Called when UIKeyboardWillShowNotification is sent
    func keyboardWillShow(_ notification: Notification) {                     // objc: - (void)keyboardWillShow:(NSNotification*)notification
        // if we have no view or are not visible in any window, we don't care
        if !self.isViewLoaded || self.view.window == nil {                     // objc: if (!self.isViewLoaded || !self.view.window) {
            return                                                             // objc: return;
        }                                                                      // objc: }

        let userInfo = notification.userInfo ?? [:]                            // objc: NSDictionary *userInfo = [notification userInfo];

        var keyboardFrameInWindow = CGRect.zero                                // objc: CGRect keyboardFrameInWindow;
        keyboardFrameInWindow = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? keyboardFrameInWindow // objc: [[userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] getValue:&keyboardFrameInWindow];

        // the keyboard frame is specified in window-level coordinates. this calculates the frame as if it were a subview of our view, making it a sibling of the scroll view
        let keyboardFrameInView = self.view.convert(keyboardFrameInWindow, from: nil) // objc: CGRect keyboardFrameInView = [self.view convertRect:keyboardFrameInWindow fromView:nil];

        let scrollViewKeyboardIntersection = _scrollView.frame.intersection(keyboardFrameInView) // objc: CGRect scrollViewKeyboardIntersection = CGRectIntersection(_scrollView.frame, keyboardFrameInView);
        let newContentInsets = UIEdgeInsets(top: 0, left: 0, bottom: scrollViewKeyboardIntersection.size.height, right: 0) // objc: UIEdgeInsets newContentInsets = UIEdgeInsetsMake(0, 0, scrollViewKeyboardIntersection.size.height, 0);

        // this is an old animation method, but the only one that retains compaitiblity between parameters (duration, curve) and the values contained in the userInfo-Dictionary.
        UIView.beginAnimations(nil, context: nil)                              // objc: [UIView beginAnimations:nil context:NULL];
        UIView.setAnimationDuration((userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0) // objc: [UIView setAnimationDuration:[[userInfo objectForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue]];
        UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0)!) // objc: [UIView setAnimationCurve:[[userInfo objectForKey:UIKeyboardAnimationCurveUserInfoKey] intValue]];

        _scrollView.contentInset = newContentInsets                            // objc: _scrollView.contentInset = newContentInsets;
        _scrollView.scrollIndicatorInsets = newContentInsets                   // objc: _scrollView.scrollIndicatorInsets = newContentInsets;

        /*
         * Depending on visual layout, _focusedControl should either be the input field (UITextField,..) or another element
         * that should be visible, e.g. a purchase button below an amount text field
         * it makes sense to set _focusedControl in delegates like -textFieldShouldBeginEditing: if you have multiple input fields
         */
        if let _focusedControl = _focusedControl {                              // objc: if (_focusedControl) {
            var controlFrameInScrollView = _scrollView.convert(_focusedControl.bounds, from: _focusedControl) // objc: CGRect controlFrameInScrollView = [_scrollView convertRect:_focusedControl.bounds fromView:_focusedControl];
            controlFrameInScrollView = controlFrameInScrollView.insetBy(dx: 0, dy: -10) // objc: controlFrameInScrollView = CGRectInset(controlFrameInScrollView, 0, -10);

            let controlVisualOffsetToTopOfScrollview = controlFrameInScrollView.origin.y - _scrollView.contentOffset.y // objc: CGFloat controlVisualOffsetToTopOfScrollview = controlFrameInScrollView.origin.y - _scrollView.contentOffset.y;
            let controlVisualBottom = controlVisualOffsetToTopOfScrollview + controlFrameInScrollView.size.height // objc: CGFloat controlVisualBottom = controlVisualOffsetToTopOfScrollview + controlFrameInScrollView.size.height;

            // this is the visible part of the scroll view that is not hidden by the keyboard
            let scrollViewVisibleHeight = _scrollView.frame.size.height - scrollViewKeyboardIntersection.size.height // objc: CGFloat scrollViewVisibleHeight = _scrollView.frame.size.height - scrollViewKeyboardIntersection.size.height;

            if controlVisualBottom > scrollViewVisibleHeight {                 // objc: if (controlVisualBottom > scrollViewVisibleHeight) {
                // scroll up until the control is in place
                var newContentOffset = _scrollView.contentOffset               // objc: CGPoint newContentOffset = _scrollView.contentOffset;
                newContentOffset.y += (controlVisualBottom - scrollViewVisibleHeight) // objc: newContentOffset.y += (controlVisualBottom - scrollViewVisibleHeight);

                // make sure we don't set an impossible offset caused by the "nice visual offset"
                // if a control is at the bottom of the scroll view, it will end up just above the keyboard to eliminate scrolling inconsistencies
                newContentOffset.y = min(newContentOffset.y, _scrollView.contentSize.height - scrollViewVisibleHeight) // objc: newContentOffset.y = MIN(newContentOffset.y, _scrollView.contentSize.height - scrollViewVisibleHeight);

                _scrollView.setContentOffset(newContentOffset, animated: false) // objc: [_scrollView setContentOffset:newContentOffset animated:NO];
            } else if controlFrameInScrollView.origin.y < _scrollView.contentOffset.y { // objc: } else if (controlFrameInScrollView.origin.y < _scrollView.contentOffset.y) {
                // if the control is not fully visible, make it so (useful if the user taps on a partially visible input field
                var newContentOffset = _scrollView.contentOffset               // objc: CGPoint newContentOffset = _scrollView.contentOffset;
                newContentOffset.y = controlFrameInScrollView.origin.y         // objc: newContentOffset.y = controlFrameInScrollView.origin.y;

                _scrollView.setContentOffset(newContentOffset, animated: false) // objc: [_scrollView setContentOffset:newContentOffset animated:NO];
            }                                                                  // objc: }
        }                                                                      // objc: }

        UIView.commitAnimations()                                              // objc: [UIView commitAnimations];
    }                                                                          // objc: }

    // Called when the UIKeyboardWillHideNotification is sent
    func keyboardWillHide(_ notification: Notification) {                     // objc: - (void)keyboardWillHide:(NSNotification*)notification
        // if we have no view or are not visible in any window, we don't care
        if !self.isViewLoaded || self.view.window == nil {                     // objc: if (!self.isViewLoaded || !self.view.window) {
            return                                                             // objc: return;
        }                                                                      // objc: }

        let userInfo = notification.userInfo ?? [:]                            // objc: NSDictionary *userInfo = notification.userInfo;

        UIView.beginAnimations(nil, context: nil)                              // objc: [UIView beginAnimations:nil context:NULL];
        UIView.setAnimationDuration((userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0) // objc: [UIView setAnimationDuration:[[userInfo valueForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue]];
        UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0)!) // objc: [UIView setAnimationCurve:[[userInfo valueForKey:UIKeyboardAnimationCurveUserInfoKey] intValue]];

        // undo all that keyboardWillShow-magic
        // the scroll view will adjust its contentOffset apropriately
        _scrollView.contentInset = .zero                                       // objc: _scrollView.contentInset = UIEdgeInsetsZero;
        _scrollView.scrollIndicatorInsets = .zero                              // objc: _scrollView.scrollIndicatorInsets = UIEdgeInsetsZero;

        UIView.commitAnimations()                                              // objc: [UIView commitAnimations];
    }                                                                          // objc: }

    // MARK: Where the article says to set _focusedControl ("in delegates like -textFieldShouldBeginEditing:")

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        _focusedControl = textField
        return true
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        _focusedControl = textView
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let field = textField.placeholder { values[field] = textField.text }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        values["Message"] = textView.text
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fields.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < fields.count else {
            let cell = tableView.dequeueReusableCell(withIdentifier: RecipeTextViewCell.reuseIdentifier, for: indexPath) as! RecipeTextViewCell
            cell.textView.text = values["Message"] ?? ""
            cell.textView.delegate = self
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: RecipeFieldCell.reuseIdentifier, for: indexPath) as! RecipeFieldCell
        let field = fields[indexPath.row]
        cell.field.placeholder = field
        cell.field.text = values[field]
        cell.field.delegate = self
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row < fields.count ? 44 : RecipeTextViewCell.rowHeight
    }
}
