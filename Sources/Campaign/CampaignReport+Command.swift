import KeyboardStrategies
import ScrollGeometry

extension CampaignReport.RunParameters {
    /// The command line that runs this whole campaign again: the same profile, seed, case budget,
    /// time budget, scenario length, strategies, invariants, shard and conditional-findings policy. A merged report (every shard)
    /// is reproduced by the unsharded run, which finds the same. The failure database is not part of
    /// it: a run with an empty database finds what this run generated (`--no-db` makes sure).
    public var reproducingCommand: String {
        var words = ["swift run keyfuzz run", "--profile \(profile)", "--seed \(seed)", "--cases \(casesPerCell)"]
        if let durationSeconds { words.append("--duration \(Format.number(durationSeconds))s") }
        words.append("--max-actions \(maxActions)")
        words.append("--strategies \(strategies.joined(separator: ","))")
        words.append("--invariants \(invariants.joined(separator: ","))")
        if shards.count == 1, let shard = shards.first, shard.count > 1 { words.append("--shard \(shard)") }
        if conditionalFindingsFail == true { words.append("--conditional-findings fail") }
        return words.joined(separator: " ")
    }
}
