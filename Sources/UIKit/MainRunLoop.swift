import Foundation

/// The virtual main run loop the app's deferred work runs on: a clock, the blocks queued on
/// `DispatchQueue.main` (and `OperationQueue.main`, animation completions), and the app's
/// `NotificationCenter.default`.
///
/// Each runner's host owns one, made current on the thread that runs its app code while that code runs
/// (``withCurrent(_:_:)``), so scenarios checked in parallel on other threads never see each other's
/// observers or blocks. Code that runs outside any host (a unit test building views by hand) gets one
/// per thread.
final class MainRunLoop: @unchecked Sendable {
    let keyWindowStorage = KeyWindowStorage()
    /// `UIApplication.shared` and its window scene for this run loop.
    let sceneStorage = SceneStorage()
    /// `UIView.setAnimationsEnabled(false)` was called on this run loop.
    var animationsDisabled = false
    /// Seconds since the screen appeared, as the runner reports them; never goes back.
    private(set) var now: Double = 0
    let notificationCenter = NotificationCenter()
    private var scheduled: [(due: Double, order: Int, work: () -> Void)] = []
    private var nextOrder = 0

    /// Runs `body` with `loop` current on this thread, then puts back the one current before. App code is
    /// synchronous here (a callback returns before the next), so a thread-specific slot scopes the loop as
    /// a task-local would, for a pointer load instead of the task-local stack. The slot does not retain
    /// `loop`: the caller holds it for the call.
    static func withCurrent<T>(_ loop: MainRunLoop, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(currentSlot)
        pthread_setspecific(currentSlot, Unmanaged.passUnretained(loop).toOpaque())
        defer { pthread_setspecific(currentSlot, previous) }
        return try body()
    }

    /// The run loop app code sees now: the host's while a host runs it, else this thread's own.
    static var active: MainRunLoop {
        if let slot = pthread_getspecific(currentSlot) { return Unmanaged<MainRunLoop>.fromOpaque(slot).takeUnretainedValue() }
        return threadOwn
    }

    /// This thread's own run loop, made on first use and released when the thread ends, in a POSIX
    /// thread-specific slot (a pointer load, no lookup by name): a controller's `deinit` that removes its
    /// observers from `NotificationCenter.default` runs here, after its host has let go, once per scenario.
    private static var threadOwn: MainRunLoop {
        if let slot = pthread_getspecific(threadSlot) { return Unmanaged<MainRunLoop>.fromOpaque(slot).takeUnretainedValue() }
        let loop = MainRunLoop()
        pthread_setspecific(threadSlot, Unmanaged.passRetained(loop).toOpaque())
        return loop
    }

    /// The slot of the loop ``withCurrent(_:_:)`` makes current: an unretained pointer, no destructor
    /// (the host owns its loop).
    private static let currentSlot: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key, nil)
        precondition(made == 0, "pthread_key_create failed (\(made)): no thread-specific slot for the current run loop")
        return key
    }()

    private static let threadSlot: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { slot in
            // Optional in Glibc's signature, not in Darwin's.
            guard let slot = slot as UnsafeMutableRawPointer? else { return }
            Unmanaged<MainRunLoop>.fromOpaque(slot).release()
        }
        precondition(made == 0, "pthread_key_create failed (\(made)): no thread-specific slot for the thread's own run loop")
        return key
    }()

    /// Queues `work` to run at the end of the turn in which the clock reaches `due`; blocks due at the
    /// same time run in the order queued (a serial queue's FIFO order).
    func enqueue(at due: Double, _ work: @escaping () -> Void) {
        scheduled.append((Swift.max(due, now), nextOrder, work))
        nextOrder += 1
    }

    /// Number of blocks waiting.
    var pendingCount: Int { scheduled.count }

    /// The clock reaches `time`: every block due by then runs, earliest first, including blocks those
    /// blocks queue that are also due (`DispatchQueue.main.async` from inside a block runs in the same
    /// drain, as the main queue keeps draining). The clock stands at each block's due time while it runs.
    @discardableResult
    func run(until time: Double) -> Bool {
        var ran = false
        while let index = scheduled.indices.min(by: { (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order) }),
              scheduled[index].due <= time {
            let item = scheduled.remove(at: index)
            now = Swift.max(now, item.due)
            item.work()
            ran = true
        }
        now = Swift.max(now, time)
        return ran
    }
}
