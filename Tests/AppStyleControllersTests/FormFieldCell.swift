import UIKit

/// A form's cell as apps write it with Auto Layout: one text field pinned to the content view's layout
/// margins (UIKit's default margins: 8 pt top and bottom, 16 pt sides in a plain table), 44 pt tall.
final class FormFieldCell: UITableViewCell {
    static let reuseIdentifier = "FormFieldCell"
    let field = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        field.translatesAutoresizingMaskIntoConstraints = false
        field.borderStyle = .none
        field.clearButtonMode = .whileEditing
        field.font = UIFont.preferredFont(forTextStyle: .body)
        contentView.addSubview(field)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
