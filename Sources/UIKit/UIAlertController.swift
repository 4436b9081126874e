/// `UIAlertController`: stored title, message, actions and text fields; presented like any controller
/// (see `present(_:animated:completion:)`: the keyboard is not modelled for it). Its text fields are
/// plain `UITextField`s that cannot become first responder here (only the scenario's controls can).
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    /// `message`, `preferredStyle`, `actions`, `preferredAction`, `textFields`.
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// `UIAlertController(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// `init?(coder:)`: an alert without title or message (alerts are made in code; storyboards have none).
    public required init?(coder: NSCoder) {
        self.message = nil
        self.preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// `addAction(_:)`.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// `addTextField(configurationHandler:)`: a field, configured at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
    }
}
