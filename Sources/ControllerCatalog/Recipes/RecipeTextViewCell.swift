import UIKit

/// The cell seed 002's form makes its `UITextView` in (the control the article is about): the text view
/// inset 16 pt from the sides and 8 pt from the top and bottom of a 120 pt row.
final class RecipeTextViewCell: UITableViewCell {
    static let reuseIdentifier = "RecipeTextViewCell"
    static let rowHeight: CGFloat = 120
    let textView = UITextView(frame: CGRect(x: 16, y: 8, width: 288, height: 104))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textView.autoresizingMask = [.flexibleWidth]
        contentView.addSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
