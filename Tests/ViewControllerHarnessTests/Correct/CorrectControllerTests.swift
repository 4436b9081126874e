import Foundation
import Testing
import Verification
@testable import ControllerCatalog

/// The catalogue's correct controllers, each as an app ships it (its own table, data, cells and
/// delegates; data arriving only through the doors its one-line adoption declares), keep their promises
/// on their own scenarios: 1,000 each in `swift test`, `CORRECT_VC_CASES` in the nightly profile
/// (``CorrectControllerProperty``). Each also asserts that its scenarios opened its doors and showed
/// keyboards (and focused its fields and text views where it has them).
///
/// At about 20,000 scenarios each (the campaign `keyfuzz run --strategies profileForm,feed,
/// referenceReadingController,referenceChatController,chatPinnedController,layoutGuideController,
/// anchoringTableController,insetPatternController,guideComposerChat,settingsFormTableController,
/// stackScrollForm --cases 2858 --seed 41 --no-db`, release, 2 min 22 s), one promise broke: the
/// reference reading list's anchor stability as the screen comes back, at case 686 of its cell
/// (kf1:LAAEAQIAAACABAJuAAABAAAAAQEAAQAFAAEAAAEAAAABAAAAAQQAAQAAAQAAAbekPkA: an iPad popover whose table
/// the keyboard covered entirely as the screen was pushed away, the keyboard hidden while away, the rows
/// re-estimated on the way back; the row moved 64 pt). Triaged: the controller's own bug, fixed (it noted
/// no reader's place while nothing of the list showed, so it had nothing to put back;
/// ReferenceControllerReappearReplayTests). Re-run with seeds 41, 43, 44, 45 and 46 (both reference lists,
/// 40,012 cases each) and seed 47 (the reading list, 70,000): seeds 43 and 44 then found one more of its
/// own, a keyboard hiding while the screen was away answered with the region measured out of the window
/// (no safe area), kf1:GQACAQACTwAAAgAAAAEAAAAAAQQAAQABAAC4XkQA and
/// kf1:NAADAAAAAAABAQAAAAABAgABAAAAAAECAAECAtAEAQAAAQAAAQEA3AMBAAEAAQEAAQQAAQABAX8O9Uc (the second broken
/// on main too), fixed in the same file; all clean since. Triaged and fixed before:
/// the reference list's exact offset comparison at case 15,945 of seed 0x4EAD
/// (kf1:KwAEAAABAwAAAAEABQABBgAAAQIAAQIBAQEAxQYBAAABAQABAgI4AQAAAAAAw6meFg, ReferenceControllerReplay);
/// the stack form's 1 pt finding at case 14,615 of seed 0x57AC
/// (kf1:GwAEAAIAAAAAAAQAAAABAwEFAAAAuwQBAAAAAABd70dc), the harness's: the form's `scrollRectToVisible`
/// collapsed the large title, and the layout pass UIKit runs for the changed safe area was not delivered
/// (StackFormCollapsingTitleTests); reachability findings of the layout-guide list and the settings form
/// after a return key, the campaign's wrapper not forwarding the key (CellRunTests).
///
/// Session 31, on the final code (page sheets in the controllers' worlds, cheaper layout passes), all
/// twelve with `selfSizingFeed`: `keyfuzz run --strategies <the twelve> --cases 2858 --seed 52 --no-db`,
/// 240,072 cases (20,006 each), no broken promise and no harness error (seed 51, before page sheets: the
/// same).
///
/// Session 32: `selfSizingFeed` runs 1,000 in `swift test` like the others (it ran 250 before: about 53 s
/// of CPU per 1,000 unoptimized; the engine modules are now optimized in debug builds, Package.swift).
/// On the final code of the session, all twelve: `keyfuzz run --strategies <the twelve> --cases 2858
/// --seed 55 --no-db`, 240,072 cases in 3 min 39 s, no broken promise, no harness error, no warning.
/// Seeds 53 and 54 earlier in the session had warned "slow, not hung" on self-sizing feed cells (each
/// clean when run alone): the worker had grown to gigabytes, every feed screen kept alive by its layout
/// engine (fixed, ScreenLifetimeTests).
///
/// Session 39, with the collection views: `keyfuzz run --strategies <all sixteen> --cases 2858 --seed 62
/// --no-db` (320,096 cases, 7 min 43 s) broke one promise, the timeline's anchor stability
/// (kf1:LAACAAADAAAAAAEBAQEBAQEBAJsBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQECAEzkPG4): the checker's, not the
/// timeline's — the model's rows held a collection view's line spacing below each item, and a post above
/// the visible top with only its spacing in view was read as the one being read (fixed: the spacing is
/// held above each item and left out of the rows' rects, `CollectionLineSpacingTests`). The four
/// collection and diffable controllers then at seeds 62 and 63 (20,006 cases each a seed): no broken
/// promise.
@Suite("Correct catalogue controllers")
struct CorrectControllerTests {
    @Test func referenceReadingList() {
        CorrectControllerProperty(ReferenceViewController.checkReading, seed: 0x4EAD)
            .expectClean(doors: 0.3, keyboards: 0.3, focuses: 0.3, textViews: 0.05)
    }

    @Test func referenceChat() {
        CorrectControllerProperty(ReferenceViewController.checkChat, seed: 0xC4A7)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    @Test func chatPinned() {
        CorrectControllerProperty(ChatPinnedViewController.check, seed: 0x914)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    @Test func layoutGuide() {
        CorrectControllerProperty(LayoutGuideViewController.check, seed: 0x6D1DE)
            .expectClean(doors: 0.3, keyboards: 0.3, focuses: 0.3)
    }

    @Test func anchoringTableController() {
        CorrectControllerProperty(AnchoringTableViewController.check, seed: 0xA4C)
            .expectClean(doors: 0.3, keyboards: 0.3, focuses: 0.3)
    }

    @Test func insetPattern() {
        CorrectControllerProperty(InsetPatternViewController.check, seed: 0x1A5E7)
            .expectClean(doors: 0.3, keyboards: 0.3, focuses: 0.3, textViews: 0.05)
    }

    @Test func guideComposerChat() {
        CorrectControllerProperty(GuideComposerChatViewController.check, seed: 0xC0DE)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    @Test func settingsFormTableController() {
        CorrectControllerProperty(SettingsFormTableViewController.check, seed: 0x5E77)
            .expectClean(doors: 0.3, keyboards: 0.3, focuses: 0.3, textViews: 0.02)
    }

    @Test func stackScrollForm() {
        CorrectControllerProperty(StackScrollFormViewController.check, seed: 0x57AC)
            .expectClean(doors: 0, keyboards: 0.3, focuses: 0.3, textViews: 0.02)
    }

    @Test func selfSizingFeed() {
        CorrectControllerProperty(SelfSizingFeedViewController.check, seed: 0xFEED)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    // Collection views (flow and list layouts, diffable data sources) and the feed on a diffable table.

    @Test func accountListForm() {
        CorrectControllerProperty(AccountListFormViewController.check, seed: 0xC011)
            .expectClean(doors: 0, keyboards: 0.3, focuses: 0.3)
    }

    @Test func timelineCollection() {
        CorrectControllerProperty(TimelineCollectionViewController.check, seed: 0x7113)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    @Test func messagesCollectionChat() {
        CorrectControllerProperty(MessagesCollectionChatViewController.check, seed: 0xC4A7)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }

    @Test func feedDiffable() {
        CorrectControllerProperty(FeedViewController.checkDiffable, seed: 0xFEED)
            .expectClean(doors: 0.3, keyboards: 0.3)
    }
}
