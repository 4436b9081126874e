import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM: remembered, and passed on to the campaign as a request to stop.
final class SignalWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var signalNumber: Int32?
    private var sources: [DispatchSourceSignal] = []

    init(_ onSignal: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.record(number)
                onSignal()
            }
            source.resume()
            sources.append(source)
        }
    }

    private func record(_ number: Int32) {
        lock.lock()
        if signalNumber == nil { signalNumber = number }
        lock.unlock()
    }

    var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return signalNumber
    }
}
