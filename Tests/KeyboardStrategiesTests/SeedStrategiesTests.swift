import StrategyFixtures
import Testing
@_spi(Checker) import ScrollGeometry
import KeyboardStrategies

@Suite("SeedStrategies.all")
struct SeedStrategiesTests {
    @Test func listsEverySeedStrategyOnceByID() {
        #expect(SeedStrategies.all.map(\.id) == [
            "bottomPinned", "bottomPinnedFrameInset", "frameResizeDidShow", "insetAndScrollFocused",
            "topInsertionAnchor", "topInsertionReloadAndOffset", "topInsertionPreScroll", "frameResizeBounds",
        ])
    }

    @Test func everySeedPromisesNoUIKitException() {
        for descriptor in SeedStrategies.all {
            #expect(descriptor.promises.contains(.noUIKitException), "\(descriptor.id)")
        }
    }

    @Test func listKindsMatchWhatEachRecipeIsWrittenFor() {
        let kinds = Dictionary(uniqueKeysWithValues: SeedStrategies.all.map { ($0.id, $0.listKinds) })
        #expect(kinds["bottomPinned"] == [.chat])
        #expect(kinds["bottomPinnedFrameInset"] == [.chat])
        #expect(kinds["topInsertionAnchor"] == [.readingList])
        #expect(kinds["topInsertionReloadAndOffset"] == [.readingList])
        #expect(kinds["topInsertionPreScroll"] == [.readingList])
        #expect(kinds["insetAndScrollFocused"] == Set(ListKind.allCases))
        #expect(kinds["frameResizeDidShow"] == Set(ListKind.allCases))
        #expect(kinds["frameResizeBounds"] == Set(ListKind.allCases))
    }

    @Test func everySeedCitesItsSeedFile() {
        for descriptor in SeedStrategies.all {
            #expect(descriptor.source.contains(".txt"), "\(descriptor.id)")
        }
    }
}
