/// `UIStatusBarAnimation`: how the status bar shows or hides (stored; the status bar is not drawn).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
