/// The help texts. Tests compare them with committed expected output; change both on purpose.
public enum Usage {
    public static let version = "keyfuzz 0.1.0"

    static let main = """
    keyfuzz: fuzz campaigns for keyboard-avoidance and scroll-anchoring strategies

    USAGE: keyfuzz [run] [options]         run a campaign (the default command)
           keyfuzz merge DIR...            combine shard reports into one
           keyfuzz replay TOKEN [options]  re-run one counterexample step by step
           keyfuzz explain TOKEN [options] the same, and write its picture report
           keyfuzz list                    name the strategies, invariants and labels
           keyfuzz import FILE [--out F]   lower a view controller's selectors to block forms

    Run 'keyfuzz COMMAND --help' for a command's options. 'keyfuzz --version' prints the version.

    EXIT CODES: 0 no promised invariant broken, 1 a promised invariant broken, 2 bad usage or input
                (or a report that cannot be written), 3 internal error, 130 interrupted (SIGINT),
                143 terminated (SIGTERM). A promise broken only under a non-default undocumented
                UIKit option is counted apart and exits 0 unless run with --conditional-findings fail
    """

    static let run = """
    USAGE: keyfuzz run [options]

    Runs every strategy against every invariant (one cell each) on generated scenarios, prints a
    summary and writes report.json, report.md, report.html and junit.xml into the output folder.
    With no options: the default campaign, 20 cases per cell with seed 1 (the same findings every
    time), about 10 s on two cores once built. A cell that ran fewer cases than its budget is reported
    incomplete, never as passing.

    OPTIONS:
      --cases N          cases per strategy × invariant cell (default: 20; profile dev 100, ci 1000,
                         nightly 100000)
      --duration TIME    time budget for the whole run, e.g. 90, 90s, 10m, 8h: no case starts after it
                         (default: none; nightly 8h unless --cases is given)
      --seed N           campaign seed, decimal or 0x-hex (default: 1 for the default and ci profiles,
                         random for dev and nightly; printed at start)
      --strategies LIST  comma-separated strategy ids (default: all; see 'keyfuzz list')
      --invariants LIST  comma-separated invariant ids (default: all)
      --profile NAME     default, dev, ci or nightly: case count, time budget and seed presets
      --jobs N           worker processes (default: all cores)
      --shard K/N        run the K-th of N deterministic slices of the cells (default: 1/1)
      --max-actions N    actions per scenario at most (default: 30)
      --out DIR          output folder (default: reports/run-<date>-<seed>); must not hold a report
      --db DIR           failure database, replayed first (default: reports/keyfuzz-db)
      --no-db            use no failure database
      --max-signatures N shrunk examples per failure cause; every cause is reported (default: 5)
      --observability F  write one JSON line per test case to F, in Hypothesis's observability format,
                         and one per finding's shrunk case (how_generated "minimal failing example");
                         a new or empty file: an existing one is refused
      --compare PATH     a previous report.json (or its folder): the report opens with the causes
                         that are new, still failing and fixed since that run
      --conditional-findings pass|fail
                         whether a promise broken only under a non-default undocumented UIKit
                         option (a conditional finding, counted apart) fails the run (default: pass)
      --hang-timeout S   seconds without progress (no strategy callback returning) before a worker
                         is declared hung (default: 20, at least 1)
      -h, --help         show this help
    """

    static let merge = """
    USAGE: keyfuzz merge DIR... [--out DIR] [--compare PATH]

    Combines the reports of every shard of one campaign (same seed, strategies, invariants and case
    count) into one report, written to --out (default: reports/merged-<seed>). Refuses a set with a
    shard missing. --compare PATH (a previous report.json or its folder) opens the merged report with
    the causes that are new, still failing and fixed since that run.
    """

    static let replay = """
    USAGE: keyfuzz replay TOKEN --strategy ID [--max-actions N]

    Rebuilds the scenario of a replay token (kf1:…) and runs it against the strategy it failed on,
    printing each step with the model's state and every invariant check.
    """

    static let explain = """
    USAGE: keyfuzz explain TOKEN --strategy ID [--max-actions N] [--out DIR]

    Like replay, and writes the picture report of the counterexample (explain.html) into --out
    (default: reports/explain-<strategy>).
    """

    static let list = """
    USAGE: keyfuzz list

    Names every strategy (with what it promises), every invariant (with its statement) and every
    generator label.
    """

    static let importHelp = """
    USAGE: keyfuzz import FILE [--out FILE]

    Rewrites a Swift view controller so it compiles against the Linux UIKit module. It reads Swift
    tokens: comments and string literals are never changed. Lowered to block forms: selector-based
    NotificationCenter observers and removals, perform(_:with:afterDelay:), addTarget(_:action:for:)
    (to addAction(UIAction)), UIBarButtonItem(barButtonSystemItem:/title:style:/image:style:,
    target:action:) (to primaryAction:), and gesture recognizers' target:action: (kept for iOS under
    #if canImport(ObjectiveC), a closure form for Linux under #else). @objc is dropped from methods
    whose every selector was lowered; @IBOutlet and @IBAction are dropped, and an import Foundation
    beside import UIKit. Writes to --out, or to standard output; each change and each selector left as
    it was is named on standard error with its line.

    Exit status: 0 when everything was lowered (comments that mention #selector do not count), 1 when
    a selector was left as written (computed Selector("…"), perform(_:) without a delay,
    responds(to:), a stored selector, a method not declared in the file), 2 for bad usage or a file
    that cannot be read or written.

    USAGE: keyfuzz import NAME.storyboard [--out FILE] [--scene ID]...
           keyfuzz import NAME.xib [--out FILE]

    Writes Swift that builds the storyboard's scenes on the Linux UIKit module, as UIKit decodes them:
    each scene's view controller (its class from the storyboard), and when its view loads, the views
    with their frames, autoresizing masks and constraints (safe area and keyboard layout guides
    included), the outlets and outlet collections, the actions (as addAction(UIAction)), the navigation
    item and its bar button items, table prototype cells registered under their reuse identifiers, and
    awakeFromNib(). Compile it with the view controllers it names (after keyfuzz import of each); then
    UIStoryboard(name: "NAME", bundle: nil) finds the scenes, or call NAMEStoryboard.instantiate("ID").
    Each element or attribute not translated is named on standard error with its line. --scene
    (repeatable) keeps the scenes with that storyboard identifier, scene id or class, and the
    navigation controllers around them; a scene is also made by MainStoryboard.scene_<id>(). A nib
    becomes NAMENib.register(), after which UINib(nibName: "NAME", bundle: nil), register(_:forCell
    ReuseIdentifier:), Bundle.loadNibNamed and a view controller named like the nib load it, its
    File's Owner's outlets connected to the owner.

    Exit status: 0 when every part was translated, 1 when a part was skipped (the Swift is written
    all the same), 2 for a file that cannot be read, is not XML, or cannot be written.
    """
}
