import Foundation
import Testing

/// Strategies are app code: they see what UIKit gives an app, never the checker's measures. The
/// compiler enforces it (the model's checker-only members are `@_spi(Checker)`); this test keeps any
/// strategy source from opting in.
@Suite("Strategies see only the app-visible API")
struct AppVisibleAPITests {
    static let sources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The app-side sources: strategies on the model's API, and the catalogue's view controllers on the
    /// UIKit module.
    @Test(arguments: ["KeyboardStrategies", "ControllerCatalog"])
    func noAppSourceImportsTheCheckerOrTheSPI(module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "found no sources under \(folder.path)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("@_spi"), "\(file) opts into an SPI")
            #expect(!text.contains("import Verification"), "\(file) imports the checker")
        }
    }
}
