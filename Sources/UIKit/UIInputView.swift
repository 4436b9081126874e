/// `UIInputView`: the view of a custom input or input accessory view (an `inputAccessoryView`, or an
/// input view controller's `inputView`), drawn with the keyboard's background when its style is
/// `.keyboard`. Its height is the frame the app gives it (or its `intrinsicContentSize`, which an app
/// overrides); nothing is drawn, and, as for any input accessory, the scenario's keyboard frames are what
/// iOS posts with the accessory's height included.
open class UIInputView: UIView {
    /// `UIInputView.Style`.
    public enum Style: Int, Sendable {
        case `default`, keyboard
    }

    /// `inputViewStyle`: the style it was made with.
    public let inputViewStyle: Style
    /// `allowsSelfSizing` (iOS 9): stored (false by default, as in UIKit).
    open var allowsSelfSizing = false

    /// `init(frame:inputViewStyle:)`: the designated initializer (apps override it).
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported: build the view in code") }
}
