/// `UISemanticContentAttribute`: stored (layout is left to right here).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
