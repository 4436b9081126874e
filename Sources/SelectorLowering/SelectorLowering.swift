/// Lowers the Objective-C selector idioms of a Swift view controller to the block forms the Linux UIKit
/// module compiles. It works on ``SwiftTokenizer``'s tokens, so comments and string literals are never
/// touched (a `#selector` in a comment is neither rewritten nor reported), and every character it does
/// not rewrite is kept as it was.
///
/// The method a selector names is looked up among the `func` declarations of the same file (by name, by
/// argument labels when the selector gives them, by the qualifying type when it names one); its declared
/// parameters decide the call: none → `f()`; one → the value passed with its label (`f(notification: note)`);
/// later parameters with default values are left out.
///
/// - Observers: `NotificationCenter.default.addObserver(T, selector: #selector(f), name: N, object: O)` →
///   `keyfuzzObservers.append((N, NotificationCenter.default.addObserver(forName: N, object: O, queue: nil)
///   { [weak T] note in T?.f(note) }))`; a parameter typed `NSNotification` receives
///   `NSNotification(name: note.name, object: note.object, userInfo: note.userInfo)` (that initialiser exists
///   in Foundation on iOS and on Linux, where `note as NSNotification` does not compile). The token store
///   `keyfuzzObservers` is added once to each class that registers.
///   `….removeObserver(self)` → every kept token removed; `….removeObserver(self, name: N, object: O)` →
///   the tokens kept for `N` removed (only in a file where a selector observer was lowered).
/// - `perform(#selector(f), with: A, afterDelay: D)` →
///   `DispatchQueue.main.asyncAfter(deadline: .now() + D) { [weak self] in self?.f(A) }`.
/// - Target–action on a control: `c.addTarget(T, action: #selector(f), for: E)` →
///   `c.addAction(UIAction { [weak T] action in T?.f(action.sender as! UIButton) }, for: E)` (UIKit's
///   `UIControl.addAction(_:for:)`, iOS 14; the sender is `action.sender` cast to the parameter's type).
/// - Bar button items: `UIBarButtonItem(barButtonSystemItem: S, target: T, action: #selector(f))` →
///   `UIBarButtonItem(systemItem: S, primaryAction: UIAction { … })`;
///   `UIBarButtonItem(title: X, style: S, target: T, action: #selector(f))` →
///   `UIBarButtonItem(primaryAction: UIAction(title: X) { … })` (and `image: I` → `UIAction(image: I)`),
///   wrapped as
///   `{ let item = …; item.style = S; return item }()` unless `S` is `.plain`. Both are iOS 14's
///   `init(systemItem:primaryAction:menu:)` and `init(title:image:primaryAction:menu:)` (whose parameters
///   default to nil); the title (or image) goes into the action because an item with a primary action takes
///   its title and image from the action (Apple's documentation of `primaryAction`).
/// - Gesture recognizers (UIKit has no closure form): the statement holding
///   `UITapGestureRecognizer(target: T, action: #selector(f))` (any `…GestureRecognizer(target:action:)`)
///   or `r.addTarget(T, action: #selector(f))` is kept for iOS and given a facade form for Linux:
///   `#if canImport(ObjectiveC)` <the statement as written> `#else` <the statement with
///   `UITapGestureRecognizer(keyfuzzHandler: { [weak T] recognizer in T?.f(recognizer) })` or
///   `r.addKeyfuzzHandler { … }`> `#endif`; the method's `@objc` becomes
///   `#if canImport(ObjectiveC) @objc #endif` (a conditional attribute, which Swift accepts), so iOS builds
///   exactly the original code. A statement that does not sit alone on its lines is reported instead.
/// - `@objc` / `@objc(name)` / `@IBAction` dropped from a method whose every selector was lowered; kept (and
///   reported) on one a selector left in place still names. `@IBOutlet`, `@IBInspectable`, `@IBDesignable`,
///   `@IBSegueAction`, `@objcMembers` dropped; `import Foundation` dropped where `import UIKit` is present
///   (UIKit re-exports it; see Sources/UIKit/SPIKE.md).
///
/// A selector made from a string literal (`NSSelectorFromString("keyboardWillShow:")`, `Selector("f:")`,
/// `Selector(("f:"))`) is read as the `#selector` its Objective-C name spells — the first part the method's
/// name, each later part a label (`"textField:didChange:"` → `textField(_:didChange:)`) — and lowered as
/// that `#selector` would be.
///
/// A selector stored in a constant or property (`let showSelector = #selector(f)`, alone on its line) whose
/// every other mention is the selector argument of one of the calls above is lowered at each call; the
/// declaration, and the method's `@objc`, are kept for iOS under `#if canImport(ObjectiveC)`.
///
/// What it cannot lower is left unchanged and listed in ``Result/unhandled`` with its line and a reason:
/// a selector made from a string that is not a literal (`Selector(name)`), `perform(_:)` without a delay,
/// `responds(to:)`, a selector stored and used otherwise or passed to any other API, a method it cannot find.
public enum SelectorLowering {
    /// A line of the input and what happened there.
    public struct Note: Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
        public var description: String { "\(line): \(message)" }
    }

    public struct Result: Equatable, Sendable {
        public var source: String
        /// What was lowered, by line of the input.
        public var changes: [Note]
        /// Selectors (and attributes) left in place, by line of the input, with the reason.
        public var unhandled: [Note]
        /// The lines of ``unhandled``.
        public var unhandledLines: [Int] { unhandled.map(\.line) }
    }

    public static func lower(_ source: String) -> Result {
        let rewriter = Rewriter(source)
        rewriter.run()
        return Result(source: rewriter.output(), changes: rewriter.changes.sorted { $0.line < $1.line },
                      unhandled: rewriter.unhandled.sorted { $0.line < $1.line })
    }
}

extension SelectorLowering {
    /// The `#selector` spelling a string literal's Objective-C selector reads as (`"keyboardWillShow:"` →
    /// `keyboardWillShow(_:)`), or nil when the literal is not one this rewrite reads.
    public static func literalSelectorSpelling(_ literal: String) -> String? {
        Rewriter.literalSelector([literal])?.spelling
    }
}
