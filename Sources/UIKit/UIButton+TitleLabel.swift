/// The label a button shows its title in, as a subview of the button (UIKit's `titleLabel`, iOS 2+).
/// Made on first access and kept among the button's subviews, so what an app sets on it (`textColor`,
/// `font`, `numberOfLines`, …) stays set; each access sets its `text` to `currentTitle`, the title UIKit
/// shows for the button's state. Drawing, and where the label sits inside the button, are not modelled:
/// its frame is the button's bounds. A button with a `configuration` has a label too, as on iOS.
extension UIButton {
    /// `titleLabel`: never nil here (iOS returns nil only for a button whose type has no title).
    public var titleLabel: UILabel? {
        let label: UILabel
        if let existing = subviews.first(where: { $0 is ButtonTitleLabel }) as? UILabel {
            label = existing
        } else {
            label = ButtonTitleLabel(frame: bounds)
            addSubview(label)
        }
        label.text = currentTitle
        return label
    }
}

/// The type of a button's own title label, so the button finds it again among its subviews.
final class ButtonTitleLabel: UILabel {}
