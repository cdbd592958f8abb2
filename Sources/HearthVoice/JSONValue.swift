import Foundation

/// A JSON value, for schemas and model output.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, with its keys in the order they were written.
    case object([String: JSONValue], order: [String])

    /// The deepest nesting of arrays and objects ``parse(_:)`` accepts.
    public static let maximumDepth = 256

    /// Parses JSON text, keeping object key order (needed for grammar key order).
    ///
    /// - Throws: `VoiceError.malformedOutput` for text that is not JSON, or nested deeper than
    ///   ``maximumDepth``.
    public static func parse(_ text: String) throws(VoiceError) -> JSONValue {
        var parser = OrderedJSONParser(Array(text.utf8))
        do {
            let value = try parser.value()
            parser.skipSpace()
            guard parser.index == parser.bytes.count else { throw VoiceError(.malformedOutput, "trailing text after JSON") }
            return value
        } catch let error as VoiceError {
            throw error
        } catch {
            throw VoiceError(.malformedOutput, "\(error)")
        }
    }

    /// The member named `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members, _) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The number, if this is one.
    public var number: Double? { if case .number(let n) = self { return n }; return nil }
    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// Compact JSON text, keys in their order.
    public var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): return Self.quote(s)
        case .array(let items): return "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members, let order):
            return "{" + order.compactMap { key in members[key].map { Self.quote(key) + ":" + $0.serialized } }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

private struct OrderedJSONParser {
    let bytes: [UInt8]
    var index = 0
    /// Arrays and objects open at the current position.
    var depth = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ literal: String) throws {
        let lit = Array(literal.utf8)
        guard index + lit.count <= bytes.count, Array(bytes[index..<index + lit.count]) == lit else {
            throw Failure(description: "expected \(literal) at byte \(index)")
        }
        index += lit.count
    }

    mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw Failure(description: "unexpected end of JSON") }
        if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
            // The parser recurses per level: a bound keeps hostile nesting off the stack's end.
            guard depth < JSONValue.maximumDepth else {
                throw Failure(description: "arrays and objects nested deeper than Hearth's limit of \(JSONValue.maximumDepth) levels")
            }
            depth += 1
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            var order: [String] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(members, order: order) }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                let v = try value()
                if members[key] == nil { order.append(key) }
                members[key] = v
                skipSpace()
                guard index < bytes.count else { throw Failure(description: "unterminated object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("}")
                depth -= 1
                return .object(members, order: order)
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                guard index < bytes.count else { throw Failure(description: "unterminated array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect("]")
                depth -= 1
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default:
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard let n = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw Failure(description: "unexpected character at byte \(start)")
            }
            return .number(n)
        }
    }

    mutating func string() throws -> String {
        try expect("\"")
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            if b == UInt8(ascii: "\\") {
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                        throw Failure(description: "bad \\u escape")
                    }
                    index += 4
                    out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: out.append(e)
                }
            } else {
                out.append(b)
            }
        }
        throw Failure(description: "unterminated string")
    }
}
