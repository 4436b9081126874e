import UIKit

// Seed 000 — "Maintain UITableView scroll position with keyboard expansion" (000_dfb453c1dfbdd645.txt),
// section "Scroll Helpers": the article's `UITableView` category as the chat apps of this folder ship it,
// translated line by line.

extension UITableView {
    /// `- (bool) scrolledToBottom`: true when `contentOffset.y >= contentSize.height - bounds.height`.
    ///
    /// Known bug, kept: `adjustedContentInset` is ignored, so a table whose bottom inset is `b` counts as
    /// "at the bottom" `b` points early, and content shorter than the bounds always counts.
    var scrolledToBottom: Bool {                                               // objc: - (bool) scrolledToBottom
        return self.contentOffset.y >= (self.contentSize.height - self.bounds.size.height) // objc: return self.contentOffset.y >= (self.contentSize.height - self.bounds.size.height);
    }

    /// `- (void)scrollToBottom:(BOOL)animated`: the last row of the last section at `.bottom` (the chats
    /// call it when a message arrives while the reader is at the bottom).
    func scrollToBottom(_ animated: Bool) {                                    // objc: - (void)scrollToBottom:(BOOL)animated
        let lastSection = (self.dataSource?.numberOfSections(in: self) ?? 0) - 1 // objc: NSInteger lastSection = [self.dataSource numberOfSectionsInTableView:self] - 1;
        let rowIndex = (self.dataSource?.tableView(self, numberOfRowsInSection: lastSection) ?? 0) - 1 // objc: NSInteger rowIndex = [self.dataSource tableView:self numberOfRowsInSection:lastSection] - 1;

        if rowIndex >= 0 {                                                     // objc: if(rowIndex >= 0) {
            let indexPath = IndexPath(row: rowIndex, section: lastSection)     // objc: NSIndexPath *indexPath = [NSIndexPath indexPathForRow:rowIndex inSection:lastSection];
            self.scrollToRow(at: indexPath, at: .bottom, animated: animated)   // objc: [self scrollToRowAtIndexPath:indexPath atScrollPosition:UITableViewScrollPositionBottom animated:animated];
        }                                                                      // objc: }
    }
}
