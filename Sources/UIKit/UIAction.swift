/// `UIMenuElement`: what `UIAction` shares with menus (only the attributes and state are modelled; menus
/// are not).
open class UIMenuElement: NSObject {
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// `title`.
    open var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// `UIAction` (iOS 14): a handler with a title, run by a control or a bar button item. `sender` is the
/// control or item that ran it, set while the handler runs and kept after (Apple documents `sender` as
/// the object that triggered the action); nil until it first runs. `image` is stored (nothing is drawn).
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`: two actions with one identifier are the same action to a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    /// `image`: stored.
    open var image: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// `sender`: the control or bar button item that ran the action.
    public private(set) var sender: Any?
    let handler: (UIAction) -> Void

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`. An action made
    /// without an identifier gets a unique one (UIKit: a UUID string).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with `sender` set (a disabled action does not run, as a disabled menu element
    /// cannot be chosen).
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
    }
}

/// `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void
