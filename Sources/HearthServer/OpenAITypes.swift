import Foundation
import HearthCore
import HearthRuntime

/// A string or a list of strings (OpenAI's `stop`, `prompt`).
struct OneOrMany: Decodable, Sendable {
    var values: [String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let one = try? container.decode(String.self) {
            values = [one]
        } else {
            values = try container.decode([String].self)
        }
    }
}

/// A chat message as OpenAI clients send it: content as a string or a list of text parts; an
/// assistant's `tool_calls`, a tool result's `tool_call_id`.
struct OpenAIMessage: Decodable, Sendable {
    var role: String
    var content: String
    /// Whether `content` was null or absent (an assistant turn that only called tools).
    var contentIsNull = false
    var toolCalls: [OpenAIToolCall]?
    var toolCallID: String?

    private enum Keys: String, CodingKey {
        case role, content
        case toolCalls = "tool_calls"
        case toolCallID = "tool_call_id"
    }
    private struct Part: Decodable { var type: String; var text: String? }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        role = try container.decode(String.self, forKey: .role)
        toolCalls = try container.decodeIfPresent([OpenAIToolCall].self, forKey: .toolCalls)
        toolCallID = try container.decodeIfPresent(String.self, forKey: .toolCallID)
        if !container.contains(.content) {
            content = ""
            contentIsNull = true
        } else if let text = try? container.decode(String.self, forKey: .content) {
            content = text
        } else if let parts = try? container.decode([Part].self, forKey: .content) {
            guard parts.allSatisfy({ $0.type == "text" }) else {
                throw ServerError(.badRequest, "only text content parts are supported", parameter: "messages")
            }
            content = parts.compactMap(\.text).joined()
        } else if try container.decodeNil(forKey: .content) {
            content = ""
            contentIsNull = true
        } else {
            throw ServerError(.badRequest, "message content must be a string or a list of text parts", parameter: "messages")
        }
    }

    /// Whether this message belongs to a tool-calling exchange.
    var isToolTurn: Bool { role == "tool" || !(toolCalls ?? []).isEmpty }

    func chatMessage() throws(ServerError) -> ChatMessage {
        switch role {
        case "system", "developer": return .system(content)
        case "user": return .user(content)
        case "assistant": return .assistant(content)
        default: throw ServerError(.badRequest, "message role '\(role)' is not supported (system, user, assistant, tool)", parameter: "messages")
        }
    }

    /// The message for tool calling.
    func toolMessage(at index: Int) throws(ServerError) -> ToolConversationMessage {
        switch role {
        case "system", "developer": return .system(content)
        case "user": return .user(content)
        case "assistant":
            let calls = try (toolCalls ?? []).enumerated().map { item throws(ServerError) in
                let (number, call) = item
                guard let name = call.function?.name, !name.isEmpty else {
                    throw ServerError(.badRequest, "messages[\(index)].tool_calls[\(number)] needs function.name", parameter: "messages")
                }
                return ToolCall(id: call.id ?? ToolCall.newID(), name: name, arguments: call.function?.arguments ?? "{}")
            }
            return .assistant(contentIsNull ? nil : content, calls: calls)
        case "tool":
            guard let id = toolCallID, !id.isEmpty else {
                throw ServerError(.badRequest, "messages[\(index)]: a tool message needs tool_call_id", parameter: "messages")
            }
            return .tool(callID: id, content: content)
        default:
            throw ServerError(.badRequest, "message role '\(role)' is not supported (system, user, assistant, tool)", parameter: "messages")
        }
    }
}

/// An assistant's earlier tool call, as clients send it back.
struct OpenAIToolCall: Decodable, Sendable {
    struct Function: Decodable, Sendable {
        var name: String?
        var arguments: String?
    }
    var id: String?
    var type: String?
    var function: Function?
}

/// OpenAI's `tool_choice`: "none", "auto", "required", or `{"type": "function", "function": {"name": ...}}`.
struct ToolChoiceField: Decodable, Sendable {
    var choice: ToolChoice

    private struct Named: Decodable {
        struct Function: Decodable { var name: String }
        var type: String
        var function: Function?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            switch text {
            case "none": choice = .none
            case "auto": choice = .auto
            case "required": choice = .required
            default: throw ServerError(.badRequest, "tool_choice must be 'none', 'auto', 'required' or a function (got '\(text)')", parameter: "tool_choice")
            }
        } else if let named = try? container.decode(Named.self), named.type == "function", let function = named.function {
            choice = .function(function.name)
        } else {
            throw ServerError(.badRequest, "tool_choice must be 'none', 'auto', 'required' or {\"type\": \"function\", \"function\": {\"name\": ...}}", parameter: "tool_choice")
        }
    }
}

struct ResponseFormat: Decodable, Sendable {
    var type: String
}

/// The sampling fields shared by chat and text completions.
struct SamplingFields: Decodable, Sendable {
    var model: String?
    var temperature: Double?
    var top_p: Double?
    var max_tokens: Int?
    var max_completion_tokens: Int?
    var stop: OneOrMany?
    var seed: Int?
    var n: Int?
    var stream: Bool?
    var stream_options: StreamOptions?
    var response_format: ResponseFormat?
    var frequency_penalty: Double?
    var presence_penalty: Double?
    var logprobs: LogprobsField?
    var top_logprobs: Int?

    /// `logprobs`: true/false (chat) or a number of alternatives (text completions).
    struct LogprobsField: Decodable, Sendable {
        var enabled: Bool
        var top: Int?
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                enabled = flag
            } else if let count = try? container.decode(Int.self) {
                enabled = true
                top = count
            } else {
                throw ServerError(.badRequest, "logprobs must be true, false or a number", parameter: "logprobs")
            }
        }
    }

    struct StreamOptions: Decodable, Sendable { var include_usage: Bool? }

    /// OpenAI's parameters mapped onto Hearth's options, validated.
    func options(contextLength: Int) throws(ServerError) -> GenerationOptions {
        var options = GenerationOptions()
        options.repeatPenalty = 1
        options.topK = 0
        options.minP = 0
        options.temperature = 1
        options.topP = 1
        if let temperature {
            guard temperature >= 0, temperature <= 2 else { throw ServerError(.badRequest, "temperature must be between 0 and 2 (got \(temperature))", parameter: "temperature") }
            options.temperature = temperature
        }
        if let top_p {
            guard top_p > 0, top_p <= 1 else { throw ServerError(.badRequest, "top_p must be in (0, 1] (got \(top_p))", parameter: "top_p") }
            options.topP = top_p
        }
        if let limit = max_completion_tokens ?? max_tokens {
            guard limit >= 1 else { throw ServerError(.badRequest, "max_tokens must be at least 1 (got \(limit))", parameter: "max_tokens") }
            guard limit <= contextLength else { throw ServerError(.badRequest, "max_tokens \(limit) is more than the model's context of \(contextLength) tokens", parameter: "max_tokens") }
            options.maxTokens = limit
        } else {
            options.maxTokens = min(1024, contextLength)
        }
        if let stop {
            guard stop.values.count <= 4 else { throw ServerError(.badRequest, "at most 4 stop sequences (got \(stop.values.count))", parameter: "stop") }
            guard !stop.values.contains("") else { throw ServerError(.badRequest, "stop sequences must not be empty", parameter: "stop") }
            options.stop = stop.values
        }
        if let seed {
            options.seed = UInt32(truncatingIfNeeded: seed)
        } else {
            options.seed = UInt32.random(in: 0...UInt32.max)
        }
        if let n, n != 1 { throw ServerError(.badRequest, "only n = 1 is supported (got \(n))", parameter: "n") }
        if let format = response_format {
            switch format.type {
            case "text": break
            case "json_object", "json_schema": break // generated under a grammar: OpenAIRoutes+Structured.swift
            default:
                throw ServerError(.badRequest, "unknown response_format type '\(format.type)'", parameter: "response_format")
            }
        }
        if let top_logprobs {
            guard logprobs?.enabled == true else { throw ServerError(.badRequest, "top_logprobs needs logprobs: true", parameter: "top_logprobs") }
            guard (0...20).contains(top_logprobs) else { throw ServerError(.badRequest, "top_logprobs must be between 0 and 20 (got \(top_logprobs))", parameter: "top_logprobs") }
        }
        if let logprobs, logprobs.enabled {
            let top = top_logprobs ?? logprobs.top ?? 0
            guard (0...20).contains(top) else { throw ServerError(.badRequest, "logprobs must be between 0 and 20 (got \(top))", parameter: "logprobs") }
            options.topLogprobs = top
        }
        for (name, value) in [("frequency_penalty", frequency_penalty), ("presence_penalty", presence_penalty)] {
            if let value, !(-2...2).contains(value) { throw ServerError(.badRequest, "\(name) must be between -2 and 2", parameter: name) }
        }
        do {
            try options.validate()
        } catch {
            throw ServerError(.badRequest, error.message)
        }
        return options
    }
}

struct ChatCompletionRequest: Decodable, Sendable {
    var messages: [OpenAIMessage]
    var sampling: SamplingFields
    /// Hearth's extension: save the turn as a conversation (see `HearthChatOptions`).
    var hearth: HearthChatOptions?
    /// Whether the request lists tools (they are read from the raw body, which keeps key order).
    var hasTools: Bool
    var toolChoice: ToolChoiceField?
    var parallelToolCalls: Bool?

    private enum Keys: String, CodingKey {
        case messages, hearth, tools
        case toolChoice = "tool_choice"
        case parallelToolCalls = "parallel_tool_calls"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        messages = try container.decode([OpenAIMessage].self, forKey: .messages)
        hearth = try container.decodeIfPresent(HearthChatOptions.self, forKey: .hearth)
        hasTools = container.contains(.tools) && !((try? container.decodeNil(forKey: .tools)) ?? false)
        toolChoice = try container.decodeIfPresent(ToolChoiceField.self, forKey: .toolChoice)
        parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: .parallelToolCalls)
        sampling = try SamplingFields(from: decoder)
    }

    /// Whether this is a tool-calling request (tools offered, or calls and results in the history).
    var usesTools: Bool { hasTools || messages.contains(where: \.isToolTurn) }
}

struct CompletionRequest: Decodable, Sendable {
    var prompt: OneOrMany
    var sampling: SamplingFields

    private enum Keys: String, CodingKey { case prompt }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        prompt = try container.decode(OneOrMany.self, forKey: .prompt)
        sampling = try SamplingFields(from: decoder)
    }
}

extension FinishReason {
    /// OpenAI's name for why an answer ended.
    var openAI: String {
        switch self {
        case .endOfGeneration, .stopSequence, .cancelled: "stop"
        case .length, .contextFull: "length"
        }
    }
}

extension GenerationMetrics {
    /// OpenAI's `usage` object.
    var usage: [String: Any] {
        ["prompt_tokens": promptTokens, "completion_tokens": completionTokens, "total_tokens": promptTokens + completionTokens]
    }

    /// Hearth's own timings, under the `hearth` key of a response.
    var hearthTimings: [String: Any] {
        [
            "backend": backend,
            "model": model,
            "ttft_seconds": timeToFirstToken,
            "prefill_tokens_per_second": prefillTokensPerSecond,
            "decode_tokens_per_second": decodeTokensPerSecond,
            "prefill_seconds": prefillSeconds,
            "decode_seconds": decodeSeconds,
            "peak_memory_bytes": peakMemoryBytes,
        ]
    }
}

extension GenerationSummary {
    /// The `hearth` object of a response: timings, backend, and what the governor did (tier,
    /// pause between tokens, length cap, notes) when one paced the answer.
    var hearth: [String: Any] {
        var body = metrics.hearthTimings
        if let reason = metrics.backendReason { body["backend_reason"] = reason }
        if let governance {
            body["tier"] = governance.tier.rawValue
            body["governor"] = [
                "delay_seconds": governance.delaySeconds,
                "delayed_tokens": governance.delayedTokens,
                "token_cap": governance.tokenCap.map { $0 as Any } ?? NSNull(),
                "stopped": governance.stoppedByGovernor,
                "notes": governance.notes,
            ] as [String: Any]
        }
        return body
    }
}
