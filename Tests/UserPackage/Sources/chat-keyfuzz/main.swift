import ChatKeyboard
import KeyfuzzCommandLine

KeyfuzzCommandLine.main(strategies: [insetForKeyboard, insetForKeyboardBroken])
