/// Distances inward from each edge of a rectangle (`UIEdgeInsets`).
///
/// Used for `contentInset`, `safeAreaInsets` and `adjustedContentInset`. Insets may be negative in UIKit
/// (a negative `contentInset` is legal), so only finiteness is checked at the model's boundary.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UIEdgeInsetsZero`.
    public static let zero = EdgeInsets()

    /// Edge-by-edge sum, the way UIKit composes `contentInset` and `safeAreaInsets` into
    /// `adjustedContentInset`.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Returns the insets unchanged, or throws ``ModelError`` naming `field` when an edge is NaN or
    /// infinite.
    public func validated(_ field: @autoclosure () -> String) throws(ModelError) -> EdgeInsets {
        try ModelError.checkFinite(top, "\(field()).top")
        try ModelError.checkFinite(left, "\(field()).left")
        try ModelError.checkFinite(bottom, "\(field()).bottom")
        try ModelError.checkFinite(right, "\(field()).right")
        return self
    }

    public var description: String {
        "{top \(Format.number(top)), left \(Format.number(left)), bottom \(Format.number(bottom)), right \(Format.number(right))}"
    }
}
