/// Collects bytes from token pieces and releases only whole UTF-8 characters.
///
/// A token may end in the middle of a multi-byte character; the remaining bytes arrive with the
/// next token. `append(_:)` returns the longest complete prefix and keeps the rest.
public struct UTF8Accumulator: Sendable {
    private var pending: [UInt8] = []

    /// An accumulator holding no bytes.
    public init() {}

    /// Adds bytes and returns the text that is now complete (possibly empty).
    public mutating func append(_ bytes: some Sequence<UInt8>) -> String {
        pending.append(contentsOf: bytes)
        let complete = Self.completePrefixLength(pending)
        guard complete > 0 else { return "" }
        let text = String(decoding: pending[..<complete], as: UTF8.self)
        pending.removeFirst(complete)
        return text
    }

    /// Whatever is left at the end; invalid or truncated sequences become U+FFFD.
    public mutating func flush() -> String {
        defer { pending.removeAll() }
        return String(decoding: pending, as: UTF8.self)
    }

    /// The length of the prefix of `bytes` that does not end inside an unfinished character.
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        // Look back at most 3 bytes for the lead byte of a trailing, unfinished sequence.
        var index = bytes.count - 1
        var continuation = 0
        while index >= 0, continuation < 4, bytes[index] & 0xC0 == 0x80 {
            continuation += 1
            index -= 1
        }
        guard index >= 0 else { return bytes.count } // only continuation bytes: invalid, release them
        let lead = bytes[index]
        let needed: Int
        switch lead {
        case 0x00...0x7F: needed = 1
        case 0xC0...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF7: needed = 4
        default: return bytes.count // invalid lead: release, it decodes as U+FFFD
        }
        return continuation + 1 >= needed ? bytes.count : index
    }
}
