/// A named set of limits: how hard a run tries. Chosen in code or with `KEYFUZZ_PROFILE`.
public struct Profile: Sendable, Hashable {
    /// The name used in `KEYFUZZ_PROFILE`.
    public var name: String
    /// The budgets of a run.
    public var limits: Limits
    /// When true and no seed is given, the seed is derived from the property name, so every run of
    /// the property is the same run (what CI wants); otherwise a fresh random seed is used each run.
    public var derandomized: Bool

    public init(name: String, limits: Limits, derandomized: Bool) {
        self.name = name
        self.limits = limits
        self.derandomized = derandomized
    }

    /// Local development: 100 cases, fresh seed each run.
    public static let dev = Profile(name: "dev", limits: Limits(maxCases: 100), derandomized: false)
    /// Continuous integration: 1,000 cases, seed derived from the property name (reproducible).
    public static let ci = Profile(name: "ci", limits: Limits(maxCases: 1000), derandomized: true)
    /// Nightly campaigns: 100,000 cases or 10 minutes per property, whichever comes first; fresh seed.
    public static let nightly = Profile(
        name: "nightly",
        limits: Limits(maxCases: 100_000, maxShrinks: 50_000, maxTime: .seconds(600), maxShrinkTime: .seconds(300)),
        derandomized: false
    )

    /// The built-in profiles.
    public static let all: [Profile] = [.dev, .ci, .nightly]

    /// The built-in profile called `name`, or nil.
    public static func named(_ name: String) -> Profile? {
        all.first { $0.name == name.lowercased() }
    }
}
