import ScrollGeometry
import Testing

/// Values the model must refuse rather than store or trap on: an invalid value is a clear error, never
/// a stored wrong answer or a crash.
@Suite("model boundary")
struct ModelBoundaryTests {
    @Test func reloadRowsWithFewerHeightsThanRowsThrowsInsteadOfTrapping() throws {
        var scene = try StartScreen(sections: [[RowSpec(height: 44), RowSpec(height: 44)]]).makeScene()
        #expect(throws: ModelError.self) {
            try scene.tableView.reloadRows(at: [IndexPath(row: 0), IndexPath(row: 1)], newHeights: [10])
        }
        #expect(scene.tableView.totalRows == 2)
    }

    @Test func aValidatedKeyboardNotificationKeepsItsValues() throws {
        let frame = Rect(x: 0, y: 516, width: 393, height: 336)
        let note = try KeyboardNotification(.willShow, begin: frame, end: frame)
        // The fields have no public setter (`public private(set)`): a frame such as {0, nan, 393, −336}
        // can no longer be stored after validation. What remains testable here is that the
        // initialiser refuses it.
        #expect(throws: ModelError.self) {
            try KeyboardNotification(.willShow, begin: frame, end: Rect(x: 0, y: .nan, width: 393, height: -336))
        }
        #expect(note.endFrame == frame)
    }
}
