import UIKit

/// An account form as a static table in Account.storyboard: a `UITableViewController` scene whose cells
/// hold the fields, connected as outlets, with no data source code at all — the static-cells style of
/// Apple's "Static Row Content" in the Table View Programming Guide and of countless settings screens
/// (written here from scratch). The table view controller handles the keyboard itself; return moves
/// through the fields.
class AccountViewController: UITableViewController, UITextFieldDelegate {
    weak var emailField: UITextField!
    weak var passwordField: UITextField!
    weak var nameField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [emailField, passwordField, nameField] { field?.delegate = self }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case emailField: passwordField.becomeFirstResponder()
        case passwordField: nameField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return true
    }
}
