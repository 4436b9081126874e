// UINavigationController members KeyboardScroll does not model (see STATUS.md): the bar's presence and
// height are the scenario's, so hiding it from code would silently disagree with the model.
// Toolbars and the pop gesture belong to the target–action part of the facade.
extension UINavigationController {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: hiding the navigation bar (the scenario's bar decides the safe area); choose a scenario without a bar")
    public var isNavigationBarHidden: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: hiding the navigation bar (the scenario's bar decides the safe area); choose a scenario without a bar")
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: bars hiding on swipe (the scenario's bar decides the safe area)")
    public var hidesBarsOnSwipe: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: bars hiding with the keyboard (the scenario's bar decides the safe area)")
    public var hidesBarsWhenKeyboardAppears: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: bars hiding on tap")
    public var hidesBarsOnTap: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: bars hiding when vertically compact")
    public var hidesBarsWhenVerticallyCompact: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: custom bar classes; use UINavigationController(rootViewController:)")
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: navigation controller delegates (pushes and pops come from the scenario's events)")
    public var delegate: (any UINavigationControllerDelegate)? { get { fatalError() } set {} }
}

extension UINavigationItem {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: search controllers (their bar changes the safe area)")
    public var searchController: UISearchController? { get { fatalError() } set {} }
}
