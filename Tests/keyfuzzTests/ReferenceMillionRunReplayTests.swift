import Foundation
import Testing

/// The model-level reference strategy on the findings of issue 25's million-scenario check (seed 11,
/// 142,858 cases a cell): each replayed through the binary.
@Suite(.promptResumption) struct ReferenceMillionRunReplay {
    /// A text view taller than the visible region, scrolled by the user so that only its last 45 pt show;
    /// then a keyboard that moves down and an inset that shrinks with it clamp the offset, and 202 pt of
    /// the 242 pt text view show. It was in view by one of its lines before (``FocusTarget``: the caret's
    /// line, which the model cannot place), so one line is what it is owed after: the checker asked for its
    /// top ("focused text view minY -40 < visible top 0"), a standard the text view never had.
    static let tallTextView = "kf1:LQADAQAAAAABAQAAAAAeAAAAAgAAAQAAAAABAQEAAQEBAAEBAQkBAgEBAAgAALHPU3w"

    @Test func aTallTextViewScrolledByTheUserIsOwedALineWhenTheKeyboardMovesDown() async throws {
        let result = try await KeyfuzzBinary.run(["replay", Self.tallTextView, "--strategy", "reference", "--max-actions", "30"])
        #expect(result.stdout.contains("step 11: keyboard didChangeFrame y 221→372 h 209→209"), "\(result.stdout)")
        #expect(!result.stdout.contains("✗ focus visibility"), "\(result.stdout)")
        #expect(result.status == 0)
    }

    /// The app's `setContentOffset` to the bottom, animated, interrupted at 10 ms by the user's drag under
    /// a collapsing large title, then the keyboard moving 17 pt down during the drag. The frames rendered
    /// before the finger came down had laid the bar out at 78.7 pt; the model had left it at 96 pt until
    /// its own layout pass, so the reference noted its anchor against a stale visible top and moved the
    /// content under the finger: "anchor row #0 (row 0) moved 6 pt against the visible top".
    static let animatedScrollThenDrag = "kf1:KQAAAAAABAAAAAAAAAAAAAAAAAAAAQAAAAABBwAAAQAABQAAAAAAAAAAmpQ1eQ"

    @Test func theContentUnderTheFingerStaysWhenTheKeyboardMovesAfterAnInterruptedScroll() async throws {
        let result = try await KeyfuzzBinary.run(["replay", Self.animatedScrollThenDrag, "--strategy", "reference"])
        #expect(result.stdout.contains("step 8: keyboard willChangeFrame y 516→533 h 336→336"), "\(result.stdout)")
        #expect(!result.stdout.contains("✗"), "\(result.stdout)")
        #expect(result.status == 0)
    }
}
