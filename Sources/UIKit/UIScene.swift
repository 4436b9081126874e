/// `UIScene`: a connected scene. Only window scenes exist here (see ``UIWindowScene``).
open class UIScene: UIResponder {
    /// `activationState`: always `.foregroundActive` while a screen runs.
    public var activationState: ActivationState { .foregroundActive }
    /// `title`: stored.
    open var title: String?

    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
}
