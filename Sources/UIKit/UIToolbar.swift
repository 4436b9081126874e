/// `UIToolbar`: a view holding bar button items. The items are stored in order; the bar is not drawn
/// (its frame is what the app sets, e.g. as a text field's `inputAccessoryView`, whose height the
/// scenario's keyboard frames already include). Items are tapped with `UIBarButtonItem.simulateTap()`.
open class UIToolbar: UIView {
    /// `items`.
    open var items: [UIBarButtonItem]?

    /// `barStyle`, `isTranslucent`: stored.
    open var isTranslucent = true

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

}
