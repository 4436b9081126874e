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
/// Entries are keyed by object identity and hold what the engine holds for the same pass (the wanted
/// constraints' keys and sources) and the items' variables; an entry not used in a pass is dropped at its
/// end, so no view or constraint lives longer than the engine keeps it.
final class LayoutPassMemo {
    // Entries are objects: a lookup takes one reference to its entry, not a copy of every reference the
    // inputs and the made part hold, and marks it used in place.
    private final class ConstraintEntry {
        let inputs: LayoutPass.AppInputs?
        let made: LayoutEngine.Wanted?
        var pass: Int

        init(inputs: LayoutPass.AppInputs?, made: LayoutEngine.Wanted?, pass: Int) {
            self.inputs = inputs
            self.made = made
            self.pass = pass
        }
    }

    private final class ParticipantEntry {
        let inputs: LayoutPass.ParticipantInputs
        let made: [LayoutEngine.Wanted]
        var pass: Int

        init(inputs: LayoutPass.ParticipantInputs, made: [LayoutEngine.Wanted], pass: Int) {
            self.inputs = inputs
            self.made = made
            self.pass = pass
        }
    }

    private var constraints: [ObjectKey: ConstraintEntry] = [:]
    private var participants: [ObjectKey: ParticipantEntry] = [:]
    private var lastConstraintOrder: [ObjectIdentifier]?
    private var lastParticipantOrder: [ObjectIdentifier] = []
    private var pass = 0
    private var usedConstraints = 0
    private var usedParticipants = 0

    func beginPass() {
        pass += 1
        usedConstraints = 0
        usedParticipants = 0
    }

    /// The part remembered for `c` if it was made from `inputs` (`found` false otherwise).
    func constraint(_ c: NSLayoutConstraint, madeFrom inputs: LayoutPass.AppInputs?) -> (found: Bool, made: LayoutEngine.Wanted?) {
        guard let entry = constraints[ObjectKey(c)], entry.inputs == inputs else { return (false, nil) }
        if entry.pass != pass {
            entry.pass = pass
            usedConstraints += 1
        }
        return (true, entry.made)
    }

    func remember(_ c: NSLayoutConstraint, inputs: LayoutPass.AppInputs?, made: LayoutEngine.Wanted?) {
        let id = ObjectKey(c)
        if constraints[id]?.pass != pass { usedConstraints += 1 }
        constraints[id] = ConstraintEntry(inputs: inputs, made: made, pass: pass)
    }

    /// The part remembered for `object` if it was made from `inputs`.
    func participant(_ object: AnyObject, madeFrom inputs: LayoutPass.ParticipantInputs) -> [LayoutEngine.Wanted]? {
        guard let entry = participants[ObjectKey(object)], entry.inputs == inputs else { return nil }
        if entry.pass != pass {
            entry.pass = pass
            usedParticipants += 1
        }
        return entry.made
    }

    func remember(_ object: AnyObject, inputs: LayoutPass.ParticipantInputs, made: [LayoutEngine.Wanted]) {
        let id = ObjectKey(object)
        if participants[id]?.pass != pass { usedParticipants += 1 }
        participants[id] = ParticipantEntry(inputs: inputs, made: made, pass: pass)
    }

    /// Ends a pass over `constraints` and `participants` (in the pass's order): drops the entries it did
    /// not use, and says whether the order is the last pass's.
    func endPass(constraints order: [NSLayoutConstraint], participants objects: [AnyObject]) -> Bool {
        let constraintOrder = order.map(ObjectIdentifier.init)
        let participantOrder = objects.map(ObjectIdentifier.init)
        let same = lastConstraintOrder == constraintOrder && lastParticipantOrder == participantOrder
        lastConstraintOrder = constraintOrder
        lastParticipantOrder = participantOrder
        if constraints.count != usedConstraints { constraints = constraints.filter { $0.value.pass == pass } }
        if participants.count != usedParticipants { participants = participants.filter { $0.value.pass == pass } }
        return same
    }
}
