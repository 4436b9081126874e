/// One test case: the choices it draws, recorded in order, and the spans and labels around them.
///
/// A test case runs in one of two modes:
/// - **generating**: draws beyond the prefix come from a seeded `SplitMix64`; generators may bias what
///   they draw (edges, small values, duplicates) because only the recorded choice matters afterwards;
/// - **replaying**: draws come from `prefix`; a draw beyond the prefix returns 0, the simplest choice.
///
/// In both modes a prefix value larger than a draw's bound is clamped to the bound. The recorded
/// `choices` rebuild exactly the same value when replayed: that is the engine's one source of truth.
/// A replaying case also records what each choice encodes (`ChoiceType`), for the shrinker.
///
/// > Important: a case draws at most `maxChoices` choices; the next draw throws `GenerationStop.overrun`.
public struct TestCase {
    @usableFromInline var prefix: [UInt64]
    @usableFromInline var rng: SplitMix64
    @usableFromInline var generating: Bool
    @usableFromInline var maxChoices: Int
    @usableFromInline var choices: [UInt64]
    @usableFromInline var spans: [Span]
    @usableFromInline var openSpan: Int
    @usableFromInline var labels: [String]
    @usableFromInline var types: [ChoiceType]
    /// The last eight generated integers (a ring), so later draws can repeat them.
    @usableFromInline var recentValues: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @usableFromInline var recentCursor: Int
    /// True while generating the elements of an array that chose plain elements: integer generators
    /// then draw uniformly, without their bias (see `Gen.array(of:length:)`). Only generation reads it.
    @usableFromInline var plainIntegers: Bool

    /// A case that draws fresh random choices from `seed`.
    public init(seed: UInt64, maxChoices: Int = Limits.default.maxChoicesPerCase) {
        self.init(prefix: [], rng: SplitMix64(seed: seed), generating: true, maxChoices: maxChoices)
    }

    /// A case that replays `prefix`; draws past its end return 0.
    public init(replaying prefix: [UInt64], maxChoices: Int = Limits.default.maxChoicesPerCase) {
        self.init(prefix: prefix, rng: SplitMix64(seed: 0), generating: false, maxChoices: maxChoices)
    }

    init(prefix: [UInt64], rng: SplitMix64, generating: Bool, maxChoices: Int) {
        self.prefix = prefix
        self.rng = rng
        self.generating = generating
        self.maxChoices = maxChoices
        self.choices = []
        self.spans = []
        self.openSpan = -1
        self.labels = []
        self.types = []
        self.recentValues = (0, 0, 0, 0, 0, 0, 0, 0)
        self.recentCursor = 0
        self.plainIntegers = false
    }

    /// Clears the case for a new random draw from `seed`, keeping the buffers' capacity.
    /// - Complexity: O(1) amortised; no allocation once the buffers have grown.
    mutating func reset(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        recentCursor = 0
        plainIntegers = false
        generating = true
        prefix.removeAll(keepingCapacity: true)
        choices.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        openSpan = -1
        if !labels.isEmpty { labels.removeAll(keepingCapacity: true) }
        if !types.isEmpty { types.removeAll(keepingCapacity: true) }
    }

    /// The choices drawn so far, in order.
    public var recordedChoices: [UInt64] { choices }

    /// The spans opened so far, in pre-order.
    public var recordedSpans: [Span] { spans }

    /// The labels attached to this case, each at most once, in the order first attached.
    public var recordedLabels: [String] { labels }

    /// Whether draws past the prefix come from the random source (true) or are 0 (false).
    @inlinable
    public var isGenerating: Bool { generating }

    /// Draws a choice in `0...bound`, uniformly when generating.
    /// - Throws: `GenerationStop.overrun` past `maxChoices`.
    /// - Complexity: O(1) amortised.
    @inlinable
    public mutating func draw(upTo bound: UInt64) throws -> UInt64 {
        try draw(upTo: bound, type: .plain(bound: bound)) { rng in rng.next(upTo: bound) }
    }

    /// Draws a choice in `0...bound`; when generating, `pick` chooses it (clamped to `bound`).
    ///
    /// `pick` is how a generator biases generation (towards edges, small values, duplicates) without
    /// changing the encoding: replaying the recorded choice gives the same value whatever `pick` did.
    @inlinable
    public mutating func draw(upTo bound: UInt64, generating pick: (inout SplitMix64) -> UInt64) throws -> UInt64 {
        try draw(upTo: bound, type: .plain(bound: bound), generating: pick)
    }

    /// Draws a choice in `0...bound` that encodes a value of `type`; when generating, `pick` chooses it.
    @inlinable
    mutating func draw(upTo bound: UInt64, type: @autoclosure () -> ChoiceType,
                       generating pick: (inout SplitMix64) -> UInt64) throws -> UInt64 {
        let index = choices.count
        guard index < maxChoices else { throw GenerationStop.overrun }
        let value: UInt64
        if generating {
            value = index < prefix.count ? Swift.min(prefix[index], bound) : Swift.min(pick(&rng), bound)
        } else {
            value = index < prefix.count ? Swift.min(prefix[index], bound) : 0
            types.append(type())
        }
        choices.append(value)
        return value
    }

    /// Records `choice`, generated by the caller, as the next draw: `draw(upTo:generating:)` with the
    /// choice already picked (and within its bound).
    /// - Precondition: `wantsBias`: the case is generating past its prefix.
    /// - Throws: `GenerationStop.overrun` past `maxChoices`.
    @inlinable @inline(__always)
    mutating func recordGenerated(_ choice: UInt64) throws {
        guard choices.count < maxChoices else { throw GenerationStop.overrun }
        choices.append(choice)
    }

    /// Replaces the choice just drawn by `value`, the canonical encoding of what it decoded to, so that
    /// the recorded choices replay to the same value and order it where it belongs (`Gen.double`).
    @inlinable
    mutating func replaceLastChoice(with value: UInt64) {
        choices[choices.count - 1] = value
    }

    /// Random bits that are not recorded; only for decisions that do not affect decoding
    /// (such as the target length of an array, which is then recorded as continue flags).
    @inlinable
    mutating func unrecordedRandom(upTo bound: UInt64) -> UInt64 {
        rng.next(upTo: bound)
    }

    /// 64 random bits that are not recorded; see `unrecordedRandom(upTo:)`.
    @inlinable
    mutating func unrecordedWord() -> UInt64 {
        rng.next()
    }

    /// Remembers a generated integer's bit pattern so later integer draws can repeat it.
    @inlinable
    mutating func remember(_ bits: UInt64) {
        withUnsafeMutableBytes(of: &recentValues) { $0.storeBytes(of: bits, toByteOffset: (recentCursor & 7) * 8, as: UInt64.self) }
        recentCursor &+= 1
    }

    /// One of the last eight remembered integers, or nil if none was remembered in this case.
    @inlinable
    mutating func recentValue() -> UInt64? {
        guard recentCursor > 0 else { return nil }
        let available = Swift.min(recentCursor, 8)
        let back = Int(rng.next(upTo: UInt64(available - 1)))
        let slot = (recentCursor - 1 - back) & 7
        return withUnsafeBytes(of: recentValues) { $0.load(fromByteOffset: slot * 8, as: UInt64.self) }
    }

    /// Opens a span at the current position and returns its index, for `endSpan`.
    @inlinable
    public mutating func beginSpan(_ kind: SpanKind) -> Int {
        let index = spans.count
        spans.append(Span(start: choices.count, end: choices.count, parent: openSpan, kind: kind))
        openSpan = index
        return index
    }

    /// Closes the span `index` at the current position.
    /// - Precondition: `index` is the innermost open span.
    @inlinable
    public mutating func endSpan(_ index: Int) {
        spans[index].end = choices.count
        openSpan = spans[index].parent
    }

    /// Closes and forgets the span `index`, which must be the last span opened and have no children.
    @inlinable
    mutating func discardSpan(_ index: Int) {
        openSpan = spans[index].parent
        spans.removeLast()
    }

    /// Attaches `label` to this case; the run's statistics count each label once per case.
    public mutating func label(_ label: String) {
        if !labels.contains(label) { labels.append(label) }
    }

    /// Rejects this case (like a filter): it is not counted as passed, and it never fails the property.
    public func reject() throws -> Never {
        throw GenerationStop.rejected
    }
}
