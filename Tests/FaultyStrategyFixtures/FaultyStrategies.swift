import Dispatch
import Foundation
import KeyboardStrategies
@_spi(Checker) import ScrollGeometry

/// Strategies that break the process rather than an invariant, for testing keyfuzz's supervision: one
/// traps (a Swift runtime error) and one never returns, both on rotation, one traps on focus (a failed
/// `precondition`), and one that is slow but keeps returning (each keyboard callback takes 0.3 s). Campaign programs list them only when
/// `KEYFUZZ_TEST_STRATEGIES=1` is set.
public enum FaultyStrategies {
    public static let all: [StrategyDescriptor] = [
        StrategyDescriptor(id: "test-traps-on-rotate", summary: "test only: traps the process when the device rotates",
                           source: "written here for keyfuzz's tests", promises: [.noUIKitException],
                           make: { _ in TrapsOnRotate() }),
        StrategyDescriptor(id: "test-hangs-on-rotate", summary: "test only: never returns when the device rotates",
                           source: "written here for keyfuzz's tests", promises: [.noUIKitException],
                           make: { _ in HangsOnRotate() }),
        // A precondition the app keeps about its own fields, in `textFieldDidBeginEditing`: traps on the
        // first focus. It promises anchor stability alone, so its crash is a broken promise only because
        // every strategy promises not to crash.
        StrategyDescriptor(id: "test-traps-on-focus", summary: "test only: traps the process when a field begins editing",
                           source: "written here for keyfuzz's tests", promises: [.anchorStability],
                           make: { _ in TrapsOnFocus() }),
        StrategyDescriptor(id: "test-slow-keyboard", summary: "test only: each keyboard callback takes 0.3 s, then returns",
                           source: "written here for keyfuzz's tests", promises: [.noUIKitException],
                           make: { _ in SlowKeyboard() }),
        // Breaks its promise whenever a docked keyboard covers the end of a list longer than the screen
        // (most generated scenarios with a show): campaign tests that need a broken cell use it, so
        // they do not hang on how often a published recipe happens to break.
        StrategyDescriptor(id: "test-ignores-keyboard", summary: "test only: does nothing about the keyboard, yet promises reachability",
                           source: "written here for keyfuzz's tests", promises: [.reachability, .noUIKitException],
                           make: { _ in IgnoresKeyboard() }),
        // The same, each keyboard callback taking 1 ms: a shrink of a long scenario takes seconds
        // whatever the build's optimization, so a test can interrupt one.
        StrategyDescriptor(id: "test-ignores-keyboard-slowly", summary: "test only: ignores the keyboard as test-ignores-keyboard, 1 ms a keyboard callback",
                           source: "written here for keyfuzz's tests", promises: [.reachability, .noUIKitException],
                           make: { _ in IgnoresKeyboardSlowly() }),
    ]

    struct TrapsOnRotate: KeyboardStrategy {
        mutating func didRotate(in scene: inout Scene) throws {
            let rows = [Int]()
            _ = rows[scene.tableView.totalRows]  // index out of range: a Swift runtime trap
        }
    }

    struct TrapsOnFocus: KeyboardStrategy {
        mutating func didBeginEditing(row: RowID, in scene: inout Scene) throws {
            precondition(scene.tableView.totalRows < 0, "the form's fields are not set up")
        }
    }

    /// Blocks on a semaphore nobody signals: a wait the optimiser cannot remove (an empty loop without
    /// side effects may be deleted in release builds, which is how an earlier version "hung" only in
    /// debug builds).
    struct HangsOnRotate: KeyboardStrategy {
        mutating func didRotate(in scene: inout Scene) throws {
            DispatchSemaphore(value: 0).wait()
        }
    }

    struct IgnoresKeyboard: KeyboardStrategy {}

    struct IgnoresKeyboardSlowly: KeyboardStrategy {
        mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    struct SlowKeyboard: KeyboardStrategy {
        mutating func keyboard(_ notification: KeyboardNotification, in scene: inout Scene) throws {
            Thread.sleep(forTimeInterval: 0.3)
        }
    }
}
