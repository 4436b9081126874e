/// One departure from the model's default bet on UIKit behaviour that Apple does not document: a
/// non-default value of one ``UndocumentedBehavior`` choice, with a short name a person reads and the
/// source the choice rests on.
///
/// Invariant: for every option `o` and behaviour `b`, ``reset(_:)`` leaves `o.isSet(in:)` false and
/// changes no other option, and ``UndocumentedBehavior/plain`` sets none of them. So a finding whose
/// scenario sets `o` can be replayed with `o` alone put back to the default, and a finding that breaks a
/// promise only while some of these are set is a *conditional* verdict: it is named with them
/// (``condition(_:)``) and counted apart from the promises the default model breaks.
public enum UndocumentedOption: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// ``UndocumentedBehavior/EstimateCorrection/none``.
    case estimatesUncorrected
    /// ``UndocumentedBehavior/clampsOffsetAfterUpdates`` `false`.
    case noClampAfterUpdates
    /// ``UndocumentedBehavior/TableControllerKeyboard/shrinkFrame``.
    case tableControllerShrinksFrame
    /// ``UndocumentedBehavior/TableControllerKeyboard/none``.
    case tableControllerIgnoresKeyboard
    /// ``UndocumentedBehavior/tableControllerScrollsToFirstResponder`` `false`.
    case tableControllerDoesNotScrollToFirstResponder
    /// ``UndocumentedBehavior/reestimatesOnReappear`` `true`.
    case reestimatesOnReappear
    /// ``UndocumentedBehavior/InterruptedHide/startsNewEpisode``.
    case interruptedHideStartsNewEpisode
    /// ``UndocumentedBehavior/scrollAnimationStopsOnChange`` `true`.
    case scrollAnimationStopsOnChange
    /// ``UndocumentedBehavior/tableControllerFollowsKeyboardWhileAway`` `false`.
    case tableControllerIgnoresKeyboardWhileAway

    /// What UIKit would have to do for the option to hold, as a clause after "only if": "UIKit
    /// re-estimates rows on return".
    public var name: String {
        switch self {
        case .estimatesUncorrected:
            "UIKit leaves the offset alone when rows above the screen get their true heights"
        case .noClampAfterUpdates:
            "UIKit leaves the offset past the end after the table's content shrinks"
        case .tableControllerShrinksFrame:
            "a UITableViewController shrinks its table's frame for the keyboard"
        case .tableControllerIgnoresKeyboard:
            "a UITableViewController does nothing for the keyboard"
        case .tableControllerDoesNotScrollToFirstResponder:
            "a UITableViewController does not scroll its first responder into view"
        case .reestimatesOnReappear:
            "UIKit re-estimates rows on return"
        case .interruptedHideStartsNewEpisode:
            "a hide interrupted by a show starts a new keyboard episode"
        case .scrollAnimationStopsOnChange:
            "an animated scroll stops when the content or the insets change under it"
        case .tableControllerIgnoresKeyboardWhileAway:
            "a UITableViewController does not follow the keyboard while another screen is pushed over it"
        }
    }

    /// Where the option comes from: the report, radar or complaint that makes it plausible, or the
    /// sentence of Apple's that leaves it open (the same sources ``UndocumentedBehavior`` cites).
    public var source: String {
        switch self {
        case .estimatesUncorrected:
            "the \"UITableView jump\" complaints; Apple: the table \"actively manages the contentOffset\""
        case .noClampAfterUpdates:
            "undocumented; what a plain UIScrollView does when its content shrinks"
        case .tableControllerShrinksFrame, .tableControllerIgnoresKeyboard:
            "undocumented; Apple: it \"resizes the table view\" for the keyboard"
        case .tableControllerDoesNotScrollToFirstResponder:
            "undocumented; TPKeyboardAvoiding calls the controller's handling empirical"
        case .reestimatesOnReappear:
            "openradar 19988438, iOS 8.3; openradar 18062834, iOS 8.0"
        case .interruptedHideStartsNewEpisode:
            "the app's notifications' view; ionic-team/cordova-plugin-ionic-keyboard pull request 68"
        case .scrollAnimationStopsOnChange:
            "undocumented; Apple documents only its constant velocity"
        case .tableControllerIgnoresKeyboardWhileAway:
            "undocumented; its handling starts in viewWillAppear: IQKeyboardManager issues 850, 1202 and 623"
        }
    }

    /// "UIKit re-estimates rows on return (openradar 19988438, iOS 8.3; …)".
    public var citation: String { "\(name) (\(source))" }

    /// True when `behavior` has this option's value rather than the default's.
    public func isSet(in behavior: UndocumentedBehavior) -> Bool {
        switch self {
        case .estimatesUncorrected: behavior.estimateCorrection == .none
        case .noClampAfterUpdates: !behavior.clampsOffsetAfterUpdates
        case .tableControllerShrinksFrame: behavior.tableControllerKeyboard == .shrinkFrame
        case .tableControllerIgnoresKeyboard: behavior.tableControllerKeyboard == .none
        case .tableControllerDoesNotScrollToFirstResponder: !behavior.tableControllerScrollsToFirstResponder
        case .reestimatesOnReappear: behavior.reestimatesOnReappear
        case .interruptedHideStartsNewEpisode: behavior.interruptedHide == .startsNewEpisode
        case .scrollAnimationStopsOnChange: behavior.scrollAnimationStopsOnChange
        case .tableControllerIgnoresKeyboardWhileAway: !behavior.tableControllerFollowsKeyboardWhileAway
        }
    }

    /// Puts this option's choice in `behavior` back to the default (``UndocumentedBehavior/plain``'s
    /// value), leaving the other choices as they are.
    public func reset(_ behavior: inout UndocumentedBehavior) {
        let plain = UndocumentedBehavior.plain
        switch self {
        case .estimatesUncorrected: behavior.estimateCorrection = plain.estimateCorrection
        case .noClampAfterUpdates: behavior.clampsOffsetAfterUpdates = plain.clampsOffsetAfterUpdates
        case .tableControllerShrinksFrame, .tableControllerIgnoresKeyboard:
            if isSet(in: behavior) { behavior.tableControllerKeyboard = plain.tableControllerKeyboard }
        case .tableControllerDoesNotScrollToFirstResponder:
            behavior.tableControllerScrollsToFirstResponder = plain.tableControllerScrollsToFirstResponder
        case .reestimatesOnReappear: behavior.reestimatesOnReappear = plain.reestimatesOnReappear
        case .interruptedHideStartsNewEpisode: behavior.interruptedHide = plain.interruptedHide
        case .scrollAnimationStopsOnChange: behavior.scrollAnimationStopsOnChange = plain.scrollAnimationStopsOnChange
        case .tableControllerIgnoresKeyboardWhileAway:
            behavior.tableControllerFollowsKeyboardWhileAway = plain.tableControllerFollowsKeyboardWhileAway
        }
    }

    /// "only if UIKit re-estimates rows on return (openradar 19988438, iOS 8.3; …)": the label of a
    /// verdict that needs every one of `options`; with `anyOf`, one that needs at least one of them.
    public static func condition(_ options: [UndocumentedOption], anyOf: Bool = false) -> String {
        "only if " + options.sorted().map(\.citation).joined(separator: anyOf ? ", or if " : ", and if ")
    }

    public static func < (a: UndocumentedOption, b: UndocumentedOption) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension UndocumentedBehavior {
    /// The options this behaviour sets (``UndocumentedOption/isSet(in:)``), in declaration order; empty
    /// for the default model.
    public var nonDefaultOptions: [UndocumentedOption] {
        UndocumentedOption.allCases.filter { $0.isSet(in: self) }
    }
}
