// Written by `keyfuzz import Account.storyboard`: the storyboard's scenes built in code, as UIKit decodes
// them, for the checks on Linux (iOS loads the storyboard itself: leave this file out of the app).
// Import the storyboard again after changing it; edits here are lost.
@_spi(KeyfuzzInterfaceBuilder) import UIKit

/// The storyboard "Account": `AccountStoryboard.register()` makes `UIStoryboard(name: "Account", bundle: nil)` find its
/// scenes; `AccountStoryboard.instantiate(_:)` registers and instantiates in one call (an adoption line's `make`).
enum AccountStoryboard {
    /// Registers the storyboard under its name (again is harmless).
    static func register() {
        UIStoryboard.register(name: "Account", initialScene: UIStoryboard.Scene(identifier: nil, make: { _ in scene_Acc_tv_c01() }), scenes: [
            UIStoryboard.Scene(identifier: "Account", make: { _ in scene_Acc_tv_c01() }),
        ])
    }

    /// `UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier:)`, after registering.
    static func instantiate(_ identifier: String) -> UIViewController {
        register()
        return UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: identifier)
    }

    /// The storyboard's initial view controller, after registering.
    static func instantiateInitial() -> UIViewController? {
        register()
        return UIStoryboard(name: "Account", bundle: nil).instantiateInitialViewController()
    }
    /// The scene of `AccountViewController` (storyboard identifier "Account") (line 11).
    static func scene_Acc_tv_c01() -> UIViewController {
        let controller = (AccountViewController(coder: UINibDecoder()) as AccountViewController?)!
        controller.navigationItem.title = "Account"
        controller.setStoryboardViewLoader { loading in
            let owner = loading as! AccountViewController
            _ = owner
            let table1 = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .grouped)
            table1.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table1.rowHeight = UITableView.automaticDimension
            table1.estimatedRowHeight = UITableView.automaticDimension
            table1.sectionHeaderHeight = 18
            table1.sectionFooterHeight = 18
            table1.keyboardDismissMode = .onDrag
            let cell2 = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell2.frame = CGRect(x: 0, y: 55, width: 393, height: 52)
            cell2.contentView.frame = CGRect(x: 0, y: 0, width: 393, height: 52)
            let view3 = UITextField(frame: .zero)
            cell2.contentView.addSubview(view3)
            view3.translatesAutoresizingMaskIntoConstraints = false
            view3.placeholder = "Email"
            view3.font = UIFont.systemFont(ofSize: 17)
            view3.keyboardType = .emailAddress
            view3.returnKeyType = .next
            view3.autocorrectionType = .no
            cell2.frame.size.height = 52
            let cell4 = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell4.frame = CGRect(x: 0, y: 107, width: 393, height: 52)
            cell4.contentView.frame = CGRect(x: 0, y: 0, width: 393, height: 52)
            let view5 = UITextField(frame: .zero)
            cell4.contentView.addSubview(view5)
            view5.translatesAutoresizingMaskIntoConstraints = false
            view5.placeholder = "Password"
            view5.font = UIFont.systemFont(ofSize: 17)
            view5.returnKeyType = .go
            view5.isSecureTextEntry = true
            cell4.frame.size.height = 52
            let cell6 = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell6.frame = CGRect(x: 0, y: 211, width: 393, height: 52)
            cell6.contentView.frame = CGRect(x: 0, y: 0, width: 393, height: 52)
            let view7 = UITextField(frame: .zero)
            cell6.contentView.addSubview(view7)
            view7.translatesAutoresizingMaskIntoConstraints = false
            view7.placeholder = "Display name"
            view7.font = UIFont.systemFont(ofSize: 17)
            view7.returnKeyType = .done
            view7.autocapitalizationType = .words
            cell6.frame.size.height = 52
            (owner as UITableViewController).setStaticSections([(header: "Sign in", footer: nil, cells: [cell2, cell4]), (header: "Profile", footer: "Shown to other members.", cells: [cell6])])
            let constraint8 = NSLayoutConstraint(item: view3, attribute: .leading, relatedBy: .equal, toItem: cell2.contentView, attribute: .leadingMargin, multiplier: 1, constant: 0)
            let constraint9 = NSLayoutConstraint(item: cell2.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: view3, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint10 = NSLayoutConstraint(item: view3, attribute: .centerY, relatedBy: .equal, toItem: cell2.contentView, attribute: .centerY, multiplier: 1, constant: 0)
            let constraint11 = NSLayoutConstraint(item: view5, attribute: .leading, relatedBy: .equal, toItem: cell4.contentView, attribute: .leadingMargin, multiplier: 1, constant: 0)
            let constraint12 = NSLayoutConstraint(item: cell4.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: view5, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint13 = NSLayoutConstraint(item: view5, attribute: .centerY, relatedBy: .equal, toItem: cell4.contentView, attribute: .centerY, multiplier: 1, constant: 0)
            let constraint14 = NSLayoutConstraint(item: view7, attribute: .leading, relatedBy: .equal, toItem: cell6.contentView, attribute: .leadingMargin, multiplier: 1, constant: 0)
            let constraint15 = NSLayoutConstraint(item: cell6.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: view7, attribute: .trailing, multiplier: 1, constant: 0)
            let constraint16 = NSLayoutConstraint(item: view7, attribute: .centerY, relatedBy: .equal, toItem: cell6.contentView, attribute: .centerY, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([constraint8, constraint9, constraint10, constraint11, constraint12, constraint13, constraint14, constraint15, constraint16])
            table1.dataSource = owner as? UITableViewDataSource
            table1.delegate = owner as? UITableViewDelegate
            owner.emailField = view3
            owner.passwordField = view5
            owner.nameField = view7
            return table1
        }
        controller.awakeFromNib()
        return controller
    }
}
