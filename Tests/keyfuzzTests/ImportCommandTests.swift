import Foundation
import Testing

/// `keyfuzz import` run as a binary on the selector-based fixture: its output is the committed lowered
/// file that Tests/ViewControllerHarnessTests compiles and runs.
@Suite("keyfuzz import", .promptResumption)
struct ImportCommandTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func lowersTheFixtureToTheCompiledFile() async throws {
        let fixture = Self.tests.appendingPathComponent("SelectorLoweringTests/Fixtures/SelectorKeyboardViewController.swift.txt")
        let expected = try String(contentsOf: Self.tests.appendingPathComponent("ViewControllerHarnessTests/LoweredSelectorKeyboardViewController.swift"),
                                  encoding: .utf8)
        let result = try await KeyfuzzBinary.run(["import", fixture.path])
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    /// A file whose comments and strings mention `#selector` has nothing to lower: exit 0, output unchanged.
    @Test func commentsThatMentionSelectorsExitZero() async throws {
        let fixture = Self.tests.appendingPathComponent("SelectorLoweringTests/Fixtures/Forms/CommentsOnly.swift.txt")
        let result = try await KeyfuzzBinary.run(["import", fixture.path])
        #expect(result.status == 0)
        #expect(result.stdout == (try String(contentsOf: fixture, encoding: .utf8)))
        #expect(result.stderr == "keyfuzz: \(fixture.path): 0 lowered, 0 left as written\n")
    }

    /// Exit 1 only when a selector is left in place; each is named with its line and reason, after the
    /// changes.
    @Test func aSelectorLeftInPlaceExitsOneAndIsNamedByLine() async throws {
        let fixture = Self.tests.appendingPathComponent("SelectorLoweringTests/Fixtures/Forms/UnhandledSelectorsViewController.swift.txt")
        let result = try await KeyfuzzBinary.run(["import", fixture.path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "keyfuzz: \(fixture.path):17: lowered: addObserver(self, selector: #selector(keyboardWillShow(_:)), …) → block observer calling keyboardWillShow(note)")
        #expect(lines.contains("keyfuzz: \(fixture.path):13: left as written: perform(#selector(refresh)…) without a delay runs the method at once; call it directly"))
        #expect(!lines.contains { $0.contains(":11:") })
        #expect(lines.last == "keyfuzz: \(fixture.path): 1 lowered, 8 left as written")
    }

    @Test func anUnwritableOutputIsAUsageError() async throws {
        let fixture = Self.tests.appendingPathComponent("SelectorLoweringTests/Fixtures/Forms/CommentsOnly.swift.txt")
        let result = try await KeyfuzzBinary.run(["import", fixture.path, "--out", "/nonexistent/dir/out.swift"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write '/nonexistent/dir/out.swift'"))
    }

    @Test func aMissingFileIsAUsageError() async throws {
        let result = try await KeyfuzzBinary.run(["import", "/nonexistent/file.swift"])
        #expect(result.status == 2)
        #expect(result.stderr == "keyfuzz: cannot read '/nonexistent/file.swift'\n")
    }

    /// A storyboard writes the Swift of its scenes (the committed file), exit 0 with nothing skipped; a
    /// scene picked with --scene keeps the navigation controller around it; a document that is not XML is bad input, exit 2.
    @Test func aStoryboardBecomesSwiftAndBadXMLExitsTwo() async throws {
        let fixture = Self.tests.appendingPathComponent("InterfaceBuilderImportTests/Fixtures/SignUp.storyboard")
        let expected = try String(contentsOf: Self.tests.appendingPathComponent("StoryboardScreenTests/SignUpStoryboard.swift"), encoding: .utf8)
        let result = try await KeyfuzzBinary.run(["import", fixture.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected)
        #expect(result.stderr == "keyfuzz: \(fixture.path): 2 scene(s) (SignUpViewController, UINavigationController), 0 part(s) skipped, 0 approximated\n")
        let one = try await KeyfuzzBinary.run(["import", fixture.path, "--scene", "SignUp"])
        #expect(one.status == 0)
        // The navigation controller whose root is the scene picked is kept with it.
        #expect(one.stdout == expected)
        let missing = try await KeyfuzzBinary.run(["import", fixture.path, "--scene", "Nowhere"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no scene has the identifier, id or class 'Nowhere'"))
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-broken-\(UUID().uuidString).storyboard")
        try Data("<document><scenes>".utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        let bad = try await KeyfuzzBinary.run(["import", broken.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not an Interface Builder document"))
    }
}
