import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// A conversation answered through the fallback chain, under the governor: like `ChatSession`,
/// but the model may be unloaded, swapped or replaced by a template between turns.
///
/// History is kept within the resident model's context (the system message stays; the oldest
/// turns go first).
public actor GovernedChat {
    public let chain: FallbackChain
    public private(set) var messages: [ChatMessage]
    public private(set) var droppedMessages = 0
    public var options: GenerationOptions
    public var mode: InferenceMode

    public init(chain: FallbackChain, system: String? = nil, options: GenerationOptions = GenerationOptions(), mode: InferenceMode = .fast) {
        self.chain = chain
        self.messages = system.map { [.system($0)] } ?? []
        self.options = options
        self.mode = mode
    }

    /// Sends a user message and streams the answer; a model's answer joins the history (a
    /// template's does not: it is about the device, not the conversation).
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
        let upstream = chain.generate(GenerationRequest(prompt: .chat(messages), options: options), mode: mode)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            var partial = ""
            var fromModel = true
            do {
                for try await event in upstream {
                    switch event {
                    case .text(let piece): partial += piece
                    case .finished(let summary): fromModel = summary.metrics.backend != TemplateResponder().backendName
                    }
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
            self.record(answer: partial, fromModel: fromModel)
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func record(answer: String, fromModel: Bool) {
        if fromModel {
            messages.append(.assistant(answer))
        } else {
            messages.removeLast() // the unanswered question is not history
        }
    }

    private func fitContext() async throws {
        guard let engine = await chain.local?.residentEngine() else { return }
        let window = engine.info.contextLength
        let reserve = min(options.maxTokens, max(64, window / 4))
        while try await engine.tokens(for: .chat(messages)).count + reserve > window {
            guard let index = messages.indices.dropLast().first(where: { messages[$0].role != .system }) else {
                let count = try await engine.tokens(for: .chat(messages)).count
                throw HearthError(.contextOverflow, "the message is \(count) tokens with the system prompt; the context holds \(window) with \(reserve) kept for the answer")
            }
            messages.remove(at: index)
            droppedMessages += 1
        }
    }
}
