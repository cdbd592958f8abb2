import Foundation
import HearthVoice

/// Splits a model's streamed output into content and tool calls (the `<tool_call>` format of
/// `ToolCalling`), as the text arrives: content is released as soon as it cannot be the start of a
/// call, a call is announced (id and name) once its name is complete, and its arguments are
/// released piece by piece. Call markup never reaches the content.
///
/// ```swift
/// var parser = calling.parser()
/// for piece in pieces { events += parser.append(piece) }
/// events += parser.finish()
/// let (content, calls) = (parser.content, parser.calls)
/// ```
public struct ToolCallParser: Sendable {
    /// What the parser found in the text so far.
    public enum Event: Sendable, Hashable {
        /// Text for the answer's content.
        case content(String)
        /// Call number `index` (from 0) started: its id and function name.
        case callStarted(index: Int, id: String, name: String)
        /// A piece of call `index`'s arguments JSON.
        case arguments(index: Int, String)
    }

    static let open = "<tool_call>"
    static let close = "</tool_call>"

    private enum State: Sendable {
        /// Free text; `held` may be the start of `<tool_call>`.
        case text(held: String)
        /// After `<tool_call>`, before the arguments begin.
        case head(String)
        /// Inside the arguments value.
        case arguments(JSONScanner)
        /// After the arguments, up to `</tool_call>`.
        case tail(String)
        /// The answer began with `{`: calls written without the tags (small models do this), read
        /// whole at the end.
        case bare(String)
    }

    private let enabled: Bool
    private let known: Set<String>
    private var state = State.text(held: "")
    /// All the text seen, as generated.
    public private(set) var raw = ""
    /// The content released so far (text outside calls).
    public private(set) var content = ""
    /// Completed calls.
    public private(set) var calls: [ToolCall] = []
    private var current: (id: String, name: String, arguments: String)?
    /// The text of the call being read, from `<tool_call>` on (for falling back to content).
    private var callText = ""
    /// True when a call did not fit the format or named an unknown tool, or the text ended inside
    /// a call: then the whole text is the answer's content and there are no calls.
    public private(set) var malformed = false

    init(enabled: Bool, known: Set<String>) {
        self.enabled = enabled
        self.known = known
    }

    /// Feeds generated text; returns what it completes.
    public mutating func append(_ text: String) -> [Event] {
        raw += text
        guard enabled, !malformed else { return emit(text) }
        var events: [Event] = []
        var input = Substring(text)
        while !malformed {
            let (consumed, produced) = step(input)
            events += produced
            input = input.dropFirst(consumed)
            if input.isEmpty || (consumed == 0 && produced.isEmpty) { break }
        }
        if malformed, !input.isEmpty { events += emit(String(input)) }
        return events
    }

    /// The text has ended: releases held text, and reports a call left incomplete as malformed
    /// (its text then becomes content).
    public mutating func finish() -> [Event] {
        guard enabled, !malformed else { return [] }
        switch state {
        case .text(let held):
            state = .text(held: "")
            if !calls.isEmpty, held.allSatisfy(\.isWhitespace) { return [] }
            return emit(held)
        case .head, .arguments, .tail:
            return fallBack()
        case .bare(let text):
            state = .text(held: "")
            guard let found = Self.bareCalls(text, known: known) else {
                malformed = true
                return emit(text)
            }
            calls = found
            return found.enumerated().flatMap { index, call in
                [Event.callStarted(index: index, id: call.id, name: call.name), .arguments(index: index, call.arguments)]
            }
        }
    }

    /// Calls written as bare JSON objects one after the other (`{"name": ..., "arguments": {...}}`),
    /// or nil when the text is not only that.
    static func bareCalls(_ text: String, known: Set<String>) -> [ToolCall]? {
        var calls: [ToolCall] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { break }
            var scanner = JSONScanner()
            var length = 0
            for character in rest {
                length += 1
                guard scanner.feed(character) else { return nil }
                if scanner.isComplete { break }
            }
            guard scanner.isComplete, let value = try? JSONValue.parse(String(rest.prefix(length))),
                  let name = value["name"]?.string, known.contains(name), let arguments = value["arguments"], case .object = arguments,
                  case .object(let members, _) = value, members.count == 2 else { return nil }
            calls.append(ToolCall(name: name, arguments: arguments.serialized))
            rest = rest.dropFirst(length)
        }
        return calls.isEmpty ? nil : calls
    }

    private mutating func emit(_ text: String) -> [Event] {
        guard !text.isEmpty else { return [] }
        content += text
        return [.content(text)]
    }

    /// One step of the state machine over `input`; returns how many characters it consumed and
    /// what it found.
    private mutating func step(_ input: Substring) -> (Int, [Event]) {
        switch state {
        case .text(let held):
            let text = held + input
            if calls.isEmpty, content.allSatisfy(\.isWhitespace), text.first(where: { !$0.isWhitespace }) == "{" {
                state = .bare(text)
                return (input.count, [])
            }
            if let range = text.range(of: Self.open) {
                let before = String(text[..<range.lowerBound])
                let consumed = text[..<range.upperBound].count - held.count
                callText = Self.open
                state = .head("")
                // Between calls only whitespace is expected: it is not content.
                let released = !calls.isEmpty && before.allSatisfy(\.isWhitespace) ? "" : before
                return (consumed, emit(released))
            }
            // Hold back the longest suffix that could begin `<tool_call>`.
            var keep = 0
            for length in stride(from: min(Self.open.count - 1, text.count), to: 0, by: -1) where Self.open.hasPrefix(text.suffix(length)) {
                keep = length
                break
            }
            let released = String(text.dropLast(keep))
            if !calls.isEmpty, released.allSatisfy(\.isWhitespace) {
                state = .text(held: String(text.suffix(keep)))
                return (input.count, [])
            }
            // Text after a call that is not another call: the answer goes on as content.
            state = .text(held: String(text.suffix(keep)))
            return (input.count, emit(released))
        case .head(let head):
            let text = head + input
            guard let (end, name) = headEnd(text) else {
                if !Self.couldBeHead(text) {
                    callText += input
                    return (input.count, fallBack())
                }
                callText += input
                state = .head(text)
                return (input.count, [])
            }
            let consumed = text[..<end].count - head.count
            callText += input.prefix(consumed)
            guard known.contains(name) else { return (consumed, fallBack()) }
            let id = ToolCall.newID()
            current = (id, name, "")
            state = .arguments(JSONScanner())
            return (consumed, [.callStarted(index: calls.count, id: id, name: name)])
        case .arguments(var scanner):
            var taken = ""
            for character in input {
                taken.append(character)
                guard scanner.feed(character) else {
                    callText += taken
                    return (taken.count, fallBack())
                }
                if scanner.isComplete { break }
            }
            callText += taken
            current?.arguments += taken
            state = scanner.isComplete ? .tail("") : .arguments(scanner)
            return (taken.count, taken.isEmpty ? [] : [.arguments(index: calls.count, taken)])
        case .bare(let text):
            state = .bare(text + input)
            return (input.count, [])
        case .tail(let tail):
            let text = tail + input
            guard let range = text.range(of: Self.close) else {
                callText += input
                // Only `}`, whitespace and the start of `</tool_call>` may come here.
                let rest = text.drop { $0 == "}" || $0.isWhitespace }
                guard Self.close.hasPrefix(rest), text.filter({ $0 == "}" }).count <= 1 else { return (input.count, fallBack()) }
                state = .tail(text)
                return (input.count, [])
            }
            let consumed = text[..<range.upperBound].count - tail.count
            callText += input.prefix(consumed)
            let between = text[..<range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            guard between == "}", let call = current, (try? JSONValue.parse(call.arguments)) != nil else { return (consumed, fallBack()) }
            calls.append(ToolCall(id: call.id, name: call.name, arguments: call.arguments))
            current = nil
            callText = ""
            state = .text(held: "")
            return (consumed, [])
        }
    }

    /// The call text did not fit: everything is content from now on.
    private mutating func fallBack() -> [Event] {
        malformed = true
        calls = []
        current = nil
        state = .text(held: "")
        let pending = callText
        callText = ""
        return emit(pending)
    }

    // MARK: The head: `\n{"name": "NAME", "arguments": `

    /// Where the arguments start and the function name, once the head is complete.
    private func headEnd(_ text: String) -> (String.Index, String)? {
        var scanner = HeadScanner(Array(text.unicodeScalars))
        guard let (offset, name) = scanner.parse(), offset <= text.unicodeScalars.count else { return nil }
        return (text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset), name)
    }

    /// Whether `text` may still grow into a head.
    static func couldBeHead(_ text: String) -> Bool {
        var scanner = HeadScanner(Array(text.unicodeScalars))
        return scanner.isPrefix()
    }
}

/// Reads `ws { ws "name" ws : ws "NAME" ws , ws "arguments" ws : ws` from the start of a call.
private struct HeadScanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    enum Outcome { case ok, incomplete, mismatch }

    mutating func space() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }

    mutating func literal(_ text: String) -> Outcome {
        for scalar in text.unicodeScalars {
            guard index < scalars.count else { return .incomplete }
            guard scalars[index] == scalar else { return .mismatch }
            index += 1
        }
        return .ok
    }

    mutating func string() -> (Outcome, String) {
        guard index < scalars.count else { return (.incomplete, "") }
        guard scalars[index] == "\"" else { return (.mismatch, "") }
        let start = index
        index += 1
        var escaped = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true; continue }
            if scalar == "\"" {
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[start..<index])
                return (.ok, (try? JSONValue.parse(text))?.string ?? "")
            }
        }
        return (.incomplete, "")
    }

    /// The outcome and, when complete, the offset where the arguments start and the name.
    mutating func run() -> (Outcome, Int, String) {
        var name = ""
        let steps: [(inout HeadScanner) -> Outcome] = [
            { $0.space(); return $0.literal("{") },
            { $0.space(); return $0.literal("\"name\"") },
            { $0.space(); return $0.literal(":") },
            { s in s.space(); let (outcome, text) = s.string(); name = text; return outcome },
            { $0.space(); return $0.literal(",") },
            { $0.space(); return $0.literal("\"arguments\"") },
            { $0.space(); return $0.literal(":") },
        ]
        for step in steps {
            let outcome = step(&self)
            if outcome != .ok { return (outcome, index, name) }
        }
        space()
        // The arguments value must have begun, so the head is known to be complete.
        guard index < scalars.count else { return (.incomplete, index, name) }
        return (.ok, index, name)
    }

    mutating func parse() -> (Int, String)? {
        let (outcome, offset, name) = run()
        return outcome == .ok ? (offset, name) : nil
    }

    mutating func isPrefix() -> Bool {
        run().0 != .mismatch
    }
}

/// Follows one JSON value character by character to find where it ends.
struct JSONScanner: Sendable {
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var started = false
    private(set) var isComplete = false

    /// Takes the next character; false when it cannot continue a JSON object.
    mutating func feed(_ character: Character) -> Bool {
        if !started {
            if character.isWhitespace { return true }
            guard character == "{" else { return false }
            started = true
            depth = 1
            return true
        }
        if inString {
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            return true
        }
        switch character {
        case "\"": inString = true
        case "{", "[": depth += 1
        case "}", "]":
            depth -= 1
            if depth == 0 { isComplete = true }
        default: break
        }
        return depth >= 0
    }
}
