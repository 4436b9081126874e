import Foundation

/// Identities for items a scenario inserts, for the view controllers that keep their items by identity:
/// drawn from one counter above every identity a screen starts with (those are `0..<rows`), so they are
/// never reused. Taking the largest identity in use instead cost a pass over every item per change.
enum NewItemID {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 1 << 40

    /// A fresh identity.
    static func make() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next
    }
}
