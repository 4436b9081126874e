/// `UIToolbar`: a view holding bar button items. The items are stored in order; the bar is not drawn
/// (its frame is what the app sets, e.g. as a text field's `inputAccessoryView`, whose height the runner
/// adds to the keyboard's frames while that field is first responder). Items are tapped with
/// `UIBarButtonItem.simulateTap()`.
open class UIToolbar: UIView {
    /// `items`.
    open var items: [UIBarButtonItem]?

    /// `barStyle`, `isTranslucent`: stored.
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// `sizeThatFits(_:)`: the offered width and the bar's standard height, 44 pt (a toolbar's height on
    /// iPhone in portrait and on iPad; `sizeToFit()` on a `UIToolbar()` made for an `inputAccessoryView`
    /// gives it this height). The 32 pt of a compact-height landscape bar is not modelled.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }

}
