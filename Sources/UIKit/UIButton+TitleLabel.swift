/// The label a button shows its title in, as a subview of the button (UIKit's `titleLabel`, iOS 2+).
/// Made on first access and kept among the button's subviews, so what an app sets on it (`textColor`,
/// `font`, `numberOfLines`, …) stays set; each access sets its `text` to `currentTitle`, the title UIKit
/// shows for the button's state. Drawing, and where the label sits inside the button, are not modelled:
/// its frame is the button's bounds. A button with a `configuration` has a label too, as on iOS.
extension UIButton {
    /// `titleLabel`: never nil here (iOS returns nil only for a button whose type has no title).
    public var titleLabel: UILabel? {
        let label = ownSubview { ButtonTitleLabel(frame: $0) }
        label.text = currentTitle
        return label
    }

    /// The button's own subview of type `T` (its title label, its image view): the one among its
    /// subviews, else one `make` builds at the button's bounds, added as a subview and kept.
    func ownSubview<T: UIView>(_ make: (CGRect) -> T) -> T {
        if let existing = subviews.first(where: { $0 is T }) as? T { return existing }
        let view = make(bounds)
        addSubview(view)
        return view
    }
}

/// The type of a button's own title label, so the button finds it again among its subviews.
final class ButtonTitleLabel: UILabel {}
