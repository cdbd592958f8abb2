import Foundation

/// Copies of a real GGUF model with precise damage, for tests of the first-load check.
///
/// ```swift
/// let bad = try DamagedModels.duplicatedVocabularyEntry(of: TestModels.defaultModel, into: folder.url)
/// // llama.cpp aborts loading it: GGML_ASSERT(id_to_token.size() == token_to_id.size())
/// ```
public enum DamagedModels {
    /// A copy whose vocabulary lists one token twice (one token's text overwritten with another's
    /// of the same length). It passes every header check; llama.cpp aborts the process loading it.
    public static func duplicatedVocabularyEntry(of source: URL, into folder: URL, name: String = "duplicated-vocabulary.gguf") throws -> URL {
        var bytes = try Data(contentsOf: source)
        var cursor = try valueStart(of: "tokenizer.ggml.tokens", in: bytes, type: 9)
        guard read(UInt32.self, bytes, &cursor) == 8 else { throw DamageError("tokenizer.ggml.tokens is not an array of strings") }
        let count = Int(read(UInt64.self, bytes, &cursor))
        var firstOfLength: [Int: Range<Int>] = [:]
        for _ in 0..<min(count, 5000) {
            let length = Int(read(UInt64.self, bytes, &cursor))
            let range = cursor..<cursor + length
            cursor += length
            guard length >= 3 else { continue }
            if let earlier = firstOfLength[length], bytes[earlier] != bytes[range] {
                bytes.replaceSubrange(range, with: bytes[earlier])
                return try write(bytes, into: folder, name: name)
            }
            firstOfLength[length] = range
        }
        throw DamageError("no two tokens of equal length in the first 5000")
    }

    /// A copy that still loads and answers but is not the catalogue's file (its `general.name`
    /// changed, same length): unverified, so Hearth trial-loads it first.
    public static func renamedCopy(of source: URL, into folder: URL, name: String = "renamed.gguf") throws -> URL {
        var bytes = try Data(contentsOf: source)
        var cursor = try valueStart(of: "general.name", in: bytes, type: 8)
        let length = Int(read(UInt64.self, bytes, &cursor))
        guard length > 0 else { throw DamageError("general.name is empty") }
        bytes[cursor] = bytes[cursor] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
        return try write(bytes, into: folder, name: name)
    }

    struct DamageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The offset just after `key`'s type field, checking the type.
    private static func valueStart(of key: String, in bytes: Data, type: UInt32) throws -> Int {
        var needle = Data()
        withUnsafeBytes(of: UInt64(key.utf8.count).littleEndian) { needle.append(contentsOf: $0) }
        needle.append(contentsOf: Array(key.utf8))
        guard let found = bytes.range(of: needle) else { throw DamageError("no key \(key)") }
        var cursor = found.upperBound
        guard read(UInt32.self, bytes, &cursor) == type else { throw DamageError("\(key) has another type") }
        return cursor
    }

    private static func read<T: FixedWidthInteger>(_: T.Type, _ bytes: Data, _ cursor: inout Int) -> T {
        var value: T = 0
        for index in 0..<MemoryLayout<T>.size { value |= T(bytes[bytes.startIndex + cursor + index]) << (8 * index) }
        cursor += MemoryLayout<T>.size
        return value
    }

    private static func write(_ bytes: Data, into folder: URL, name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url
    }
}
