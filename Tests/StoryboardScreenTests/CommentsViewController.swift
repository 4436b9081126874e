import UIKit

/// A comments screen laid out in Comments.storyboard (written here from scratch in the style of the
/// course-project comment screens of public repositories): a collection view with a flow layout and a
/// prototype cell of the app's class, above a composer bar whose bottom the storyboard pins to the view's
/// keyboard layout guide, so UIKit keeps the composer above the keyboard and the list above the composer.
/// Items span the list's width (`sizeForItemAt`). The outlets are as `keyfuzz import` leaves them
/// (`@IBOutlet` lowered to plain properties).
class CommentsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UITextFieldDelegate {
    weak var collectionView: UICollectionView!
    weak var commentField: UITextField!
    private var comments = (0..<18).map { "Comment \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = self
        collectionView.delegate = self
        commentField.delegate = self
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { comments.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "comment", for: indexPath) as! CommentCell
        cell.bodyLabel.text = comments[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 64)
    }
}

/// The storyboard's prototype cell: a label pinned to its margins.
class CommentCell: UICollectionViewCell {
    weak var bodyLabel: UILabel!
}
