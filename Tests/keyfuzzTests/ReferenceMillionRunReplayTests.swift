import Foundation
import Testing

/// The model-level reference strategy on the findings of issue 25's million-scenario check (seed 11,
/// 142,858 cases a cell): each replayed through the binary.
@Suite struct ReferenceMillionRunReplay {
    /// A text view taller than the visible region, scrolled by the user so that only its last 45 pt show;
    /// then a keyboard that moves down and an inset that shrinks with it clamp the offset, and 202 pt of
    /// the 242 pt text view show. It was in view by one of its lines before (``FocusTarget``: the caret's
    /// line, which the model cannot place), so one line is what it is owed after: the checker asked for its
    /// top ("focused text view minY -40 < visible top 0"), a standard the text view never had.
    static let tallTextView = "kf1:LQADAQAAAAABAQAAAAAeAAAAAgAAAQAAAAABAQEAAQEBAAEBAQkBAgEBAAgAALHPU3w"

    @Test func aTallTextViewScrolledByTheUserIsOwedALineWhenTheKeyboardMovesDown() throws {
        let result = try KeyfuzzBinary.run(["replay", Self.tallTextView, "--strategy", "reference", "--max-actions", "30"])
        #expect(result.stdout.contains("step 11: keyboard didChangeFrame y 221→372 h 209→209"), "\(result.stdout)")
        #expect(!result.stdout.contains("✗ focus visibility"), "\(result.stdout)")
        #expect(result.status == 0)
    }
}
