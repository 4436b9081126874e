/// `UITableViewCell`: a model-backed cell's frame is its row's rectangle; the row's text control is a
/// subview of its `contentView`. Its appearance is stored: `textLabel`, `detailTextLabel` and
/// `imageView` are real views in the content view (made on first use, `detailTextLabel` only for the
/// styles that have one), a `contentConfiguration` shows its text in labels of a ``UIListContentView``;
/// none of them changes the row's height, which is the scenario's.
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// `UITableViewCell.SeparatorStyle` (the type of `UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        @available(iOS, deprecated: 11.0)
        case singleLineEtched
    }

    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    public let reuseIdentifier: String?
    let style: CellStyle
    /// `contentView`: fills the cell.
    public let contentView: UIView
    /// `selectionStyle` (default `.default`), `accessoryType`, `editingAccessoryType`, `accessoryView`,
    /// `editingAccessoryView`, `backgroundView`, `selectedBackgroundView`, `separatorInset`,
    /// `indentationLevel`, `indentationWidth`, `showsReorderControl`, `focusStyle`: stored.
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var editingAccessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryView: UIView?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var showsReorderControl = false
    /// `multipleSelectionBackgroundView`, `shouldIndentWhileEditing`, `focusStyle`: stored; `editingStyle`
    /// `.none` and `showingDeleteConfirmation` false (editing is not generated).
    open var multipleSelectionBackgroundView: UIView?
    open var shouldIndentWhileEditing = true
    open var focusStyle: FocusStyle = .default
    open var editingStyle: EditingStyle { .none }
    open var showingDeleteConfirmation: Bool { false }
    /// `configurationUpdateHandler` (iOS 15): called by `setNeedsUpdateConfiguration()` with the state.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    /// `isSelected`, `isHighlighted`, `isEditing`: stored.
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// `init?(coder:)`: a prototype cell of a storyboard, with the reuse identifier and style the
    /// coder carries (``UINibDecoder``; none from another coder).
    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        self.reuseIdentifier = nib?.reuseIdentifier
        self.style = nib?.cellStyle ?? .default
        self.contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

    /// What `dequeueReusableCell` calls on a registered class: `init(style: .default, reuseIdentifier:)`,
    /// through the subclass's override (a subclass that overrides `init(style:reuseIdentifier:)` and
    /// `init?(coder:)`, as cells do, inherits this one).
    public required convenience init(_reuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// `setSelected(_:animated:)`, `setHighlighted(_:animated:)`, `setEditing(_:animated:)`: stored.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// `prepareForReuse()`: override point, called as `dequeueReusableCell` hands this cell out again
    /// (``UITableView/dequeueReusableCell(withIdentifier:for:)``); the base class's does nothing here.
    open func prepareForReuse() {}

    // MARK: Built-in labels (deprecated in iOS 14, still common)

    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    /// `textLabel`: a label in the content view, made on first use.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(label)
        madeTextLabel = label
        return label
    }

    /// `detailTextLabel`: nil for the `.default` style, else a label in the content view.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeDetailTextLabel = label
        return label
    }

    /// `imageView`: an image view in the content view, made on first use.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(image: nil)
        contentView.addSubview(view)
        madeImageView = view
        return view
    }

    // MARK: Content configurations (iOS 14)

    /// `defaultContentConfiguration()`: a list configuration for the cell's style (`.subtitleCell()` for
    /// `.subtitle`, `.valueCell()` for `.value1` and `.value2`, else `.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    private var contentHost: (UIView & UIContentView)?

    /// `contentConfiguration`: when set, its content view fills the content view (a list configuration
    /// shows its texts in labels); the row's height stays the scenario's.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentHost = ContentConfigurationHosting.host(contentConfiguration, in: contentView, replacing: contentHost) }
    }

    /// `automaticallyUpdatesContentConfiguration`: stored.
    open var automaticallyUpdatesContentConfiguration = true

    /// `configurationState`: the stored selection, highlight and editing flags.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
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

    /// UIKit updates a cell's configuration before the cell is first displayed, then whenever its
    /// configuration state changes (Apple's `updateConfiguration(using:)`: "the system calls this method
    /// automatically when the cell's configurationState changes, as well as in other circumstances that
    /// may require an update"; WWDC20 "Modern cell configuration"): a subclass that builds its content in
    /// `updateConfiguration(using:)` shows it without calling `setNeedsUpdateConfiguration()`. Here the
    /// first update comes before the row is first measured or laid out, unless the app asked for one.
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
}
