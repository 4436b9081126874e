import KeyboardStrategies
import ViewControllerHarness

/// Adopting the reference controller: one line per list it ships as (a reading list, a chat), each
/// with its doors, the controller's own methods.
extension ReferenceViewController {
    static let readingDoors: [ViewControllerDoor] = [
        .door("newer items loaded at the top") { (list: ReferenceViewController) in list.receiveNewerItems(2) },
        .door("an item inserted in the middle") { (list: ReferenceViewController) in list.insertItemInTheMiddle() },
        .door("the second item deleted") { (list: ReferenceViewController) in list.deleteItem(at: 1) },
        .door("the third item edited, its row grown") { (list: ReferenceViewController) in list.growItem(at: 2) },
    ]

    static let chatDoors: [ViewControllerDoor] = [
        .door("message received") { (chat: ReferenceViewController) in chat.receiveMessage() },
        .door("older messages loaded at the top") { (chat: ReferenceViewController) in chat.loadOlderMessages(5) },
    ]

    static let checkReading = ViewControllerStrategy.descriptor(
        id: "referenceReadingController",
        summary: "the reference as a reading list: insets from the visible region, the reader's place (by item identity) kept, least move for the first responder, offset restored on hide",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: Set(Guarantee.allCases), listKinds: [.readingList], doors: readingDoors) { ReferenceViewController(listStyle: .reading) }

    static let checkChat = ViewControllerStrategy.descriptor(
        id: "referenceChatController",
        summary: "the reference as a chat: insets from the visible region, the bottom kept as messages arrive, offset restored on hide",
        source: "written here as apps write it (Sources/ControllerCatalog)",
        promises: Set(Guarantee.allCases), listKinds: [.chat], doors: chatDoors) { ReferenceViewController(listStyle: .chat) }
}
