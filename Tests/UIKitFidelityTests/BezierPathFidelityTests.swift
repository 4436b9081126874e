import Testing
import UIKit

/// `UIBezierPath` as an app's `draw(_:)` builds it: drawing is not modelled, but the path's own answers
/// hold (Apple: `bounds` is "the bounding rectangle of the path", control points included).
@Suite("Bezier path fidelity")
struct BezierPathFidelityTests {
    @Test func aPathsBoundsAndCurrentPoint() {
        let line = UIBezierPath()
        #expect(line.isEmpty)
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 393, y: 10))
        #expect(!line.isEmpty)
        #expect(line.currentPoint == CGPoint(x: 393, y: 10))
        #expect(line.bounds == CGRect(x: 0, y: 10, width: 393, height: 0))
        line.lineWidth = 2
        UIColor.lightGray.setStroke()
        line.stroke()
        #expect(line.lineWidth == 2)
        #expect(UIBezierPath(rect: CGRect(x: 4, y: 8, width: 100, height: 50)).bounds == CGRect(x: 4, y: 8, width: 100, height: 50))
    }
}
