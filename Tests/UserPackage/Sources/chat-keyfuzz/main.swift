import ChatKeyboard
import ChatScreenChecks
import KeyfuzzCommandLine

KeyfuzzCommandLine.main(strategies: [insetForKeyboard, insetForKeyboardBroken, chatScreen, chatScreenBroken])
