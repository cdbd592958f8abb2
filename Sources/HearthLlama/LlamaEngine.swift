import CLlama
import Foundation
import HearthCore

/// What the engine knows about its loaded model.
public struct LlamaModelInfo: Sendable, Hashable {
    /// The model file.
    public var url: URL
    /// `general.name` from the GGUF, or the file name.
    public var name: String
    /// `general.architecture` (e.g. "llama", "qwen2").
    public var architecture: String
    /// Parameter count.
    public var parameters: Int
    /// Bytes of weights.
    public var sizeBytes: Int
    /// The context the model was trained with.
    public var trainedContextLength: Int
    /// The context Hearth allocated.
    public var contextLength: Int
    /// The model's own chat template, if the file carries one.
    public var chatTemplate: String?
    /// Tokens in the vocabulary.
    public var vocabularySize: Int
}

/// A llama.cpp model and context behind an actor.
///
/// All llama.cpp calls run on one dedicated thread (`LlamaExecutor`), never on Swift's
/// cooperative pool. Generation streams tokens; cancelling the consumer stops the loop at the next
/// token and aborts a running `llama_decode` through llama.cpp's abort callback.
///
/// ```swift
/// let engine = try await LlamaEngine.load(modelAt: url)
/// for try await event in engine.generate(GenerationRequest(prompt: .chat([.user("Hello")]))) {
///     if case .text(let piece) = event { print(piece, terminator: "") }
/// }
/// ```
public actor LlamaEngine: TextGenerating {
    public nonisolated let backendName = "llama.cpp"
    /// What was loaded: name, architecture, size, context, chat template.
    public nonisolated let info: LlamaModelInfo
    let configuration: LlamaConfiguration
    let handles: LlamaHandles
    /// Requests waiting for a sequence slot when `parallelSequences > 1`.
    let batchQueue = BatchQueue()
    private let template: ChatTemplate
    private var lastRun = RunStatistics()
    /// Consulted at every token when set (see `LlamaEngine+Pacing.swift`).
    var pacing: (any TokenPacing)?

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        LlamaExecutor.shared.asUnownedSerialExecutor()
    }

    /// Counters of the most recent generation, for tests and diagnostics.
    public struct RunStatistics: Sendable, Hashable {
        /// `llama_decode` calls made for generated tokens (one per token after the first).
        public var decodeSteps = 0
        /// Tokens handed to the caller's stream.
        public var generatedTokens = 0
        /// Why it ended (nil while running).
        public var finishReason: FinishReason?
        /// Tokens generated after the request was cancelled (nil if it was not). The loop checks
        /// for cancellation at every token, so this is at most 1.
        public var tokensAfterCancel: Int?
    }

    private init(handles: LlamaHandles, info: LlamaModelInfo, configuration: LlamaConfiguration) {
        self.handles = handles
        self.info = info
        self.configuration = configuration
        self.template = ChatTemplate(modelTemplate: info.chatTemplate)
    }

    /// Loads a GGUF model on the llama thread.
    ///
    /// - Parameters:
    ///   - url: a `.gguf` file.
    ///   - configuration: context size, threads, batch size.
    /// - Throws: `HearthError` `.modelNotFound` for a missing file, `.invalidModel` for a file that
    ///   is not GGUF, is truncated, or that llama.cpp rejects.
    public static func load(modelAt url: URL, configuration: LlamaConfiguration = LlamaConfiguration()) async throws(HearthError) -> LlamaEngine {
        try GGUFFileCheck.check(url)
        LlamaBackend.start(verbose: configuration.verboseLogging)
        let box = try await LlamaExecutor.shared.perform { () throws(HearthError) -> UncheckedBox<(LlamaHandles, LlamaModelInfo)> in
            let handles = try LlamaHandles(url: url, configuration: configuration)
            let info = LlamaModelInfo(
                url: url,
                name: handles.metadata("general.name") ?? url.deletingPathExtension().lastPathComponent,
                architecture: handles.metadata("general.architecture") ?? "unknown",
                parameters: Int(llama_model_n_params(handles.model)),
                sizeBytes: Int(llama_model_size(handles.model)),
                trainedContextLength: Int(llama_model_n_ctx_train(handles.model)),
                contextLength: handles.contextLength,
                chatTemplate: handles.chatTemplate,
                vocabularySize: Int(llama_vocab_n_tokens(handles.vocab))
            )
            return UncheckedBox((handles, info))
        }
        let (handles, info) = box.value
        return LlamaEngine(handles: handles, info: info, configuration: configuration)
    }

    // MARK: Prompts

    /// The token sequence a prompt becomes (template applied, markup and user text kept apart).
    ///
    /// - Throws: `.invalidRequest` for an empty prompt.
    public func tokens(for prompt: Prompt) throws(HearthError) -> [Int32] {
        try promptTokens(prompt)
    }

    /// The chat template rendering of `messages`, as text.
    public func renderChat(_ messages: [ChatMessage]) throws(HearthError) -> String {
        try template.render(messages)
    }

    /// Tokenizes text exactly as given, with or without special-token parsing (for tests and tools).
    public func tokenize(_ text: String, parseSpecial: Bool) throws(HearthError) -> [Int32] {
        try handles.tokenize(text, addSpecial: false, parseSpecial: parseSpecial)
    }

    /// The raw bytes each token stands for; a piece may end inside a UTF-8 character.
    public func pieces(_ tokens: [Int32]) -> [[UInt8]] {
        tokens.map { handles.piece($0) }
    }

    /// Counters of the most recent generation. Waits for a running one to finish.
    public func lastRunStatistics() -> RunStatistics { lastRun }

    func promptTokens(_ prompt: Prompt) throws(HearthError) -> [llama_token] {
        var tokens: [llama_token] = []
        switch prompt {
        case .text(let text):
            guard !text.isEmpty else { throw HearthError(.invalidRequest, "the prompt is empty") }
            tokens = try handles.tokenize(text, addSpecial: true, parseSpecial: false)
        case .tokens(let ids):
            let vocabulary = llama_vocab_n_tokens(handles.vocab)
            if let bad = ids.first(where: { $0 < 0 || $0 >= vocabulary }) {
                throw HearthError(.invalidRequest, "token id \(bad) is outside the vocabulary (0..<\(vocabulary))")
            }
            tokens = ids
        case .chat(let messages):
            guard messages.contains(where: { !$0.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) else {
                throw HearthError(.invalidRequest, "the prompt is empty")
            }
            for segment in try template.segments(messages) {
                switch segment {
                case .markup(let text): tokens += try handles.tokenize(text, addSpecial: false, parseSpecial: true)
                case .content(let text): tokens += try handles.tokenize(text, addSpecial: false, parseSpecial: false)
                }
            }
            if handles.addsBOS, tokens.first != handles.bos {
                tokens.insert(handles.bos, at: 0)
            }
        }
        guard !tokens.isEmpty else { throw HearthError(.invalidRequest, "the prompt is empty") }
        return tokens
    }

    // MARK: Generation

    public nonisolated func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        if configuration.parallelSequences > 1 { return generateBatched(request) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let abort = AbortFlag()
        let task = Task {
            await self.run(request, abort: abort, continuation: continuation)
        }
        continuation.onTermination = { _ in
            abort.set()
            task.cancel()
        }
        return stream
    }

    private func run(_ request: GenerationRequest, abort: AbortFlag, continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation) {
        lastRun = RunStatistics()
        do {
            let summary = try generateBlocking(request, abort: abort) { text in
                continuation.yield(.text(text))
            }
            lastRun.finishReason = summary.finishReason
            lastRun.tokensAfterCancel = abort.tokensAfterCancel
            continuation.yield(.finished(summary))
            continuation.finish()
        } catch {
            lastRun.tokensAfterCancel = abort.tokensAfterCancel
            continuation.finish(throwing: error)
        }
    }

    /// The generation loop. Runs on the llama thread, start to end, without suspending.
    private func generateBlocking(_ request: GenerationRequest, abort: AbortFlag, emit: (String) -> Void) throws(HearthError) -> GenerationSummary {
        let clock = ContinuousClock()
        let start = clock.now
        let options = request.options
        try options.validate()
        var metrics = GenerationMetrics(backend: backendName, model: info.url.lastPathComponent)
        var prompt = try promptTokens(request.prompt)
        let contextLength = handles.contextLength
        guard prompt.count < contextLength else {
            throw HearthError(.contextOverflow, "the prompt is \(prompt.count) tokens but the context holds \(contextLength); shorten it or drop earlier turns")
        }
        metrics.promptTokens = prompt.count

        handles.resetMemory()
        handles.setAbortFlag(abort)
        let prefillStart = clock.now
        defer { handles.setAbortFlag(nil) }
        let sampler = try LlamaSampler(options: options, vocabulary: handles.vocab)
        var logprobs: [TokenLogprob]? = options.topLogprobs == nil ? nil : []

        var governance = pacing.map { _ in GovernanceRecord(tier: .nominal) }
        func finish(_ reason: FinishReason, _ text: String) -> GenerationSummary {
            metrics.peakMemoryBytes = ProcessMemory.peakResidentBytes()
            var summary = GenerationSummary(finishReason: reason, metrics: metrics, text: text, governance: governance)
            summary.logprobs = logprobs
            return summary
        }

        // Prefill in batches of at most `batchSize` tokens.
        let batch = max(1, handles.batchSize)
        var offset = 0
        while offset < prompt.count {
            if Task.isCancelled || abort.isSet { return finish(.cancelled, "") }
            var chunk = Array(prompt[offset..<min(offset + batch, prompt.count)])
            do {
                try handles.decode(&chunk)
            } catch where error.code == .cancelled {
                return finish(.cancelled, "")
            }
            offset += chunk.count
        }
        prompt.removeAll()
        let prefillEnd = clock.now
        metrics.prefillSeconds = (prefillEnd - prefillStart).seconds
        metrics.prefillTokensPerSecond = Double(metrics.promptTokens) / max(metrics.prefillSeconds, 1e-9)

        var utf8 = UTF8Accumulator()
        var stops = StopSequenceMatcher(options.stop)
        var answer = ""
        var position = metrics.promptTokens
        var firstTokenAt: ContinuousClock.Instant?
        var reason: FinishReason
        var next: [llama_token] = [0] // reused: no allocation per token

        func release(_ text: String) {
            guard !text.isEmpty else { return }
            answer += text
            emit(text)
        }

        while true {
            if Task.isCancelled || abort.isSet { reason = .cancelled; break }
            if let pacing, !Self.pace(pacing, generated: metrics.completionTokens, record: &governance, abort: abort) {
                reason = abort.isSet ? .cancelled : .length
                break
            }
            let token = sampler.sample(handles.context)
            let now = clock.now
            if firstTokenAt == nil {
                firstTokenAt = now
                metrics.timeToFirstToken = (now - start).seconds
            }
            if handles.isEndOfGeneration(token), !options.ignoreEndOfGeneration { reason = .endOfGeneration; break }
            if let raw = sampler.logprobs(handles.context, at: -1, chosen: token) { logprobs?.append(handles.logprob(raw)) }
            metrics.completionTokens += 1
            lastRun.generatedTokens += 1
            abort.recordToken()
            metrics.decodeSeconds = (now - firstTokenAt!).seconds

            var stopped = false
            switch stops.append(utf8.append(handles.piece(token))) {
            case .text(let text): release(text)
            case .stop(let text): release(text); stopped = true
            }
            if stopped { reason = .stopSequence; break }
            if metrics.completionTokens >= options.maxTokens { reason = .length; break }
            if position + 1 >= contextLength { reason = .contextFull; break }
            if Task.isCancelled || abort.isSet { reason = .cancelled; break }

            next[0] = token
            do {
                try handles.decode(&next)
            } catch where error.code == .cancelled {
                reason = .cancelled
                break
            }
            lastRun.decodeSteps += 1
            position += 1
        }

        if reason != .stopSequence {
            let tail = utf8.flush()
            if case .stop(let text) = stops.append(tail) {
                release(text)
                if reason != .cancelled { reason = .stopSequence }
            } else {
                release(stops.flush())
            }
        }
        if metrics.completionTokens > 1 {
            metrics.decodeTokensPerSecond = Double(metrics.completionTokens - 1) / max(metrics.decodeSeconds, 1e-9)
        }
        return finish(reason, answer)
    }
}

/// Carries a non-Sendable value across the executor hop in `load`; the value is only ever used
/// on the llama thread afterwards.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
