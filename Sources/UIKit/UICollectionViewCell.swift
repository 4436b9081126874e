@_spiOnly @_spi(Checker) import ScrollGeometry

/// `UICollectionViewCell`: an item's view. A model-backed cell's frame is the item's frame in the
/// collection view's layout; the item's text control is a subview of its `contentView`, which fills it.
/// A cell is self-sized (flow layout `estimatedItemSize`, list layouts) from its content view fitted at
/// the item's width, as ``preferredLayoutAttributesFitting(_:)`` does on iOS.
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's frame as `frame` last worked it out for an item of its screen's collection view, with
    /// the item's row, that screen, the scene's count of changes and the collection view's count of
    /// section-geometry resets then: while all four are the same, so is the frame (the row's rect is the
    /// scene's; the item's placement across is its section's geometry, and the collection view's width is
    /// the scene's). The row is part of it because a reused cell can be given another row between changes.
    var keptFrame: (row: RowID, screen: ObjectIdentifier, sceneChanges: Int, geometry: Int, frame: CGRect)?
    /// `contentView`: fills the cell; the app's views go here.
    public let contentView: UIView
    /// `backgroundView`, `selectedBackgroundView`: stored.
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    /// `isSelected`, `isHighlighted`: stored (selection is not generated).
    open var isSelected = false
    open var isHighlighted = false
    /// `configurationUpdateHandler` (iOS 15): called by `setNeedsUpdateConfiguration()` with the state.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    /// `automaticallyUpdatesContentConfiguration`: stored.
    open var automaticallyUpdatesContentConfiguration = true

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    private var contentHost: (UIView & UIContentView)?

    /// `contentConfiguration` (iOS 14): when set, its content view fills the content view. An app's own
    /// content view (a custom `UIContentView`) is pinned to the content view's edges, so that its
    /// constraints size a self-sizing cell as they do on iOS (a list cell with a custom configuration
    /// grows to its content); the facade's `UIListContentView` lays its labels out by frame and keeps
    /// its frame.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            let old = contentHost
            contentHost = ContentConfigurationHosting.host(contentConfiguration, in: contentView, replacing: contentHost)
            if let hosted = contentHost, hosted !== old, !(hosted is UIListContentView) {
                hosted.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    hosted.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    hosted.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    hosted.topAnchor.constraint(equalTo: contentView.topAnchor),
                    hosted.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                ])
            }
        }
    }

    /// `defaultContentConfiguration()` is `UICollectionViewListCell`'s; a plain cell has none on iOS, so
    /// apps make a `UIListContentConfiguration.cell()` themselves.

    /// `configurationState`: the stored selection and highlight flags.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `setNeedsUpdateConfiguration()`: `updateConfiguration(using:)` at once (UIKit defers it to the
    /// next layout pass).
    open func setNeedsUpdateConfiguration() {
        configurationUpdatedForDisplay = true
        updateConfiguration(using: configurationState)
    }

    /// Whether the configuration has been updated since the cell was made.
    private var configurationUpdatedForDisplay = false

    /// UIKit updates a cell's configuration before the cell is displayed for the first time, then
    /// whenever its configuration state changes ("called before the cell is displayed and after any
    /// configuration state changes", WWDC20 "Modern cell configuration"; Apple's reference: "the system
    /// calls this method automatically when the cell's configurationState changes, as well as in other
    /// circumstances that may require an update"): a subclass that builds its content configuration in
    /// `updateConfiguration(using:)` from a property its registration set shows that content without
    /// calling `setNeedsUpdateConfiguration()`. Here the first update happens before the cell is first
    /// sized or laid out, unless the app asked for one already.
    func updateConfigurationBeforeFirstDisplay() {
        guard !configurationUpdatedForDisplay else { return }
        configurationUpdatedForDisplay = true
        updateConfiguration(using: configurationState)
    }

    open override func layoutSubviews() {
        updateConfigurationBeforeFirstDisplay()
        super.layoutSubviews()
    }

    /// `updateConfiguration(using:)`: override point; the content configuration is updated for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
    }

    /// `preferredLayoutAttributesFitting(_:)`: a self-sizing cell's size — its content view fitted with
    /// the attributes' width required and the height as small as its constraints allow
    /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, which
    /// UIKit's implementation calls).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        updateConfigurationBeforeFirstDisplay()
        let width = layoutAttributes.size.width
        guard width > 0 else { return layoutAttributes }
        contentView.frame = CGRect(x: 0, y: 0, width: width, height: contentView.frame.height)
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0, fitted.height.isFinite else { return layoutAttributes }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(width: width, height: fitted.height)
        return attributes
    }
}

/// `UICollectionViewListCell` (iOS 14): the cell of a list layout, with a list content configuration.
open class UICollectionViewListCell: UICollectionViewCell {
    /// `accessories`, `indentationLevel`, `indentationWidth`, `separatorLayoutGuide`'s companions: stored.
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    /// `defaultContentConfiguration()`: a `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// `UICellAccessory` (iOS 14): kept on the cell, no geometry (an accessory's width does not change the
/// item's height here).
public struct UICellAccessory: Sendable {
    let name: String

    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "disclosureIndicator") }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "outlineDisclosure") }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "label") }
}
