import Foundation
import HearthCore
import HearthVoice

/// A function the model may call: OpenAI's `{"type": "function", "function": {...}}`.
public struct ToolFunction: Sendable, Hashable {
    /// `^[A-Za-z0-9_-]{1,64}$`, unique among the tools of a request.
    public var name: String
    /// What the function does, shown to the model.
    public var description: String?
    /// The JSON Schema of the arguments object, as JSON text (key order is kept: it fixes the
    /// order in which the model writes the arguments). nil: the function takes no arguments.
    public var parameters: String?

    /// A function; see the properties.
    public init(name: String, description: String? = nil, parameters: String? = nil) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}

/// Whether and which tool the model must call (OpenAI's `tool_choice`).
public enum ToolChoice: Sendable, Hashable {
    /// Never: the tools are not even shown to the model.
    case none
    /// The model decides; a call it starts is constrained to the tools' schemas.
    case auto
    /// At least one call, constrained from the first token.
    case required
    /// Exactly this function, constrained from the first token.
    case function(String)
}

/// One call the model made.
public struct ToolCall: Sendable, Hashable {
    /// `call_` and 24 letters and digits, unique per call.
    public var id: String
    /// The function called.
    public var name: String
    /// The arguments object as JSON text.
    public var arguments: String

    /// A call; see the properties.
    public init(id: String = ToolCall.newID(), name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }

    /// A fresh call id.
    public static func newID() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return "call_" + String((0..<24).map { _ in alphabet.randomElement()! })
    }
}

/// A message of a conversation that may hold tool calls and their results.
public enum ToolConversationMessage: Sendable, Hashable {
    /// The system prompt.
    case system(String)
    /// What the person said.
    case user(String)
    /// The assistant's text (nil or empty when it only called tools) and its calls.
    case assistant(String?, calls: [ToolCall])
    /// A tool's result for the call `callID`.
    case tool(callID: String, content: String)
}

/// Tool calling for models that read and write the Hermes/Qwen format: the tools are described
/// in the system message inside `<tools></tools>`, a call is `<tool_call>\n{"name": ..., "arguments": {...}}\n</tool_call>`
/// and a result comes back in a user turn inside `<tool_response></tool_response>`.
///
/// This is the format of Qwen2.5's own chat template (and of Hermes-style templates); for a model
/// whose template has no tool support (SmolLM2) the same description goes into its system
/// message: the generic fallback, which the grammar makes hold whatever the model would write.
///
/// The grammar: with `auto` generation is free until the model writes `<tool_call>`, and from
/// there every call must be a known tool with arguments that fit that tool's JSON schema; with
/// `required` or a named function the grammar applies from the first token. With parallel calls
/// the model may write several calls one after the other (at most `maxParallelCalls`).
///
/// ```swift
/// let calling = try ToolCalling(tools: [ToolFunction(name: "get_weather", parameters: schema)], choice: .required)
/// var options = GenerationOptions()
/// options.grammar = calling.constraint
/// let prompt = Prompt.chat(calling.messages([.user("Weather in Paris?")]))
/// // ... generate, then:
/// var parser = calling.parser()
/// let events = parser.append(text) + parser.finish()
/// ```
public struct ToolCalling: Sendable {
    /// The most calls one answer may hold.
    public static let maxParallelCalls = 8
    /// The system message when the conversation has none.
    public static let defaultSystemPrompt = "You are a helpful assistant."

    /// The functions the model may call.
    public let tools: [ToolFunction]
    /// Whether and which tool it must call.
    public let choice: ToolChoice
    /// Whether several calls may come in one answer.
    public let parallel: Bool
    /// The grammar for the calls (nil for `none` or no tools).
    public let constraint: GrammarConstraint?

    /// Checks the tools and builds the grammar.
    ///
    /// - Parameters:
    ///   - tools: the functions the model may call.
    ///   - choice: OpenAI's `tool_choice`.
    ///   - parallel: OpenAI's `parallel_tool_calls` (several calls in one answer).
    /// - Throws: `HearthError` `.invalidRequest` naming the tool whose name or schema is not
    ///   usable, or a named choice that is not one of the tools.
    public init(tools: [ToolFunction], choice: ToolChoice = .auto, parallel: Bool = true) throws(HearthError) {
        var seen = Set<String>()
        for (index, tool) in tools.enumerated() {
            guard Self.isValidName(tool.name) else {
                throw HearthError(.invalidRequest, "tools[\(index)]: the function name '\(tool.name)' must be 1 to 64 letters, digits, '_' or '-'")
            }
            guard seen.insert(tool.name).inserted else {
                throw HearthError(.invalidRequest, "tools[\(index)]: the function name '\(tool.name)' is used twice")
            }
        }
        switch choice {
        case .required where tools.isEmpty:
            throw HearthError(.invalidRequest, "tool_choice 'required' needs tools")
        case .function(let name) where !seen.contains(name):
            throw HearthError(.invalidRequest, "tool_choice names the function '\(name)', which is not among the tools (\(tools.map(\.name).joined(separator: ", ")))")
        default: break
        }
        self.tools = tools
        self.choice = choice
        self.parallel = parallel
        constraint = try Self.grammar(tools: tools, choice: choice, parallel: parallel)
    }

    static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.count) && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-") }
    }

    // MARK: Prompt

    /// The conversation as chat messages in the tool format: the tools described at the end of
    /// the system message (none for `none`), calls and results written as the model was trained.
    public func messages(_ conversation: [ToolConversationMessage]) -> [ChatMessage] {
        var messages: [ChatMessage] = []
        var rest = conversation[...]
        var system: String?
        if case .system(let text)? = rest.first {
            system = text
            rest = rest.dropFirst()
        }
        if choice != .none, !tools.isEmpty {
            messages.append(.system((system ?? Self.defaultSystemPrompt) + "\n\n" + toolsDescription))
        } else if let system {
            messages.append(.system(system))
        }
        var results: [String] = [] // consecutive tool results share one user turn
        func flushResults() {
            guard !results.isEmpty else { return }
            messages.append(.user(results.joined(separator: "\n")))
            results = []
        }
        for message in rest {
            if case .tool(_, let content) = message {
                results.append("<tool_response>\n\(content)\n</tool_response>")
                continue
            }
            flushResults()
            switch message {
            case .system(let text): messages.append(.system(text))
            case .user(let text): messages.append(.user(text))
            case .assistant(let text, let calls):
                var parts = (text ?? "").isEmpty ? [] : [text!]
                parts += calls.map { Self.render($0) }
                messages.append(.assistant(parts.joined(separator: "\n")))
            case .tool: break
            }
        }
        flushResults()
        if case .tool? = conversation.last, case .user(let results)? = messages.last?.chatRole {
            // Measured on Qwen2.5-Coder-0.5B: after a bare `<tool_response>` it called the tool
            // again; with this line it answered from the result.
            messages[messages.count - 1] = .user(results + "\n" + Self.resultsInstruction)
        }
        return messages
    }

    /// Said after the last tool results, so a small model answers from them.
    public static let resultsInstruction = "Use the tool results to answer my question in words."

    /// The tools section of the system message.
    var toolsDescription: String {
        let lines = tools.map { tool -> String in
            var function: [(String, JSONValue)] = [("name", .string(tool.name))]
            if let description = tool.description { function.append(("description", .string(description))) }
            if let parameters = tool.parameters, let schema = try? JSONValue.parse(parameters) {
                function.append(("parameters", schema))
            }
            return Self.object([("type", .string("function")), ("function", Self.object(function))]).serialized
        }
        return """
            # Tools

            You may call one or more functions to assist with the user query.

            You are provided with function signatures within <tools></tools> XML tags:
            <tools>
            \(lines.joined(separator: "\n"))
            </tools>

            For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:
            <tool_call>
            {"name": <function-name>, "arguments": <args-json-object>}
            </tool_call>
            """
    }

    /// A call as the model writes it.
    static func render(_ call: ToolCall) -> String {
        let arguments = (try? JSONValue.parse(call.arguments))?.serialized ?? JSONValue.string(call.arguments).serialized
        return "<tool_call>\n{\"name\": \(JSONValue.string(call.name).serialized), \"arguments\": \(arguments)}\n</tool_call>"
    }

    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(Dictionary(members, uniquingKeysWith: { $1 }), order: members.map(\.0))
    }

    // MARK: Grammar

    static func grammar(tools: [ToolFunction], choice: ToolChoice, parallel: Bool) throws(HearthError) -> GrammarConstraint? {
        let callable: [(index: Int, tool: ToolFunction)]
        switch choice {
        case .none: return nil
        case .auto, .required: callable = Array(tools.enumerated()).map { ($0.offset, $0.element) }
        case .function(let name): callable = Array(tools.enumerated()).filter { $0.element.name == name }.map { ($0.offset, $0.element) }
        }
        guard !callable.isEmpty else { return nil }
        var rules: [(name: String, body: String)] = []
        var names = Set<String>()
        func add(_ name: String, _ body: String) {
            if names.insert(name).inserted { rules.append((name, body)) }
        }
        var alternatives: [String] = []
        for (index, tool) in callable {
            let arguments = "tool-\(index)-arguments"
            do {
                for rule in try argumentRules(tool.parameters, start: arguments) { add(rule.name, rule.body) }
            } catch {
                throw HearthError(.invalidRequest, "tools[\(index)] (\(tool.name)): the parameters schema cannot be used: \(error.message)")
            }
            let head = literal(JSONValue.string(tool.name).serialized + ", \"arguments\": ")
            add("tool-\(index)", "\(head) \(arguments) \"}\"")
            alternatives.append("tool-\(index)")
        }
        add("body", #""{\"name\": " ("# + alternatives.joined(separator: " | ") + ")")
        add("call", #""<tool_call>\n" body "\n</tool_call>""#)
        let repeats = parallel && !isNamed(choice) ? "{0,\(maxParallelCalls - 1)}" : "{0,0}"
        // Under `auto`, an answer that starts with `{` is taken for calls without the tags (small
        // models write them so): the grammar then holds those to the tools too.
        let root = "root ::= call (\"\\n\" call)\(repeats)" + (choice == .auto ? " | body (\"\\n\" body)\(repeats)" : "")
        let text = ([root] + rules.map { "\($0.name) ::= \($0.body)" }).joined(separator: "\n") + "\n"
        return GrammarConstraint(text: text, triggers: choice == .auto ? ["<tool_call>", #"^\s*(\{)"#] : [])
    }

    /// A GBNF string literal for `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func isNamed(_ choice: ToolChoice) -> Bool {
        if case .function = choice { return true }
        return false
    }

    /// The rules for one tool's arguments object.
    static func argumentRules(_ parameters: String?, start: String) throws(HearthError) -> [(name: String, body: String)] {
        guard let parameters else { return [(start, #""{}""#)] }
        let schema: JSONValue
        do {
            schema = try JSONValue.parse(parameters)
        } catch {
            throw HearthError(.invalidRequest, "it is not JSON (\(error.message))")
        }
        guard case .object(let members, _) = schema else { throw HearthError(.invalidRequest, "it must be a JSON object") }
        if let type = schema["type"], type != .string("object") {
            throw HearthError(.invalidRequest, "the arguments must be an object (\"type\": \"object\"), not \(type.serialized)")
        }
        if members.isEmpty || schema["properties"] == nil {
            // Any object, or none: `{}` or `{"type": "object"}`.
            return members.isEmpty || schema["type"] == nil ? [(start, #""{}""#)] : anyObjectRules(start)
        }
        if case .object(let properties, _)? = schema["properties"], properties.isEmpty { return [(start, #""{}""#)] }
        var typed = schema
        if case .object(var members, let order) = typed, members["type"] == nil {
            members["type"] = .string("object")
            typed = .object(members, order: order + ["type"])
        }
        do {
            return try GBNFConverter().rules(for: typed, start: start)
        } catch {
            throw HearthError(.invalidRequest, error.message)
        }
    }

    /// Rules for any flat JSON object (values: scalars, or objects and arrays of scalars).
    static func anyObjectRules(_ start: String) -> [(name: String, body: String)] {
        [
            (start, #""{" (any-pair ("," any-pair){0,15})? "}""#),
            ("any-pair", #"any-string ":" any-value"#),
            ("any-value", #"any-scalar | "{" (any-string ":" any-scalar ("," any-string ":" any-scalar){0,15})? "}" | "[" (any-scalar ("," any-scalar){0,15})? "]""#),
            ("any-scalar", #"any-string | any-number | "true" | "false" | "null""#),
            ("any-string", #""\"" any-char{0,200} "\"""#),
            ("any-char", #"[^"\\\x00-\x1f] | "\\" ["\\/bfnrt]"#),
            ("any-number", #""-"? ([0-9] | [1-9] [0-9]{1,15}) ("." [0-9]{1,10})?"#),
        ]
    }

    // MARK: Output

    /// A parser for the model's output under these tools (for `none`: everything is content).
    public func parser() -> ToolCallParser {
        ToolCallParser(enabled: choice != .none && !tools.isEmpty, known: Set(tools.map(\.name)))
    }
}

extension Error {
    fileprivate var message: String {
        switch self {
        case let error as VoiceError: error.message
        case let error as HearthError: error.message
        default: "\(self)"
        }
    }
}

extension ToolFunction {
    /// The functions of an OpenAI request's `tools` array, read from the raw request body so each
    /// schema keeps its key order.
    ///
    /// - Parameter body: the whole request body (JSON text).
    /// - Returns: the functions, in order; empty when there is no `tools` member or it is null.
    /// - Throws: `HearthError` `.invalidRequest` naming the entry that is not a function tool.
    public static func openAITools(inRequestBody body: String) throws(HearthError) -> [ToolFunction] {
        let document: JSONValue
        do { document = try JSONValue.parse(body) } catch { throw HearthError(.invalidRequest, "the request body is not JSON") }
        guard let tools = document["tools"], !tools.isNull else { return [] }
        guard let entries = tools.array else { throw HearthError(.invalidRequest, "tools must be a list of {\"type\": \"function\", \"function\": {...}}") }
        return try entries.enumerated().map { item throws(HearthError) in
            let (index, entry) = item
            guard entry["type"]?.string == "function", let function = entry["function"], case .object = function else {
                throw HearthError(.invalidRequest, "tools[\(index)] must be {\"type\": \"function\", \"function\": {\"name\": ..., \"parameters\": {...}}}")
            }
            guard let name = function["name"]?.string else { throw HearthError(.invalidRequest, "tools[\(index)] needs function.name") }
            if let description = function["description"], description.string == nil, !description.isNull {
                throw HearthError(.invalidRequest, "tools[\(index)] (\(name)): description must be a string")
            }
            var parameters: String?
            if let schema = function["parameters"], !schema.isNull {
                guard case .object = schema else { throw HearthError(.invalidRequest, "tools[\(index)] (\(name)): parameters must be a JSON Schema object") }
                parameters = schema.serialized
            }
            return ToolFunction(name: name, description: function["description"]?.string, parameters: parameters)
        }
    }
}

extension ChatMessage {
    /// The message as a role and its text (for pattern matching).
    fileprivate var chatRole: ToolConversationMessage? {
        switch role {
        case .system: .system(content)
        case .user: .user(content)
        case .assistant: .assistant(content, calls: [])
        }
    }
}
