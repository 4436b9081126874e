import Testing
import UIKit

/// The numbering a fresh system's shape gives its variables and keys: first seen, first numbered; an
/// identity seen again keeps its number, however full the table grows.
@Suite("First-seen numbers")
struct FirstSeenNumbersTests {
    @Test("identities are numbered in the order first seen, and keep their numbers as the table grows")
    func numbersInOrderFirstSeen() {
        var numbers = FirstSeenNumbers(expected: 2)
        // Addresses 16 bytes apart, as objects are, far past the two expected.
        let addresses = (0..<100).map { UInt(0x1000 + $0 * 16) }
        for (i, address) in addresses.enumerated() {
            let given = numbers.number(of: address)
            #expect(given.number == i && given.isNew)
        }
        for (i, address) in addresses.enumerated().reversed() {
            let again = numbers.number(of: address)
            #expect(again.number == i && !again.isNew)
            #expect(numbers.number(ofExisting: address) == i)
        }
        #expect(numbers.count == 100)
        #expect(numbers.number(ofExisting: 0x8) == nil)
    }

    @Test("the same address with another tag is another identity")
    func tagsTellIdentitiesApart() {
        var numbers = FirstSeenNumbers(expected: 4)
        #expect(numbers.number(of: 0x2000, tag: 0).number == 0)
        #expect(numbers.number(of: 0x2000, tag: 1).number == 1)
        #expect(numbers.number(of: 0x2000, tag: 0) == (0, false))
        #expect(numbers.number(ofExisting: 0x2000, tag: 2) == nil)
        #expect(numbers.count == 2)
    }
}
