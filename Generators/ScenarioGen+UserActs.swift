import PropertyCheck
import ScrollGeometry

/// The user's acts on the view controller's own controls (view-controller mode only), each drawn only
/// where it is valid on the screen as the generator follows it: the return key while a text field is
/// focused, typing while a text view is focused.
extension ScenarioGen {
    /// The return key in the focused text field (``Action/returnKey``), or a few lines typed into the
    /// focused text view (``Action/typeLines(_:)``, one to four lines; shrinks to one).
    static func drawUserAct(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        switch s.focusedKind {
        case 1:
            tc.label(ScenarioLabel.returnKey)
            return [.returnKey]
        case 2:
            tc.label(ScenarioLabel.typing)
            return [.typeLines(1 + (try tc.uniform(0...3)))]
        default:
            return []
        }
    }

    /// A tap on a text control the controller placed outside its table can be drawn: in view-controller
    /// mode, when it has one, none of them is focused already, and the keyboard is hidden, docked or a
    /// hardware keyboard's bar (an undocked keyboard's or another app's sequences are left to the
    /// keyboard episodes).
    static func canTapOutside(_ s: ScenarioState) -> Bool {
        guard s.userActs, s.outsideControls > 0, s.outsideFocused == nil else { return false }
        switch s.keyboardPhase {
        case .hidden: return s.focused == nil
        case .docked, .hardwareBar: return true
        case .detached, .otherApp: return false
        }
    }

    /// The user taps text control `index` outside the table (``Action/tapOutsideControl(_:)``; the
    /// first when there is one, shrinking to it) and the keyboard answers as iOS answers a focus: it
    /// comes up docked from hidden (willChangeFrame, willShow, then the did-notifications), or, already
    /// up, is announced again with its frame unchanged (begin == end).
    static func drawOutsideTap(_ s: ScenarioState, _ tc: inout TestCase) throws -> [Action] {
        tc.label(ScenarioLabel.tapOutside)
        let index = s.outsideControls > 1 ? try tc.int(0...(s.outsideControls - 1)) : 0
        var e = Episode(frame: s.keyboardFrame)
        e.append(.tapOutsideControl(index))
        if s.keyboardPhase == .hidden {
            try e.pair(.willShow, to: try drawDockedFrame(s, &tc), from: s.hiddenFrame())
        } else {
            try e.pair(.willShow, to: s.keyboardFrame, from: s.keyboardFrame)
        }
        return e.actions
    }
}
