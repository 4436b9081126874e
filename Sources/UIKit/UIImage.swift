/// `UIImage`: a name, stored and inert. Images are not loaded: `size` is zero (an image view's
/// intrinsic size is therefore zero unless the app sets its frame).
open class UIImage: NSObject {
    let name: String
    let isSystem: Bool

    init(name: String, isSystem: Bool) {
        self.name = name
        self.isSystem = isSystem
        super.init()
    }

    /// `UIImage(systemName:)`: an SF Symbol by name; never nil here (on iOS an unknown name gives nil).
    /// The literal's initializer (`UIImage+Literal.swift`): `required`, as the literal protocol asks of a
    /// non-final class.
    public required convenience init(imageLiteralResourceName path: String) { self.init(name: path, isSystem: false) }
    public convenience init?(systemName name: String) { self.init(name: name, isSystem: true) }
    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(name: name, isSystem: true)
    }
    /// `UIImage(named:)`: an asset by name; never nil here (asset catalogues are not read).
    public convenience init?(named name: String) { self.init(name: name, isSystem: false) }
    /// `UIImage()`: an empty image.
    public convenience override init() { self.init(name: "", isSystem: false) }

    /// `size`: zero (images are not loaded).
    open var size: CGSize { .zero }
    /// `scale`: 1.
    open var scale: CGFloat { 1 }

    /// `withRenderingMode(_:)`, `withTintColor(_:)`, `withTintColor(_:renderingMode:)`, `withConfiguration(_:)`: the
    /// same image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    /// `applyingSymbolConfiguration(_:)`: the same image (symbols are not drawn; on iOS nil only for an
    /// image that is not a symbol).
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.name == name && other.isSystem == isSystem
    }
    public override var hash: Int { name.hashValue }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `UIImage.SymbolConfiguration`: stored.
    open class SymbolConfiguration: NSObject {
        public init(pointSize: CGFloat) { super.init() }
        public init(pointSize: CGFloat, weight: SymbolWeight) { super.init() }
        public init(textStyle: UIFont.TextStyle) { super.init() }
        public init(scale: SymbolScale) { super.init() }
        public init(weight: SymbolWeight) { super.init() }
        public init(font: UIFont) { super.init() }
    }

    /// `UIImage.SymbolWeight`, `UIImage.SymbolScale`.
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}
