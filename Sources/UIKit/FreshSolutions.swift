internal import LayoutSolver

/// The solutions of systems solved on a fresh ``LayoutEngine`` (a root's first layout pass, every
/// `systemLayoutSizeFitting`), kept by the system's shape so that the same system met again (the same
/// cell measured at the same width in another scenario, the same form's first pass) is not solved again.
///
/// A fresh engine's work is a function of its wanted list alone: the solver adds the constraints in order
/// and never looks at a variable's identity beyond telling variables apart (no hashing order reaches a
/// pivot choice). So two lists that are the same up to renaming variables and keys (``Shape``) are solved
/// to the same values, variable for variable. Only solves that broke no constraint are kept (a broken
/// constraint is logged, and the log line must come again).
///
/// Shared by every thread of the process under a lock; bounded (cleared when full).
final class FreshSolutions: @unchecked Sendable {
    static let shared = FreshSolutions()

    /// A wanted list with its variables and keys numbered by first appearance: for each entry its key's
    /// number, whether it is the app's, its relation, strength, constant and terms (variable number and
    /// coefficient), all bit for bit.
    struct Shape {
        private(set) var words: [UInt64] = []
        /// Each variable's number, by its identity.
        private(set) var variableNumbers: FirstSeenNumbers
        /// ``words`` as the table's key.
        var key: Words { Words(words) }

        init(_ wanted: [LayoutEngine.Wanted]) {
            // Variables and keys numbered by identity (``FirstSeenNumbers``), both tables sized once for
            // the list.
            variableNumbers = FirstSeenNumbers(expected: wanted.count * 2)
            var keyNumbers = FirstSeenNumbers(expected: wanted.count)
            words.reserveCapacity(wanted.count * 10)
            for w in wanted {
                let keyNumber = keyNumbers.number(of: UInt(bitPattern: w.key.id), tag: w.key.tag).number
                let relation: UInt64
                switch w.spec.relation {
                case .lessThanOrEqual: relation = 0
                case .equal: relation = 1
                case .greaterThanOrEqual: relation = 2
                }
                let expression = w.spec.expression
                words.append(UInt64(keyNumber) << 8 | relation << 1 | (w.source == nil ? 0 : 1))
                words.append(w.spec.strength.weight.bitPattern)
                words.append(expression.constant.bitPattern)
                words.append(UInt64(expression.terms.count))
                for term in expression.terms {
                    let number = variableNumbers.number(of: UInt(bitPattern: ObjectIdentifier(term.variable))).number
                    words.append(UInt64(number))
                    words.append(term.coefficient.bitPattern)
                }
            }
        }

        /// The values of the shape's variables by number, each read with `value`: after solving `wanted`,
        /// the list the shape was made from (a variable's number is where its first term came).
        func values(in wanted: [LayoutEngine.Wanted], _ value: (Variable) -> Double) -> [Double] {
            var values = [Double](repeating: 0, count: variableNumbers.count)
            for w in wanted {
                for term in w.spec.expression.terms {
                    if let number = variableNumbers.number(ofExisting: UInt(bitPattern: ObjectIdentifier(term.variable))) {
                        values[number] = value(term.variable)
                    }
                }
            }
            return values
        }
    }

    /// A shape's words with a hash mixed from them once, by a multiply a word (FNV-style), which the
    /// table places them by instead of SipHash over every byte; equal when the words are.
    struct Words: Hashable {
        let words: [UInt64]
        let mix: UInt64

        init(_ words: [UInt64]) {
            self.words = words
            var mix: UInt64 = 0xCBF2_9CE4_8422_2325
            for word in words { mix = (mix ^ word) &* 0x0000_0100_0000_01B3 ^ (mix >> 31) }
            self.mix = mix
        }

        static func == (lhs: Words, rhs: Words) -> Bool { lhs.mix == rhs.mix && lhs.words == rhs.words }
        func hash(into hasher: inout Hasher) { hasher.combine(mix) }
        func _rawHashValue(seed: Int) -> Int {
            let mixed = (mix ^ UInt64(UInt(bitPattern: seed))) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
        }
    }

    /// The most words of shapes kept (about 32 MB with the values).
    static let capacity = 3_000_000

    private let lock = NSLock()
    private var solutions: [Words: [Double]] = [:]
    private var words = 0

    /// The values of a shape's variables (by number) when a system of that shape was solved before.
    func values(of shape: Shape) -> [Double]? {
        let key = shape.key
        lock.lock()
        defer { lock.unlock() }
        return solutions[key]
    }

    func remember(_ values: [Double], of shape: Shape) {
        let key = shape.key
        lock.lock()
        defer { lock.unlock() }
        if words + shape.words.count > Self.capacity {
            solutions.removeAll()
            words = 0
        }
        if solutions.updateValue(values, forKey: key) == nil { words += shape.words.count }
    }
}
