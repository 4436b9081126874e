import UIKit

/// A view controller that never looks at the keyboard: what the checker must catch. Its screen is its
/// own: 30 rows of 60 pt, a text view every third row and a text field in the others, in a table or
/// (`form`) laid out in a plain scroll view, above a bar `accessoryHeight` tall at the view's bottom.
final class IgnoresKeyboardViewController: UIViewController, UITableViewDataSource {
    private let form: Bool
    private let accessoryHeight: CGFloat
    static let rows = 30
    static let rowHeight: CGFloat = 60

    init(form: Bool = false, accessoryHeight: CGFloat = 0) {
        self.form = form
        self.accessoryHeight = accessoryHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func isTextView(row: Int) -> Bool { row % 3 == 2 }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - accessoryHeight))
        if form {
            let scroll = UIScrollView(frame: frame)
            for row in 0..<Self.rows {
                let controlFrame = CGRect(x: 16, y: CGFloat(row) * Self.rowHeight + 6, width: max(0, bounds.width - 32),
                                          height: Self.rowHeight - 12)
                scroll.addSubview(Self.isTextView(row: row) ? UITextView(frame: controlFrame) : UITextField(frame: controlFrame))
            }
            scroll.contentSize = CGSize(width: bounds.width, height: CGFloat(Self.rows) * Self.rowHeight)
            view.addSubview(scroll)
        } else {
            let table = UITableView(frame: frame, style: .plain)
            table.rowHeight = Self.rowHeight
            table.register(ControlCell.self, forCellReuseIdentifier: ControlCell.reuseIdentifier)
            table.dataSource = self
            view.addSubview(table)
        }
        if accessoryHeight > 0 {
            view.addSubview(UIView(frame: CGRect(x: 0, y: frame.maxY, width: bounds.width, height: accessoryHeight)))
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ControlCell.reuseIdentifier, for: indexPath) as! ControlCell
        cell.configure(textView: Self.isTextView(row: indexPath.row), height: Self.rowHeight, delegate: nil)
        return cell
    }
}
