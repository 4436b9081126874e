/// `UIBarStyle`: a bar's look (`.default`, `.black`); stored, it does not change geometry.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
}
