import Foundation
import Testing

/// Strategies are app code: they see what UIKit gives an app, never the checker's measures. The
/// compiler enforces it (the model's checker-only members are `@_spi(Checker)`); this test keeps any
/// strategy source from opting in.
@Suite("Strategies see only the app-visible API")
struct AppVisibleAPITests {
    static let strategySources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/KeyboardStrategies")

    @Test func noStrategySourceImportsTheCheckerSPI() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.strategySources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 10, "found \(files.count) strategy sources under \(Self.strategySources.path)")
        for file in files {
            let text = try String(contentsOf: Self.strategySources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("@_spi"), "\(file) opts into an SPI")
            #expect(!text.contains("import Verification"), "\(file) imports the checker")
        }
    }
}
