import UIKit
import ViewControllerHarness

extension ItemListController {
    /// The controller's doors, for its adoption line, one per kind of change a list sees, with what
    /// arrives and where drawn each time a door opens: newer items at the top (1 to `maxNewer`), items
    /// inserted or deleted at a row (the top, the middle, the end), the item being read deleted with its
    /// neighbours, an item edited (its row taller, shorter, or reloaded as it was), a whole new list.
    /// (Moving a row is not offered: the facade does not model `moveRow(at:to:)`.)
    static func itemDoors(maxNewer: Int) -> [ViewControllerDoor] {
        [
            .door("newer items loaded at the top") { (list: Self, app) in list.receiveNewerItems(app.count("newer items", 1...maxNewer)) },
            .door("items inserted") { (list: Self, app) in
                list.insertItems(app.count("items", 1...3), at: app.count("at row", 0...60))
            },
            .door("items deleted") { (list: Self, app) in
                list.deleteItems(app.count("items", 1...3), at: app.count("from row", 0...60))
            },
            .door("the item being read deleted") { (list: Self, app) in
                list.deleteTopVisibleItem(neighbours: app.count("and below it", 0...2))
            },
            .door("an item edited") { (list: Self, app) in
                list.editItem(at: app.count("row", 0...60), heightChange: CGFloat(app.pick("height change", [0, 40, -20, 120])))
            },
            .door("a whole new list") { (list: Self, app) in list.replaceItems(count: app.count("items", 0...40)) },
        ]
    }
}
