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
    }
}
