import Foundation
import ScrollGeometry

/// The screens one controller built, by the world they were built in: the generator reads the
/// controller's screen for every scenario it draws (``ViewControllerStrategy/screen(drawing:in:)`` loads
/// a fresh controller, lays it out, reads its table and probes its return key), and worlds repeat —
/// a few devices, orientations, bars and options, and the shrinker draws the same world again and
/// again while it shortens the acts.
///
/// A reading is a function of its world: the controller is made fresh in a fresh host from nothing
/// but the world (its drawn app parameters are in ``StartScreen/appChoices``), the same way every time,
/// which is also what lets a replay token rebuild a scenario. So a world read before answers from
/// here, and the answer is the one reading it again would give.
///
/// Shared by the threads that check scenarios in parallel (a lock); at most ``capacity`` worlds are
/// kept, and a full cache starts again empty.
final class ScreenReadingCache: @unchecked Sendable {
    /// Worlds kept: a campaign cell draws a few hundred distinct ones.
    let capacity: Int
    private let lock = NSLock()
    private var readings: [StartScreen: StartScreen] = [:]

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The screen read in `world`: the kept reading, or `read(world)` kept for next time.
    func reading(_ world: StartScreen, read: (StartScreen) -> StartScreen) -> StartScreen {
        lock.lock()
        let kept = readings[world]
        lock.unlock()
        if let kept { return kept }
        // Read outside the lock: app code runs here, and other threads read other worlds meanwhile.
        let start = read(world)
        lock.lock()
        if readings.count >= capacity { readings.removeAll(keepingCapacity: true) }
        readings[world] = start
        lock.unlock()
        return start
    }
}
