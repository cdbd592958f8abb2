#if canImport(FoundationModels)
import Foundation
import FoundationModels
import HearthCore

/// Apple's on-device Foundation Models behind `TextGenerating`: the first link of the fallback
/// chain where the framework exists and the system model is available.
@available(macOS 26.0, iOS 26.0, *)
public struct FoundationModelsGenerator: TextGenerating {
    public let backendName = "apple-foundation-models"

    public init() {}

    /// Why the system model can or cannot answer.
    public static var availability: (available: Bool, reason: String) {
        switch SystemLanguageModel.default.availability {
        case .available: return (true, "Apple Foundation Models are available on this device")
        case .unavailable(let why): return (false, "Apple Foundation Models are unavailable (\(why))")
        }
    }

    public func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
              do {
                let clock = ContinuousClock()
                let start = clock.now
                var instructions: String?
                var prompt = ""
                switch request.prompt {
                case .chat(let messages):
                    instructions = messages.filter { $0.role == .system }.map(\.content).joined(separator: "\n")
                    prompt = messages.filter { $0.role != .system }.map { "\($0.role.rawValue): \($0.content)" }.joined(separator: "\n")
                case .text(let text): prompt = text
                case .tokens: throw HearthError(.invalidRequest, "token prompts need a llama.cpp model")
                }
                let session = instructions.map { LanguageModelSession(instructions: $0) } ?? LanguageModelSession()
                var options = FoundationModels.GenerationOptions()
                options.maximumResponseTokens = request.options.maxTokens
                options.temperature = request.options.temperature
                var sent = ""
                for try await partial in session.streamResponse(to: prompt, options: options) {
                    let text = partial.content
                    if text.hasPrefix(sent), text.count > sent.count {
                        continuation.yield(.text(String(text.dropFirst(sent.count))))
                        sent = text
                    }
                }
                var metrics = HearthCore.GenerationMetrics(backend: backendName, model: "SystemLanguageModel.default")
                metrics.decodeSeconds = (clock.now - start).seconds
                metrics.backendReason = Self.availability.reason
                continuation.yield(.finished(GenerationSummary(finishReason: .endOfGeneration, metrics: metrics, text: sent)))
                continuation.finish()
              } catch {
                continuation.finish(throwing: error)
              }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
#endif
