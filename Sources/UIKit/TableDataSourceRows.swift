@_spiOnly @_spi(Checker) import ScrollGeometry

/// A table's rows as its data source and delegate describe them, asked the way UIKit asks: the number of
/// sections and rows, each row's height (`tableView(_:heightForRowAt:)`, whose default is the table's
/// `rowHeight`; `automaticDimension` means a self-sizing row), its estimate
/// (`tableView(_:estimatedHeightForRowAt:)`, else the table's `estimatedRowHeight`), the text control in
/// the cell `tableView(_:cellForRowAt:)` returns, and the section titles
/// (`tableView(_:titleForHeaderInSection:)`, `tableView(_:heightForHeaderInSection:)`).
///
/// Heights UIKit does not document, named here:
/// - a self-sizing row (`rowHeight` or the delegate's answer `automaticDimension`) is as tall as its cell's
///   content makes it: the cell's `contentView` fitted at the table's width
///   (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with the width
///   required and the height at `fittingSizeLevel`, as UIKit sizes a self-sizing cell), rounded up to
///   the screen's pixels (the separator's hairline is not added). A content view whose constraints
///   leave its height at zero (none, or none that reach its bottom) gets UIKit's default row height, 44 pt.
/// - `estimatedRowHeight` left at `automaticDimension` (UIKit's default since iOS 11: "the table view
///   selects an estimated height to use on your behalf") estimates 44 pt for self-sizing rows; rows of a
///   fixed height are counted exactly.
/// - a section title with no height given is 28 pt in a plain table and 38 pt in a grouped one (what
///   iOS 13–17 show for a one-line title in the default font); a section without a title has none.
package struct TableDataSourceRows {
    package var sections: [[RowSpec]] = []
    /// What each row's cell shows (``shownText(in:)``), section by section as ``sections``: read only when
    /// asked for (a reload follows rows by it, ``ReloadIdentity``), else empty.
    var shown: [[String?]] = []
    package var estimatedRowHeight = 0.0
    package var sectionHeaderHeight = 0.0
    package var sectionFooterHeight = 0.0

    /// UIKit's default row height, and its default estimate for self-sizing rows.
    static let defaultRowHeight = 44.0

    /// Asks `table`'s data source and delegate for everything (runs app code: call on the host's loop),
    /// and with `readingShownText` what each row's cell shows.
    package init(table: UITableView, readingShownText: Bool = false) {
        guard let dataSource = table.dataSource else { return }
        let sectionCount = Swift.max(0, dataSource.numberOfSections(in: table))
        var selfSizing = false
        for s in 0..<sectionCount {
            let count = Swift.max(0, dataSource.tableView(table, numberOfRowsInSection: s))
            var rows: [RowSpec] = []
            var texts: [String?] = []
            rows.reserveCapacity(count)
            texts.reserveCapacity(count)
            for r in 0..<count {
                let path = Foundation.IndexPath(row: r, section: s)
                // UIKit asks each row's height once.
                let asked = Self.height(at: path, of: table)
                if asked < 0 { selfSizing = true }
                let (row, cell) = Self.rowAndCell(at: path, of: table, askedHeight: asked)
                rows.append(row)
                if readingShownText { texts.append(cell.flatMap { Self.shownText(in: $0.contentView) }) }
                if let cell { table.enqueueReusableCell(cell) }
            }
            sections.append(rows)
            if readingShownText { shown.append(texts) }
        }
        if sections.isEmpty {
            sections = [[]]
            if readingShownText { shown = [[]] }
        }
        let estimate = table.estimatedRowHeight
        if estimate > 0 {
            estimatedRowHeight = Double(estimate)
        } else if estimate < 0, selfSizing {
            estimatedRowHeight = Self.defaultRowHeight
        }
        (sectionHeaderHeight, sectionFooterHeight) = Self.sectionHeights(of: table, sections: sectionCount)
    }

    static func height(at path: Foundation.IndexPath, of table: UITableView) -> CGFloat {
        if let delegate = table.delegate as? any UITableViewDelegate {
            return delegate.tableView(table, heightForRowAt: path)
        }
        return table.rowHeight
    }

    /// The row at `path`: its height, its own estimate (nil: the table's) and the text control of its cell.
    /// The cell made to tell it goes to the table's reuse queue.
    static func row(at path: Foundation.IndexPath, of table: UITableView, askedHeight: CGFloat? = nil) -> RowSpec {
        let (row, cell) = rowAndCell(at: path, of: table, askedHeight: askedHeight)
        if let cell { table.enqueueReusableCell(cell) }
        return row
    }

    /// ``row(at:of:askedHeight:)`` and the one cell the data source gave for it (out of the hierarchy;
    /// the caller queues it for reuse when done reading it).
    static func rowAndCell(at path: Foundation.IndexPath, of table: UITableView,
                           askedHeight: CGFloat? = nil) -> (row: RowSpec, cell: UITableViewCell?) {
        let asked = askedHeight ?? height(at: path, of: table)
        var estimate: Double?
        if let delegate = table.delegate as? any UITableViewDelegate {
            let e = delegate.tableView(table, estimatedHeightForRowAt: path)
            if e > 0 { estimate = Double(e) }
        }
        let cell = table.dataSource.map { $0.tableView(table, cellForRowAt: path) }
        cell?.updateConfigurationBeforeFirstDisplay()
        let field = cell.flatMap(textControl(in:))
        var height = asked >= 0 ? Double(asked) : defaultRowHeight
        if asked < 0, let cell, let fitted = selfSizedHeight(of: cell, width: table.bounds.width, scale: table.host?.screen.scale ?? 3,
                                                             placingControl: field != nil) {
            height = fitted
        }
        var control: Control?
        if let cell {
            if let view = field {
                let kind: Control.Kind = view is UITextView ? .textView : .textField
                let frame = view.convert(view.bounds, to: cell)
                if frame.height > 0, frame.maxY <= CGFloat(height) {
                    control = Control(kind, topPadding: Swift.max(0, Double(frame.minY)),
                                      bottomPadding: Swift.max(0, height - Double(frame.maxY)))
                } else {
                    control = Control(kind)
                }
            }
        }
        return (RowSpec(height: height, estimatedHeight: estimate, control: control), cell)
    }

    /// The text a cell shows the reader: its visible labels' texts, front to back in each view's
    /// subviews, one per line (the built-in labels and a content configuration's live in its
    /// `contentView`); nil when it shows none. What the reader recognises a row by
    /// (``ReloadIdentity``).
    static func shownText(in view: UIView) -> String? {
        var texts: [String] = []
        func walk(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
            for sub in view.subviews { walk(sub) }
        }
        walk(view)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    /// The height a self-sizing `cell` takes at `width`: its `contentView` fitted with the width
    /// required and the height as small as its constraints allow, rounded up to the screen's pixels;
    /// the cell and its content view then take that size. With `placingControl` (the cell holds a text
    /// control), they are also laid out at it and their stack views arranged in the frames that pass
    /// gave them, so that the control's frame is where the row shows it; without, nothing more is read
    /// from this cell, which only measured the row (UIKit lays out the cell it displays, and the row's
    /// cell is asked for again when the row is displayed). `nil` when the constraints leave no height
    /// (UIKit's 44 pt then).
    static func selfSizedHeight(of cell: UITableViewCell, width: CGFloat, scale: CGFloat, placingControl: Bool) -> Double? {
        guard width > 0 else { return nil }
        let content = cell.contentView
        content.frame = CGRect(x: 0, y: 0, width: width, height: content.frame.height)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height > 0, fitted.height.isFinite else { return nil }
        let height = (Double(fitted.height) * Double(scale) - 0.001).rounded(.up) / Double(scale)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(height))
        content.frame = cell.bounds
        guard placingControl else { return height }
        cell.layoutIfNeeded()
        content.arrangeStacks()
        return height
    }

    /// The first text field or text view in `view`'s hierarchy, front to back in each view's subviews
    /// (the cell's `contentView` first).
    static func textControl(in view: UIView) -> UIView? {
        for sub in view.subviews {
            if sub is UITextField || sub is UITextView { return sub }
            if let found = textControl(in: sub) { return found }
        }
        return nil
    }
}
