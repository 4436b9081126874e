/// The image view a button shows its image in, as a subview of the button (UIKit's `imageView`, iOS 2+),
/// made as ``UIButton/titleLabel`` is: on first access, kept among the button's subviews so what an app
/// sets on it (`contentMode`, `tintColor`, …) stays set; each access sets its `image` to `currentImage`,
/// the image UIKit shows for the button's state. Drawing, and where the image sits inside the button, are
/// not modelled: its frame is the button's bounds.
extension UIButton {
    /// `imageView`: never nil here (iOS returns nil only for a button whose type has no image).
    public var imageView: UIImageView? {
        let imageView = ownSubview { ButtonImageView(frame: $0) }
        imageView.image = currentImage
        return imageView
    }
}

/// The type of a button's own image view, so the button finds it again among its subviews.
final class ButtonImageView: UIImageView {}
