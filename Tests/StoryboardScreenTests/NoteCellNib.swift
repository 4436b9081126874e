// Written by `keyfuzz import NoteCell.xib`: the nib's objects made in code, as UIKit decodes them, for
// the checks on Linux (iOS loads the nib itself: leave this file out of the app). Import the nib
// again after changing it; edits here are lost.
@_spi(KeyfuzzInterfaceBuilder) import UIKit

/// The nib "NoteCell": `NoteCellNib.register()` makes `UINib(nibName: "NoteCell", bundle: nil)` (and the
/// view controller or table that loads it) find it.
enum NoteCellNib {
    /// Registers the nib under its name (again is harmless).
    static func register() {
        UINib.register(name: "NoteCell", instantiate: make)
    }

    /// The nib's top-level objects, the File's Owner's outlets connected to `ownerObject` when it is a
    /// `NSObject`.
    static func make(_ ownerObject: Any?) -> [Any] {
        let owner = ownerObject as? NSObject
        _ = owner
        let cell1 = (NoteCell(coder: UINibDecoder(reuseIdentifier: "note", cellStyle: .default)) as NoteCell?)!
        cell1.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
        cell1.contentView.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
        let view2 = UITextField(frame: .zero)
        cell1.contentView.addSubview(view2)
        view2.translatesAutoresizingMaskIntoConstraints = false
        view2.placeholder = "Note"
        view2.font = UIFont.systemFont(ofSize: 17)
        view2.textAlignment = .natural
        view2.returnKeyType = .next
        let constraint3 = NSLayoutConstraint(item: view2, attribute: .leading, relatedBy: .equal, toItem: cell1.contentView, attribute: .leading, multiplier: 1, constant: 20)
        let constraint4 = NSLayoutConstraint(item: cell1.contentView, attribute: .trailing, relatedBy: .equal, toItem: view2, attribute: .trailing, multiplier: 1, constant: 20)
        let constraint5 = NSLayoutConstraint(item: view2, attribute: .centerY, relatedBy: .equal, toItem: cell1.contentView, attribute: .centerY, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([constraint3, constraint4, constraint5])
        cell1.field = view2
        cell1.awakeFromNib()
        return [cell1]
    }
}
