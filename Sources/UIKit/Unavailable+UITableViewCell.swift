// UITableViewCell members KeyboardScroll does not model (see STATUS.md).
extension UITableViewCell {
    @available(*, unavailable, message: "not modelled by KeyboardScroll: background configurations; set backgroundColor or backgroundView")
    public var backgroundConfiguration: UIBackgroundConfiguration? { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: background configurations")
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: background configurations")
    public var automaticallyUpdatesBackgroundConfiguration: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: reordering and drag state")
    public func dragStateDidChange(_ dragState: Int) {}

    @available(*, unavailable, message: "not modelled by KeyboardScroll: the user's interaction state (iOS 17)")
    public var userInteractionEnabledWhileDragging: Bool { get { fatalError() } set {} }
}
