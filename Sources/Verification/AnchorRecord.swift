@_spi(Checker) import ScrollGeometry

/// The row a reader keeps their place by, and its distance to the anchored edge of the visible area.
///
/// Reading lists anchor the row at the visible top (distance = row top − visible top). Chat lists anchor
/// the row at the visible bottom (distance = visible bottom − row bottom); a chat resting at its bottom
/// anchors the content's end instead, so an appended message keeps the list at the bottom.
/// The record keeps the next rows too, so that a deleted anchor hands over to its neighbour.
package struct AnchorRecord: Equatable {
    package enum Target: Equatable {
        case row(RowID)
        /// The last row, whichever it is after the change (a chat resting at its bottom).
        case contentEnd
    }

    /// The anchor and its neighbours moving away from the anchored edge, each with its distance.
    package let candidates: [(target: Target, distance: Double)]
    /// A row at the anchored edge showing no more than the tolerance, with its distance: too thin to be
    /// the reader's row by itself, but an app that counts it as visible (it is in
    /// `indexPathsForVisibleRows`) may keep it still instead of the anchor.
    var sliver: (target: Target, distance: Double)?
    /// The visible top's distance from the table's frame top when the record was made. Under a
    /// collapsing large title the visible top moves on screen with the offset, and a row kept still on
    /// the screen keeps its distance to the frame, not to the bar.
    var topFromFrame: Double = 0

    package static func == (lhs: AnchorRecord, rhs: AnchorRecord) -> Bool {
        lhs.candidates.map(\.target) == rhs.candidates.map(\.target)
            && lhs.candidates.map(\.distance) == rhs.candidates.map(\.distance)
            && lhs.sliver?.target == rhs.sliver?.target && lhs.sliver?.distance == rhs.sliver?.distance
    }

    /// Picks the anchor in `scene` for a list of `kind`, or `nil` when no row is visible.
    ///
    /// A row counts as visible when more than `tolerance` of it shows: a reader does not keep their
    /// place by a sliver thinner than the checker's own tolerance (a row whose top sits 0.07 pt above the
    /// visible bottom is, to a person, below it). Such a sliver at the anchored edge is kept as
    /// ``sliver``.
    package static func pick(in scene: Scene, kind: ListKind, tolerance: Double) -> AnchorRecord? {
        var record = pickCandidates(in: scene, kind: kind, tolerance: tolerance)
        record?.topFromFrame = VisibleArea(scene).topFromFrame
        return record
    }

    private static func pickCandidates(in scene: Scene, kind: ListKind, tolerance: Double) -> AnchorRecord? {
        let table = scene.tableView
        let area = VisibleArea(scene)
        guard area.height > 0, table.totalRows > 0 else { return nil }
        // Each row's rect once: a rect costs a walk inside the row's chunk.
        let showing = table.indexPathsForVisibleRows.map { (ip: $0, rect: table.rectForRow(at: $0)) }.filter {
            $0.rect.maxY > area.top && $0.rect.minY < area.bottom && $0.rect.height > 0
        }
        let visible = showing.filter {
            $0.rect.maxY > area.top + tolerance && $0.rect.minY < area.bottom - tolerance && $0.rect.height > tolerance
        }
        guard !visible.isEmpty else { return nil }
        switch kind {
        case .readingList:
            let rows = visible.prefix(4).compactMap { row -> (Target, Double)? in
                guard let id = table.row(at: row.ip)?.id else { return nil }
                return (.row(id), row.rect.minY - area.top)
            }
            var record = AnchorRecord(candidates: rows)
            if let first = showing.first, first.ip != visible.first?.ip, let id = table.row(at: first.ip)?.id {
                record.sliver = (.row(id), first.rect.minY - area.top)
            }
            return record
        case .chat:
            let rows = visible.reversed().prefix(4).compactMap { row -> (Target, Double)? in
                guard let id = table.row(at: row.ip)?.id else { return nil }
                return (.row(id), area.bottom - row.rect.maxY)
            }
            if let last = table.lastIndexPath {
                let end = table.rectForRow(at: last).maxY
                if end <= area.bottom + tolerance && end > area.top {
                    // Held at the bottom by the user's finger, the rows under it are as good a place as
                    // the end: a message arriving then may keep either still (``heldByFinger``).
                    return AnchorRecord(candidates: [(.contentEnd, area.bottom - end)] + (scene.isDragging ? rows : []))
                }
            }
            var record = AnchorRecord(candidates: rows)
            if let last = showing.last, last.ip != visible.last?.ip, let id = table.row(at: last.ip)?.id {
                record.sliver = (.row(id), area.bottom - last.rect.maxY)
            }
            return record
        }
    }

    /// The anchor's own distance when the anchor is gone from `table` and a neighbour survives, else
    /// `nil`. When the row a reader held is deleted, something moves into the gap: either the rows
    /// beyond it close up and the neighbour takes the deleted row's place (UITableView's own
    /// `deleteRows` with the offset left alone), or the neighbour keeps its own place and the rows on
    /// the other side close up. A person sees a row leave in both; neither is a jump.
    func handedOverDistance(in table: TableView) -> Double? {
        guard let first = candidates.first, candidates.count > 1 else { return nil }
        switch first.target {
        case let .row(id):
            return table.indexPath(of: id) == nil ? first.distance : nil
        case .contentEnd:
            return nil
        }
    }

    /// The first candidate that still exists in `table`, with its rect now.
    package func survivor(in table: TableView) -> (target: Target, distance: Double, rect: Rect)? {
        for (target, distance) in candidates {
            switch target {
            case let .row(id):
                if let ip = table.indexPath(of: id) { return (target, distance, table.rectForRow(at: ip)) }
            case .contentEnd:
                if let last = table.lastIndexPath { return (target, distance, table.rectForRow(at: last)) }
            }
        }
        return nil
    }
}
