/// `NSTextAlignment` (UIKit's raw values): stored.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
