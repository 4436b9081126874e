/// `UISwitch`: stored on/off state; 51 × 31 pt, the size UIKit gives every switch on iPhone.
open class UISwitch: UIControl {
    /// `isOn`.
    open var isOn = false
    /// `onTintColor`, `thumbTintColor`: stored.
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    /// `UISwitch(frame:)`: the size is always 51 × 31 (UIKit ignores the given size).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// `init?(coder:)` (a storyboard's switch): 51 × 31.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 51, height: 31)
    }


    /// `setOn(_:animated:)`.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var facadeIntrinsicSize: CGSize? { CGSize(width: 51, height: 31) }
}
