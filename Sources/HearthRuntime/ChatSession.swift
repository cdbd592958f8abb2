import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// Who answers a conversation: one loaded engine, or the governed fallback chain.
public protocol ChatResponder: Sendable {
    /// The engine whose tokenizer and context window bound the history; nil when no model is
    /// resident (then nothing is dropped before the answer).
    func contextEngine() async -> LlamaEngine?
    /// Streams the answer to a request.
    func respond(to request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error>
}

/// A loaded engine answers a conversation by itself, without the fallback chain.
extension LlamaEngine: ChatResponder {
    public func contextEngine() async -> LlamaEngine? { self }
    public nonisolated func respond(to request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        generate(request)
    }
}

/// Answers through the fallback chain in one mode: the model may be unloaded, swapped or
/// replaced by a template between turns; the governor paces every token.
public struct GovernedResponder: ChatResponder {
    /// The chain that answers.
    public let chain: FallbackChain
    /// Fast or deep.
    public var mode: InferenceMode

    /// A responder answering through `chain` in `mode`.
    public init(chain: FallbackChain, mode: InferenceMode = .fast) {
        self.chain = chain
        self.mode = mode
    }

    public func contextEngine() async -> LlamaEngine? { await chain.local?.residentEngine() }
    public func respond(to request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        chain.generate(request, mode: mode)
    }
}

/// A conversation with history, kept inside the model's context window.
///
/// The rule for long conversations: the system message always stays; the oldest user/assistant
/// turns are dropped, oldest first, until the prompt plus room for the answer (`reserve` tokens,
/// at most `maxTokens`) fits. If the newest user message alone cannot fit, `send` throws
/// `.contextOverflow`.
///
/// Every prompt is assembled by `PromptAssembler` (policy, then the system message, then the
/// turns, then the new message). With a `recorder`, each user message is saved before it is sent
/// and each answer (complete, or as far as it got) when it ends. A template's reply (no model
/// could answer) is shown and saved but does not join the history the model sees.
public actor ChatSession {
    /// Who answers.
    public let responder: any ChatResponder
    /// The history: the system message (if any), then the turns kept in the context, oldest first.
    public private(set) var messages: [ChatMessage]
    /// Turns dropped so far to fit the context.
    public private(set) var droppedMessages = 0
    /// Sampling and length for every answer.
    public var options: GenerationOptions
    /// Hearth's system policy, placed before everything else in every prompt.
    public let policy: String
    /// Where turns are saved (nil: nowhere).
    public let recorder: (any ChatRecording)?

    /// - Parameters:
    ///   - responder: who answers (a loaded engine, or `GovernedResponder`).
    ///   - system: the conversation's system message.
    ///   - options: sampling and length.
    ///   - policy: Hearth's system policy (empty: none).
    ///   - history: earlier user and assistant turns to continue from (a resumed conversation).
    ///   - recorder: where to save each turn.
    public init(
        responder: any ChatResponder,
        system: String? = nil,
        options: GenerationOptions = GenerationOptions(),
        policy: String = "",
        history: [ChatMessage] = [],
        recorder: (any ChatRecording)? = nil
    ) {
        self.responder = responder
        self.messages = (system.map { [.system($0)] } ?? []) + history.filter { $0.role != .system }
        self.options = options
        self.policy = policy
        self.recorder = recorder
    }

    /// The messages the engine is given for the current history, assembled by `PromptAssembler`.
    public var prompt: [ChatMessage] {
        let system = messages.first?.role == .system ? messages[0].content : ""
        var turns = Array(messages.drop { $0.role == .system })
        let input = turns.last?.role == .user ? turns.removeLast().content : nil
        return PromptAssembler.assemble(PromptParts(policy: policy, instructions: system, conversation: turns, input: input))
    }

    /// Sends a user message and streams the answer; the answer (complete, or as far as it got
    /// when stopped) joins the history.
    ///
    /// - Throws: `.invalidRequest` for an empty message, `.contextOverflow` if it cannot fit.
    public func send(_ text: String) async throws -> AsyncThrowingStream<GenerationEvent, any Error> {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HearthError(.invalidRequest, "the message is empty")
        }
        messages.append(.user(text))
        do {
            try await fitContext()
            try recorder?.record(.user(text), metrics: nil)
        } catch {
            messages.removeLast()
            throw error
        }
        let upstream = responder.respond(to: GenerationRequest(prompt: .chat(prompt), options: options))
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            var partial = ""
            var summary: GenerationSummary?
            var failure: (any Error)?
            do {
                for try await event in upstream {
                    switch event {
                    case .text(let piece): partial += piece
                    case .finished(let result): summary = result
                    }
                    continuation.yield(event)
                }
            } catch {
                failure = error
            }
            // The answer is saved before the stream ends: once a caller sees the end, it is stored.
            do {
                try self.record(answer: partial, metrics: summary?.metrics)
            } catch {
                failure = failure ?? error
            }
            if let failure {
                continuation.finish(throwing: failure)
            } else {
                continuation.finish()
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func record(answer: String, metrics: GenerationMetrics?) throws {
        if metrics?.backend == TemplateResponder().backendName {
            messages.removeLast() // the unanswered question is not history
        } else {
            messages.append(.assistant(answer))
        }
        try recorder?.record(.assistant(answer), metrics: metrics ?? GenerationMetrics(backend: "unknown", model: ""))
    }

    private func fitContext() async throws {
        guard let engine = await responder.contextEngine() else { return }
        let window = engine.info.contextLength
        let reserve = min(options.maxTokens, max(64, window / 4))
        while try await engine.tokens(for: .chat(prompt)).count + reserve > window {
            // Oldest non-system message that is not the newest user message.
            guard let index = messages.indices.dropLast().first(where: { messages[$0].role != .system }) else {
                let count = try await engine.tokens(for: .chat(prompt)).count
                throw HearthError(.contextOverflow, "the message is \(count) tokens with the system prompt; the context holds \(window) with \(reserve) kept for the answer")
            }
            messages.remove(at: index)
            droppedMessages += 1
        }
    }
}

extension ChatSession {
    /// A conversation with one loaded engine.
    public init(
        engine: LlamaEngine, system: String? = nil, options: GenerationOptions = GenerationOptions(), policy: String = "",
        history: [ChatMessage] = [], recorder: (any ChatRecording)? = nil
    ) {
        self.init(responder: engine, system: system, options: options, policy: policy, history: history, recorder: recorder)
    }
}
