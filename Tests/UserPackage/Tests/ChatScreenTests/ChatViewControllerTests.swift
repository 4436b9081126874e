import ChatScreenChecks
import Foundation
import PropertyCheck
import Testing
import Verification

@Test func chatViewControllerKeepsItsPromises() {
    check("ChatViewController keeps its promises", chatScreen.scenarios()) { scenario in
        try StrategyCheck.body(chatScreen)(scenario)
    }
}

/// Fails on purpose, to show what a broken view controller looks like: `CHECK_BROKEN_VARIANT=1 swift test`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["CHECK_BROKEN_VARIANT"] == "1"))
func brokenChatViewControllerKeepsItsPromises() {
    check("broken ChatViewController keeps its promises", chatScreenBroken.scenarios()) { scenario in
        try StrategyCheck.body(chatScreenBroken)(scenario)
    }
}
