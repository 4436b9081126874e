import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// The runner's tap (`simulateTap(at:)`): which recognizer or control answers, as UIKit decides it.
@Suite("Simulated tap")
struct SimulatedTapTests {
    /// UIKit (UIControl, "default control actions prevent overlapping gesture recognizer behavior", iOS 6+):
    /// a tap on a button inside a view with a tap recognizer runs the button's action, not the recognizer.
    @Test func aControlsTapWinsOverItsParentsRecognizer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let button = UIButton(type: .system)
        root.addSubview(button)
        var log: [String] = []
        root.addGestureRecognizer(UITapGestureRecognizer(keyfuzzHandler: { _ in log.append("root tap") }))
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        #expect(button.simulateTap())
        #expect(log == ["down", "up", "primary"])
        #expect(root.simulateTap())
        #expect(log.last == "root tap")
    }

    /// A recognizer on the control itself sees the tap first; when it cancels touches in view (UIKit's
    /// default) the control's actions do not run.
    @Test func aRecognizerOnTheControlCancelsItsActionsUnlessToldNotTo() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let tap = UITapGestureRecognizer(keyfuzzHandler: { recognizer in log.append("tap \(recognizer.state == .ended)") })
        button.addGestureRecognizer(tap)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button.simulateTap()
        #expect(log == ["tap true"])
        #expect(tap.state == .possible)
        tap.cancelsTouchesInView = false
        button.simulateTap()
        #expect(log == ["tap true", "tap true", "up"])
    }

    /// The tap's point is the recognizer's `location(in:)`, converted between views; a delegate that
    /// declines leaves the tap to the next view up; a two-tap recognizer does not answer one tap.
    @Test func locationDelegateAndTapCount() {
        final class Decline: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(child)
        var points: [CGPoint] = []
        let rootTap = UITapGestureRecognizer(keyfuzzHandler: { recognizer in points.append(recognizer.location(in: root)) })
        root.addGestureRecognizer(rootTap)
        #expect(child.simulateTap(at: CGPoint(x: 5, y: 5)))
        #expect(points == [CGPoint(x: 15, y: 25)])
        #expect(rootTap.location(in: child) == CGPoint(x: 5, y: 5))

        let decline = Decline()
        let childTap = UITapGestureRecognizer(keyfuzzHandler: { _ in points.append(.zero) })
        childTap.delegate = decline
        child.addGestureRecognizer(childTap)
        child.simulateTap(at: CGPoint(x: 1, y: 1))
        #expect(points == [CGPoint(x: 15, y: 25), CGPoint(x: 11, y: 21)])

        rootTap.numberOfTapsRequired = 2
        childTap.delegate = nil
        childTap.isEnabled = false
        #expect(!child.simulateTap())
    }

    /// A recognizer belongs to one view: adding it elsewhere moves it; `gestureRecognizers` is nil when none.
    @Test func aRecognizerMovesBetweenViews() {
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer(keyfuzzHandler: { _ in })
        #expect(a.gestureRecognizers == nil)
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.count == 1 && tap.view === b)
        b.removeGestureRecognizer(tap)
        #expect(tap.view == nil && b.gestureRecognizers == nil)
    }
}
