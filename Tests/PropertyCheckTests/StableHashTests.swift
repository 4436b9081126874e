import PropertyCheck
import Testing

/// FNV-1a and SplitMix64's random access are stable functions: replay tokens' checksums, failure
/// databases' file names and campaign cells' seeds are derived from them and must be the same on every
/// machine and in every run.
@Suite("Stable hashes and seeds")
struct StableHashTests {
    /// The published FNV-1a test vectors (offset bases for the empty input, "a", "foobar").
    @Test func fnv1aMatchesItsPublishedVectors() {
        #expect(FNV1a.hash32([]) == 0x811C_9DC5)
        #expect(FNV1a.hash32(Array("a".utf8)) == 0xE40C_292C)
        #expect(FNV1a.hash32(Array("foobar".utf8)) == 0xBF9C_F968)
        #expect(FNV1a.hash64([]) == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash64(Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash64(Array("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }

    /// Reading SplitMix64's stream at an index gives what running the generator that far gives.
    @Test func aStreamReadAtAnIndexIsTheGeneratorsValueThere() {
        for seed: UInt64 in [0, 1, 0xDEAD_BEEF, .max] {
            var generator = SplitMix64(seed: seed)
            for index: UInt64 in 0..<20 {
                #expect(SplitMix64.value(seed: seed, at: index) == generator.next(), "seed \(seed), index \(index)")
            }
        }
    }
}
