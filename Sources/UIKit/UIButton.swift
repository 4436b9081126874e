/// `UIButton`: a control with a title and an image per state and an optional configuration (iOS 15).
/// Stored: titles, images, configuration, button type; no geometry of its own (its frame is what the app sets). A button made with
/// a `primaryAction` runs it on `.primaryActionTriggered`, which a tap sends after `.touchUpInside`.
/// `titleLabel` and `imageView` are declared in `UIButton+TitleLabel.swift` and `UIButton+ImageView.swift`.
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static var plain: ButtonType { .system }
        public static var roundedRect: ButtonType { .system }
    }

    /// `UIButton.Configuration` (iOS 15): the styles and the title (other appearance is not modelled).
    public struct Configuration: Hashable, Sendable {
        /// Which of the system styles the configuration started from.
        public enum Style: Hashable, Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        public let style: Style
        public var title: String?
        public var subtitle: String?
        init(style: Style) { self.style = style }
        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    public private(set) var buttonType: ButtonType = .custom
    /// `configuration`: setting one makes its title the button's title (`currentTitle`).
    open var configuration: Configuration?
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// `init(type:primaryAction:)` (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `init(configuration:primaryAction:)` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// `setTitleColor(_:for:)`, `titleColor(for:)` (the state's, else the normal one), `currentTitleColor`:
    /// stored (no geometry).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor ?? .systemBlue }

    private var titleColors: [UInt: UIColor] = [:]

    /// `title(for:)`: the title for the state, else the normal one (UIKit's fallback).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// `currentTitle`: the configuration's title when there is a configuration, else the title for the
    /// current state.
    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    /// `setImage(_:for:)`: stored per state, as titles are (images are not loaded or drawn, so the
    /// button's size does not change).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// `image(for:)`: the image for the state, else the normal one (UIKit's fallback).
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// `currentImage`: the image for the current state. (`UIButton.Configuration`'s image is not
    /// modelled, so a configured button's image is the one set with `setImage(_:for:)` too.)
    open var currentImage: UIImage? { image(for: state) }

    override var tapEvents: Event { [.touchDown, .touchUpInside, .primaryActionTriggered] }
}
