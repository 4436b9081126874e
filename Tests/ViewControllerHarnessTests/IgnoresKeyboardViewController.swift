import UIKit
import ViewControllerHarness

/// A view controller that never looks at the keyboard: what the checker must catch.
final class IgnoresKeyboardViewController: UIViewController {}

/// Its screens are the scenario's (the hand-built screens of the inset-pattern sweep), not its own: it
/// builds no table.
extension IgnoresKeyboardViewController: ScenarioDriven {}
