// Seed 000 — "Maintain UITableView scroll position with keyboard expansion"
// (000_dfb453c1dfbdd645.txt), section "Scroll Helpers": the article's UITableView category.
//
// Recipe: `scrolledToBottom` compares the offset with `contentSize.height - bounds.size.height`;
// `scrollToBottom:` scrolls the last row of the last section to `.bottom`.
// Invariants meant: none of their own; `BottomPinned` relies on `scrolledToBottom` for bottomPinning.
import KeyboardStrategies
import ScrollGeometry

/// The article's `UITableView (ScrollHelpers)` category, as free functions over the model's table.
enum BottomScrollHelpers {
    /// `- (bool)scrolledToBottom`: `contentOffset.y >= contentSize.height - bounds.size.height`.
    ///
    /// Known bug, kept: it ignores `adjustedContentInset` (safe area, keyboard inset). A table whose
    /// bottom inset is `b` rests at `contentSize.height + b - bounds.height`, so the test passes `b` points
    /// early: a table scrolled up by less than its bottom inset still counts as "at the bottom". And a
    /// table whose content is shorter than its bounds always counts as at the bottom.
    static func scrolledToBottom(_ table: TableView) -> Bool {
        table.contentOffset.y >= table.contentSize.height - table.bounds.height
    }

    /// `- (void)scrollToBottom:(BOOL)animated`: the last row of the last section at `.bottom`, if that
    /// section has a row. (The model has no data source apart from the table, so
    /// `numberOfSectionsInTableView:` / `numberOfRowsInSection:` are the table's counts.)
    ///
    /// Known bug, kept: an empty last section is skipped even when an earlier section has rows
    /// (`rowIndex` is −1), and a table with no section at all asks for section −1 (the data source would
    /// be called with −1; here it reports 0 rows, so nothing happens).
    static func scrollToBottom(_ table: inout TableView) throws {
        let lastSection = table.numberOfSections - 1
        let rowIndex = table.numberOfRows(inSection: lastSection) - 1
        if rowIndex >= 0 {
            try table.scrollToRow(at: IndexPath(row: rowIndex, section: lastSection), at: .bottom)
        }
    }
}
