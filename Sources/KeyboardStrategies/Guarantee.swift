/// The properties a strategy can promise. The checker (Verification) holds one invariant per case; a
/// strategy declares the ones its author meant to keep, and a broken promise is a failure while a
/// broken non-promise is reported as information.
public enum Guarantee: String, CaseIterable, Hashable, Sendable, Comparable, Codable {
    /// The anchor row keeps its distance to the anchored edge of the visible area.
    case anchorStability
    /// The focused control stays inside the visible region while the keyboard is up.
    case focusVisibility
    /// `contentOffset` stays in the valid range.
    case offsetBounds
    /// A list resting at the bottom stays at the bottom.
    case bottomPinning
    /// Keyboard shown then hidden restores insets, frame and offset; a repeated notification changes
    /// nothing.
    case roundTrip
    /// With the keyboard up, every row can still be scrolled into view.
    case reachability
    /// No call UIKit would answer with an exception, no invalid value.
    case noUIKitException

    public static func < (lhs: Guarantee, rhs: Guarantee) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
