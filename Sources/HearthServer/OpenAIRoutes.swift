import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// The OpenAI-compatible API: `/v1/chat/completions`, `/v1/completions`, `/v1/models`.
///
/// Responses carry OpenAI's `usage` and a `hearth` object with Hearth's timings (TTFT, tokens/s,
/// backend, peak memory). With `stream: true` the answer comes as server-sent events: one
/// `data: {json}` chunk per piece of text, a last chunk with `finish_reason`, `usage` and `hearth`,
/// then `data: [DONE]`. A client that disconnects stops its generation at the next token.
struct OpenAIRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host
        let limit = environment.maxBodyBytes
        let metrics = environment.metrics

        router.get("/v1/models") { _, _ -> Response in
            let created = Int(Date().timeIntervalSince1970)
            let models: [[String: Any]] = await host.installedModels().map {
                ["id": $0.id, "object": "model", "created": created, "owned_by": "hearth"]
            }
            return JSON.response(["object": "list", "data": models])
        }

        router.post("/v1/chat/completions") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(ChatCompletionRequest.self, from: &request, limit: limit)
            guard !body.messages.isEmpty else { throw ServerError(.badRequest, "messages must not be empty", parameter: "messages") }
            if body.usesTools {
                return try await toolAnswer(body, request: &request, limit: limit, host: host, metrics: metrics)
            }
            let messages = try body.messages.map { message throws(ServerError) in try message.chatMessage() }
            guard messages.last?.role == .user || messages.last?.role == .system else {
                throw ServerError(.badRequest, "the last message must be from the user", parameter: "messages")
            }
            let options = try body.sampling.options(contextLength: try await host.currentEngine().info.contextLength)
            if let format = body.sampling.response_format, format.type != "text" {
                return try await structuredAnswer(messages, format: format, sampling: body.sampling, request: &request, limit: limit, host: host)
            }
            let generation = GenerationRequest(prompt: .chat(messages), options: options)
            let saving = try ChatSaving.prepare(body.hearth, messages: messages, host: host)
            return try await answer(generation, sampling: body.sampling, host: host, kind: .chat, inbound: request.body, saving: saving, metrics: metrics)
        }

        router.post("/v1/completions") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(CompletionRequest.self, from: &request, limit: limit)
            guard body.prompt.values.count == 1, let prompt = body.prompt.values.first, !prompt.isEmpty else {
                throw ServerError(.badRequest, "prompt must be one non-empty string", parameter: "prompt")
            }
            let options = try body.sampling.options(contextLength: try await host.currentEngine().info.contextLength)
            let generation = GenerationRequest(prompt: .text(prompt), options: options)
            return try await answer(generation, sampling: body.sampling, host: host, kind: .text, inbound: request.body, metrics: metrics)
        }
    }

    enum Kind { case chat, text }

    private func answer(_ request: GenerationRequest, sampling: SamplingFields, host: ModelHost, kind: Kind, inbound: RequestBody, saving: ChatSaving? = nil,
                        metrics: ServerMetrics) async throws -> Response {
        var stream = try await Self.primed(metrics.observing(host.generate(request, model: sampling.model)))
        // Hearth's extension: the turn is saved, and `hearth.conversation_id` says where.
        let conversation = try saving?.start(&stream)
        let model = await host.residentModel
        return try await respond(with: stream, model: model, sampling: sampling, kind: kind, inbound: inbound, conversation: conversation)
    }

    /// Waits for the generation's first event, so a failure before any output (a prompt longer
    /// than the context) is an HTTP error the client can act on, not an error inside a 200 stream.
    static func primed(_ stream: AsyncThrowingStream<GenerationEvent, any Error>) async throws -> AsyncThrowingStream<GenerationEvent, any Error> {
        final class Cursor: @unchecked Sendable { // used by one task at a time: here, then the forwarder
            var iterator: AsyncThrowingStream<GenerationEvent, any Error>.AsyncIterator
            init(_ stream: AsyncThrowingStream<GenerationEvent, any Error>) { iterator = stream.makeAsyncIterator() }
        }
        let cursor = Cursor(stream)
        let first = try await cursor.iterator.next()
        let (primed, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            do {
                if let first { continuation.yield(first) }
                while let event = try await cursor.iterator.next() { continuation.yield(event) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return primed
    }

    /// The OpenAI response (JSON, or server-sent events when `stream` is set) for a generation.
    ///
    /// With `tools` (a tool-calling request) the text is split into content and `tool_calls`.
    func respond(with stream: AsyncThrowingStream<GenerationEvent, any Error>, model: String, sampling: SamplingFields, kind: Kind, inbound: RequestBody,
                 conversation: Int64? = nil, tools: ToolCallParser? = nil) async throws -> Response {
        let id = (kind == .chat ? "chatcmpl-" : "cmpl-") + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let created = Int(Date().timeIntervalSince1970)
        if sampling.stream == true {
            return streamed(stream, id: id, created: created, model: model, kind: kind, inbound: inbound, conversation: conversation, tools: tools)
        }
        var summary: GenerationSummary?
        for try await event in stream {
            if case .finished(let last) = event { summary = last }
        }
        guard let summary else { throw ServerError(.internalError, "the generation ended without a result") }
        let logprobs: Any = summary.logprobs.map { Self.logprobsJSON($0, kind: kind) as Any } ?? NSNull()
        let choice: [String: Any]
        switch kind {
        case .chat:
            var message: [String: Any] = ["role": "assistant", "content": summary.text]
            var finish = summary.finishReason.openAI
            if var parser = tools {
                _ = parser.append(summary.text)
                _ = parser.finish()
                if parser.malformed || parser.calls.isEmpty {
                    message["content"] = parser.raw
                } else {
                    let content = parser.content.trimmingCharacters(in: .whitespacesAndNewlines)
                    message["content"] = content.isEmpty ? NSNull() : content
                    message["tool_calls"] = parser.calls.map(Self.toolCallJSON)
                    if summary.finishReason != .length && summary.finishReason != .contextFull { finish = "tool_calls" }
                }
            }
            choice = ["index": 0, "message": message, "finish_reason": finish, "logprobs": logprobs]
        case .text:
            choice = ["index": 0, "text": summary.text, "finish_reason": summary.finishReason.openAI, "logprobs": logprobs]
        }
        return JSON.response([
            "id": id,
            "object": kind == .chat ? "chat.completion" : "text_completion",
            "created": created,
            "model": model,
            "choices": [choice],
            "usage": summary.metrics.usage,
            "hearth": summary.hearth.merging(conversation.map { ["conversation_id": $0] } ?? [:]) { $1 },
        ])
    }

    private func streamed(_ stream: AsyncThrowingStream<GenerationEvent, any Error>, id: String, created: Int, model: String, kind: Kind, inbound: RequestBody,
                          conversation: Int64? = nil, tools: ToolCallParser? = nil) -> Response {
        let object = kind == .chat ? "chat.completion.chunk" : "text_completion"
        @Sendable func chunk(_ choice: [String: Any], extra: [String: Any] = [:]) -> ByteBuffer {
            var body: [String: Any] = ["id": id, "object": object, "created": created, "model": model, "choices": [choice]]
            body.merge(extra) { $1 }
            var buffer = ByteBuffer(string: "data: ")
            buffer.writeBytes(JSON.data(body))
            buffer.writeString("\n\n")
            return buffer
        }
        @Sendable func piece(_ text: String?, finish: String?, logprobs: [TokenLogprob]? = nil) -> [String: Any] {
            let logprobs: Any = logprobs.map { Self.logprobsJSON($0, kind: kind) as Any } ?? NSNull()
            switch kind {
            case .chat:
                var delta: [String: Any] = [:]
                if let text { delta["content"] = text }
                return ["index": 0, "delta": delta, "finish_reason": finish ?? NSNull(), "logprobs": logprobs]
            case .text:
                return ["index": 0, "text": text ?? "", "finish_reason": finish ?? NSNull(), "logprobs": logprobs]
            }
        }
        /// The chunk for what the tool parser found.
        @Sendable func toolPiece(_ event: ToolCallParser.Event) -> [String: Any] {
            let delta: [String: Any] = switch event {
            case .content(let text): ["content": text]
            case .callStarted(let index, let id, let name):
                ["tool_calls": [["index": index, "id": id, "type": "function", "function": ["name": name, "arguments": ""]]]]
            case .arguments(let index, let text): ["tool_calls": [["index": index, "function": ["arguments": text]]]]
            }
            return ["index": 0, "delta": delta, "finish_reason": NSNull(), "logprobs": NSNull()]
        }
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-cache"
        // Watching for the client hanging up (below) ends the connection with the stream: say so,
        // so clients do not reuse it.
        headers[.connection] = "close"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            // Writes to a connection the client closed do not fail at once, so watch the inbound
            // side: when it closes, the writing task is cancelled, the stream is dropped and the
            // generation stops at its next token.
            do {
                try await inbound.consumeWithCancellationOnInboundClose { _ in
                    try await writeEvents(to: &writer)
                }
            } catch is CancellationError {
                return
            }
            try await writer.finish(nil)
        })

        @Sendable func writeEvents(to writer: inout any ResponseBodyWriter) async throws {
            // With tools, the first delta opens the turn without content (OpenAI sends null).
            if kind == .chat {
                let opening: Any = tools == nil ? "" : NSNull()
                try await writer.write(chunk(["index": 0, "delta": ["role": "assistant", "content": opening], "finish_reason": NSNull(), "logprobs": NSNull()]))
            }
            var parser = tools
            do {
                for try await event in stream {
                    switch event {
                    case .text(let text):
                        if parser != nil {
                            for found in parser!.append(text) { try await writer.write(chunk(toolPiece(found))) }
                        } else {
                            try await writer.write(chunk(piece(text, finish: nil)))
                        }
                    case .finished(let summary):
                        var finish = summary.finishReason.openAI
                        if parser != nil {
                            for found in parser!.finish() { try await writer.write(chunk(toolPiece(found))) }
                            if !parser!.malformed, !parser!.calls.isEmpty, summary.finishReason != .length, summary.finishReason != .contextFull {
                                finish = "tool_calls"
                            }
                        }
                        try await writer.write(chunk(piece(nil, finish: finish, logprobs: summary.logprobs), extra: [
                            "usage": summary.metrics.usage, "hearth": summary.hearth.merging(conversation.map { ["conversation_id": $0] } ?? [:]) { $1 },
                        ]))
                    }
                }
            } catch where !(error is CancellationError) {
                // Headers are sent: report the failure in the stream, as OpenAI does.
                let failure = ServerError.from(error)
                var buffer = ByteBuffer(string: "data: ")
                buffer.writeBytes(JSON.data(["error": ["message": failure.message, "type": failure.type, "code": failure.code.rawValue]]))
                buffer.writeString("\n\n")
                try await writer.write(buffer)
            }
            try await writer.write(ByteBuffer(string: "data: [DONE]\n\n"))
        }
    }
}
