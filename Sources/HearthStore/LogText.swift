/// A log message that knows which parts are user content (prompts, answers, document text), so
/// they can be left out of logs unless content logging is on.
///
/// ```swift
/// let text: LogText = "generation failed after \(12) tokens for \(user: prompt)"
/// text.rendered(includingUserContent: false)  // "generation failed after 12 tokens for <redacted: 43 characters>"
/// ```
public struct LogText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    enum Part: Sendable, Hashable {
        case plain(String)
        case user(String)
    }

    var parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.plain(value)]
    }

    public init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    /// Text that is entirely user content.
    public static func user(_ content: String) -> LogText {
        var text = LogText(stringLiteral: "")
        text.parts = [.user(content)]
        return text
    }

    /// Text written by Hearth that may quote user content: every occurrence of a `sensitive`
    /// string (and anything in single or double quotes) is treated as user content.
    ///
    /// - Parameters:
    ///   - message: the text, e.g. an error message.
    ///   - sensitive: strings known to be user content (a prompt, a typed argument).
    public static func quoting(_ message: String, sensitive: [String]) -> LogText {
        var text = LogText(stringLiteral: "")
        text.parts = Self.split(message, sensitive: sensitive.filter { $0.count >= 3 }.sorted { $0.count > $1.count })
        return text
    }

    /// The text with user content replaced by `<redacted: N characters>` unless
    /// `includingUserContent` is true.
    public func rendered(includingUserContent: Bool) -> String {
        parts.map { part in
            switch part {
            case .plain(let text): text
            case .user(let text): includingUserContent ? text : Self.placeholder(for: text)
            }
        }.joined()
    }

    /// The redacted rendering.
    public var description: String { rendered(includingUserContent: false) }

    static func placeholder(for text: String) -> String { "<redacted: \(text.count) characters>" }

    /// Builds a `LogText` from a string literal: `\(value)` is text Hearth produced, `\(user: text)` is
    /// user content, redacted unless content logging is on.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            parts.append(.plain(literal))
        }

        /// A value Hearth produced (a count, a code, a file name it chose).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            parts.append(.plain(value.description))
        }

        /// User content: redacted unless content logging is on.
        public mutating func appendInterpolation(user content: String) {
            parts.append(.user(content))
        }
    }

    private static func split(_ message: String, sensitive: [String]) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(message)
        var plain = ""
        func flush() {
            if !plain.isEmpty { parts.append(.plain(plain)); plain = "" }
        }
        while !rest.isEmpty {
            if let match = sensitive.first(where: { rest.hasPrefix($0) }) {
                flush()
                parts.append(.user(match))
                rest = rest.dropFirst(match.count)
                continue
            }
            let first = rest.first!
            if first == "'" || first == "\"", let close = rest.dropFirst().firstIndex(of: first) {
                flush()
                plain.append(first)
                flush()
                parts.append(.user(String(rest[rest.index(after: rest.startIndex)..<close])))
                plain.append(first)
                rest = rest[rest.index(after: close)...]
                continue
            }
            plain.append(first)
            rest = rest.dropFirst()
        }
        flush()
        return parts
    }
}
