/// `DispatchQueue`, as far as app code on the main thread uses it: `DispatchQueue.main.async` and
/// `asyncAfter(deadline:)`, on the virtual clock of the screen under test (see SPIKE.md: the whole type
/// shadows Dispatch's, which is why other queues are declared unavailable here).
public struct DispatchQueue {
    let loop: MainRunLoop

    init(loop: MainRunLoop) { self.loop = loop }

    /// `DispatchQueue.main`: the main queue of the screen under test.
    public static var main: DispatchQueue { DispatchQueue(loop: .active) }

    /// `async(execute:)`: runs `work` at the end of the current run-loop turn, after every callback of
    /// the turn (UIKit delivers a turn's callbacks before the main queue drains).
    public func async(execute work: @escaping () -> Void) {
        loop.enqueue(at: loop.now, work)
    }

    /// `asyncAfter(deadline:execute:)`: runs `work` once the virtual clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        loop.enqueue(at: deadline.seconds, work)
    }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: only the main queue exists")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: only the main queue exists")
    public init(label: String) { fatalError() }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: `sync` on the main queue from the main thread deadlocks on iOS")
    public func sync(execute work: () -> Void) {}
}

/// `DispatchTime` on the virtual clock: `.now()` is the screen's current time, so `.now() + 0.3` is
/// 0.3 virtual seconds later.
public struct DispatchTime: Comparable, Sendable {
    /// Virtual seconds since the screen appeared.
    let seconds: Double

    /// `DispatchTime.now()`.
    public static func now() -> DispatchTime { DispatchTime(seconds: MainRunLoop.active.now) }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }

    /// `deadline + seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    /// `deadline + .milliseconds(300)`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds)
    }
}

/// `DispatchTimeInterval`.
public enum DispatchTimeInterval: Sendable {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never

    var seconds: Double {
        switch self {
        case let .seconds(n): return Double(n)
        case let .milliseconds(n): return Double(n) / 1e3
        case let .microseconds(n): return Double(n) / 1e6
        case let .nanoseconds(n): return Double(n) / 1e9
        case .never: return .infinity
        }
    }
}

/// `OperationQueue`, for `addObserver(forName:object:queue: .main)` and `OperationQueue.main.addOperation`.
/// Declared here so that `.main` is the virtual main queue rather than Foundation's real one.
public final class OperationQueue {
    let loop: MainRunLoop?

    init(loop: MainRunLoop?) { self.loop = loop }

    /// `OperationQueue.main`.
    public static var main: OperationQueue { OperationQueue(loop: .active) }

    /// `addOperation(_:)` on the main queue: runs at the end of the current turn.
    public func addOperation(_ block: @escaping () -> Void) {
        (loop ?? .active).enqueue(at: (loop ?? .active).now, block)
    }

    @available(*, unavailable, message: "not modelled by KeyboardScroll: only the main queue exists")
    public init() { fatalError() }
}
