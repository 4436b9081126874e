/// Settings an app makes on its table or scroll view that only the app side (the `UIKit` module)
/// changes after the screen is built.
extension TableView {
    /// `contentInsetAdjustmentBehavior = behavior`: `adjustedContentInset` follows at once; the offset
    /// does not move.
    public mutating func setContentInsetAdjustmentBehavior(_ behavior: ContentInsetAdjustmentBehavior) {
        scrollView.contentInsetAdjustmentBehavior = behavior
    }
}
