import Testing
@_spi(Checker) @testable import ScrollGeometry

@Suite("Rect edge semantics")
struct RectTests {
    @Test func rectsThatOnlyTouchDoNotIntersect() {
        let upper = Rect(x: 0, y: 0, width: 320, height: 315)
        let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)
        #expect(!upper.intersects(keyboard))
        #expect(upper.intersection(keyboard) == nil)
        #expect(upper.overlapHeight(with: keyboard) == 0)
    }

    @Test func cornerTouchDoesNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 10, y: 10, width: 10, height: 10)
        #expect(!a.intersects(b))
    }

    @Test func overlappingRectsShareTheirCommonArea() {
        let table = Rect(x: 0, y: 0, width: 320, height: 568)
        let keyboard = Rect(x: 0, y: 315, width: 320, height: 253)
        #expect(table.intersection(keyboard) == Rect(x: 0, y: 315, width: 320, height: 253))
        #expect(table.overlapHeight(with: keyboard) == 253)
    }

    @Test func zeroHeightRectOnAnEdgeDoesNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 100, height: 100)
        let line = Rect(x: 0, y: 50, width: 100, height: 0)
        #expect(!a.intersects(line))
    }

    @Test func pointContainmentIsHalfOpen() {
        let row = Rect(x: 0, y: 44, width: 320, height: 44)
        #expect(row.contains(Point(x: 0, y: 44)))
        #expect(!row.contains(Point(x: 0, y: 88)))
        #expect(!row.contains(Point(x: 320, y: 50)))
    }

    @Test func insetByNegativeGrowsAndOverInsetIsNull() {
        let r = Rect(x: 0, y: 100, width: 200, height: 40)
        #expect(r.insetBy(dx: 0, dy: -10) == Rect(x: 0, y: 90, width: 200, height: 60))
        #expect(r.insetBy(dx: 0, dy: 21) == nil)
        #expect(r.insetBy(dx: 0, dy: 20) == Rect(x: 0, y: 120, width: 200, height: 0))
    }

    @Test func nanIsRejectedWithFieldAndValue() {
        let bad = Rect(x: 0, y: .nan, width: 10, height: 10)
        #expect(throws: ModelError.self) { try bad.validated("keyboard.endFrame") }
        do {
            _ = try bad.validated("keyboard.endFrame")
            Issue.record("NaN was accepted")
        } catch {
            guard case let .notFinite(field, value) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(field == "keyboard.endFrame.origin.y")
            #expect(value.isNaN)
            #expect(error.description == "keyboard.endFrame.origin.y is nan: every value entering the model must be finite")
        }
    }

    @Test func infinityAndNegativeSizeAreRejected() {
        #expect(throws: ModelError.negative(field: "r.size.height", value: -1)) {
            try Rect(x: 0, y: 0, width: 10, height: -1).validated("r")
        }
        #expect(throws: ModelError.self) { try Rect(x: .infinity, y: 0, width: 10, height: 1).validated("r") }
    }

    @Test func numbersPrintWithoutNoise() {
        #expect(Format.number(253) == "253")
        #expect(Format.number(315.5) == "315.5")
        #expect(Format.number(-0.333) == "-0.33")
        #expect(Rect(x: 0, y: 315, width: 320, height: 253).description == "{0, 315, 320, 253}")
    }
}
