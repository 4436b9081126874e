import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Strategies that break the process rather than an invariant, for testing keyfuzz's supervision:
/// one traps (a Swift runtime error) and one never returns, both on rotation. keyfuzz lists them only
/// when `KEYFUZZ_TEST_STRATEGIES=1` is set.
public enum FaultyStrategies {
    public static let all: [StrategyDescriptor] = [
        StrategyDescriptor(id: "test-traps-on-rotate", summary: "test only: traps the process when the device rotates",
                           source: "written here for keyfuzz's tests", promises: [.noUIKitException],
                           make: { _ in TrapsOnRotate() }),
        StrategyDescriptor(id: "test-hangs-on-rotate", summary: "test only: never returns when the device rotates",
                           source: "written here for keyfuzz's tests", promises: [.noUIKitException],
                           make: { _ in HangsOnRotate() }),
    ]

    struct TrapsOnRotate: KeyboardStrategy {
        mutating func didRotate(in scene: inout Scene) throws {
            let rows = [Int]()
            _ = rows[scene.tableView.totalRows]  // index out of range: a Swift runtime trap
        }
    }

    struct HangsOnRotate: KeyboardStrategy {
        mutating func didRotate(in scene: inout Scene) throws {
            var spins: UInt64 = 0
            while spins != .max { spins &+= scene.tableView.totalRows == -1 ? 2 : 0 }
        }
    }
}
