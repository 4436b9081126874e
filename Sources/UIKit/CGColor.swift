/// `CGColor` (Core Graphics is absent on Linux): the colour's name, for `layer.borderColor =
/// UIColor.separator.cgColor`.
public final class CGColor: Equatable {
    let name: String
    init(name: String) { self.name = name }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.name == b.name }
}

extension UIColor {
    /// `cgColor`.
    public var cgColor: CGColor { CGColor(name: name) }
    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(name: cgColor.name) }
}
