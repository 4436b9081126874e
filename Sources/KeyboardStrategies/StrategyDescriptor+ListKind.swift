extension StrategyDescriptor {
    /// The promises whose meaning depends on the kind of list: anchor stability keeps the row at the
    /// top of a reading list still and the row at the bottom of a chat; bottom pinning is owed by a chat.
    public static let listKindPromises: Set<Guarantee> = [.anchorStability, .bottomPinning]

    /// The adoption problem of a view controller descriptor that did not say which kind of list its
    /// screen is, or `nil` when none of its promises depends on it. The message names the parameter and
    /// both answers, so the user can fix the line without reading the source.
    public static func undeclaredListKindProblem(id: String, promises: Set<Guarantee>) -> String? {
        let needing = promises.intersection(listKindPromises).sorted()
        guard !needing.isEmpty else { return nil }
        let names = needing.map(\.rawValue).joined(separator: " and ")
        return "\(id) promises \(names) but does not say which kind of list its screen is: add `listKinds: [.readingList]` "
            + "to its descriptor (a feed, a form, a settings list: the row at the top stays put) or `listKinds: [.chat]` "
            + "(the list rests at its bottom and stays there as messages and the keyboard come); the two promises mean "
            + "different things for each, and a screen is judged as the kind it says it is"
    }
}
