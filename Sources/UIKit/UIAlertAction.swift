/// `UIAlertAction`: title, style, `isEnabled` and the handler, stored (no user taps alert buttons in a
/// scenario; the handler is never called).
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
