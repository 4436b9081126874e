import UIKit

/// Seed 002 — "當 UITextView 成為第一響應者時移動滾動" (Move the scroll when a UITextView becomes first
/// responder; 002_9d9b79a3543595b6.txt), translated from Objective-C line by line: each Swift line has
/// the article's line beside it (`// objc:`).
///
/// Kept as the article has them, where the hand transcription (`InsetAndScrollFocused`) dropped them:
/// - the observers are added in `viewDidLoad` with `object:self.view.window` — nil there (the view is
///   not in a window yet), so every sender's notification arrives — and never removed;
/// - the guard `!self.isViewLoaded || !self.view.window`: a notification while the view is out of the
///   window (after `viewDidDisappear`) is ignored — a keyboard that hides after the view has left keeps
///   its inset on the scroll view, which the view still has when it comes back;
/// - `_focusedControl` is set in `textFieldShouldBeginEditing:` / `textViewShouldBeginEditing:`, as the
///   article's comment advises, and never cleared: a later show scrolls to the last control edited.
///
/// Generated: `keyfuzz import` of Tests/SelectorLoweringTests/Fixtures/Recipes/InsetAndScrollFocusedViewController.swift.txt,
/// the Swift translation with selector observers as an iOS project writes it. Edit the fixture and
/// import again (SelectorLoweringTests keeps the two in step).
open class InsetAndScrollFocusedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITextFieldDelegate, UITextViewDelegate
{
    /// Observer tokens kept by `keyfuzz import` (block observers replace selector observers).
    private var keyfuzzObservers: [(name: Notification.Name?, token: any NSObjectProtocol)] = []

    /// `_scrollView` (an outlet).
    public var _scrollView: UIScrollView!
    /// `_focusedControl`.
    var _focusedControl: UIView?

    open override func viewDidLoad() {                                        // objc: - (void)viewDidLoad
        super.viewDidLoad()                                                    // objc: [super viewDidLoad];
        if let table = _scrollView as? UITableView { table.dataSource = self; table.delegate = self } // stub

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

    open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        _focusedControl = textField
        return true
    }

    open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        _focusedControl = textView
        return true
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
