import Foundation

/// The environment variables that override a property's profile, and how they are read.
///
/// | Variable          | Meaning                                                                        |
/// |-------------------|--------------------------------------------------------------------------------|
/// | `KEYFUZZ_PROFILE` | `dev`, `ci` or `nightly`; wins over the profile given in code                  |
/// | `KEYFUZZ_SEED`    | the run's seed, decimal or `0x` hex; wins over the profile's seed choice       |
/// | `KEYFUZZ_REPLAY`  | a replay token: run only that case (no generation, no shrinking)               |
/// | `KEYFUZZ_DB`      | failure database directory; unset, empty or `off` means no database            |
///
/// Without `KEYFUZZ_PROFILE` the profile is the one given in code, else `ci` when the `CI` variable is
/// `true` or `1`, else `dev`.
public enum CheckEnvironment {
    public static let profileVariable = "KEYFUZZ_PROFILE"
    public static let seedVariable = "KEYFUZZ_SEED"
    public static let replayVariable = "KEYFUZZ_REPLAY"
    public static let databaseVariable = "KEYFUZZ_DB"

    /// The run configuration for `property`, from `profile` and `environment`.
    ///
    /// A pure function of its arguments: `randomSeed` supplies the seed when neither the environment
    /// nor a derandomized profile fixes one.
    /// - Throws: `CheckConfigurationError` for an unknown profile, a seed that is not a number, or a
    ///   replay token that does not decode.
    public static func configuration(
        for property: String,
        profile: Profile?,
        environment: [String: String],
        randomSeed: () -> UInt64
    ) throws(CheckConfigurationError) -> (configuration: RunConfiguration, profile: Profile) {
        let chosen: Profile
        if let name = environment[profileVariable], !name.isEmpty {
            guard let named = Profile.named(name) else { throw .unknownProfile(name) }
            chosen = named
        } else if let profile {
            chosen = profile
        } else if let ci = environment["CI"], ["true", "1"].contains(ci.lowercased()) {
            chosen = .ci
        } else {
            chosen = .dev
        }
        let seed: UInt64
        if let text = environment[seedVariable], !text.isEmpty {
            guard let parsed = parseSeed(text) else { throw .invalidSeed(text) }
            seed = parsed
        } else if chosen.derandomized {
            seed = UInt64(FNV1a.hash32(Array(property.utf8))) &* 0x9E37_79B9_7F4A_7C15
        } else {
            seed = randomSeed()
        }
        var replay: [UInt64]?
        if let token = environment[replayVariable], !token.isEmpty {
            do {
                replay = try ReplayToken.decode(token)
            } catch {
                throw .invalidReplay(error)
            }
        }
        var database: FailureDatabase?
        if let path = environment[databaseVariable], !path.isEmpty, path.lowercased() != "off" {
            database = FailureDatabase(path: path)
        }
        let configuration = RunConfiguration(seed: seed, limits: chosen.limits, database: database, replay: replay)
        return (configuration, chosen)
    }

    /// Parses a seed written in decimal or as `0x` hexadecimal.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}

/// A setting in the environment that could not be used.
public enum CheckConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownProfile(String)
    case invalidSeed(String)
    case invalidReplay(ReplayTokenError)

    public var description: String {
        switch self {
        case .unknownProfile(let name):
            "\(CheckEnvironment.profileVariable)=\(name) is not a profile; use one of \(Profile.all.map(\.name).joined(separator: ", "))"
        case .invalidSeed(let text):
            "\(CheckEnvironment.seedVariable)=\(text) is not a seed; use a decimal number or 0x followed by hex digits"
        case .invalidReplay(let error):
            "\(CheckEnvironment.replayVariable) could not be used: \(error)"
        }
    }
}
