extension Foundation.IndexPath {
    /// `IndexPath(item:section:)`, a collection view's index path.
    public init(item: Int, section: Int) { self.init(row: item, section: section) }
    /// The item (the second index; the same as ``row``).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
