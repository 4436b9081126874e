import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM: remembered, and passed on to the campaign as a request to stop.
///
/// The handlers are installed synchronously with `sigaction` (through `signal(2)`) when the watch is
/// made, at the start of `keyfuzz run`, so no signal falls into a gap: a handler that only records the
/// signal number, and a thread that passes it on within 50 ms. (A dispatch signal source registers
/// asynchronously: a signal between ignoring it and the source's registration was lost, and the run
/// went on to the end.) A signal that arrives before the watch exists — the first
/// milliseconds of the process — ends it as the signal does, with nothing written; one that a parent
/// kept blocked until then is handled when the watch unblocks it.
final class SignalWatch: @unchecked Sendable {
    /// The first signal received, written by the handler (a plain store, safe in a signal handler).
    nonisolated(unsafe) private static var first: Int32 = 0

    private let lock = NSLock()
    private var onSignal: (@Sendable () -> Void)?
    private var passedOn = false

    init() {
        SignalWatch.first = 0  // initialised here, never first in the handler
        for number in [SIGINT, SIGTERM] {
            signal(number) { received in
                if SignalWatch.first == 0 { SignalWatch.first = received }
            }
        }
        // A parent may start keyfuzz with these signals blocked (a test runner's spawn does): unblocked
        // on this thread, with the handlers in place, a signal already pending is handled now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let thread = Thread { [weak self] in
            while let watch = self {
                if SignalWatch.first != 0 { watch.passOn() }
                usleep(50_000)
            }
        }
        thread.start()
    }

    /// Calls `body` on the first signal: at once when one has already arrived.
    func onSignal(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        onSignal = body
        passedOn = false
        lock.unlock()
        if SignalWatch.first != 0 { passOn() }
    }

    private func passOn() {
        lock.lock()
        let body = passedOn ? nil : onSignal
        if body != nil { passedOn = true }
        lock.unlock()
        body?()
    }

    var received: Int32? {
        let number = SignalWatch.first
        return number == 0 ? nil : number
    }
}
