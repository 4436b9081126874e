/// A text field or text view outside the table or scroll view that is first responder: a chat's
/// composer pinned to `view.keyboardLayoutGuide`, a search field above a list (view-controller mode).
///
/// The model holds no geometry for the views an app lays out itself; the facade notes this control's
/// frame in window coordinates (`convert(_:to: nil)`) after every callback it runs, so the value the
/// checker reads at a settled state is the frame after the app's last layout pass of that turn.
public struct OutsideFocus: Hashable, Sendable {
    /// Its index among ``StartScreen/outsideControls``.
    public var index: Int
    /// Its frame in window coordinates.
    public var frameInWindow: Rect
    /// True for a text view, false for a text field.
    public var isTextView: Bool
    /// The rect the user's eye is on, in window coordinates: the caret's rect (`caretRect(for:)` of the
    /// selection's end): a text view's caret, a text field's line of text. A control in the table is
    /// judged by what UIKit scrolls to (a text field's frame); no scroll moves this one, and what the
    /// user must see is the text being typed. Without a caret (the generator's screens), the frame.
    public var focusRectInWindow: Rect

    public init(index: Int, frameInWindow: Rect, isTextView: Bool, focusRectInWindow: Rect? = nil) {
        self.index = index
        self.frameInWindow = frameInWindow
        self.isTextView = isTextView
        self.focusRectInWindow = focusRectInWindow ?? frameInWindow
    }
}
