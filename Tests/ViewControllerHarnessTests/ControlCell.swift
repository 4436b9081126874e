import UIKit

/// The cell the harness tests' view controllers register: one text field or text view, 6 pt from the
/// row's top and bottom (what the model's `Control` places by default), made in `cellForRowAt` with the
/// controller as its delegate, as apps do.
final class ControlCell: UITableViewCell {
    static let reuseIdentifier = "ControlCell"
    private(set) var control: UIView?

    /// Puts a text view (`textView` true) or a text field in the cell, for a row `height` tall; its
    /// delegate is `delegate` when that adopts the control's delegate protocol.
    func configure(textView: Bool, height: CGFloat, delegate: AnyObject?) {
        control?.removeFromSuperview()
        let frame = CGRect(x: 16, y: 6, width: 300, height: max(0, height - 12))
        if textView {
            let view = UITextView(frame: frame)
            view.delegate = delegate as? any UITextViewDelegate
            control = view
        } else {
            let field = UITextField(frame: frame)
            field.delegate = delegate as? any UITextFieldDelegate
            control = field
        }
        if let control { contentView.addSubview(control) }
    }
}

extension UIViewController {
    /// A plain table filling the controller's view, its rows `rowHeight` tall, cells of ``ControlCell``.
    func makeControlTable(rowHeight: CGFloat, dataSource: any UITableViewDataSource) -> UITableView {
        let table = UITableView(frame: view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = rowHeight
        table.register(ControlCell.self, forCellReuseIdentifier: ControlCell.reuseIdentifier)
        table.dataSource = dataSource
        view.addSubview(table)
        return table
    }
}

/// A data source of `count` rows of ``ControlCell`` (`height` tall, a text view or a text field each), for
/// a test controller whose data is nothing but its rows.
final class ControlRows: NSObject, UITableViewDataSource {
    let count: Int
    let height: CGFloat
    let textViews: Bool
    weak var delegate: AnyObject?

    init(count: Int, height: CGFloat, textViews: Bool = false, delegate: AnyObject? = nil) {
        self.count = count
        self.height = height
        self.textViews = textViews
        self.delegate = delegate
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: textViews, height: height, delegate: delegate)
        return cell
    }
}
