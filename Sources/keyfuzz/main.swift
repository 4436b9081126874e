// keyfuzz: the campaign program over the built-in catalogue — view controllers written as apps write
// them, each adopted in one line (the correct ones, then the published recipes, bugs included). A
// user's campaign program is these same lines with their own strategies (README, "Check your own
// strategy").
//
// Its test switch, `KEYFUZZ_TEST_STRATEGIES=1`, adds the test fixtures keyfuzz's own tests run by id:
// the model-level strategies (fast cases for the campaign machinery's tests) and the strategies that
// trap, hang or run slowly (its supervision tests). Neither is in `list` or a campaign otherwise.
import ControllerCatalog
import FaultyStrategyFixtures
import Foundation
import KeyfuzzCommandLine
import StrategyFixtures

let testing = ProcessInfo.processInfo.environment["KEYFUZZ_TEST_STRATEGIES"] == "1"
KeyfuzzCommandLine.main(strategies: ControllerCatalog.all + ControllerCatalog.recipes,
                        fixtures: testing ? StrategyCatalog.all + FaultyStrategies.all : [])
