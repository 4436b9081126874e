import Generators
import PropertyCheck
@_spi(Checker) import ScrollGeometry
import Testing

/// Issue 25, item 5: a generated `UITextField` is as tall as its font and border make it
/// (``Control/textFieldHeight``), however tall its cell; text views fill their cells and grow.
@Suite struct ControlHeight {
    @Test func generatedTextFieldsAreAsTallAsTheirFontMakesThem() {
        // Before the change a text field filled its cell less 12 pt of padding, and this seed draws text
        // field cells taller than 150 pt (asserted below): those fields were over 138 pt tall.
        var tallestField = 0.0, tallestFieldCell = 0.0
        let report = Property("text fields keep their own height", ScenarioGen.scenario(maxActions: 0))
            .run(RunConfiguration(seed: 7, limits: Limits(maxCases: 400))) { scenario in
                for row in scenario.start.sections.joined() {
                    guard let control = row.control, control.kind == .textField else { continue }
                    let frame = control.frame(inRow: Rect(x: 0, y: 0, width: 393, height: row.height))
                    tallestField = Swift.max(tallestField, frame.height)
                    tallestFieldCell = Swift.max(tallestFieldCell, row.height)
                    try expect(frame.height <= Control.textFieldHeight,
                               "a \(row.height) pt cell's text field is \(frame.height) pt tall")
                }
            }
        #expect(report.passed, "\(report.failure.map { "\($0.message)\n\($0.minimalDescription)" } ?? "")")
        // The cells around them still come in every height: only the field keeps its own.
        #expect(tallestFieldCell > 150)
        #expect(tallestField <= Control.textFieldHeight)
    }

    @Test func aTextFieldKeepsItsHeightAsItsCellGrowsAndATextViewGrows() {
        let field = Control(.textField, height: Control.textFieldHeight)
        #expect(field.frame(inRow: Rect(x: 0, y: 100, width: 393, height: 44)).height == 32)
        #expect(field.frame(inRow: Rect(x: 0, y: 100, width: 393, height: 853)) == Rect(x: 0, y: 106, width: 393, height: 34))
        let view = Control(.textView)
        #expect(view.frame(inRow: Rect(x: 0, y: 100, width: 393, height: 853)).height == 841)
    }
}
