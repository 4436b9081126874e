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
        let key = line.replacing(/0x[0-9a-fA-F]+/, with: "0x")
        lock.lock()
        defer { lock.unlock() }
        return written.insert(key).inserted
    }
}
