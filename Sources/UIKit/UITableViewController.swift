/// `UITableViewController`: its view is its table. Its own keyboard handling — the table adjusted for
/// the keyboard before the app's observers run, and the first responder's row scrolled into view — is
/// the model's (``UndocumentedBehavior`` options), applied by the runner as iOS applies it.
///
/// > Important: a subclass's optional `UIScrollViewDelegate` / `UITableViewDelegate` methods are not
/// > called (see ``UIScrollViewDelegate``); `numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`
/// > and `tableView(_:cellForRowAt:)` are, as subclasses override them.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    public init(style: UITableView.Style) {
        self.initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)` (a storyboard's table view controller): its view is the scene's table.
    public required init?(coder: NSCoder) {
        self.initialStyle = .plain
        super.init(coder: coder)
    }

    /// `tableView`: the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set {
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    open override func loadView() {
        if storyboardViewLoader != nil {
            super.loadView()
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// The row-height delegate methods a subclass overrides (with `override`, as on iOS).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: Foundation.IndexPath) {}
}
