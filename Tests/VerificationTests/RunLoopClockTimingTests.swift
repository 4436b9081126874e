@_spi(Checker) import ScrollGeometry
import Testing
@testable import Verification

/// The run loop's clock for the keyboard's cold start and for the return with the pushed screen's
/// keyboard up (POLICIES items 32 and 34).
@Suite struct RunLoopClockTiming {
    static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
    static let docked = Rect(x: 0, y: 516, width: 393, height: 336)

    static func show(late: Double = 0, forAnotherScreen: Bool = false) throws -> [Action] {
        try [KeyboardEvent.willChangeFrame, .willShow, .didChangeFrame, .didShow].enumerated().map { index, event in
            .keyboard(try KeyboardNotification(event, begin: hidden, end: docked, delayAfterFocus: index == 0 ? late : 0,
                                               forAnotherScreen: forAnotherScreen))
        }
    }

    static func hide(forAnotherScreen: Bool = false) throws -> [Action] {
        try [KeyboardEvent.willChangeFrame, .willHide, .didChangeFrame, .didHide].map { event in
            .keyboard(try KeyboardNotification(event, begin: docked, end: hidden, forAnotherScreen: forAnotherScreen))
        }
    }

    /// A loaded keyboard's will-notifications come in the tap's turn; a cold one's come that long after,
    /// a turn (and an event a person sees) of their own.
    @Test func aColdStartIsATurnOfItsOwnThatLongAfterTheTap() throws {
        let tap = Action.beginEditing(IndexPath(row: 3))
        let warm = [tap] + (try Self.show())
        let cold = [tap] + (try Self.show(late: 0.8))
        #expect(RunLoopClock.sameTurn(tap, warm[1]))
        #expect(!RunLoopClock.sameTurn(tap, cold[1]))
        #expect(RunLoopClock.eventCount(warm) == 1)
        #expect(RunLoopClock.eventCount(cold) == 2)
        var clock = RunLoopClock()
        clock.advance(to: .viewDidAppear, after: nil)
        clock.advance(to: tap, after: .viewDidAppear)
        let tapped = clock.now
        // The main queue runs up to just before the late show: a 0.5 s delayed block runs first.
        #expect(abs(clock.mainQueueHorizon(after: tap, next: cold[1]) - (tapped + 0.8 - RunLoopClock.beforeNextEvent)) < 1e-9)
        clock.advance(to: cold[1], after: tap)
        #expect(abs(clock.now - (tapped + 0.8)) < 1e-9)
        #expect(clock.isAnimating)
    }

    /// Back with the pushed screen's keyboard up: its hide starts in the appearance's turn; any other
    /// keyboard notification after an appearance is an event of its own.
    @Test func thePushedScreensHideComesWithTheAppearance() throws {
        let theirs = try Self.hide(forAnotherScreen: true)
        let ours = try Self.hide()
        #expect(RunLoopClock.sameTurn(.viewDidAppear, theirs[0]))
        #expect(!RunLoopClock.sameTurn(.viewDidAppear, ours[0]))
        let back: [Action] = [.viewWillDisappear] + (try Self.show(forAnotherScreen: true)) + [.viewDidAppear] + theirs
        // The leaving, the pushed screen's show, and the return with its hide.
        #expect(RunLoopClock.eventCount(back) == 3)
    }
}
