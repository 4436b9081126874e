/// A point in one of UIKit's coordinate spaces, in points; y grows downward (`CGPoint`).
///
/// A `Point` is a plain value, like `CGPoint`: it may hold any `Double`. The model checks values where
/// they enter it (see ``ModelError``), not here.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}
