/// What set off a settled step: the kinds of event a promise can be scoped to.
///
/// A recipe is judged on what it claims (DESIGN.md, "Promises are scoped to what a recipe claims"): a
/// top-insertion recipe promises anchor stability across content changes and says nothing about the
/// keyboard, so an anchor moved by a `UITableViewController`'s own keyboard handling is information
/// for it, not a failure.
public enum Trigger: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// The screen appearing or coming back (`viewDidAppear`), or leaving (`viewWillDisappear`).
    case navigation
    /// A keyboard notification.
    case keyboard
    /// A control becoming or ceasing to be first responder.
    case focus
    /// Rows inserted, deleted, reloaded or resized.
    case contentChange
    /// The user's scroll coming to rest.
    case userScroll
    /// The view's size changing: the device rotating, or the window resized (iPad Split View, Stage
    /// Manager).
    case rotation

    public static func < (lhs: Trigger, rhs: Trigger) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
