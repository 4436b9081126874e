// Written by `keyfuzz import NotesViewController.xib`: the nib's objects made in code, as UIKit decodes them, for
// the checks on Linux (iOS loads the nib itself: leave this file out of the app). Import the nib
// again after changing it; edits here are lost.
@_spi(KeyfuzzInterfaceBuilder) import UIKit

/// The nib "NotesViewController": `NotesViewControllerNib.register()` makes `UINib(nibName: "NotesViewController", bundle: nil)` (and the
/// view controller or table that loads it) find it.
enum NotesViewControllerNib {
    /// Registers the nib under its name (again is harmless).
    static func register() {
        UINib.register(name: "NotesViewController", instantiate: make)
    }

    /// The nib's top-level objects, the File's Owner's outlets connected to `ownerObject` when it is a
    /// `NotesViewController`.
    static func make(_ ownerObject: Any?) -> [Any] {
        let owner = ownerObject as? NotesViewController
        _ = owner
        let view1 = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        view1.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let table2 = UITableView(frame: .zero, style: .plain)
        view1.addSubview(table2)
        table2.translatesAutoresizingMaskIntoConstraints = false
        table2.rowHeight = 56
        table2.estimatedRowHeight = UITableView.automaticDimension
        let constraint3 = NSLayoutConstraint(item: table2, attribute: .top, relatedBy: .equal, toItem: view1, attribute: .top, multiplier: 1, constant: 0)
        let constraint4 = NSLayoutConstraint(item: table2, attribute: .leading, relatedBy: .equal, toItem: view1, attribute: .leading, multiplier: 1, constant: 0)
        let constraint5 = NSLayoutConstraint(item: view1, attribute: .trailing, relatedBy: .equal, toItem: table2, attribute: .trailing, multiplier: 1, constant: 0)
        let constraint6 = NSLayoutConstraint(item: view1, attribute: .bottom, relatedBy: .equal, toItem: table2, attribute: .bottom, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([constraint3, constraint4, constraint5, constraint6])
        table2.dataSource = owner as? UITableViewDataSource
        owner?.tableView = table2
        owner?.view = view1
        return [view1]
    }
}
