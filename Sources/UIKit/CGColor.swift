/// `CGColor` (Core Graphics is absent on Linux): the colour's name and alpha, for `layer.borderColor =
/// UIColor.separator.cgColor`.
public final class CGColor: Equatable {
    let name: String
    /// `alpha`.
    public let alpha: CGFloat
    init(name: String, alpha: CGFloat = 1) {
        self.name = name
        self.alpha = alpha
    }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.name == b.name }
}

extension UIColor {
    /// `cgColor`.
    public var cgColor: CGColor { CGColor(name: name, alpha: facadeAlpha) }
    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(name: cgColor.name, alpha: cgColor.alpha) }
}
