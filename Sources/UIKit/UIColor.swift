/// `UIColor`: stored by views, with no effect on geometry. The common named colours only.
open class UIColor: NSObject {
    let name: String
    init(name: String) { self.name = name }

    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white \(white) alpha \(alpha)") }
    /// `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba \(red) \(green) \(blue) \(alpha)")
    }

    public class var clear: UIColor { UIColor(name: "clear") }
    public class var white: UIColor { UIColor(name: "white") }
    public class var black: UIColor { UIColor(name: "black") }
    public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    public override var description: String { "UIColor(\(name))" }
}
