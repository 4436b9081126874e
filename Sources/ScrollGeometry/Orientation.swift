/// The interface orientation (`UIInterfaceOrientation`), reduced to what changes geometry: the screen's
/// width and height swap, and safe areas, bar heights and keyboard heights change.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    case portrait
    case landscape

    /// The other orientation: what a rotation produces.
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}
