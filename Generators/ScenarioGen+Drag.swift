import PropertyCheck
import ScrollGeometry

/// The user's drag as events apart (``DragPhase``): the finger comes down, moves the content, holds it
/// while data arrives, and lifts. While the finger is down the next steps are drawn from what can
/// happen then: the finger moves or lifts, or rows arrive, change or leave (a chat's new message, a
/// feed's refresh) — the case where published code skips its anchoring because the user is scrolling,
/// or resets the offset and yanks the list from under the finger.
extension ScenarioGen {
    /// The finger comes down on the list: the drag begins (its moves are the next steps).
    static func drawDragStart(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        tc.label(ScenarioLabel.dragHeld)
        return [.drag(.began), .drag(.moved(by: try drawFingerMove(&tc)))]
    }

    /// A step while the finger is down: it moves (plainest), it lifts and the list comes to rest, or the
    /// data changes under it.
    static func drawStepWhileDragging(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        switch try tc.pick([5, 3, canChangeContent(s) ? 4 : 0]) {
        case 1:
            return [.drag(.ended(try drawRestingPlace(&tc)))]
        case 2:
            tc.label(ScenarioLabel.dragUpdate)
            return try drawContentUpdate(s, &tc)
        default:
            return [.drag(.moved(by: try drawFingerMove(&tc)))]
        }
    }

    /// How far the finger moves the content: a nudge to more than a screen, up or down; shrinks to a
    /// 1 pt move up.
    static func drawFingerMove(_ tc: inout TestCase) throws -> Double {
        let distance = Double(try tc.int(1...900))
        return try tc.chance(50) ? -distance : distance
    }

    /// Where the list decelerates to when the finger lifts, as for a whole scroll.
    static func drawRestingPlace(_ tc: inout TestCase) throws -> ScrollTarget {
        switch try tc.pick([4, 1, 1]) {
        case 1: return .top
        case 2: return .bottom
        default: return .fraction(try tc.fraction())
        }
    }

    /// `keyboardDismissMode = .onDrag`: the drag's start resigns the first responder, so editing ends
    /// and the hide is announced in the drag's first turn; the finger moves the content during the
    /// hide's animation, and the drag goes on in the next steps.
    static func dragDismissal(_ s: ScenarioState, _ e: inout Episode, _ tc: inout TestCase) throws {
        tc.label(ScenarioLabel.kbDismissedOnDrag)
        e.append(.drag(.began))
        if s.focused != nil {
            tc.label(ScenarioLabel.endEditing)
            e.append(.endEditing)
        }
        let move = try drawFingerMove(&tc)
        try e.pair(.willHide, to: s.hiddenFrame(height: s.keyboardFrame.height)) { $0.append(.drag(.moved(by: move))) }
    }
}
