/// `UIViewPropertyAnimator`, as keyboard code uses it to follow the keyboard's curve: like
/// `UIView.animate`, the model applies the end state — the animations run when the animator starts, and
/// the completions run with `.end` on the main queue when the duration (after any delay) has passed.
/// Intermediate states (`fractionComplete`, pausing, reversing) are not modelled: `fractionComplete`
/// reads 0 before the start and 1 after it.
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// `state`, `isRunning`.
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    /// `isInterruptible`, `isUserInteractionEnabled`, `pausesOnCompletion`: stored.
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var pausesOnCompletion = false
    private var finished = false

    /// `UIViewPropertyAnimator(duration:curve:animations:)`.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: started at once.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `fractionComplete`: 0 before the start, 1 after (setting it is accepted).
    open var fractionComplete: CGFloat {
        get { state == .inactive ? 0 : 1 }
        set {}
    }

    /// `addAnimations(_:)`: run now when the animator is already running (the end state at once).
    open func addAnimations(_ animation: @escaping () -> Void) {
        if isRunning { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// `addCompletion(_:)`.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// `startAnimation()`.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// `startAnimation(afterDelay:)`: the animations run now; completions at now + delay + duration.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning, !finished else { return }
        isRunning = true
        state = .active
        let blocks = animations
        animations = []
        for block in blocks { block() }
        let loop = MainRunLoop.active
        loop.enqueue(at: loop.now + Swift.max(0, delay) + Swift.max(0, duration)) { [self] in finish(at: .end) }
    }

    /// `pauseAnimation()`: accepted.
    open func pauseAnimation() {}

    /// `stopAnimation(_:)`: stops; with `withoutFinishing` false the completions run with `.current`
    /// when `finishAnimation(at:)` is called, as UIKit does.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard !finished else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { finished = true }
    }

    /// `finishAnimation(at:)`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    private func finish(at position: UIViewAnimatingPosition) {
        guard !finished else { return }
        finished = true
        isRunning = false
        state = .inactive
        for completion in completions { completion(position) }
    }
}

/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }
