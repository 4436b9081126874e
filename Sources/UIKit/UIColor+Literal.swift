/// `#colorLiteral(red:green:blue:alpha:)`: Xcode's colour literal is an sRGB colour with those
/// components (UIKit's `UIColor` conforms to `_ExpressibleByColorLiteral` and names itself the default
/// colour literal type).
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
