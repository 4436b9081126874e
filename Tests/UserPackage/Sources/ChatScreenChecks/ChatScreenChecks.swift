import ChatScreen
import KeyboardStrategies
import UIKit
import ViewControllerHarness

/// What the checks add to the app's view controller so the runner can drive it: the outlet and the data.
extension ChatViewController: ScenarioDriven {
    public func connect(_ scrollView: UIScrollView) { tableView = scrollView as? UITableView }

    public func loadScenarioData(rowsPerSection: [Int]) { messageCounts = rowsPerSection }

    public func changeData(_ change: ContentChange) {
        switch change {
        case let .insert(paths): for path in paths { messageCounts[path.section] += 1 }
        case let .delete(paths): for path in paths { messageCounts[path.section] -= 1 }
        case .reload, .resize, .reloadAll: break
        case let .insertSections(sections, rowCounts):
            for (s, n) in zip(sections, rowCounts).sorted(by: { $0.0 < $1.0 }) { messageCounts.insert(n, at: s) }
        case let .deleteSections(sections): for s in sections.sorted(by: >) { messageCounts.remove(at: s) }
        }
    }
}

/// The view controller as a strategy: what it promises, and on which screens (a plain view controller
/// with a table).
public let chatScreen = ViewControllerStrategy.descriptor(
    id: "chatScreen", summary: "ChatViewController: bottom inset = what the keyboard hides", source: "ChatApp",
    promises: [.reachability, .noUIKitException], controller: .plainViewController, tableOnly: true,
    make: { ChatViewController() })

/// The same view controller with the bug, which `swift test` and `chat-keyfuzz` must catch.
public let chatScreenBroken = ViewControllerStrategy.descriptor(
    id: "chatScreenBroken", summary: "ChatViewController, minus its own inset by mistake", source: "ChatApp",
    promises: [.reachability, .noUIKitException], controller: .plainViewController, tableOnly: true,
    make: {
        let screen = ChatViewController()
        screen.subtractsItsOwnInset = true
        return screen
    })
