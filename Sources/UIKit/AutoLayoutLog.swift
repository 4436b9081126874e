/// Where Auto Layout's log lines go (stderr by default), so that a runner or a test can capture them.
@_spi(KeyboardScrollRunner)
public enum AutoLayoutLog {
    /// Receives each log line (a broken constraint, a refused priority change).
    nonisolated(unsafe) public static var handler: (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func write(_ line: String) { handler(line) }
}
