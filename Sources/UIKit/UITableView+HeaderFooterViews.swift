/// `UITableView`'s section header and footer views: classes registered by reuse identifier, dequeued in
/// the delegate's `tableView(_:viewForHeaderInSection:)` / `viewForFooterInSection`, and the views shown
/// for each section. The screen reader (``TableDataSourceRows``) asks the delegate for every section's views
/// and heights; the views of the reading before go back to the reuse pool, so a reload hands a view out
/// again after its `prepareForReuse()`, as UIKit reuses header views that scrolled away.
extension UITableView {
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: the class `dequeueReusableHeaderFooterView`
    /// makes for `identifier` (a `UITableViewHeaderFooterView` subclass; `nil` unregisters).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterViews[identifier] = aClass as? UITableViewHeaderFooterView.Type
        reusableHeaderFooterViews[identifier] = nil
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a view of the class registered for
    /// `identifier` — one the table showed before and no longer shows, after its `prepareForReuse()`,
    /// else a new one made with `init(reuseIdentifier:)` — or nil when nothing is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let type = registeredHeaderFooterViews[identifier] else { return nil }
        if let view = reusableHeaderFooterViews[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return type.init(_reuseIdentifier: identifier)
    }

    /// `headerView(forSection:)`, `footerView(forSection:)`: the `UITableViewHeaderFooterView` the
    /// delegate returned for `section` when the screen was last read, or nil (no such section, no view,
    /// or a view of another class). UIKit returns nil for a section scrolled off screen; here the view
    /// is kept while the screen is.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { sectionHeaderViews[section] }
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { sectionFooterViews[section] }

    /// Puts the views shown for the sections back into the reuse pool (before the sections are read
    /// again).
    func recycleSectionViews() {
        for view in Array(sectionHeaderViews.values) + Array(sectionFooterViews.values) {
            guard let id = view.reuseIdentifier, registeredHeaderFooterViews[id] != nil,
                  !(reusableHeaderFooterViews[id] ?? []).contains(where: { $0 === view }) else { continue }
            reusableHeaderFooterViews[id, default: []].append(view)
        }
        sectionHeaderViews = [:]
        sectionFooterViews = [:]
    }
}
