import Foundation
import HearthCore
import HearthLlama

/// A conversation with history, kept inside the model's context window.
///
/// The rule for long conversations: the system message always stays; the oldest user/assistant
/// turns are dropped, oldest first, until the prompt plus room for the answer (`reserve` tokens,
/// at most `maxTokens`) fits. If the newest user message alone cannot fit, `send` throws
/// `.contextOverflow`.
public actor ChatSession {
    public let engine: LlamaEngine
    public private(set) var messages: [ChatMessage]
    /// Turns dropped so far to fit the context.
    public private(set) var droppedMessages = 0
    public var options: GenerationOptions

    public init(engine: LlamaEngine, system: String? = nil, options: GenerationOptions = GenerationOptions()) {
        self.engine = engine
        self.messages = system.map { [.system($0)] } ?? []
        self.options = options
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
        } catch {
            messages.removeLast()
            throw error
        }
        let upstream = engine.generate(GenerationRequest(prompt: .chat(messages), options: options))
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            var partial = ""
            do {
                for try await event in upstream {
                    if case .text(let piece) = event { partial += piece }
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
            self.record(answer: partial)
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func record(answer: String) {
        messages.append(.assistant(answer))
    }

    private func fitContext() async throws {
        let window = engine.info.contextLength
        let reserve = min(options.maxTokens, max(64, window / 4))
        while try await engine.tokens(for: .chat(messages)).count + reserve > window {
            // Oldest non-system message that is not the newest user message.
            guard let index = messages.indices.dropLast().first(where: { messages[$0].role != .system }) else {
                let count = try await engine.tokens(for: .chat(messages)).count
                throw HearthError(.contextOverflow, "the message is \(count) tokens with the system prompt; the context holds \(window) with \(reserve) kept for the answer")
            }
            messages.remove(at: index)
            droppedMessages += 1
        }
    }
}
