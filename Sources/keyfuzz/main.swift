// keyfuzz: the campaign program over the built-in catalogue — view controllers written as apps write
// them, each adopted in one line (the correct ones, then the published recipes, bugs included). The
// model-level strategies stay runnable by id as fixtures of the oracle. A user's campaign program is
// these same lines with their own strategies (README, "Check your own strategy").
import ControllerCatalog
import KeyboardStrategies
import KeyfuzzCommandLine

KeyfuzzCommandLine.main(strategies: ControllerCatalog.all + ControllerCatalog.recipes, fixtures: StrategyCatalog.all)
