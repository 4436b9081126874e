import Foundation
import SelectorLowering
import Testing

/// `keyfuzz import`'s rewrite on a selector-based view controller: the output is committed as
/// Tests/ViewControllerHarnessTests/LoweredSelectorKeyboardViewController.swift, which that target
/// compiles against the UIKit module and runs — so the lowered file is known to build and behave.
@Suite("Selector lowering")
struct SelectorLoweringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func lowersTheFixtureToTheCommittedCompiledFile() throws {
        let input = try String(contentsOf: Self.root.appendingPathComponent("SelectorLoweringTests/Fixtures/SelectorKeyboardViewController.swift.txt"), encoding: .utf8)
        let expected = try String(contentsOf: Self.root.appendingPathComponent("ViewControllerHarnessTests/LoweredSelectorKeyboardViewController.swift"), encoding: .utf8)
        let result = SelectorLowering.lower(input)
        #expect(result.unhandled.isEmpty)
        #expect(result.source == expected)
        if result.source != expected {
            print("LOWERED OUTPUT BEGIN\n\(result.source)\nLOWERED OUTPUT END")
        }
    }

    /// The selector-based Swift translations of seeds 000, 001, 002 and 004 lower to the committed
    /// `<name>.lowered.swift.txt` beside them, byte for byte. Those outputs were compiled and run as the
    /// recipes' first view controllers until the controller catalogue's recipes (which build their own
    /// screens, Sources/ControllerCatalog/Recipes) replaced them; they stay here as the rewrite's record.
    static let importedRecipes = ["BottomPinnedViewController", "BottomPinnedFrameInsetViewController",
                                  "FrameResizeBoundsViewController", "FrameResizeDidShowViewController",
                                  "InsetAndScrollFocusedViewController"]

    @Test(arguments: importedRecipes)
    func theRecipesLowerToTheirCommittedImport(name: String) throws {
        let folder = Self.root.appendingPathComponent("SelectorLoweringTests/Fixtures/Recipes")
        let input = try String(contentsOf: folder.appendingPathComponent("\(name).swift.txt"), encoding: .utf8)
        let lowered = folder.appendingPathComponent("\(name).lowered.swift.txt")
        let expected = try String(contentsOf: lowered, encoding: .utf8)
        // The translation is selector-based: there is something to lower.
        #expect(input.contains("#selector("))
        #expect(input.contains("addObserver(self, selector:"))
        let result = SelectorLowering.lower(input)
        #expect(result.unhandled.isEmpty)
        #expect(!result.source.contains("#selector") && !result.source.contains("@objc"))
        #expect(result.source == expected, "re-import: keyfuzz import Tests/SelectorLoweringTests/Fixtures/Recipes/\(name).swift.txt --out \(lowered.path)")
    }

    @Test func leavesBlockObserversAndUnknownSelectorsAlone() {
        let source = """
        import UIKit
        let token = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }
        NotificationCenter.default.removeObserver(token)
        button.addTarget(self, action: #selector(tap), for: .touchUpInside)
        """
        let result = SelectorLowering.lower(source)
        #expect(result.source == source)
        #expect(result.unhandledLines == [4])
    }

    @Test func dropsImportFoundationOnlyBesideImportUIKit() {
        #expect(SelectorLowering.lower("import Foundation\nlet x = 1").source == "import Foundation\nlet x = 1")
        #expect(SelectorLowering.lower("import Foundation\nimport UIKit\nlet x = 1").source == "import UIKit\nlet x = 1")
    }
}
