/// `NSLayoutConstraint.Axis` (Objective-C `UILayoutConstraintAxis`): `.horizontal` or `.vertical`, the
/// type of `UIStackView.axis`. Declared at the top level here because `NSLayoutConstraint` belongs to
/// the Auto Layout part of the facade; that part makes `NSLayoutConstraint.Axis` this type.
public enum UILayoutConstraintAxis: Int, Sendable {
    case horizontal = 0, vertical = 1
}
