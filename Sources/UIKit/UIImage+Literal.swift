/// `#imageLiteral(resourceName:)`: Xcode's image literal is an asset name, as `UIImage(named:)` loads it
/// (UIKit's `UIImage` conforms to `_ExpressibleByImageLiteral` and names itself the default image literal
/// type). Images are not loaded here, so the literal is the named image, never missing.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
