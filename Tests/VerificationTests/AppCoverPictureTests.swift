@testable import Reports
@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// The pictures and sentences of a report show the app's own views that hide rows (POLICIES.md item 9):
/// a cover that ends the visible region is drawn and labelled "app's own view", and the sentences name
/// it as the visible bottom; a view that hides no row is not drawn.
@Suite("Report pictures: the app's own views over the list")
struct AppCoverPictureTests {
    static func step(covers: [AppCover]) throws -> ScenarioRunner.TraceStep {
        var scene = try StartScreen(listKind: .chat, sections: [Array(repeating: RowSpec(height: 44), count: 30)],
                                    initialScroll: .bottom).makeScene()
        scene.appCoversInWindow = covers
        return ScenarioRunner.TraceStep(step: 1, action: .endEditing, scene: scene, violations: [])
    }

    @Test func aCoverThatEndsTheRegionIsDrawnAndNamed() throws {
        let composer = AppCover(frameInWindow: Rect(x: 0, y: 762, width: 393, height: 56), kind: "ComposerView")
        let step = try Self.step(covers: [composer])
        #expect(step.scene.visibleRegionInWindow.maxY == 762)
        let svg = StepPicture.svg(step, listKind: .chat, broken: nil, previous: nil)
        // The label and the rectangle's title (XML-escaped).
        #expect(svg.components(separatedBy: "app&apos;s own view").count - 1 >= 2, "\(svg)")
        #expect(svg.contains("ComposerView"))
        #expect(BreakAccount.bottomEdge(step.scene).under == "under the app's own view")
    }

    @Test func aViewThatHidesNoRowIsNotDrawn() throws {
        let button = AppCover(frameInWindow: Rect(x: 321, y: 746, width: 56, height: 56), kind: "FloatingButton")
        let step = try Self.step(covers: [button])
        let svg = StepPicture.svg(step, listKind: .chat, broken: nil, previous: nil)
        #expect(!svg.contains("FloatingButton"))
        #expect(!svg.contains("own view"))
        #expect(BreakAccount.bottomEdge(step.scene).edge == "the visible bottom")
    }
}
