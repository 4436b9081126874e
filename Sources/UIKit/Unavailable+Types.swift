// Types a keyboard or table screen may name that KeyboardScroll does not model: each is a compile-time
// error with the reason and what to do instead (see STATUS.md). Members that use them are in the
// `Unavailable+<Class>.swift` files.

@available(*, unavailable, message: "not modelled by KeyboardScroll: storyboard segues; push or present the view controller in code")
public final class UIStoryboardSegue {
    // The members an override of `prepare(for:sender:)` reads.
    public var identifier: String? { nil }
    public var destination: UIViewController { fatalError() }
    public var source: UIViewController { fatalError() }
}

@available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
public protocol UITableViewDragDelegate {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: drag and drop")
public protocol UITableViewDropDelegate {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: prefetching (rows come from the scenario)")
public protocol UITableViewDataSourcePrefetching {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: swipe actions (no swipes are generated)")
public final class UISwipeActionsConfiguration {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: swipe actions (no swipes are generated)")
public final class UIContextualAction {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: background configurations; set backgroundColor or backgroundView")
public struct UIBackgroundConfiguration {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: search controllers (their bar changes the safe area); test the screen without one")
open class UISearchController: UIViewController {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: search bars")
open class UISearchBar: UIView {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: split view controllers; test the column's view controller on its own")
open class UISplitViewController: UIViewController {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: sheet presentation controllers (detents change the presented view's height)")
public final class UISheetPresentationController {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: custom transitions")
public protocol UIViewControllerTransitioningDelegate {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: navigation controller delegates (pushes and pops come from the scenario's events)")
public protocol UINavigationControllerDelegate {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: TextKit layout (text metrics are the facade's own, see TextMetrics); use the text view's contentSize")
public final class NSLayoutManager {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: TextKit storage; set text or attributedText")
public final class NSTextStorage {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: interactions")
public protocol UIInteraction {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: visual effects")
open class UIVisualEffectView: UIView {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: visual effects")
public final class UIBlurEffect {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: pickers (an input view replacing the keyboard); test with the system keyboard")
open class UIPickerView: UIView {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: date pickers (an input view replacing the keyboard)")
open class UIDatePicker: UIControl {}

@available(*, unavailable, message: "not modelled by KeyboardScroll: web views")
public final class WKWebView {}
