import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

extension OpenAIRoutes {
    /// A chat completion with tools (OpenAI's `tools`, `tool_choice`, `parallel_tool_calls`, and
    /// histories with `tool_calls` and `role: "tool"` results).
    ///
    /// The tools are described to the model in its own format (`ToolCalling`); a call it starts
    /// is generated under a grammar built from that tool's JSON schema, so its arguments always
    /// parse and fit. `required` and a named function constrain from the first token. The answer
    /// carries `tool_calls` and `finish_reason: "tool_calls"`; streamed, each call's id and name
    /// come first and its arguments follow in pieces. Call markup never reaches `content`; a call
    /// that does not fit (the answer cut off inside it) leaves the whole text as content.
    func toolAnswer(_ body: ChatCompletionRequest, request: inout Request, limit: Int, host: ModelHost, metrics: ServerMetrics) async throws -> Response {
        if let format = body.sampling.response_format, format.type != "text" {
            throw ServerError(.badRequest, "response_format cannot be combined with tools", parameter: "response_format")
        }
        // Key order in a schema decides the order of generated keys: read the tools from the raw body.
        let raw = try await request.collectBody(limit: limit)
        let tools: [ToolFunction]
        do {
            tools = try ToolFunction.openAITools(inRequestBody: String(decoding: raw.readableBytesView, as: UTF8.self))
        } catch {
            throw ServerError(.badRequest, error.message, parameter: "tools")
        }
        let calling: ToolCalling
        do {
            calling = try ToolCalling(tools: tools, choice: body.toolChoice?.choice ?? (tools.isEmpty ? .none : .auto), parallel: body.parallelToolCalls ?? true)
        } catch {
            throw ServerError(.badRequest, error.message, parameter: error.message.hasPrefix("tool_choice") ? "tool_choice" : "tools")
        }
        let conversation = try body.messages.enumerated().map { item throws(ServerError) in try item.element.toolMessage(at: item.offset) }
        switch conversation.last {
        case .user?, .tool?, .system?: break
        default: throw ServerError(.badRequest, "the last message must be from the user or a tool result", parameter: "messages")
        }
        let messages = calling.messages(conversation)
        var options = try body.sampling.options(contextLength: try await host.currentEngine().info.contextLength)
        options.grammar = calling.constraint
        let generation = GenerationRequest(prompt: .chat(messages), options: options)
        let saving = try ChatSaving.prepare(body.hearth, messages: messages, host: host)
        var stream = try await Self.primed(metrics.observing(host.generate(generation, model: body.sampling.model)))
        let conversationID = try saving?.start(&stream)
        let model = await host.residentModel
        return try await respond(with: stream, model: model, sampling: body.sampling, kind: .chat, inbound: request.body,
                                 conversation: conversationID, tools: calling.parser())
    }

    /// A call in OpenAI's shape.
    static func toolCallJSON(_ call: ToolCall) -> [String: Any] {
        ["id": call.id, "type": "function", "function": ["name": call.name, "arguments": call.arguments]]
    }

    /// OpenAI's `logprobs` object: `{"content": [{"token", "logprob", "bytes", "top_logprobs"}]}`
    /// for chat, `{"tokens", "token_logprobs", "top_logprobs"}` for text completions.
    static func logprobsJSON(_ tokens: [TokenLogprob], kind: Kind) -> [String: Any] {
        func entry(_ candidate: TokenLogprob.Candidate) -> [String: Any] {
            ["token": candidate.text, "logprob": candidate.logprob, "bytes": candidate.bytes.map(Int.init)]
        }
        switch kind {
        case .chat:
            return ["content": tokens.map { token in
                entry(token.token).merging(["top_logprobs": token.top.map(entry)]) { $1 }
            }]
        case .text:
            return [
                "tokens": tokens.map(\.token.text),
                "token_logprobs": tokens.map(\.token.logprob),
                "top_logprobs": tokens.map { token in Dictionary(token.top.map { ($0.text, $0.logprob) }, uniquingKeysWith: max) },
            ]
        }
    }
}

extension Error {
    /// The message of Hearth's errors (the description of others).
    var message: String {
        switch self {
        case let error as HearthError: error.message
        case let error as ServerError: error.message
        default: "\(self)"
        }
    }
}
