/// How a cell and a header/footer view show a `contentConfiguration` (`UITableViewCell` and
/// `UITableViewHeaderFooterView`, iOS 14): the configuration's content view fills the container's content
/// view; a new configuration the current content view `supports(_:)` is applied to it in place, any other
/// replaces it, and `nil` removes it.
enum ContentConfigurationHosting {
    /// The content view that shows `configuration` inside `container`, given the one shown so far.
    static func host(_ configuration: (any UIContentConfiguration)?, in container: UIView,
                     replacing current: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        container.addSubview(view)
        return view
    }
}
