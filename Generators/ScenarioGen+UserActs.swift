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
}
