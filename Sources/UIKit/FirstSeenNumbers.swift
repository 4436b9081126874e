/// Numbers identities in the order they are first seen: the first identity asked for gets 0, the next
/// new one 1, and an identity asked for again gets the number it got the first time. An identity is an
/// address with a tag (a variable's object with 0, a layout key's object with its tag).
///
/// ``FreshSolutions/Shape`` numbers the variables and keys of every fresh system this way. A
/// `Dictionary` does the same job with a generic table per list; this is one array probed linearly,
/// placed by one multiply of the address, sized for the count it is told to expect and doubled when
/// half full.
package struct FirstSeenNumbers {
    private struct Slot {
        var address: UInt
        var tag: Int
        /// The number given, or -1 for an empty slot.
        var number: Int
    }

    private var slots: [Slot]
    private var shift: UInt64
    /// How many identities have a number (the next number to give).
    package private(set) var count = 0

    /// A table with room for `expected` identities before it grows.
    package init(expected: Int) {
        var bits: UInt64 = 3
        while (1 << bits) < Swift.max(expected, 1) * 2 { bits += 1 }
        slots = Array(repeating: Slot(address: 0, tag: 0, number: -1), count: 1 << Int(bits))
        shift = 64 - bits
    }

    /// The number of `address` with `tag`, and whether this call gave it.
    package mutating func number(of address: UInt, tag: Int = 0) -> (number: Int, isNew: Bool) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var i = index(address, tag)
        while true {
            let slot = slots[i]
            if slot.number < 0 {
                slots[i] = Slot(address: address, tag: tag, number: count)
                count += 1
                return (count - 1, true)
            }
            if slot.address == address && slot.tag == tag { return (slot.number, false) }
            i = (i + 1) & mask
        }
    }

    /// The number `address` with `tag` was given, or nil when it has none.
    package func number(ofExisting address: UInt, tag: Int = 0) -> Int? {
        let mask = slots.count - 1
        var i = index(address, tag)
        while true {
            let slot = slots[i]
            if slot.number < 0 { return nil }
            if slot.address == address && slot.tag == tag { return slot.number }
            i = (i + 1) & mask
        }
    }

    /// The slot an identity is looked for from: the high bits of its mixed address and tag.
    private func index(_ address: UInt, _ tag: Int) -> Int {
        let mixed = (UInt64(address) ^ UInt64(bitPattern: Int64(tag)) &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    /// Twice the slots, every numbered identity placed again with its number.
    private mutating func grow() {
        let old = slots
        shift -= 1
        slots = Array(repeating: Slot(address: 0, tag: 0, number: -1), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.number >= 0 {
            var i = index(slot.address, slot.tag)
            while slots[i].number >= 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
