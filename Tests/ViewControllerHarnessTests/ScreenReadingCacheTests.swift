import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry
import Testing
@_spi(KeyboardScrollRunner) import UIKit
@_spi(KeyboardScrollRunner) import ViewControllerHarness
@testable import ControllerCatalog

/// A view-controller descriptor reads its controller's screen once per world: the generator asks for
/// the reading of every scenario it draws, and the answer for a world already read is the one reading
/// it again gives.
@Suite("The screen read once per world")
struct ScreenReadingCacheTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        func increment() { lock.lock(); made += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return made }
    }

    static func world(_ device: Device, _ orientation: Orientation) -> StartScreen {
        var layout = ScreenLayout(device: device, orientation: orientation)
        layout.navigationBar = .translucent
        return StartScreen(layout: layout, sections: [[]])
    }

    @Test func aWorldReadBeforeIsNotBuiltAgainAndReadsTheSame() throws {
        let count = Count()
        let descriptor = ViewControllerStrategy.descriptor(
            id: "countedProfileForm", summary: "counts its controllers", source: "test", promises: [.offsetBounds],
            listKinds: [.readingList]) { count.increment(); return ProfileFormViewController() }
        let read = try #require(descriptor.readsScreen)
        let portrait = Self.world(.iPhone15, .portrait), landscape = Self.world(.iPhone15, .landscape)

        let first = read(portrait)
        #expect(count.value == 1)
        let again = read(portrait)
        #expect(count.value == 1, "the same world is not built again")
        #expect(again == first)
        // Read afresh, without the descriptor: the same screen.
        #expect(first == ViewControllerStrategy.screen(of: { ProfileFormViewController() }, in: portrait))

        let turned = read(landscape)
        #expect(count.value == 2, "another world is read")
        #expect(turned != first)
        #expect(turned == ViewControllerStrategy.screen(of: { ProfileFormViewController() }, in: landscape))
        #expect(turned.readFromController && first.readFromController)
    }

    @Test func eachDescriptorReadsForItself() throws {
        let count = Count()
        let make: @Sendable () -> UIViewController = { count.increment(); return ProfileFormViewController() }
        let a = ViewControllerStrategy.descriptor(id: "a", summary: "a", source: "test", promises: [.offsetBounds],
                                                  listKinds: [.readingList], make: make)
        let b = ViewControllerStrategy.descriptor(id: "b", summary: "b", source: "test", promises: [.offsetBounds],
                                                  listKinds: [.readingList], make: make)
        let world = Self.world(.iPhoneSE2, .portrait)
        let readA = try #require(a.readsScreen), readB = try #require(b.readsScreen)
        _ = readA(world)
        _ = readB(world)
        #expect(count.value == 2, "two descriptors, two readings")
    }
}
