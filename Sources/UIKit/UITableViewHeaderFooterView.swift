/// `UITableViewHeaderFooterView`: a section's header or footer view, made by the app in the delegate's
/// `tableView(_:viewForHeaderInSection:)` / `viewForFooterInSection` (usually dequeued from a class it
/// registered). Its `contentView` fills it; `textLabel` and `detailTextLabel` are labels in the content
/// view made on first use, and a `contentConfiguration` shows its text in a ``UIListContentView`` there,
/// as a cell's do.
///
/// The view's height is the section's header or footer height (see ``TableDataSourceRows``); the model
/// draws no header views, so controls the app puts in one (P32's text field) are not focusable by the
/// runner and the view is not added to the table.
open class UITableViewHeaderFooterView: UIView {
    /// `reuseIdentifier`: the identifier it was made with.
    public let reuseIdentifier: String?
    /// `contentView`: fills the view.
    public let contentView: UIView
    /// `backgroundView`, `automaticallyUpdatesContentConfiguration`: stored.
    open var backgroundView: UIView?
    open var automaticallyUpdatesContentConfiguration = true

    /// `init(reuseIdentifier:)`: the designated initializer (a subclass overrides it and `init?(coder:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported: build the view in code") }

    /// What `dequeueReusableHeaderFooterView(withIdentifier:)` calls on a registered class:
    /// `init(reuseIdentifier:)`, through the subclass's override.
    public required convenience init(_reuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// `frame`: the content view keeps filling the view.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// `prepareForReuse()`: called when the table hands a view it made before out again
    /// (`dequeueReusableHeaderFooterView`), before it is returned.
    open func prepareForReuse() {}

    // MARK: Built-in labels

    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?

    /// `textLabel`: a label in the content view, made on first use.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        contentView.addSubview(label)
        madeTextLabel = label
        return label
    }

    /// `detailTextLabel`: a second label in the content view, made on first use (deprecated in iOS 14).
    open var detailTextLabel: UILabel? {
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeDetailTextLabel = label
        return label
    }

    // MARK: Content configurations (iOS 14)

    /// `defaultContentConfiguration()`: `.header()` (UIKit picks the header or footer look from where the
    /// view is shown; this view does not know, and the two differ only in fonts).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    private var contentHost: (UIView & UIContentView)?

    /// `contentConfiguration`: when set, its content view fills the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentHost = ContentConfigurationHosting.host(contentConfiguration, in: contentView, replacing: contentHost) }
    }

    /// The height its content view's constraints give it at `width` (0 when nothing constrains it), as
    /// UIKit sizes a header or footer whose height is `automaticDimension`.
    func fittedHeight(width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }
}
