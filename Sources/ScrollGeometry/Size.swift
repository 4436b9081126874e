/// A width and a height in points (`CGSize`).
///
/// The model never stores a negative or non-finite size: ``Size/validated(_:)`` is the check the
/// model's entry points run.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height exchanged: what rotating a screen does to its bounds.
    public var transposed: Size { Size(width: height, height: width) }

    /// Returns the size unchanged, or throws ``ModelError`` naming `field` when a dimension is NaN,
    /// infinite or negative.
    public func validated(_ field: @autoclosure () -> String) throws(ModelError) -> Size {
        try ModelError.checkSize(width, "\(field()).width")
        try ModelError.checkSize(height, "\(field()).height")
        return self
    }

    public var description: String { "\(Format.number(width))×\(Format.number(height))" }
}
