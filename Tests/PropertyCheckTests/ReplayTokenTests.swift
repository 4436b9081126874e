import PropertyCheck
import Testing

@Suite struct ReplayTokens {
    @Test(arguments: [[], [0], [1, 2, 3], [UInt64.max, 0, 127, 128, 16_384], Array(0..<300).map(UInt64.init)] as [[UInt64]])
    func encodedChoicesDecodeToTheSameChoices(choices: [UInt64]) throws {
        let token = ReplayToken.encode(choices)
        #expect(token.hasPrefix("kf1:"))
        #expect(try ReplayToken.decode(token) == choices)
    }

    @Test(arguments: Array<UInt64>(1...10))
    func replayingATokenRebuildsTheSameValue(seed: UInt64) throws {
        let gen = Gen.zip(Gen.array(of: .int(in: -50...50), length: 0...10), Gen.double(in: -1...1), Gen.bool)
        let (value, choices) = try gen.sample(seed: seed)
        let replayed = try gen.value(replaying: ReplayToken.decode(ReplayToken.encode(choices)))
        #expect(replayed.0 == value.0 && replayed.1 == value.1 && replayed.2 == value.2)
    }

    @Test func truncatedTokenIsRefusedWithChecksumMessage() {
        let token = ReplayToken.encode([5, 300, 70_000, 12])
        #expect(throws: ReplayTokenError.checksumMismatch) { try ReplayToken.decode(String(token.dropLast(2))) }
        #expect(ReplayTokenError.checksumMismatch.description.contains("truncated or altered"))
    }

    @Test func alteredTokenIsRefused() {
        var token = Array(ReplayToken.encode([5, 300, 70_000, 12]))
        token[6] = token[6] == "A" ? "B" : "A"
        #expect(throws: ReplayTokenError.checksumMismatch) { try ReplayToken.decode(String(token)) }
    }

    @Test func tokenFromAnotherVersionIsRefusedNamingBothVersions() {
        let token = "kf2:" + ReplayToken.encode([1, 2]).dropFirst(4)
        #expect(throws: ReplayTokenError.unsupportedVersion(2)) { try ReplayToken.decode(token) }
        #expect(ReplayTokenError.unsupportedVersion(2).description
            == "replay token is from format version 2; this build reads version 1. Re-run the failing test with this build to get a new token")
    }

    @Test(arguments: ["", "   ", "hello", "kf:abc", "kfx:abc"])
    func textWithoutVersionPrefixIsRefused(text: String) {
        #expect(throws: ReplayTokenError.self) { try ReplayToken.decode(text) }
    }

    @Test func characterOutsideTheAlphabetIsRefused() {
        #expect(throws: ReplayTokenError.invalidCharacter("*")) { try ReplayToken.decode("kf1:AB*D") }
    }
}
