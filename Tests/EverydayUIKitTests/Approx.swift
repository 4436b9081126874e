import UIKit

/// Equality of geometry up to rounding (the facade's text metrics are not pixel-rounded).
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

/// Every label under `view` (depth first), as a test finds the text a cell shows.
func labels(in view: UIView) -> [UILabel] {
    var found: [UILabel] = []
    if let label = view as? UILabel { found.append(label) }
    for sub in view.subviews { found += labels(in: sub) }
    return found
}
