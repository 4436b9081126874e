import UIKit

/// The cell the recipes' forms and chats make their text fields in (`tableView(_:cellForRowAt:)`
/// dequeues it and configures the field): one `UITextField` inset 16 pt from the sides and 7 pt from the
/// top of a 44 pt row (30 pt tall, UIKit's rounded-rect field), as an app's storyboard prototype cell has it.
final class RecipeFieldCell: UITableViewCell {
    static let reuseIdentifier = "RecipeFieldCell"
    let field = UITextField(frame: CGRect(x: 16, y: 7, width: 288, height: 30))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(field)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
