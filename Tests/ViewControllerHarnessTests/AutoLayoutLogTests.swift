import Testing
@_spi(KeyboardScrollRunner) import UIKit

/// The default Auto Layout log writes each distinct line once per process: a campaign lays the same screen
/// out thousands of times (a nightly log held 560,170 copies of one self-sizing cell's conflict), and the
/// objects' addresses differ from one screen to the next.
@Suite("Auto Layout log")
struct AutoLayoutLogTests {
    @Test func aLineIsWrittenOnceWhateverTheAddressesInIt() {
        let tag = "log-test-\(UInt64.random(in: 0...UInt64.max))"
        #expect(AutoLayoutLog.firstTime("[LayoutConstraints] \(tag) <UITextField:0xe0faaf8810002358.height == 36.0>"))
        #expect(!AutoLayoutLog.firstTime("[LayoutConstraints] \(tag) <UITextField:0x59141cc9d60f3cc6.height == 36.0>"))
        #expect(AutoLayoutLog.firstTime("[LayoutConstraints] \(tag) <UITextField:0x59141cc9d60f3cc6.height == 44.0>"))
        // Every address in the line, however long, and only the digits after a `0x`.
        #expect(AutoLayoutLog.firstTime("\(tag) <UIView:0xAB12.top == UILabel:0x9.bottom> 0x end"))
        #expect(!AutoLayoutLog.firstTime("\(tag) <UIView:0x7f.top == UILabel:0xdeadBEEF0.bottom> 0x end"))
        #expect(AutoLayoutLog.firstTime("\(tag) <UIView:0x7f.top == UILabel:0xdeadBEEF0.bottom> 0xg end"), "g is no hex digit")
        #expect(AutoLayoutLog.firstTime("\(tag) <UIView:1x7f.top == UILabel:0x1.bottom> 0x end"), "no 0x before 7f")
    }
}
