/// `UIActivityViewController`: the share sheet, as a view controller an app presents. Stored: the
/// activity items and application activities it was made with, `excludedActivityTypes` and
/// `completionWithItemsHandler`. Presenting it works as presenting any view controller here (see
/// `present(_:animated:completion:)`: the links, the appearance callbacks and the completion; its view is
/// a plain view, not put in a window). Not modelled: the sheet's contents and geometry, and a user's
/// choice — no activity is performed and the completion handler is **never called** (on iOS it runs when
/// the user picks an activity or cancels). On an iPad iOS requires a popover source;
/// `popoverPresentationController` is unavailable in this module (see `Unavailable+UIViewController.swift`).
open class UIActivityViewController: UIViewController {
    /// `UIActivityViewController.CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items and application activities the controller was made with (UIKit keeps them private).
    let activityItems: [Any]
    let applicationActivities: [UIActivity]

    /// `excludedActivityTypes`: stored (no sheet lists activities here).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// `completionWithItemsHandler`: stored, never called (no user chooses or cancels an activity).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: no nibs or storyboards")
    public required init?(coder: NSCoder) { fatalError() }

    /// What the runner's SPI reads: the items and application activities, in order.
    @_spi(KeyboardScrollRunner) public var sharedItems: [Any] { activityItems }
    @_spi(KeyboardScrollRunner) public var sharedApplicationActivities: [UIActivity] { applicationActivities }
}
