// Written by `keyfuzz import Comments.storyboard`: the storyboard's scenes built in code, as UIKit decodes
// them, for the checks on Linux (iOS loads the storyboard itself: leave this file out of the app).
// Import the storyboard again after changing it; edits here are lost.
@_spi(KeyfuzzInterfaceBuilder) import UIKit

/// The storyboard "Comments": `CommentsStoryboard.register()` makes `UIStoryboard(name: "Comments", bundle: nil)` find its
/// scenes; `CommentsStoryboard.instantiate(_:)` registers and instantiates in one call (an adoption line's `make`).
enum CommentsStoryboard {
    /// Registers the storyboard under its name (again is harmless).
    static func register() {
        UIStoryboard.register(name: "Comments", initialScene: UIStoryboard.Scene(identifier: nil, make: { _ in scene_Com_vc_001() }), scenes: [
            UIStoryboard.Scene(identifier: "Comments", make: { _ in scene_Com_vc_001() }),
        ])
    }

    /// `UIStoryboard(name: "Comments", bundle: nil).instantiateViewController(withIdentifier:)`, after registering.
    static func instantiate(_ identifier: String) -> UIViewController {
        register()
        return UIStoryboard(name: "Comments", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }

    /// The storyboard's initial view controller, after registering.
    static func instantiateInitial() -> UIViewController? {
        register()
        return UIStoryboard(name: "Comments", bundle: nil).instantiateInitialViewController()
    }
    /// The scene of `CommentsViewController` (storyboard identifier "Comments") (line 11).
    static func scene_Com_vc_001() -> UIViewController {
        let controller = (CommentsViewController(coder: UINibDecoder()) as CommentsViewController?)!
        controller.setStoryboardViewLoader { loading in
            let owner = loading as! CommentsViewController
            _ = owner
            let view1 = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            view1.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let layout3 = UICollectionViewFlowLayout()
            layout3.minimumLineSpacing = 8
            layout3.minimumInteritemSpacing = 10
            layout3.itemSize = CGSize(width: 393, height: 64)
            layout3.headerReferenceSize = CGSize(width: 0, height: 0)
            layout3.footerReferenceSize = CGSize(width: 0, height: 0)
            layout3.sectionInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
            let collection2 = UICollectionView(frame: .zero, collectionViewLayout: layout3)
            view1.addSubview(collection2)
            collection2.translatesAutoresizingMaskIntoConstraints = false
            collection2.keyboardDismissMode = .interactive
            collection2.registerPrototype("comment") { [unowned owner] in
                _ = owner
                let cell4 = (CommentCell(coder: UINibDecoder()) as CommentCell?)!
                cell4.frame = CGRect(x: 0, y: 12, width: 393, height: 64)
                cell4.contentView.frame = CGRect(x: 0, y: 0, width: 393, height: 64)
                let view5 = UILabel(frame: .zero)
                cell4.contentView.addSubview(view5)
                view5.translatesAutoresizingMaskIntoConstraints = false
                view5.isUserInteractionEnabled = false
                view5.text = "Comment"
                view5.numberOfLines = 0
                view5.font = UIFont.systemFont(ofSize: 15)
                let constraint6 = NSLayoutConstraint(item: view5, attribute: .top, relatedBy: .equal, toItem: cell4, attribute: .topMargin, multiplier: 1, constant: 0)
                let constraint7 = NSLayoutConstraint(item: view5, attribute: .leading, relatedBy: .equal, toItem: cell4, attribute: .leadingMargin, multiplier: 1, constant: 0)
                let constraint8 = NSLayoutConstraint(item: cell4, attribute: .trailingMargin, relatedBy: .equal, toItem: view5, attribute: .trailing, multiplier: 1, constant: 0)
                let constraint9 = NSLayoutConstraint(item: cell4, attribute: .bottomMargin, relatedBy: .equal, toItem: view5, attribute: .bottom, multiplier: 1, constant: 0)
                NSLayoutConstraint.activate([constraint6, constraint7, constraint8, constraint9])
                cell4.bodyLabel = view5
                cell4.awakeFromNib()
                return cell4
            }
            let view10 = UIView(frame: .zero)
            view1.addSubview(view10)
            view10.translatesAutoresizingMaskIntoConstraints = false
            let view11 = UITextField(frame: .zero)
            view10.addSubview(view11)
            view11.translatesAutoresizingMaskIntoConstraints = false
            view11.placeholder = "Add a comment"
            view11.font = UIFont.systemFont(ofSize: 15)
            view11.borderStyle = .roundedRect
            view11.returnKeyType = .send
            let constraint12 = NSLayoutConstraint(item: view11, attribute: .top, relatedBy: .equal, toItem: view10, attribute: .top, multiplier: 1, constant: 12)
            let constraint13 = NSLayoutConstraint(item: view11, attribute: .leading, relatedBy: .equal, toItem: view10, attribute: .leading, multiplier: 1, constant: 12)
            let constraint14 = NSLayoutConstraint(item: view10, attribute: .trailing, relatedBy: .equal, toItem: view11, attribute: .trailing, multiplier: 1, constant: 12)
            let constraint15 = NSLayoutConstraint(item: view10, attribute: .bottom, relatedBy: .equal, toItem: view11, attribute: .bottom, multiplier: 1, constant: 12)
            let constraint16 = NSLayoutConstraint(item: collection2, attribute: .top, relatedBy: .equal, toItem: view1, attribute: .top, multiplier: 1, constant: 0)
            let constraint17 = NSLayoutConstraint(item: collection2, attribute: .leading, relatedBy: .equal, toItem: view1, attribute: .leading, multiplier: 1, constant: 0)
            let constraint18 = NSLayoutConstraint(item: view1, attribute: .trailing, relatedBy: .equal, toItem: collection2, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint19 = NSLayoutConstraint(item: view10, attribute: .top, relatedBy: .equal, toItem: collection2, attribute: .bottom, multiplier: 1, constant: 0)
            let constraint20 = NSLayoutConstraint(item: view10, attribute: .leading, relatedBy: .equal, toItem: view1, attribute: .leading, multiplier: 1, constant: 0)
            let constraint21 = NSLayoutConstraint(item: view1, attribute: .trailing, relatedBy: .equal, toItem: view10, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint22 = NSLayoutConstraint(item: view1.keyboardLayoutGuide, attribute: .top, relatedBy: .equal, toItem: view10, attribute: .bottom, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([constraint12, constraint13, constraint14, constraint15, constraint16, constraint17, constraint18, constraint19, constraint20, constraint21, constraint22])
            owner.collectionView = collection2
            owner.commentField = view11
            return view1
        }
        controller.awakeFromNib()
        return controller
    }
}
