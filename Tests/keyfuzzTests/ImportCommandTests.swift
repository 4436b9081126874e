import Foundation
import Testing

/// `keyfuzz import` run as a binary on the selector-based fixture: its output is the committed lowered
/// file that Tests/ViewControllerHarnessTests compiles and runs.
@Suite("keyfuzz import")
struct ImportCommandTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func lowersTheFixtureToTheCompiledFile() throws {
        let fixture = Self.tests.appendingPathComponent("SelectorLoweringTests/Fixtures/SelectorKeyboardViewController.swift.txt")
        let expected = try String(contentsOf: Self.tests.appendingPathComponent("ViewControllerHarnessTests/LoweredSelectorKeyboardViewController.swift"),
                                  encoding: .utf8)
        let result = try KeyfuzzBinary.run(["import", fixture.path])
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test func aMissingFileIsAUsageError() throws {
        let result = try KeyfuzzBinary.run(["import", "/nonexistent/file.swift"])
        #expect(result.status == 2)
        #expect(result.stderr == "keyfuzz: cannot read '/nonexistent/file.swift'\n")
    }
}
