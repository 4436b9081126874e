/// `NSLineBreakMode`: stored (``TextMetrics`` wraps by characters whatever the mode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
