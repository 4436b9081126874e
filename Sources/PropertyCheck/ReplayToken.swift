import Foundation

/// A failing case as compact, copy-pasteable, versioned text: `kf1:` followed by base64url.
///
/// Layout of the decoded bytes: the number of choices as a LEB128 varint, each choice as a varint,
/// then a 4-byte big-endian FNV-1a checksum of everything before it. The alphabet is base64url
/// without padding, so a token survives shells, URLs and file names.
///
/// Decoding is a pure function: the same text always gives the same choices or the same error.
public enum ReplayToken {
    /// The format this build writes and reads.
    public static let version = 1

    /// Encodes `choices` as a token.
    /// - Complexity: O(n).
    public static func encode(_ choices: [UInt64]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(choices.count * 2 + 8)
        appendVarint(UInt64(choices.count), to: &bytes)
        for choice in choices { appendVarint(choice, to: &bytes) }
        let checksum = FNV1a.hash32(bytes)
        bytes.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) })
        return "kf\(version):" + Base64URL.encode(bytes)
    }

    /// Decodes a token; surrounding whitespace is ignored.
    /// - Throws: `ReplayTokenError` saying what is wrong and what to do.
    public static func decode(_ token: String) throws(ReplayTokenError) -> [UInt64] {
        let text = token.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty }
        guard text.hasPrefix("kf"), let colon = text.firstIndex(of: ":") else { throw .missingPrefix }
        let versionText = text[text.index(text.startIndex, offsetBy: 2)..<colon]
        guard let found = Int(versionText) else { throw .missingPrefix }
        guard found == version else { throw .unsupportedVersion(found) }
        let bytes = try Base64URL.decode(text[text.index(after: colon)...])
        guard bytes.count >= 5 else { throw .truncated }
        let body = Array(bytes[..<(bytes.count - 4)])
        let stored = bytes[(bytes.count - 4)...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard FNV1a.hash32(body) == stored else { throw .checksumMismatch }
        var reader = VarintReader(bytes: body)
        let count = try reader.next()
        guard count <= UInt64(body.count) else { throw .malformed("it claims \(count) choices in \(body.count) bytes") }
        var choices: [UInt64] = []
        choices.reserveCapacity(Int(count))
        for _ in 0..<count { choices.append(try reader.next()) }
        guard reader.isAtEnd else { throw .malformed("there are bytes after the last choice") }
        return choices
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

}

/// Why a replay token was refused. The description is a sentence for a person.
public enum ReplayTokenError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case missingPrefix
    case unsupportedVersion(Int)
    case invalidCharacter(Character)
    case truncated
    case checksumMismatch
    case malformed(String)

    public var description: String {
        switch self {
        case .empty:
            "replay token is empty; paste the whole token printed with the failure (it starts with kf\(ReplayToken.version):)"
        case .missingPrefix:
            "replay token does not start with a version prefix such as kf\(ReplayToken.version):; paste the whole token"
        case .unsupportedVersion(let found):
            "replay token is from format version \(found); this build reads version \(ReplayToken.version). Re-run the failing test with this build to get a new token"
        case .invalidCharacter(let character):
            "replay token contains \"\(character)\", which is not in its alphabet (A-Z a-z 0-9 - _); it was altered or mangled in copying"
        case .truncated:
            "replay token is truncated: it is too short to hold its checksum; paste the whole token"
        case .checksumMismatch:
            "replay token checksum mismatch: the token was truncated or altered; paste the whole token"
        case .malformed(let detail):
            "replay token is malformed: \(detail)"
        }
    }
}

/// Reads LEB128 varints from bytes.
struct VarintReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func next() throws(ReplayTokenError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count else { throw .truncated }
            let byte = bytes[position]
            position += 1
            guard shift < 64, shift < 63 || byte <= 1 else { throw .malformed("a choice does not fit in 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }
}

/// base64url without padding (RFC 4648 §5).
enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<Swift.min(index + 3, bytes.count)]
            var bits: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { bits |= UInt32(byte) << (16 - 8 * offset) }
            for position in 0...chunk.count {
                output.append(alphabet[Int((bits >> (18 - 6 * position)) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(_ text: Substring) throws(ReplayTokenError) -> [UInt8] {
        var sextets: [UInt8] = []
        sextets.reserveCapacity(text.utf8.count)
        for character in text {
            guard let ascii = character.asciiValue, let value = alphabet.firstIndex(of: ascii) else {
                throw .invalidCharacter(character)
            }
            sextets.append(UInt8(value))
        }
        guard sextets.count % 4 != 1 else { throw .truncated }
        var bytes: [UInt8] = []
        var index = 0
        while index < sextets.count {
            let chunk = sextets[index..<Swift.min(index + 4, sextets.count)]
            var bits: UInt32 = 0
            for (offset, sextet) in chunk.enumerated() { bits |= UInt32(sextet) << (18 - 6 * offset) }
            for position in 0..<(chunk.count - 1) {
                bytes.append(UInt8(truncatingIfNeeded: bits >> (16 - 8 * position)))
            }
            index += 4
        }
        return bytes
    }
}
