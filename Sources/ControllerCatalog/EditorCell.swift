import UIKit

/// The catalogue's editable cell, as apps write one: a text field or a text view, made in the cell's
/// initializer from its reuse identifier and added to its `contentView`, 8 pt from the cell's top and
/// 16 pt from its sides (a row of 44 pt or more holds it whole). The data source configures it in
/// `tableView(_:cellForRowAt:)` (text, placeholder, delegate); a cell registered under ``plain`` holds
/// no control.
final class EditorCell: UITableViewCell {
    /// Reuse identifiers: a cell with a text field, with a text view, or with neither.
    static let field = "EditorCell.field"
    static let note = "EditorCell.note"
    static let plain = "EditorCell.plain"

    /// The text field of a ``field`` cell.
    private(set) var textField: UITextField?
    /// The text view of a ``note`` cell.
    private(set) var textView: UITextView?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let frame = CGRect(x: 16, y: 8, width: 288, height: 32)
        if reuseIdentifier == Self.field {
            let field = UITextField(frame: frame)
            field.autoresizingMask = [.flexibleWidth]
            contentView.addSubview(field)
            textField = field
        } else if reuseIdentifier == Self.note {
            let view = UITextView(frame: frame)
            view.autoresizingMask = [.flexibleWidth]
            contentView.addSubview(view)
            textView = view
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Registers the three kinds of cell with `tableView`.
    static func register(in tableView: UITableView) {
        for id in [field, note, plain] { tableView.register(EditorCell.self, forCellReuseIdentifier: id) }
    }
}
