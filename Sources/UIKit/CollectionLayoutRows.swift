@_spiOnly @_spi(Checker) import ScrollGeometry

/// A collection view's items as the model's rows, asked the way its layout asks: the number of sections
/// and items, each item's size (a flow layout: the delegate's `sizeForItemAt`, else `itemSize`; cells
/// that size themselves — a flow layout's `estimatedItemSize`, every list layout — their content view
/// fitted at the item's width), the line spacing and section insets, the headers and footers, and the
/// text control in the cell `collectionView(_:cellForItemAt:)` returns.
///
/// The model holds one item per row: an item's row is the line spacing above it (none above the first
/// item of a section) and its height — so a row's bottom is its item's, and a row shows exactly when its
/// item does at the top of the list; a section's header row height is its header plus its top inset,
/// its footer its bottom inset plus its footer. The model's sections share one header and one footer
/// height: those of section 0 (a layout whose sections differ is read with section 0's, and said once).
///
/// Heights UIKit does not document, named here:
/// - a self-sizing cell whose constraints leave its height at zero is 44 pt (a table's default row);
/// - a flow layout's `automaticSize` estimate fits a cell at its section's width (apps that use it pin
///   the cell's width to the collection view's, as Apple's samples do);
/// - the list layout's numbers are ``ListLayoutGeometry``'s.
package struct CollectionLayoutRows {
    package var sections: [[RowSpec]] = []
    /// What each item's cell shows (``TableDataSourceRows/shownText(in:)``), section by section as
    /// ``sections``: read only when asked for (a reload follows items by it), else empty.
    var shown: [[String?]] = []
    package var estimatedRowHeight = 0.0
    package var sectionHeaderHeight = 0.0
    package var sectionFooterHeight = 0.0

    /// How one section places its items: across (`itemX`, `rightInset`) and apart (`lineSpacing`), and
    /// the heights above and below its items.
    struct SectionGeometry: Equatable {
        var itemX: CGFloat
        var rightInset: CGFloat
        var lineSpacing: CGFloat
        var header: Double
        var footer: Double
        /// Several items fit in one of the section's lines (a grid), for the warning.
        var fitsSeveral = false

        func itemWidth(in width: CGFloat) -> CGFloat { Swift.max(0, width - itemX - rightInset) }
    }

    /// Asks `collection`'s data source, delegate and layout for everything (runs app code: call on the
    /// host's loop).
    package init(collection: UICollectionView, readingShownText: Bool = false) {
        guard let dataSource = collection.dataSource else { return }
        collection.collectionViewLayout.prepare()
        let sectionCount = Swift.max(0, dataSource.numberOfSections(in: collection))
        var grid = false
        for s in 0..<sectionCount {
            let count = Swift.max(0, dataSource.collectionView(collection, numberOfItemsInSection: s))
            let geometry = Self.sectionGeometry(s, of: collection)
            grid = grid || geometry.fitsSeveral
            // Each cell, once measured (and its text read), waits in the reuse queue for the next item.
            var rows: [RowSpec] = []
            var texts: [String?] = []
            rows.reserveCapacity(count)
            for item in 0..<count {
                let (row, cell) = Self.rowAndCell(at: Foundation.IndexPath(item: item, section: s), of: collection, spacingAbove: item > 0)
                rows.append(row)
                if readingShownText { texts.append(cell.flatMap { TableDataSourceRows.shownText(in: $0.contentView) }) }
                if let cell { collection.enqueueReusableCell(cell) }
            }
            sections.append(rows)
            if readingShownText { shown.append(texts) }
        }
        // A collection view may have no sections at all (a chat of one section per message, before the
        // first message): the model then has none either.
        let first = Self.sectionGeometry(0, of: collection)
        sectionHeaderHeight = first.header
        sectionFooterHeight = first.footer
        if let estimate = Self.estimate(of: collection) { estimatedRowHeight = estimate }
        if grid, !collection.warnedGrid {
            collection.warnedGrid = true
            FileHandle.standardError.write(Data("keyfuzz: this collection view's flow layout fits several items in a line; KeyboardScroll models one item per line (Sources/UIKit/STATUS.md)\n".utf8))
        }
    }

    /// The estimate cells that size themselves start with (nil: sizes are exact).
    static func estimate(of collection: UICollectionView) -> Double? {
        if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
            guard flow.selfSizing else { return nil }
            let height = flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? TableDataSourceRows.defaultRowHeight : Double(flow.estimatedItemSize.height)
            return height
        }
        if collection.collectionViewLayout is UICollectionViewCompositionalLayout { return UICollectionLayoutListConfiguration.estimatedItemHeight }
        return nil
    }

    /// Section `section`'s placement, from the layout (and a flow layout's delegate).
    static func sectionGeometry(_ section: Int, of collection: UICollectionView) -> SectionGeometry {
        let layout = collection.collectionViewLayout
        if let list = layout as? UICollectionViewCompositionalLayout {
            return list.listConfiguration(forSection: section, in: collection).sectionGeometry(section, in: collection)
        }
        let flow = layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        let delegate = collection.delegate as? any UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView(collection, layout: layout, insetForSectionAt: section) ?? flow.sectionInset
        let spacing = delegate?.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing
        let header = delegate?.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: section).height ?? flow.headerReferenceSize.height
        let footer = delegate?.collectionView(collection, layout: layout, referenceSizeForFooterInSection: section).height ?? flow.footerReferenceSize.height
        var geometry = SectionGeometry(itemX: inset.left, rightInset: inset.right, lineSpacing: Swift.max(0, spacing),
                                       header: Double(Swift.max(0, header) + Swift.max(0, inset.top)),
                                       footer: Double(Swift.max(0, inset.bottom) + Swift.max(0, footer)))
        if !flow.selfSizing, collection.numberOfItemsIfKnown(inSection: section) > 1 {
            // Whether the section's first two items share a line, by the flow layout's own rules.
            let interitem = delegate?.collectionView(collection, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? flow.minimumInteritemSpacing
            let sizes = (0..<2).map { item -> Size in
                let size = delegate?.collectionView(collection, layout: layout, sizeForItemAt: Foundation.IndexPath(item: item, section: section)) ?? flow.itemSize
                return Size(width: Double(Swift.max(0, size.width)), height: Double(Swift.max(0, size.height)))
            }
            let lines = try? FlowLayoutGeometry(width: Double(collection.bounds.width), sections: [
                FlowLayoutGeometry.Section(itemSizes: sizes, sectionInset: inset.model, minimumLineSpacing: Double(Swift.max(0, spacing)),
                                           minimumInteritemSpacing: Double(Swift.max(0, interitem)))
            ]).lines.first
            geometry.fitsSeveral = lines?.count == 1
        }
        return geometry
    }

    /// The item at `path` as a row: the line spacing above it (`spacingAbove`: every item but the first of
    /// its section) and its height, its estimate when cells size themselves, and its cell's text control.
    static func row(at path: Foundation.IndexPath, of collection: UICollectionView, spacingAbove: Bool) -> RowSpec {
        let (row, cell) = rowAndCell(at: path, of: collection, spacingAbove: spacingAbove)
        if let cell { collection.enqueueReusableCell(cell) }
        return row
    }

    /// ``row(at:of:spacingAbove:)`` and the one cell the data source gave for it.
    static func rowAndCell(at path: Foundation.IndexPath, of collection: UICollectionView,
                           spacingAbove: Bool) -> (row: RowSpec, cell: UICollectionViewCell?) {
        let geometry = sectionGeometry(path.section, of: collection)
        let width = geometry.itemWidth(in: collection.bounds.width)
        let spacing = spacingAbove ? Double(geometry.lineSpacing) : 0
        let cell = collection.dataSource?.collectionView(collection, cellForItemAt: path)
        var height: Double
        var estimate: Double?
        if let fixed = fixedHeight(at: path, of: collection) {
            height = fixed
        } else {
            height = cell.flatMap { fittedHeight(of: $0, width: width, scale: collection.host?.screen.scale ?? 3) } ?? TableDataSourceRows.defaultRowHeight
            if collection.collectionViewLayout is UICollectionViewCompositionalLayout {
                height = Swift.max(height, UICollectionLayoutListConfiguration.minimumItemHeight)
            }
            estimate = Self.estimate(of: collection).map { $0 + spacing }
        }
        var control: Control?
        if let cell {
            cell.frame = CGRect(x: 0, y: 0, width: width, height: CGFloat(height))
            cell.contentView.frame = cell.bounds
            cell.layoutIfNeeded()
            cell.contentView.arrangeStacks()
            if let view = TableDataSourceRows.textControl(in: cell) {
                let kind: Control.Kind = view is UITextView ? .textView : .textField
                let frame = view.convert(view.bounds, to: cell)
                if frame.height > 0, frame.maxY <= CGFloat(height) {
                    // The model places the control in the item's rect (the row less the spacing above it).
                    control = Control(kind, topPadding: Swift.max(0, Double(frame.minY)),
                                      bottomPadding: Swift.max(0, height - Double(frame.maxY)))
                } else {
                    control = Control(kind)
                }
            }
        }
        return (RowSpec(height: height + spacing, estimatedHeight: estimate, control: control), cell)
    }

    /// A flow layout's item height when its cells do not size themselves: the delegate's
    /// `sizeForItemAt`, else `itemSize`. Nil when the cell decides.
    static func fixedHeight(at path: Foundation.IndexPath, of collection: UICollectionView) -> Double? {
        guard let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout, !flow.selfSizing else { return nil }
        if let delegate = collection.delegate as? any UICollectionViewDelegateFlowLayout {
            return Double(Swift.max(0, delegate.collectionView(collection, layout: flow, sizeForItemAt: path).height))
        }
        return Double(Swift.max(0, flow.itemSize.height))
    }

    /// A self-sizing cell's height at `width` (`preferredLayoutAttributesFitting(_:)`), rounded up to the
    /// screen's pixels; nil when its constraints leave no height.
    static func fittedHeight(of cell: UICollectionViewCell, width: CGFloat, scale: CGFloat) -> Double? {
        guard width > 0 else { return nil }
        let proposed = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        let fitted = cell.preferredLayoutAttributesFitting(proposed).size.height
        guard fitted > 0, fitted.isFinite else { return nil }
        return (Double(fitted) * Double(scale) - 0.001).rounded(.up) / Double(scale)
    }
}

extension UICollectionView {
    /// The item count of `section` without asking app code twice: the model's when it backs this view,
    /// else the data source's.
    func numberOfItemsIfKnown(inSection section: Int) -> Int {
        if let host = modelHost { return host.sceneStorage.tableView.numberOfRows(inSection: section) }
        return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
}
