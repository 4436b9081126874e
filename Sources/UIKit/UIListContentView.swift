/// `UIListContentView`: shows a ``UIListContentConfiguration``: an image view and two labels (the
/// secondary one only when there is secondary text) with the configuration's texts, fonts and colours.
/// The labels are stacked top to bottom inside the margins by frame (approximated layout).
open class UIListContentView: UIView, UIContentView {
    let textLabel = UILabel(frame: .zero)
    let secondaryTextLabel = UILabel(frame: .zero)
    let imageView = UIImageView(image: nil)
    private var listConfiguration: UIListContentConfiguration

    /// `UIListContentView(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// `init?(coder:)`: the cell configuration (`UIListContentConfiguration.cell()`).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// `configuration`: a list configuration replaces the shown one (others are ignored).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        if let attributed = c.attributedText { textLabel.attributedText = attributed } else { textLabel.text = c.text }
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        if let attributed = c.secondaryAttributedText { secondaryTextLabel.attributedText = attributed } else { secondaryTextLabel.text = c.secondaryText }
        secondaryTextLabel.font = c.secondaryTextProperties.font
        secondaryTextLabel.textColor = c.secondaryTextProperties.color
        secondaryTextLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        secondaryTextLabel.isHidden = (secondaryTextLabel.text ?? "").isEmpty
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        layoutSubviews()
    }

    /// The labels inside the margins, one below the other (side by side is not laid out).
    open override func layoutSubviews() {
        let m = listConfiguration.directionalLayoutMargins
        let width = Swift.max(0, bounds.width - m.leading - m.trailing)
        let primary = textLabel.facadeFittingSize(width: width > 0 ? width : nil) ?? .zero
        textLabel.frame = CGRect(x: m.leading, y: m.top, width: width > 0 ? width : primary.width, height: primary.height)
        let secondary = secondaryTextLabel.facadeFittingSize(width: width > 0 ? width : nil) ?? .zero
        secondaryTextLabel.frame = CGRect(x: m.leading, y: textLabel.frame.maxY + listConfiguration.textToSecondaryTextVerticalPadding,
                                          width: width > 0 ? width : secondary.width, height: secondary.height)
    }
}
