import ScrollGeometry

extension ReferenceStrategy {
    /// The reader's place as the reference holds it: the anchor rows with their distances, and the offset.
    typealias Place = (anchor: [(target: AnchorTarget, distance: Double)], offset: Double)

    /// What the reference keeps of one keyboard episode, from a show to the end of its hide, as a value
    /// that each notification moves on:
    /// - the offset before the keyboard came, owed back once the hide completes with nothing but the
    ///   keyboard and the focus having moved the list since (the round trip);
    /// - the place held when a hide began: a show that interrupts the hide before its didHide never let
    ///   the hide reach the screen, so the reader goes back to it.
    struct KeyboardEpisode {
        /// The offset before the keyboard appeared, while a round trip is owed.
        var offsetBeforeShow: Double?
        /// The keyboard went away and its didHide has not come.
        var hidePending = false
        /// Something other than the keyboard or the focus happened since the show.
        var disturbed = false
        /// The place held when a hide began, until its didHide.
        var placeBeforeHide: Place?

        /// The place the reader is at after `event` (the keyboard going from `wasUp` to `isUp`), given
        /// `place`, the one held before it: the one saved when a hide began, if this show interrupts
        /// that hide. Notes the show's starting offset, or the hide now pending.
        mutating func begin(_ event: KeyboardEvent, wasUp: Bool, isUp: Bool, place: Place) -> Place {
            var now = place
            if event == .willHide && wasUp && placeBeforeHide == nil {
                placeBeforeHide = place
            } else if !event.isWill {
                // The animation in flight has ended: what the screen shows now is real.
                placeBeforeHide = nil
            } else if isUp, let saved = placeBeforeHide {
                placeBeforeHide = nil
                now = saved
            }
            if !wasUp && isUp {
                if offsetBeforeShow == nil {
                    offsetBeforeShow = now.offset
                    disturbed = false
                }
                hidePending = false
            } else if wasUp && !isUp && offsetBeforeShow != nil {
                hidePending = true
            }
            return now
        }

        /// The offset the list returns to now: the one before the show, when a hide is pending and nothing
        /// else moved the list since the show.
        var returnOffset: Double? { hidePending && !disturbed ? offsetBeforeShow : nil }

        /// After the list settled for `event`: a didHide completes the pending hide, and with no keyboard
        /// up and no hide pending no round trip is owed.
        mutating func end(_ event: KeyboardEvent, isUp: Bool) {
            if hidePending && event == .didHide {
                offsetBeforeShow = nil
                hidePending = false
            }
            if !isUp && !hidePending { offsetBeforeShow = nil }
        }

        /// Anything but a keyboard notification or a focus move: a pending hide is complete (the episode
        /// is over), and an episode still under way is disturbed (its round trip is not owed).
        mutating func otherActionHappened() {
            let underWay = offsetBeforeShow != nil && !hidePending
            self = KeyboardEpisode(offsetBeforeShow: underWay ? offsetBeforeShow : nil, disturbed: underWay || disturbed)
        }
    }
}
