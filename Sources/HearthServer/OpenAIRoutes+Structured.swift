import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

extension OpenAIRoutes {
    /// The most tokens a JSON answer gets when the request sets no `max_tokens`.
    static let defaultStructuredTokens = 256

    /// A chat completion whose content is JSON, generated under a grammar so it always parses:
    /// `response_format` `{"type": "json_schema", "json_schema": {"schema": {...}}}` (every
    /// property of the schema, in its order) or `{"type": "json_object"}` (any object).
    ///
    /// The schema is also given to the model in a system message, so it knows what to fill in.
    /// Decoding is greedy (temperature does not apply). With `stream: true` the JSON arrives as
    /// one chunk. An answer cut off by `max_tokens` has `finish_reason` `length` and may be
    /// incomplete JSON.
    func structuredAnswer(_ messages: [ChatMessage], format: ResponseFormat, sampling: SamplingFields,
                          request: inout Request, limit: Int, host: ModelHost) async throws -> Response {
        let grammar: String
        var instruction: String
        switch format.type {
        case "json_object":
            grammar = StructuredOutput.anyObject
            instruction = "Answer with one JSON object."
        case "json_schema":
            // Key order decides the order of the generated keys: read the schema from the raw body.
            let raw = try await request.collectBody(limit: limit)
            guard let schema = StructuredOutput.member(["response_format", "json_schema", "schema"], ofJSON: String(decoding: raw.readableBytesView, as: UTF8.self)) else {
                throw ServerError(.badRequest, "response_format json_schema needs json_schema.schema, a JSON Schema object", parameter: "response_format")
            }
            do {
                grammar = try StructuredOutput.grammar(forSchema: schema)
            } catch {
                throw ServerError(.badRequest, "response_format: \(error.message)", parameter: "response_format")
            }
            instruction = "Answer with one JSON object that matches this JSON Schema: \(schema)"
        default:
            throw ServerError(.badRequest, "unknown response_format type '\(format.type)'", parameter: "response_format")
        }
        var conversation = messages
        if let first = conversation.first, first.role == .system {
            instruction = first.content + "\n\n" + instruction
            conversation.removeFirst()
        }
        conversation.insert(.system(instruction), at: 0)

        let maxTokens = sampling.max_completion_tokens ?? sampling.max_tokens ?? Self.defaultStructuredTokens
        let structured = StructuredRequest(messages: conversation, grammar: grammar, maxTokens: maxTokens)
        let (result, model) = try await host.generateStructured(structured, model: sampling.model)

        var metrics = GenerationMetrics(backend: "llama.cpp", model: model)
        metrics.promptTokens = result.reusedPromptTokens + result.evaluatedPromptTokens
        metrics.completionTokens = result.tokens.count
        metrics.decodeSeconds = result.totalSeconds
        metrics.peakMemoryBytes = ProcessMemory.peakResidentBytes()
        let finish: FinishReason = result.tokens.count >= maxTokens ? .length : .endOfGeneration
        let summary = GenerationSummary(finishReason: finish, metrics: metrics, text: result.text)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        continuation.yield(.text(result.text))
        continuation.yield(.finished(summary))
        continuation.finish()
        return try await respond(with: stream, model: model, sampling: sampling, kind: .chat, inbound: request.body)
    }
}
