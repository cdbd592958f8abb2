import HearthCore

/// The last link of the fallback chain: a short, honest, fixed reply that says why no model
/// answered. Never blank.
public struct TemplateResponder: TextGenerating {
    public let backendName = "template"

    /// The template responder (it holds nothing).
    public init() {}

    /// The reply for a reason ("memory is low (300 MiB available) …").
    public static func reply(because reason: String) -> String {
        "Sorry, I can't answer with a model right now: \(reason)."
    }

    /// Answers with the reason in the request's text (for direct use, the reason is unknown).
    public func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        respond(because: "no model is available")
    }

    /// A one-event answer explaining `reason`, with the reason in the metrics.
    public func respond(because reason: String, governance: GovernanceRecord? = nil) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let text = Self.reply(because: reason)
        var metrics = GenerationMetrics(backend: backendName, model: "none")
        metrics.backendReason = reason
        metrics.peakMemoryBytes = ProcessMemory.peakResidentBytes()
        let summary = GenerationSummary(finishReason: .endOfGeneration, metrics: metrics, text: text, governance: governance)
        return AsyncThrowingStream { continuation in
            continuation.yield(.text(text))
            continuation.yield(.finished(summary))
            continuation.finish()
        }
    }
}
