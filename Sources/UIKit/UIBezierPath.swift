/// `UIBezierPath`: a path an app builds to draw in `draw(_:)`. Drawing is not modelled (nothing a
/// keyboard check measures depends on it): the path keeps its points, so `bounds`, `currentPoint` and
/// `isEmpty` answer, and `stroke()`, `fill()` and `addClip()` draw nothing.
open class UIBezierPath: NSObject {
    private var points: [CGPoint] = []
    /// `currentPoint`: the last point added (zero for an empty path).
    open private(set) var currentPoint: CGPoint = .zero
    /// `lineWidth`, `lineCapStyle`, `lineJoinStyle`, `miterLimit`, `flatness`, `usesEvenOddFillRule`: stored.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: LineCap = .butt
    open var lineJoinStyle: LineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    /// `CGLineCap`, `CGLineJoin` as UIKit's Swift names them on a path.
    public enum LineCap: Int32, Sendable { case butt, round, square }
    public enum LineJoin: Int32, Sendable { case miter, round, bevel }

    public override init() { super.init() }

    /// `init(rect:)`, `init(roundedRect:cornerRadius:)`, `init(ovalIn:)`: a closed path around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        append(rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        append(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        append(rect)
    }

    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: the arc's circle's square (its bounds
    /// are not narrowed to the arc).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        append(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    private func append(_ rect: CGRect) {
        points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
        currentPoint = rect.origin
    }

    /// `move(to:)`, `addLine(to:)`, `addCurve(to:controlPoint1:controlPoint2:)`,
    /// `addQuadCurve(to:controlPoint:)`, `close()`, `removeAllPoints()`.
    open func move(to point: CGPoint) {
        points.append(point)
        currentPoint = point
    }

    open func addLine(to point: CGPoint) {
        points.append(point)
        currentPoint = point
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        points += [controlPoint1, controlPoint2, endPoint]
        currentPoint = endPoint
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        points += [controlPoint, endPoint]
        currentPoint = endPoint
    }

    open func close() {}

    open func removeAllPoints() {
        points = []
        currentPoint = .zero
    }

    /// `isEmpty`, `bounds` (of the points, control points included).
    open var isEmpty: Bool { points.isEmpty }

    open var bounds: CGRect {
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `stroke()`, `fill()`, `addClip()`: nothing is drawn.
    open func stroke() {}
    open func fill() {}
    open func addClip() {}
}

extension UIColor {
    /// `setStroke()`, `setFill()`, `set()`: the colour for the drawing that follows; nothing is drawn.
    public func setStroke() {}
    public func setFill() {}
    public func set() {}
}
