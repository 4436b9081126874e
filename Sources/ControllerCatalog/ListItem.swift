import UIKit

/// One item of the catalogue's lists, as an app keeps it: an identity that is never reused, the height
/// its row takes (`tableView(_:heightForRowAt:)`), the editor its cell holds and its text.
struct ListItem {
    enum Editor {
        case field, note, none

        /// The reuse identifier of the ``EditorCell`` that shows it.
        var reuseIdentifier: String {
            switch self {
            case .field: return EditorCell.field
            case .note: return EditorCell.note
            case .none: return EditorCell.plain
            }
        }
    }

    let id: Int
    var height: CGFloat
    var editor: Editor
    var text: String

    /// Varied row heights an app's content gives (one line of text to a few).
    static let heights: [CGFloat] = [44, 60, 88, 52, 120, 44, 72]

    /// `count` items with identities from `firstID`, heights cycling through ``heights`` from `offset`,
    /// and the editor `editor(i)` for the `i`-th.
    static func make(_ count: Int, firstID: Int, offset: Int = 0, editor: (Int) -> Editor) -> [ListItem] {
        (0..<count).map { i in
            ListItem(id: firstID + i, height: heights[(offset + i) % heights.count], editor: editor(i), text: "Item \(firstID + i)")
        }
    }

    /// Configures `cell` (dequeued under this item's reuse identifier) for this item: the text and
    /// placeholder of its editor, and `delegate` as the editor's delegate.
    func configure(_ cell: UITableViewCell, delegate: AnyObject?) {
        guard let cell = cell as? EditorCell else { return }
        if let field = cell.textField {
            field.placeholder = text
            field.delegate = delegate as? any UITextFieldDelegate
        }
        if let view = cell.textView {
            view.text = text
            view.delegate = delegate as? any UITextViewDelegate
        }
    }
}
