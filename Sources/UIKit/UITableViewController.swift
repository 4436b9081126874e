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

    /// The static cells of a storyboard's table (`dataMode="static"`), by section, which the data source
    /// methods below answer with, as UIKit's `UITableViewController` does for a static table; `nil` for
    /// a table the app fills.
    private var staticSections: [(header: String?, footer: String?, cells: [UITableViewCell])]?

    /// Hands the controller its storyboard table's static sections (what the Swift `keyfuzz import`
    /// writes for a static table calls).
    @_spi(KeyfuzzInterfaceBuilder) public func setStaticSections(_ sections: [(header: String?, footer: String?, cells: [UITableViewCell])]) {
        staticSections = sections
    }

    open func numberOfSections(in tableView: UITableView) -> Int { staticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let staticSections, staticSections.indices.contains(section) else { return 0 }
        return staticSections[section].cells.count
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        if let staticSections, staticSections.indices.contains(indexPath.section),
           staticSections[indexPath.section].cells.indices.contains(indexPath.row) {
            return staticSections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].header : nil }
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        staticSections.flatMap { $0.indices.contains(section) ? $0[section].footer : nil }
    }
    /// The row-height delegate methods a subclass overrides (with `override`, as on iOS). A static cell
    /// whose frame the storyboard sized keeps that height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        if let staticSections, staticSections.indices.contains(indexPath.section),
           staticSections[indexPath.section].cells.indices.contains(indexPath.row) {
            let height = staticSections[indexPath.section].cells[indexPath.row].frame.height
            if height > 0 { return height }
        }
        return tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: Foundation.IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: Foundation.IndexPath) {}
}
