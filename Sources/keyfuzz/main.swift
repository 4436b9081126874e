// keyfuzz: the campaign program over the built-in strategies. A user's campaign program is these
// same lines with their own strategies (README, "Check your own strategy").
import ControllerCatalog
import KeyboardStrategies
import KeyfuzzCommandLine

KeyfuzzCommandLine.main(strategies: StrategyCatalog.all + ControllerCatalog.all)
