/// `UIModalPresentationStyle` (Apple's raw values): stored.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// `UIModalTransitionStyle`: stored.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// `UIStatusBarStyle`: stored.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// `UIRectEdge`: stored (`edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
