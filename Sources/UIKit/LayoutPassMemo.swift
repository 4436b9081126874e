/// What one root's layout passes made, kept between passes beside the root's ``LayoutEngine`` (made and
/// dropped with it): for each constraint and participant of the last pass, the inputs read and the part
/// of the system made from them (``LayoutPass/AppInputs``, ``LayoutPass/ParticipantInputs``).
///
/// A pass reads every input again, as before; a part whose inputs are equal to the remembered ones is the
/// remembered part (equal inputs make equal parts), so a pass over a hierarchy where little changed makes
/// little. When every part is remembered and the constraints and participants come in the same order as
/// in the last pass, the list is the last pass's, which the engine already holds
/// (``LayoutPass/isUnchanged``): UIKit's `layoutIfNeeded()` on a hierarchy that needs no layout does
/// nothing either.
///
/// Entries are kept in the last pass's order and looked up by identity. A pass mostly asks for the same
/// constraints and participants in the same order, so each lookup tries the entry at the same place
/// first; an entry whose inputs changed is replaced where it is. Only when the order changed (a
/// constraint or participant came or went) are the pass's entries gathered into new lists, with an index
/// by identity to find the old ones. Entries hold what the engine holds for the same pass (the wanted
/// constraints' keys and sources) and the items' variables; an entry not used in a pass is dropped at
/// its end, so no view or constraint lives longer than the engine keeps it.
final class LayoutPassMemo {
    private protocol Entry {
        associatedtype Inputs: Equatable
        var id: ObjectIdentifier { get }
        var inputs: Inputs { get }
    }

    private struct ConstraintEntry: Entry {
        let id: ObjectIdentifier
        let inputs: LayoutPass.AppInputs?
        let made: LayoutEngine.Wanted?
    }

    private struct ParticipantEntry: Entry {
        let id: ObjectIdentifier
        let inputs: LayoutPass.ParticipantInputs
        let made: [LayoutEngine.Wanted]
    }

    /// One kind of entry: the last pass's, in its order, and the pass under way's while its order
    /// differs from the last one's.
    private struct Entries<Kept: Entry> {
        var last: [Kept] = []
        /// The entries of the pass under way, from the first place its order left the last pass's (nil:
        /// so far every lookup was at its place in ``last``, where misses are replaced).
        var next: [Kept]?
        /// The last pass's entries by identity, made when a lookup does not find its entry at its place.
        var index: [ObjectIdentifier: Int]?
        /// Lookups in the pass under way.
        var asked = 0

        mutating func begin() {
            next = nil
            asked = 0
        }

        /// The place in ``last`` of the entry for `id`, asked at place `place` of the pass.
        mutating func find(_ id: ObjectIdentifier, at place: Int) -> Int? {
            if place < last.count, last[place].id == id { return place }
            guard !last.isEmpty else { return nil }
            if index == nil {
                var made: [ObjectIdentifier: Int] = [:]
                made.reserveCapacity(last.count)
                for (i, entry) in last.enumerated() { made[entry.id] = i }
                index = made
            }
            return index?[id]
        }

        /// The pass's entry at `place` is `entry`: one found in ``last`` away from its place, or found
        /// after the order left the last pass's, or one made now. `inPlace`: the entry at the same place
        /// in ``last`` is for the same object (a new entry there replaces it while the order holds).
        mutating func keep(_ entry: Kept, at place: Int, inPlace: Bool) {
            if next == nil {
                if inPlace {
                    last[place] = entry
                    return
                }
                next = Array(last[..<place])
            }
            next?.append(entry)
        }

        /// Whether the entry at `place` in ``last`` is for `id`.
        func isAtPlace(_ id: ObjectIdentifier, _ place: Int) -> Bool { place < last.count && last[place].id == id }

        /// The place in ``last`` of the entry asked for next in the pass, for `id` and made from `inputs`;
        /// nil for a miss, which ``remember(_:)`` follows. (The entry is read in place: a copy would retain
        /// everything it holds.)
        mutating func lookUp(_ id: ObjectIdentifier, madeFrom inputs: Kept.Inputs) -> Int? {
            let place = asked
            asked += 1
            guard let at = find(id, at: place), last[at].inputs == inputs else { return nil }
            if at != place || next != nil { keep(last[at], at: place, inPlace: false) }
            return at
        }

        /// The entry made for the miss just asked for.
        mutating func remember(_ entry: Kept) {
            let place = asked - 1
            keep(entry, at: place, inPlace: isAtPlace(entry.id, place))
        }

        /// After the pass: whether its entry at `place` is for `id` and was made from `inputs`.
        func holds(_ id: ObjectIdentifier, at place: Int, madeFrom inputs: Kept.Inputs) -> Bool {
            isAtPlace(id, place) && last[place].inputs == inputs
        }

        /// Ends the pass: its entries become the last ones; true when they are the last pass's in the same
        /// order (none came, went or moved).
        mutating func end() -> Bool {
            if let next {
                last = next
                self.next = nil
                index = nil
                return false
            }
            guard asked == last.count else {
                last.removeLast(last.count - asked)
                index = nil
                return false
            }
            return true
        }
    }

    private var constraints = Entries<ConstraintEntry>()
    private var participants = Entries<ParticipantEntry>()
    private var hasPassed = false

    func beginPass() {
        constraints.begin()
        participants.begin()
    }

    /// The part remembered for `c` if it was made from `inputs` (`found` false otherwise); in a pass,
    /// the next constraint of its list (a miss is followed by ``remember(_:inputs:made:)``).
    func constraint(_ c: NSLayoutConstraint, madeFrom inputs: LayoutPass.AppInputs?) -> (found: Bool, made: LayoutEngine.Wanted?) {
        guard let at = constraints.lookUp(ObjectIdentifier(c), madeFrom: inputs) else { return (false, nil) }
        return (true, constraints.last[at].made)
    }

    func remember(_ c: NSLayoutConstraint, inputs: LayoutPass.AppInputs?, made: LayoutEngine.Wanted?) {
        constraints.remember(ConstraintEntry(id: ObjectIdentifier(c), inputs: inputs, made: made))
    }

    /// The part remembered for `object` if it was made from `inputs`; in a pass, the next participant
    /// of its list (a miss is followed by ``remember(_:inputs:made:)``).
    func participant(_ object: AnyObject, madeFrom inputs: LayoutPass.ParticipantInputs) -> [LayoutEngine.Wanted]? {
        guard let at = participants.lookUp(ObjectIdentifier(object), madeFrom: inputs) else { return nil }
        return participants.last[at].made
    }

    func remember(_ object: AnyObject, inputs: LayoutPass.ParticipantInputs, made: [LayoutEngine.Wanted]) {
        participants.remember(ParticipantEntry(id: ObjectIdentifier(object), inputs: inputs, made: made))
    }

    /// Ends a pass: drops the entries it did not use, and says whether it asked for the last pass's
    /// constraints and participants in the same order.
    func endPass() -> Bool {
        let sameConstraints = constraints.end()
        let sameParticipants = participants.end()
        defer { hasPassed = true }
        return hasPassed && sameConstraints && sameParticipants
    }

    /// After a pass (``endPass()``): whether the pass's constraint at `place` (in its order) was made from
    /// `inputs`.
    func holds(_ c: NSLayoutConstraint, at place: Int, madeFrom inputs: LayoutPass.AppInputs?) -> Bool {
        constraints.holds(ObjectIdentifier(c), at: place, madeFrom: inputs)
    }

    /// After a pass: whether the pass's participant at `place` was made from `inputs`.
    func holds(_ object: AnyObject, at place: Int, madeFrom inputs: LayoutPass.ParticipantInputs) -> Bool {
        participants.holds(ObjectIdentifier(object), at: place, madeFrom: inputs)
    }
}
