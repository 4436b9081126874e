import UIKit

/// The keyboard helper an app keeps beside its screens (Apple's "Managing the Keyboard" pattern): the
/// bottom inset is the part of a docked keyboard that covers the scroll view, less what UIKit already adds
/// for the safe area, and the offset is brought back inside the range a smaller inset leaves. A keyboard
/// that is not docked at the screen's bottom (floating, undocked, split) covers nothing.
extension UIScrollView {
    /// The overlap of the keyboard whose end frame `note` carries with this scroll view, in its bounds'
    /// coordinates; 0 when the keyboard is not docked. The screen is the window scene's
    /// (`window?.windowScene?.screen`), as scene-based apps look it up.
    func dockedKeyboardOverlap(_ note: Notification) -> CGFloat {
        guard let screen = window?.windowScene?.screen,
              let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return 0 }
        let docked = frame.minY < screen.bounds.maxY && frame.maxY >= screen.bounds.maxY && frame.width >= screen.bounds.width
        guard docked else { return 0 }
        let keyboard = convert(frame, from: screen.coordinateSpace)
        return max(0, bounds.maxY - keyboard.minY)
    }

    /// Sets the bottom inset so that `overlap` points at the bottom are covered by insets, and clamps the
    /// offset into the range that leaves.
    func setKeyboardOverlap(_ overlap: CGFloat) {
        let systemPart = adjustedContentInset.bottom - contentInset.bottom
        let bottom = max(0, overlap - systemPart)
        contentInset.bottom = bottom
        verticalScrollIndicatorInsets.bottom = bottom
        clampContentOffset()
    }

    /// Brings the offset back inside `[-top inset, content height + bottom inset - height]`.
    func clampContentOffset() {
        let inset = adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(contentOffset.y, lowest), highest)
        if y != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: true) }
    }

    /// Scrolls `control` (a subview somewhere inside this scroll view) into the visible area.
    func scrollIntoView(_ control: UIView?) {
        guard let control, control.window != nil, control.isDescendant(of: self) else { return }
        scrollRectToVisible(control.convert(control.bounds, to: self), animated: true)
    }
}
