import ScrollGeometry

/// One axis of the pairwise coverage beyond keyboard × context: a name and its
/// classes, each a name and the existing ``ScenarioLabel`` labels that mark it (a scenario holds the
/// class when it carries any of them). Bugs live where a presentation, a keyboard kind, an act and the
/// inset adjustment meet, so every class of one dimension must meet every class of every other.
public struct CoverageDimension: Sendable {
    /// A class of the dimension: `name` and the labels any of which marks it.
    public struct Class: Sendable {
        public let name: String
        public let labels: [String]
    }

    public let name: String
    public let classes: [Class]

    /// The dimensions the issue names, measured by the labels the generators already attach:
    /// - presentation: page sheet (the default modal presentation on iPhone since iOS 13, and an iPad's
    ///   centred page; ``PageSheet``), form sheet, popover, Stage Manager window;
    /// - keyboard kind: software (docked), hardware with the shortcut bar, undocked (and split), floating;
    /// - act: a rotation with the keyboard up, a content update, and an event arriving while the previous
    ///   one is still in flight — what an app's delayed work meets (a show interrupting a hide, the app's
    ///   animated scroll interrupted, data arriving under the user's finger);
    /// - adjustment: `contentInsetAdjustmentBehavior = .never` on a list screen.
    public static let all: [CoverageDimension] = [
        CoverageDimension(name: "presentation", classes: [
            Class(name: "page sheet", labels: [ScenarioLabel.pageSheet]),
            Class(name: "form sheet", labels: [ScenarioLabel.formSheet]),
            Class(name: "popover", labels: [ScenarioLabel.popover]),
            Class(name: "Stage Manager window", labels: [ScenarioLabel.stageManagerWindow]),
        ]),
        CoverageDimension(name: "keyboard kind", classes: [
            Class(name: "software", labels: [ScenarioLabel.kbShow, ScenarioLabel.kbSteppedShow, ScenarioLabel.kbSoftwareAfterHardware,
                                             ScenarioLabel.kbRedocked]),
            Class(name: "hardware with shortcut bar", labels: [ScenarioLabel.kbHardwareBar]),
            Class(name: "undocked", labels: [ScenarioLabel.kbUndocked, ScenarioLabel.kbSplit]),
            Class(name: "floating", labels: [ScenarioLabel.kbFloating]),
        ]),
        CoverageDimension(name: "act", classes: [
            Class(name: "rotation with the keyboard up", labels: [ScenarioLabel.kbRotationWhileUp]),
            Class(name: "update", labels: [
                ScenarioLabel.insertTop, ScenarioLabel.insertMiddle, ScenarioLabel.insertBottom, ScenarioLabel.batchInsert,
                ScenarioLabel.chatAppend, ScenarioLabel.delete, ScenarioLabel.batchDelete, ScenarioLabel.deleteAnchorRow,
                ScenarioLabel.deleteFocusedRow, ScenarioLabel.reloadRows, ScenarioLabel.reloadData,
                ScenarioLabel.resizeFocusedTextView, ScenarioLabel.resizeImageRow, ScenarioLabel.resizeAnchorRow,
                ScenarioLabel.insertSection, ScenarioLabel.deleteSection,
            ]),
            Class(name: "event while the previous is in flight (delayed work)", labels: [
                ScenarioLabel.kbHideThenShow, ScenarioLabel.appAnimatedScrollInFlight, ScenarioLabel.dragUpdate,
            ]),
        ]),
        CoverageDimension(name: "adjustment", classes: [
            Class(name: "insets .never", labels: [ScenarioLabel.insets(.never)]),
        ]),
    ]
}
