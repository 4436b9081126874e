import ScrollGeometry

/// The labels the scenario generators attach to a case, one per class of screen, keyboard sequence and
/// content change, so a run's statistics show how often each was produced (a class that never appears
/// is a class of bugs the suite cannot find).
///
/// A label names the class as an iOS engineer would ("kb: rotation while up"); each appears at most
/// once per scenario however often the class occurs in it.
public enum ScenarioLabel {
    // MARK: Starting screen

    /// "device: iPhone 15", one per ``Device``.
    public static func device(_ device: Device) -> String { "device: \(device.rawValue)" }
    public static let landscape = "landscape"
    public static let splitViewWindow = "split view window"
    public static let stageManagerWindow = "stage manager window"
    /// A Stage Manager window at the screen's bottom, shorter than the docked keyboard.
    public static let windowShorterThanKeyboard = "window shorter than the keyboard"
    public static let formSheet = "form sheet"
    public static let popover = "popover"
    /// A page sheet at its large detent (``Presentation/pageSheet``).
    public static let pageSheet = "page sheet"
    public static let navOpaque = "nav bar: opaque"
    public static let navTranslucent = "nav bar: translucent"
    public static let navLargeTitle = "nav bar: large title"
    public static let navLargeTitleCollapsing = "nav: large title (collapsing)"
    public static let tabBar = "tab bar"
    public static let toolbar = "toolbar"
    public static let tableViewController = "UITableViewController"
    public static let fullHeightTable = "view controller, full-height table"
    public static let tableAboveBottomBar = "table above bottom bar"
    public static let plainScrollViewForm = "plain scroll view form"
    /// "insets: never", one per non-default ``ContentInsetAdjustmentBehavior``.
    public static func insets(_ behavior: ContentInsetAdjustmentBehavior) -> String { "insets: \(behavior.rawValue)" }
    public static let tableHeader = "table header"
    public static let severalSections = "several sections"
    public static let chatList = "list: chat"
    public static let rows0 = "rows: 0"
    public static let rowsShort = "rows: 1–40"
    public static let rowsMedium = "rows: 41–300"
    public static let rowsLong = "rows: 301–9,999"
    public static let rowsHuge = "rows: ≥ 10,000"
    public static let rows100k = "rows: 100,000"
    public static let heightsVaried = "heights: varied"
    public static let heightTiny = "height: tiny (≤ 10)"
    public static let heightTallerThanScreen = "height: taller than the screen"
    public static let estimatesExact = "estimates: exact"
    public static let estimatesEqual = "estimates: equal"
    public static let estimatesUndershoot = "estimates: undershoot"
    public static let estimatesOvershoot = "estimates: overshoot"
    public static let estimatesPerRow = "estimates: per row"
    public static let controlTextField = "control: text field"
    public static let controlTextView = "control: text view"
    public static let controlsNone = "controls: none"
    public static let optionEstimatesUncorrected = "option: estimates corrected without keeping visible rows still"
    public static let optionNoClampAfterUpdates = "option: offset left past the end after updates"
    public static let optionControllerShrinkFrame = "option: table controller keyboard shrinkFrame"
    public static let optionControllerNone = "option: table controller keyboard none"
    public static let optionNoScrollToResponder = "option: table controller does not scroll to first responder"
    public static let optionReestimatesOnReappear = "option: rows re-estimated when the screen comes back"
    public static let optionScrollAnimationStops = "option: an animated scroll stops when the content or insets change"
    public static let startTop = "start: top"
    public static let startMiddle = "start: middle"
    public static let startBottom = "start: bottom"
    public static let startOffset = "start: offset"

    // MARK: Keyboard sequences

    public static let kbShowHidePair = "kb: show/hide pair"
    public static let kbShow = "kb: show"
    public static let kbFocusAfterWillShow = "kb: text view focus after willShow"
    public static let kbFocusOutsideTable = "kb: focus outside the table"
    public static let kbRepeatedWillShow = "kb: repeated willShow"
    public static let kbSteppedShow = "kb: stepped show"
    /// The app's first show comes late after the tap (``KeyboardNotification/delayAfterFocus``).
    public static let kbColdStart = "kb: cold start"
    public static let kbHeightChangeWithWillShow = "kb: height change with willShow"
    public static let kbHeightChangeWithoutWillShow = "kb: height change without willShow"
    public static let kbBeginEqualsEnd = "kb: begin == end"
    public static let kbRotationWhileUp = "kb: rotation while up"
    public static let kbHardwareBar = "kb: hardware bar"
    public static let kbHardwareSilent = "kb: hardware silent"
    public static let kbSoftwareAfterHardware = "kb: software keyboard after hardware"
    public static let kbUndocked = "kb: undocked"
    public static let kbSplit = "kb: split"
    public static let kbFloating = "kb: floating"
    public static let kbMoved = "kb: undocked keyboard moved"
    public static let kbRedocked = "kb: redocked"
    public static let kbUndockedFromMenu = "kb: undocked from the menu (will-frame above the screen)"
    public static let kbOtherApp = "kb: other app"
    public static let kbInteractiveFinished = "kb: interactive dismiss finished"
    public static let kbInteractiveCancelled = "kb: interactive dismiss cancelled"
    public static let kbInteractiveSilent = "kb: interactive dismiss without frame changes"
    public static let kbHideThenShow = "kb: hide then show mid-animation"
    public static let kbHideWithHeight = "kb: hide with height"
    public static let kbHideZeroHeight = "kb: hide to zero height"
    public static let kbHideOtherHeight = "kb: hide frame of another height"
    public static let kbPushedScreenKeyboard = "kb: pushed screen's keyboard"
    /// The user goes back with the pushed screen's keyboard up; it hides as this screen appears.
    public static let backWithPushedScreenKeyboard = "kb: back with the pushed screen's keyboard up"
    public static let optionControllerNotWhileAway = "option: UITableViewController keyboard not followed while away"
    /// This app's docked keyboard covering at least three quarters of the window's height after a step
    /// (a landscape iPhone with the predictive bar and an accessory view; an iPad window shorter than the
    /// keyboard). Not a "kb: " episode class: a state any episode may leave.
    public static let kbFullHeight = "keyboard: covers ≥ 3/4 of the window"

    // MARK: Content and user actions

    public static let insertTop = "insert top"
    public static let insertMiddle = "insert middle"
    public static let insertBottom = "insert bottom"
    public static let batchInsert = "batch insert"
    public static let chatAppend = "chat append at bottom"
    public static let delete = "delete"
    public static let batchDelete = "batch delete"
    public static let deleteAnchorRow = "delete anchor row"
    public static let deleteFocusedRow = "delete focused row"
    public static let reloadRows = "reload rows"
    public static let reloadData = "reloadData"
    public static let resizeFocusedTextView = "resize focused text view"
    public static let resizeImageRow = "resize image row"
    public static let resizeAnchorRow = "resize anchor row"
    public static let scrollOffset = "scroll: offset"
    public static let scrollTop = "scroll: top"
    public static let scrollBottom = "scroll: bottom"
    public static let focusMove = "focus move"
    public static let endEditing = "end editing"
    public static let rotate = "rotate"
    public static let windowResize = "window resized"
    public static let windowResizeWithNotes = "window resized, keyboard change-frame posted"
    public static let disappearAppear = "disappear/appear"
    public static let disappearBeforeHide = "disappear before the keyboard hides"
    public static let updateWhileOffScreen = "update while off screen"
    public static let interactivePopCancelled = "interactive pop cancelled"
    public static let kbDismissedOnDrag = "kb: dismissed on drag"
    /// A drag whose finger stays down across events (``DragPhase``).
    public static let dragHeld = "drag: finger held across events"
    /// Data changing while the finger is down.
    public static let dragUpdate = "drag: update mid-drag"
    public static let noActions = "no actions"
    /// The app's own animated scroll (`scrollToRow(at:at:animated: true)`, `setContentOffset(_:animated:
    /// true)`), and the same interrupted in flight by a keyboard change or a content update.
    public static let appAnimatedScroll = "app's animated scroll"
    public static let appAnimatedScrollInFlight = "app's animated scroll interrupted in flight"
    /// Data arriving through a view controller's own door (view-controller mode only, so not in ``all``,
    /// whose classes the model-level generator must make).
    public static let appDoor = "data through the app's door"
    /// The user's acts on the controller's own controls (view-controller mode only, so not in ``all``):
    /// the return key in a focused text field, typing into a focused text view.
    public static let returnKey = "user: return key"
    public static let typing = "user: typing into a text view"
    /// A tap on a text control the view controller placed outside its table (a chat's composer, a
    /// search field): view-controller mode only, so not in ``all``.
    public static let tapOutside = "user: tap a control outside the list"
    // Sections (issue #11): section updates, empty sections, section headers and footers.
    public static let insertSection = "insert section"
    public static let deleteSection = "delete section"
    public static let emptySection = "empty section"
    public static let sectionHeaders = "section headers"
    public static let sectionHeadersPinned = "section headers pinned (plain style)"

    /// The keyboard classes: every label of a keyboard episode ("kb: …").
    public static var keyboardClasses: [String] { all.filter { $0.hasPrefix("kb: ") } }

    /// The classes a keyboard class is paired with in the pairwise coverage: content changes, the view's
    /// lifecycle and rotation, and the user's drags. Bugs live in such combinations (a row arriving
    /// while the keyboard moves, a screen leaving with the keyboard up).
    public static var contextClasses: [String] {
        [insertTop, insertMiddle, insertBottom, batchInsert, chatAppend, delete, batchDelete, deleteAnchorRow,
         deleteFocusedRow, reloadRows, reloadData, resizeFocusedTextView, resizeImageRow, resizeAnchorRow,
         disappearAppear, disappearBeforeHide, updateWhileOffScreen, interactivePopCancelled, rotate,
         scrollOffset, scrollTop, scrollBottom, dragHeld, dragUpdate]
            + [insertSection, deleteSection]
    }

    /// Every label the generators can attach, for coverage checks.
    public static var all: [String] {
        Device.allCases.map(device) + ContentInsetAdjustmentBehavior.allCases.dropFirst().map(insets) + [
            landscape, splitViewWindow, stageManagerWindow, formSheet, popover, navOpaque, navTranslucent,
            navLargeTitle,
            navLargeTitleCollapsing,
            tabBar, toolbar, tableViewController, fullHeightTable, tableAboveBottomBar,
            plainScrollViewForm, tableHeader, severalSections, chatList, rows0, rowsShort, rowsMedium, rowsLong,
            rowsHuge, rows100k, heightsVaried, heightTiny, heightTallerThanScreen, estimatesExact, estimatesEqual,
            estimatesUndershoot, estimatesOvershoot, estimatesPerRow, controlTextField, controlTextView,
            controlsNone, optionEstimatesUncorrected, optionNoClampAfterUpdates, optionControllerShrinkFrame,
            optionControllerNone, optionNoScrollToResponder, optionReestimatesOnReappear, startTop, startMiddle, startBottom, startOffset,
            kbShowHidePair, kbShow, kbFocusAfterWillShow, kbFocusOutsideTable,
            kbRepeatedWillShow, kbSteppedShow, kbColdStart, kbHeightChangeWithWillShow, kbHeightChangeWithoutWillShow,
            kbBeginEqualsEnd, kbRotationWhileUp, kbHardwareBar, kbHardwareSilent, kbSoftwareAfterHardware,
            kbUndocked, kbSplit, kbFloating, kbMoved, kbRedocked, kbUndockedFromMenu, kbOtherApp, kbInteractiveFinished,
            kbInteractiveCancelled, kbInteractiveSilent, kbHideThenShow, kbHideWithHeight, kbHideZeroHeight,
            kbHideOtherHeight, kbPushedScreenKeyboard, backWithPushedScreenKeyboard, optionControllerNotWhileAway,
            insertTop, insertMiddle, insertBottom, batchInsert, chatAppend, delete, batchDelete, deleteAnchorRow,
            deleteFocusedRow, reloadRows, reloadData, resizeFocusedTextView, resizeImageRow, resizeAnchorRow,
            scrollOffset, scrollTop, scrollBottom, focusMove, endEditing, rotate, disappearAppear,
            disappearBeforeHide, updateWhileOffScreen, interactivePopCancelled, kbDismissedOnDrag, noActions,
            windowResize, windowResizeWithNotes, dragHeld, dragUpdate,
        ]
            + [windowShorterThanKeyboard, kbFullHeight, appAnimatedScroll, appAnimatedScrollInFlight, optionScrollAnimationStops]
            + [insertSection, deleteSection, emptySection, sectionHeaders, sectionHeadersPinned]
            + [pageSheet]
    }
}
