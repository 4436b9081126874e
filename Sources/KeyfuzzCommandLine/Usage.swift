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

    Run 'keyfuzz COMMAND --help' for a command's options. 'keyfuzz --version' prints the version.

    EXIT CODES: 0 no promised invariant broken, 1 a promised invariant broken, 2 bad usage or input,
                3 internal error, 130 interrupted (SIGINT), 143 terminated (SIGTERM)
    """

    static let run = """
    USAGE: keyfuzz run [options]

    Runs every strategy against every invariant (one cell each) on generated scenarios, prints a
    summary and writes report.json, report.md, report.html and junit.xml into the output folder.
    With no options: the default campaign, 300 cases per cell within a minute.

    OPTIONS:
      --cases N          cases per strategy × invariant cell (default: 300; profile ci 1000, nightly 100000)
      --duration TIME    time budget for the whole run, e.g. 90, 90s, 10m, 8h (default: 60s unless
                         --cases is given; nightly 8h)
      --seed N           campaign seed, decimal or 0x-hex (default: random, printed at start)
      --strategies LIST  comma-separated strategy ids (default: all; see 'keyfuzz list')
      --invariants LIST  comma-separated invariant ids (default: all)
      --profile NAME     default, dev, ci or nightly: case count and time budget presets
      --jobs N           worker processes (default: all cores)
      --shard K/N        run the K-th of N deterministic slices of the cells (default: 1/1)
      --max-actions N    actions per scenario at most (default: 30)
      --out DIR          output folder (default: reports/run-<date>-<seed>); must not hold a report
      --db DIR           failure database, replayed first (default: reports/keyfuzz-db)
      --no-db            use no failure database
      --hang-timeout S   seconds of silence before a worker is declared hung (default: 20)
      -h, --help         show this help
    """

    static let merge = """
    USAGE: keyfuzz merge DIR... [--out DIR]

    Combines the reports of shards of one campaign (same seed, strategies, invariants and case count)
    into one report, written to --out (default: reports/merged-<seed>).
    """

    static let replay = """
    USAGE: keyfuzz replay TOKEN [--strategy ID] [--max-actions N]

    Rebuilds the scenario of a replay token (kf1:…) and runs it against a strategy (default:
    reference), printing each step with the model's state and every invariant check.
    """

    static let explain = """
    USAGE: keyfuzz explain TOKEN [--strategy ID] [--max-actions N] [--out DIR]

    Like replay, and writes the picture report of the counterexample (explain.html) into --out
    (default: reports/explain-<strategy>).
    """

    static let list = """
    USAGE: keyfuzz list

    Names every strategy (with what it promises), every invariant (with its statement) and every
    generator label.
    """
}
