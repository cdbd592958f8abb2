import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// Chooses who answers: Apple Foundation Models where the platform has them, then the local GGUF
/// model, then a static template. Every answer says which backend answered and why
/// (`metrics.backend`, `metrics.backendReason`) and what the governor did (`governance`).
///
/// ```swift
/// let chain = FallbackChain(governor: governor, local: models)
/// for try await event in chain.generate(request, mode: .deep) { ... }
/// ```
public struct FallbackChain: TextGenerating {
    public let backendName = "fallback-chain"
    /// Admits each request, paces its tokens, and decides when the local model may not answer.
    public let governor: ResourceGovernor
    /// The local GGUF models (nil: none installed; the template answers).
    public let local: LocalModels?
    /// Use Apple Foundation Models when they are available (ignored where the framework is absent).
    public var prefersSystemModel: Bool

    /// A chain under `governor` over `local`, trying Apple Foundation Models first where they exist unless `prefersSystemModel` is false.
    public init(governor: ResourceGovernor, local: LocalModels?, prefersSystemModel: Bool = true) {
        self.governor = governor
        self.local = local
        self.prefersSystemModel = prefersSystemModel
    }

    public func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        generate(request, mode: .fast)
    }

    /// Streams an answer from the first backend that can give one.
    ///
    /// - Parameters:
    ///   - request: the prompt and options (the governor may lower `maxTokens`).
    ///   - mode: fast or deep; the critical tier downgrades deep to fast.
    ///   - canDowngrade: when false, a deep request in the critical tier gets the template's refusal.
    public func generate(_ request: GenerationRequest, mode: InferenceMode, canDowngrade: Bool = true) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            do {
                for try await event in try await answer(request, mode: mode, canDowngrade: canDowngrade) {
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func answer(_ request: GenerationRequest, mode: InferenceMode, canDowngrade: Bool) async throws -> AsyncThrowingStream<GenerationEvent, any Error> {
        let templates = TemplateResponder()
        try request.options.validate()
        let admission: Admission
        do {
            admission = try governor.admit(request, mode: mode, canDowngrade: canDowngrade)
        } catch {
            var record = GovernanceRecord(tier: governor.state.tier)
            record.note("refused: \(error.message)")
            return templates.respond(because: error.message, governance: record)
        }

        #if canImport(FoundationModels)
        if prefersSystemModel, #available(macOS 26.0, iOS 26.0, *), FoundationModelsGenerator.availability.available {
            return FoundationModelsGenerator().generate(admission.request)
        }
        #endif

        guard let local else {
            return templates.respond(because: "no local model is configured")
        }
        let engine: LlamaEngine
        do {
            engine = try await local.engine(for: admission.mode)
        } catch {
            var record = GovernanceRecord(tier: admission.tier)
            admission.notes.forEach { record.note($0) }
            return templates.respond(because: "the model is unavailable because \(error.message)", governance: record)
        }
        let reason = admission.mode == mode
            ? "the local \(admission.mode.rawValue) model \(engine.info.url.lastPathComponent) is loaded"
            : "the device is critically hot, so the fast model \(engine.info.url.lastPathComponent) answered instead of the deep one"
        return Self.annotate(engine.generate(admission.request), reason: reason, notes: admission.notes)
    }

    /// Adds the backend's reason and the admission's notes to the final summary.
    static func annotate(_ upstream: AsyncThrowingStream<GenerationEvent, any Error>, reason: String, notes: [String]) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            do {
                for try await event in upstream {
                    guard case .finished(var summary) = event else {
                        continuation.yield(event)
                        continue
                    }
                    summary.metrics.backendReason = reason
                    if !notes.isEmpty {
                        var record = summary.governance ?? GovernanceRecord(tier: .nominal)
                        notes.forEach { record.note($0) }
                        summary.governance = record
                    }
                    continuation.yield(.finished(summary))
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
