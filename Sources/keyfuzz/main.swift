// keyfuzz: the nightly campaign program. The campaign itself (generators, strategies, invariants,
// reports) arrives with later issues; until then `swift run keyfuzz` runs a model self-check and says so.
import ScrollGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

print("keyfuzz: the fuzz campaign is not built yet; running the geometry model's self-check instead.")
print("For every device, orientation and keyboard kind: the keyboard frame UIKit reports (screen")
print("coordinates) and how much of a full-screen UITableViewController it hides.\n")

var failures = 0
var checks = 0
for device in Device.allCases {
    for orientation in Orientation.allCases {
        var placements: [KeyboardPlacement] = [.docked(predictive: false), .docked(predictive: true), .hardware]
        if device.isPad {
            placements += [.undocked(lift: 200), .split(lift: 150), .floating(origin: Point(x: 40, y: 300))]
        }
        for placement in placements {
            checks += 1
            do {
                var scene = try Scene(layout: ScreenLayout(device: device, orientation: orientation),
                                      sections: [Array(repeating: RowSpec(height: 44), count: 60)],
                                      behavior: UndocumentedBehavior(tableControllerKeyboard: .none))
                let begin = scene.keyboardFrame
                let end = try placement.frame(on: device, orientation)
                try scene.receiveKeyboard(KeyboardNotification(.willShow, begin: begin, end: end))
                let overlap = scene.keyboardOverlapOfTable
                let expected = placement.isAtBottom ? scene.layout.screenBounds.maxY - end.minY : 0
                let ok = overlap == expected
                if !ok { failures += 1 }
                let name = "\(device.rawValue) \(orientation.rawValue)".padded(to: 32)
                let kind = placement.description.padded(to: 40)
                print("\(ok ? "ok  " : "FAIL") \(name) \(kind) frame \(end)  hides \(Format.number(overlap))")
            } catch {
                failures += 1
                print("FAIL \(device.rawValue) \(orientation.rawValue) \(placement): \(error)")
            }
        }
    }
}
print("\n\(checks - failures) passed, \(failures) failed")
if failures > 0 { exit(1) }

extension String {
    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
