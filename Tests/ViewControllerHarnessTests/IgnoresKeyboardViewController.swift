import UIKit

/// A view controller that never looks at the keyboard: what the checker must catch.
final class IgnoresKeyboardViewController: UIViewController {}
