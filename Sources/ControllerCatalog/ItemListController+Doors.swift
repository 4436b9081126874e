import ViewControllerHarness

extension ItemListController {
    /// The controller's doors, for its adoption line: `newer` newer items loaded at the top, an item
    /// inserted in the middle, the second item deleted, the third grown.
    static func itemDoors(newer: Int) -> [ViewControllerDoor] {
        [
            .door("newer items loaded at the top") { (list: Self) in list.receiveNewerItems(newer) },
            .door("an item inserted in the middle") { (list: Self) in list.insertItemInTheMiddle() },
            .door("the second item deleted") { (list: Self) in list.deleteItem(at: 1) },
            .door("the third item edited, its row grown") { (list: Self) in list.growItem(at: 2) },
        ]
    }
}
