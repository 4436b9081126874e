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

    /// The seed recipes' view controllers (Sources/AppStrategies/Recipes) are `keyfuzz import`'s output
    /// for their selector-based Swift translations, byte for byte: the compiled recipes, their
    /// differential test and their findings are the imported files'.
    static let importedRecipes = ["BottomPinnedViewController", "BottomPinnedFrameInsetViewController",
                                  "FrameResizeBoundsViewController", "FrameResizeDidShowViewController",
                                  "InsetAndScrollFocusedViewController"]

    @Test(arguments: importedRecipes)
    func theRecipesAreTheImportOfTheirSelectorTranslations(name: String) throws {
        let input = try String(contentsOf: Self.root.appendingPathComponent("SelectorLoweringTests/Fixtures/Recipes/\(name).swift.txt"), encoding: .utf8)
        let compiled = Self.root.deletingLastPathComponent().appendingPathComponent("Sources/AppStrategies/Recipes/\(name).swift")
        let expected = try String(contentsOf: compiled, encoding: .utf8)
        // The translation is selector-based: there is something to lower.
        #expect(input.contains("#selector("))
        #expect(input.contains("addObserver(self, selector:"))
        let result = SelectorLowering.lower(input)
        #expect(result.unhandled.isEmpty)
        #expect(!result.source.contains("#selector") && !result.source.contains("@objc"))
        #expect(result.source == expected, "re-import: keyfuzz import Tests/SelectorLoweringTests/Fixtures/Recipes/\(name).swift.txt --out \(compiled.path)")
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
