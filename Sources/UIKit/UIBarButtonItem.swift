/// `UIBarButtonItem`: an item of a navigation bar or toolbar, run by its `primaryAction` (iOS 14). The
/// title, style, system item and `isEnabled` are stored; bars are not drawn. A runner or test taps an item
/// with `simulateTap()` (the primary action runs with the item as sender, unless the item is disabled).
/// Target–action (`init(barButtonSystemItem:target:action:)`, `init(title:style:target:action:)`) needs
/// the Objective-C runtime: `keyfuzz import` lowers both to the `primaryAction` forms; here they compile
/// with `action: nil` only. `image`, `menu` and `customView` are not declared on items yet (the module has
/// `UIImage`, not `UIMenu`).
open class UIBarButtonItem: NSObject {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain
        @available(*, deprecated, message: "UIKit deprecates .bordered; use .plain")
        case bordered
        case done
    }

    /// `UIBarButtonItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl
        case close
    }

    open var title: String?
    open var style: Style = .plain
    open var isEnabled = true
    open var tag = 0
    /// `width` (for fixed spaces).
    open var width: CGFloat = 0
    /// The system item the item was made from, if any.
    public let systemItem: SystemItem?
    /// `primaryAction`: setting an action on an item that is not a system item gives the item the action's
    /// title (Apple's documentation of `primaryAction`).
    open var primaryAction: UIAction? {
        didSet { adoptTitle() }
    }

    /// Observers do not run inside this class's initialisers, so they call this themselves.
    private func adoptTitle() {
        if systemItem == nil, let primaryAction { title = primaryAction.title }
    }

    public override init() {
        systemItem = nil
        super.init()
    }

    /// `init(systemItem:primaryAction:menu:)` without `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
    }

    /// `init(title:image:primaryAction:menu:)` without `image` and `menu`: the action, when given, sets the
    /// title.
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        if let primaryAction {
            self.primaryAction = primaryAction
            adoptTitle()
        }
    }

    /// `init(title:style:target:action:)` with `action: nil` only (an item whose action is set later, or a
    /// back button's title): a selector needs the Objective-C runtime, so `action` is typed so that only
    /// `nil` compiles; `keyfuzz import` lowers the selector forms to `primaryAction`.
    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// `init(barButtonSystemItem:target:action:)` with `action: nil` only (spaces, items whose action is
    /// set later); see `init(title:style:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: systemItem)
    }

    /// A tap on the item: its primary action runs with the item as sender, if the item is enabled.
    @_spi(KeyboardScrollRunner) public func simulateTap() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.perform(sender: self)
    }
}

extension UIBarButtonItem {
    /// `UIBarButtonItem.flexibleSpace()` (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// `UIBarButtonItem.fixedSpace(_:)` (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }
}

extension UIBarButtonItem {
    /// A view controller's ``UIViewController/editButtonItem`` showing its controller's editing state.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
