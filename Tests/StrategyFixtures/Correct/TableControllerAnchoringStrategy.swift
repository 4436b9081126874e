import KeyboardStrategies
import ScrollGeometry

/// A `UITableViewController` that leaves the keyboard to UIKit (the controller "automatically resizes
/// the table view to accommodate the appearance and disappearance of the onscreen keyboard", Apple's
/// overview) and keeps the reader's place when rows change, in the style of Texture's
/// `automaticallyAdjustsContentOffset` and Signal's continuity token: before an update it notes the
/// first rows visible below the top inset and their distances to it; after the update it finds the
/// first of them that still exists and puts it back at its distance, again while laying out rows turns
/// estimates into true heights.
///
/// It promises anchor stability across content changes only: the keyboard is UIKit's business.
public struct TableControllerAnchoringStrategy: KeyboardStrategy {
    public init() {}

    public static let descriptor = StrategyDescriptor(
        id: "tableControllerAnchoring", summary: "UITableViewController's own keyboard handling; the first visible rows noted before each update and the first survivor put back at its distance",
        source: "written here in the style of Texture's automaticallyAdjustsContentOffset and Signal's scroll continuity token (UIKIT-NOTES.md §1.5)",
        promises: [.anchorStability, .noUIKitException],
        listKinds: [.readingList], controller: .tableViewController, tableOnly: true,
        promiseScopes: [.anchorStability: [.contentChange]],
        make: { _ in TableControllerAnchoringStrategy() })

    public mutating func perform(_ update: RowUpdate, in scene: inout Scene) throws {
        let marks = Self.visibleRows(scene)
        try scene.tableView.apply(update)
        for _ in 0..<(scene.tableView.totalRows + 16) {
            scene.layoutIfNeeded()
            let table = scene.tableView
            guard let (path, distance) = marks.lazy.compactMap({ mark in
                table.indexPath(of: mark.id).map { ($0, mark.distance) } }).first else { return }
            let wanted = table.rectForRow(at: path).minY - distance - table.adjustedContentInset.top
            let target = table.scrollView.clampedOffsetY(wanted)
            if abs(target - table.contentOffset.y) < 0.001 { return }
            try scene.tableView.setContentOffset(Point(x: 0, y: target))
        }
    }

    /// The rows visible below the top inset, top first, with each row's top minus the visible top.
    static func visibleRows(_ scene: Scene) -> [(id: RowID, distance: Double)] {
        let table = scene.tableView
        let top = table.contentOffset.y + table.adjustedContentInset.top
        let bottom = table.contentOffset.y + table.bounds.height - table.adjustedContentInset.bottom
        return table.indexPathsForVisibleRows.compactMap { path in
            let rect = table.rectForRow(at: path)
            guard rect.height > 0, rect.maxY > top, rect.minY < bottom, let id = table.row(at: path)?.id else { return nil }
            return (id, rect.minY - top)
        }
    }
}
