import Foundation

/// Where Auto Layout's log lines go (stderr by default), so that a runner or a test can capture them.
///
/// UIKit logs a broken constraint each time it breaks it. A campaign lays out the same screen thousands of
/// times, so the default handler writes each distinct line once per process (object addresses aside, as
/// they differ from one screen to the next) and says that repeats are not written.
@_spi(KeyboardScrollRunner)
public enum AutoLayoutLog {
    /// Receives each log line (a broken constraint, a refused priority change).
    nonisolated(unsafe) public static var handler: (String) -> Void = { line in
        guard firstTime(line) else { return }
        FileHandle.standardError.write(Data((line + " (repeats are not logged)\n").utf8))
    }

    static func write(_ line: String) { handler(line) }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var written: Set<String> = []

    /// True the first time `line` is seen in this process, object addresses (`0x…`) aside.
    public static func firstTime(_ line: String) -> Bool {
        let key = withoutAddresses(line)
        lock.lock()
        defer { lock.unlock() }
        return written.insert(key).inserted
    }

    /// `line` with the hex digits after each `0x` left out (`0x1f2e` becomes `0x`), by one scan of its
    /// bytes: a campaign can break the same constraint on every layout pass, and each break comes here.
    static func withoutAddresses(_ line: String) -> String {
        func isHex(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102) }
        let bytes = Array(line.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 48, i + 2 < bytes.count, bytes[i + 1] == 120, isHex(bytes[i + 2]) {
                out.append(48)
                out.append(120)
                i += 2
                while i < bytes.count, isHex(bytes[i]) { i += 1 }
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
