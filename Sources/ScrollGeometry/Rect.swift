/// A rectangle in one of UIKit's coordinate spaces (`CGRect`), with edge semantics fixed here rather
/// than inherited from a platform.
///
/// Edge semantics (CoreGraphics' on Apple platforms; corelibs Foundation differs, see DESIGN.md):
/// - Two rects that only touch along an edge do **not** intersect, and their overlap has zero area:
///   ``intersects(_:)`` is false and ``intersection(_:)`` is `nil`.
/// - ``contains(_:)-(Point)`` is half-open: a point on the max edge is outside, so a point on the boundary
///   between two stacked rows belongs to the lower row only.
///
/// A `Rect` is a plain value and may hold any `Double`; the model validates the rects it is given with
/// ``validated(_:)`` and never stores a non-finite one. Widths and heights are expected to be
/// non-negative (the model rejects negative ones); a `Rect` never "standardizes" itself.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when the rects share an area greater than zero (`CGRectIntersectsRect`). Rects that only
    /// touch, or a zero-height rect lying on another's edge, do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// The shared area (`CGRectIntersection`), or `nil` where CoreGraphics would return `CGRectNull`
    /// (whose size is zero): when the rects are disjoint or only touch.
    ///
    /// Recipes that read `CGRectIntersection(a, b).size.height` are transcribed as
    /// `a.intersection(b)?.height ?? 0`.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The height of the shared area, zero when the rects do not intersect.
    public func overlapHeight(with other: Rect) -> Double {
        intersection(other)?.height ?? 0
    }

    /// Half-open containment: `minX ≤ x < maxX` and `minY ≤ y < maxY` (`CGRectContainsPoint`).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when `other` lies wholly inside this rect; edges may coincide (`CGRectContainsRect`).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rect moved by `dx`, `dy` (`CGRectOffset`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom (`CGRectInset`).
    /// Negative values grow it. Like CoreGraphics, a result with a negative size is the null rect; here
    /// that is `nil`.
    public func insetBy(dx: Double, dy: Double) -> Rect? {
        let w = width - 2 * dx, h = height - 2 * dy
        guard w >= 0, h >= 0 else { return nil }
        return Rect(x: minX + dx, y: minY + dy, width: w, height: h)
    }

    /// The rect shrunk by `insets` (`UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`); sizes floor at zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: Swift.max(0, width - insets.left - insets.right),
             height: Swift.max(0, height - insets.top - insets.bottom))
    }

    /// Returns the rect unchanged, or throws ``ModelError`` naming `field` when a coordinate is NaN or
    /// infinite or a dimension is negative.
    public func validated(_ field: @autoclosure () -> String) throws(ModelError) -> Rect {
        try ModelError.checkFinite(origin.x, "\(field()).origin.x")
        try ModelError.checkFinite(origin.y, "\(field()).origin.y")
        _ = try size.validated("\(field()).size")
        return self
    }

    public var description: String {
        "{\(Format.number(minX)), \(Format.number(minY)), \(Format.number(width)), \(Format.number(height))}"
    }
}
