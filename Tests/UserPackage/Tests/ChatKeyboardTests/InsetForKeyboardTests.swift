import ChatKeyboard
import Foundation
import Generators
import PropertyCheck
import Testing
import Verification

@Test func insetForKeyboardKeepsItsPromises() {
    check("insetForKeyboard keeps its promises", ScenarioGen.scenario()) { scenario in
        try StrategyCheck.body(insetForKeyboard)(scenario)
    }
}

/// Fails on purpose, to show what a broken strategy looks like: `CHECK_BROKEN_VARIANT=1 swift test`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["CHECK_BROKEN_VARIANT"] == "1"))
func insetForKeyboardBrokenKeepsItsPromises() {
    check("insetForKeyboardBroken keeps its promises", ScenarioGen.scenario()) { scenario in
        try StrategyCheck.body(insetForKeyboardBroken)(scenario)
    }
}
