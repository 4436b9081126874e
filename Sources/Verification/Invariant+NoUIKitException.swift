@_spi(Checker) import ScrollGeometry

extension Invariant {
    /// **No UIKit exception.** The strategy never makes a call UIKit answers with an exception (an index
    /// path out of range, an inconsistent batch update, a table call on a plain scroll view) and never
    /// passes the model an invalid value (NaN, infinity, a negative size) — which on a device is a crash
    /// or a view with a garbage frame. The runner stops the scenario at the first such error, as the app
    /// would stop.
    public static let noUIKitException = Invariant(
        id: .noUIKitException, name: "no UIKit exception",
        statement: "no out-of-range index path, inconsistent update or invalid value",
        check: { c in c.thrown.map { "the strategy raised: \($0) \(c.place)" } })
}
