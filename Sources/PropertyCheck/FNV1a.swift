/// FNV-1a (Fowler, Noll and Vo), the 32-bit and 64-bit hashes with their published offset bases and
/// primes: stable across runs, machines and Swift versions (unlike `Hasher`, seeded per process), so
/// what is derived from them — replay tokens' checksums, failure-database file names, campaign cells'
/// seeds and findings' ids — is the same wherever it is computed.
public enum FNV1a {
    /// The 32-bit hash of `bytes` (offset basis 0x811C9DC5, prime 0x01000193).
    public static func hash32(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    /// The 64-bit hash of `bytes` (offset basis 0xCBF29CE484222325, prime 0x00000100000001B3).
    public static func hash64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
