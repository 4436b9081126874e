/// The rows of the tableau by basic symbol: a slot per symbol id (ids are dense, handed out by one
/// solver) and the list of basic symbols for walking every row, so neither a lookup nor a walk hashes.
struct Tableau {
    private var slots: [Row?] = []
    private var position: [Int] = []
    /// The basic symbols, in no particular order (choices between rows break ties by id).
    private(set) var basics: [Symbol] = []

    subscript(symbol: Symbol) -> Row? {
        symbol.id < slots.count ? slots[symbol.id] : nil
    }

    var count: Int { basics.count }

    mutating func set(_ row: Row, for symbol: Symbol) {
        if symbol.id >= slots.count {
            let n = Swift.max(symbol.id + 1, slots.count * 2)
            slots += Array(repeating: nil, count: n - slots.count)
            position += Array(repeating: -1, count: n - position.count)
        }
        if slots[symbol.id] == nil {
            position[symbol.id] = basics.count
            basics.append(symbol)
        }
        slots[symbol.id] = row
    }

    /// Removes and returns `symbol`'s row.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let row = self[symbol] else { return nil }
        slots[symbol.id] = nil
        let i = position[symbol.id]
        let last = basics.removeLast()
        if last != symbol {
            basics[i] = last
            position[last.id] = i
        }
        position[symbol.id] = -1
        return row
    }
}
