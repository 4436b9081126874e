import Foundation
import Testing

/// README § "Check your own strategy" shows the fixture user package's files verbatim: every code block
/// preceded by `<!-- file: PATH -->` must equal that file, so the README is exactly what `.ci/run`
/// builds and runs.
@Test func readmeShowsTheFixturePackageVerbatim() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let parts = readme.components(separatedBy: "<!-- file: ").dropFirst()
    #expect(parts.count >= 4)
    for part in parts {
        guard let close = part.range(of: " -->\n```swift\n") else {
            Issue.record("a file marker not followed by a swift block: \(part.prefix(80))")
            continue
        }
        let path = String(part[..<close.lowerBound])
        let rest = part[close.upperBound...]
        guard let end = rest.range(of: "```\n") else { continue }
        let block = String(rest[..<end.lowerBound])
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(block == file, "README's block for \(path) differs from the file")
    }
}
