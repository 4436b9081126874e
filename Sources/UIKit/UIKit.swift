// The module named `UIKit` that KeyboardScroll builds on Linux and macOS (never on iOS, where Apple's
// framework answers `import UIKit`). It re-exports Foundation, as Apple's UIKit does, and declares the
// UIKit names a keyboard-handling view controller touches, over the geometry model. The model is
// imported `@_spiOnly`: a file that says `import UIKit` sees UIKit's names only, and the runner reaches
// the model through `@_spi(KeyboardScrollRunner)` declarations (see SPIKE.md and STATUS.md).
@_exported import Foundation
@_spiOnly @_spi(Checker) import ScrollGeometry

/// Conversions between the model's value types and CoreGraphics' (the model uses `Double`).
extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    package var model: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    package var model: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    package init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension UIEdgeInsets {
    init(_ e: EdgeInsets) { self.init(top: e.top, left: e.left, bottom: e.bottom, right: e.right) }
    package var model: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension Foundation.IndexPath {
    package init(_ ip: ScrollGeometry.IndexPath) { self.init(row: ip.row, section: ip.section) }
    var model: ScrollGeometry.IndexPath { ScrollGeometry.IndexPath(row: row, section: section) }
}
