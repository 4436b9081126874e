/// `UIBarMetrics`: which bar height an appearance setting (a background image) is for (UIKit's raw
/// values; `landscapePhone` and `landscapePhonePrompt` are the deprecated names of the compact ones).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
    @available(*, deprecated, renamed: "compact")
    public static var landscapePhone: UIBarMetrics { .compact }
    @available(*, deprecated, renamed: "compactPrompt")
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}
