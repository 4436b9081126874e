/// The section header and footer heights of a table as its data source and delegate describe them, asked
/// for every section the way UIKit asks: `tableView(_:heightForHeaderInSection:)` (default the table's
/// `sectionHeaderHeight`), then `tableView(_:viewForHeaderInSection:)`, and the same for footers.
///
/// A height of `automaticDimension` (UIKit's default since iOS 11) is the section's own:
/// - a view returned for it: the height its constraints give it at the table's width
///   (`systemLayoutSizeFitting`, a `UITableViewHeaderFooterView` through its `contentView`), as UIKit
///   self-sizes header views; with nothing constraining its height, its frame's height, else the table's
///   `estimatedSectionHeaderHeight` / `estimatedSectionFooterHeight` when positive, else the title's
///   default below (heights UIKit does not document, named here);
/// - a title and no view: 28 pt in a plain table and 38 pt in a grouped one (what iOS 13–17 show for a
///   one-line title in the default font);
/// - neither: none.
///
/// The model gives every section one header height and one footer height (``TableView``'s
/// `sectionHeaderHeight`), so the reading takes the largest section's — exact when the sections agree,
/// as they do in every controller measured; a table whose sections differ counts the largest for each.
///
/// Each view's frame is set to the table's width and its section's height; the views are kept for
/// `headerView(forSection:)` / `footerView(forSection:)`.
extension TableDataSourceRows {
    /// The title heights, by style.
    static func defaultTitleHeight(_ style: UITableView.Style) -> Double { style == .plain ? 28 : 38 }

    /// Every section's header and footer height (runs app code: call on the host's loop); the model's
    /// single header and footer height is the largest of them.
    package static func sectionHeights(of table: UITableView, sections: Int) -> (header: Double, footer: Double) {
        table.recycleSectionViews()
        guard sections > 0, let dataSource = table.dataSource else { return (0, 0) }
        let delegate = table.delegate as? any UITableViewDelegate
        var header = 0.0, footer = 0.0
        for s in 0..<sections {
            let asked = delegate?.tableView(table, heightForHeaderInSection: s) ?? table.sectionHeaderHeight
            let view = delegate?.tableView(table, viewForHeaderInSection: s)
            let h = sectionHeight(asked: asked, view: view, titled: dataSource.tableView(table, titleForHeaderInSection: s) != nil,
                                  estimate: table.estimatedSectionHeaderHeight, table: table)
            if let view = view as? UITableViewHeaderFooterView { table.sectionHeaderViews[s] = view }
            header = Swift.max(header, h)
            let askedFooter = delegate?.tableView(table, heightForFooterInSection: s) ?? table.sectionFooterHeight
            let footerView = delegate?.tableView(table, viewForFooterInSection: s)
            let f = sectionHeight(asked: askedFooter, view: footerView,
                                  titled: dataSource.tableView(table, titleForFooterInSection: s) != nil,
                                  estimate: table.estimatedSectionFooterHeight, table: table)
            if let footerView = footerView as? UITableViewHeaderFooterView { table.sectionFooterViews[s] = footerView }
            footer = Swift.max(footer, f)
        }
        return (header, footer)
    }

    /// One section's header (or footer) height; sizes `view` to it.
    private static func sectionHeight(asked: CGFloat, view: UIView?, titled: Bool, estimate: CGFloat, table: UITableView) -> Double {
        let width = table.bounds.width
        var height: Double
        if asked >= 0 {
            height = Double(asked)
        } else if let view {
            let fitted: CGFloat
            if let headerFooter = view as? UITableViewHeaderFooterView {
                fitted = headerFooter.fittedHeight(width: width)
            } else {
                fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            }
            if fitted > 0 {
                height = Double(fitted)
            } else if view.frame.height > 0 {
                height = Double(view.frame.height)
            } else if estimate > 0 {
                height = Double(estimate)
            } else {
                height = defaultTitleHeight(table.style)
            }
        } else {
            height = titled ? defaultTitleHeight(table.style) : 0
        }
        view?.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(height))
        return height
    }
}
