/// Auto Layout's state kept on each view (`UIView.layoutState`).
final class ViewLayoutState {
    /// Active constraints one of whose items is this view or one of its guides.
    var constraints: [NSLayoutConstraint] = []
    /// Guides the app added (`addLayoutGuide(_:)`).
    var guides: [UILayoutGuide] = []
    /// This view's tracking guides (its keyboard guide) that hold near/away constraint sets.
    var trackingGuides: [UITrackingLayoutGuide] = []
    /// Content hugging and compression resistance, horizontal and vertical (UIKit's defaults for a
    /// plain view: 250 and 750).
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    /// `directionalLayoutMargins` as set; nil for the default (see `UIView.directionalLayoutMargins`).
    var margins: NSDirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    lazy var item = LayoutItem()
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// The incremental solver of the hierarchy this view is the root of.
    var engine: LayoutEngine?
    /// What the passes feeding ``engine`` made (``LayoutPassMemo``), made and dropped with it.
    var passMemo: LayoutPassMemo?
    /// What this view's last `systemLayoutSizeFitting` made, with the target and priorities it fitted
    /// to (a fitting pass reads the same inputs; the root's fixed part follows the target).
    var fittingMemo: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, memo: LayoutPassMemo)?
    /// A layout pass of this root is running (frame setters do not start another).
    var isLayingOut = false
    /// How many times something a layout pass reads in this view's subtree has changed
    /// (``UIView/layoutInputsChanged()`` moves the count of the view and of every ancestor).
    var inputsVersion = 0
    /// How many times what makes this view's subtree a layout island or not has changed
    /// (``UIView/layoutStructureChanged()``; it moves ``inputsVersion`` too).
    var structureVersion = 0
    /// How many times a view in this view's subtree asked for `updateConstraints()`
    /// (``UIView/setNeedsUpdateConstraints()`` moves the count of the view and of every ancestor, and
    /// ``inputsVersion`` with it).
    var updateRequests = 0
    /// On a root, or the head of an island (``LayoutPass/islands``): what its last Auto Layout pass saw,
    /// when that pass moved nothing (``LayoutSettlement``).
    var settled: LayoutSettlement?
    /// On a view that can head an island: whether its subtree was one at ``structureVersion``
    /// (``LayoutPass/islandReading(of:)``).
    var island: LayoutPass.IslandReading?
}
