import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// The one resident model, shared by concurrent callers (the server's requests) through a bounded
/// queue.
///
/// Up to `engine.parallelSequences` generations run at once on the resident engine, decoded
/// together in one batch (continuous batching); up to `maxWaiting` more wait their turn in arrival
/// order; beyond that `generate` throws `.busy` at once. Asking for another installed
/// model unloads the resident one first (hot swap), inside the same queue. Models are held by a
/// `ModelResidency`: fit-checked before loading, and with a governor, paced at every token and
/// unloaded under memory pressure (the next request loads again).
///
/// ```swift
/// let host = try await ModelHost.start(ModelHost.Configuration())
/// for try await event in try await host.generate(GenerationRequest(prompt: .chat([.user("Hi")]))) {
///     if case .text(let piece) = event { print(piece, terminator: "") }
/// }
/// ```
public actor ModelHost {
    /// How the host loads models and queues requests.
    public struct Configuration: Sendable {
        /// Where installed models live.
        public var paths: HearthPaths = .standard()
        /// The model loaded at start (nil: the default model).
        public var model: String?
        /// Engine settings (context, threads) for every load.
        public var engine = LlamaConfiguration()
        /// Requests that may wait while one generates; more get `.busy`.
        public var maxWaiting = 8
        /// Checks loads, paces tokens and may unload the model (nil: none of these).
        public var governor: ResourceGovernor?

        /// The defaults: the standard data folder, the default pack, 8 waiting requests, no governor.
        public init() {}
    }

    /// An installed model, as listed to clients.
    public struct InstalledModel: Sendable, Hashable {
        /// The name clients pass as `model` (a short name, or the file name without `.gguf`).
        public var id: String
        /// The file in the model store.
        public var file: String
        /// The file's size.
        public var sizeBytes: Int
        /// Whether this is the resident model.
        public var resident: Bool
    }

    /// A snapshot of the host for status displays.
    public struct Status: Sendable, Hashable {
        /// The resident model's id.
        public var model: String
        /// Its name from the GGUF header.
        public var modelName: String
        /// llama.cpp's architecture name (e.g. "llama").
        public var architecture: String
        /// Parameter count.
        public var parameters: Int
        /// The context allocated per sequence, in tokens.
        public var contextLength: Int
        /// Who generates ("llama.cpp", or "none" when nothing is loaded).
        public var backend: String
        /// Generations running now.
        public var running: Int
        /// Generations that may run at once (sequences decoded together).
        public var maxRunning: Int
        /// Requests waiting for their turn.
        public var waiting: Int
        /// Requests that may wait; more get `.busy`.
        public var maxWaiting: Int
        /// The process's resident memory now.
        public var residentMemoryBytes: Int
        /// The process's peak resident memory.
        public var peakMemoryBytes: Int
    }

    /// How the host loads models and queues requests.
    public let configuration: Configuration
    private let locator: ModelLocator
    /// The one resident model.
    public nonisolated let residency: ModelResidency
    /// The model that answers requests naming none: the one loaded at start, or the one last
    /// chosen with `switchModel(to:)`. Work on another model (`withModel`, a request naming one)
    /// leaves it as it is, so the next plain request swaps it back.
    public private(set) var chatModel: String
    /// Generations running now; `Int.max` while exclusive work (`withModel`) runs.
    private var running = 0
    private var waiters: [(id: UUID, exclusive: Bool, continuation: CheckedContinuation<Void, any Error>)] = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    private init(configuration: Configuration, residency: ModelResidency, model: String) {
        self.configuration = configuration
        self.locator = ModelLocator(paths: configuration.paths)
        self.residency = residency
        self.chatModel = model
    }

    /// Loads the configured model and returns a host around it.
    ///
    /// - Throws: `.modelNotFound` / `.invalidModel` from the locator and the engine.
    public static func start(_ configuration: Configuration) async throws(HearthError) -> ModelHost {
        let locator = ModelLocator(paths: configuration.paths)
        let residency = ModelResidency(
            locator: locator, memoryProbe: configuration.governor ?? LiveProbes.memory(),
            configuration: configuration.engine, governor: configuration.governor
        )
        residency.registerWithGovernor(name: "server model")
        let resolved = try locator.resolve(configuration.model)
        _ = try await residency.load(resolved.id)
        return ModelHost(configuration: configuration, residency: residency, model: resolved.id)
    }

    /// The id of the resident model (the chat model when none is resident).
    public var residentModel: String {
        get async { await residency.residentModelID ?? chatModel }
    }

    /// The chat model's engine, loading it if another model is resident or the governor unloaded it.
    ///
    /// - Throws: `HearthError` when it cannot be loaded now.
    public func currentEngine() async throws(HearthError) -> LlamaEngine {
        try await residency.load(chatModel)
    }

    /// Makes `id` the chat model and loads it (in the request queue, after running generations).
    ///
    /// - Throws: `HearthError` from resolution, the fit check or loading; `.busy` when the queue is full.
    public func switchModel(to id: String) async throws {
        let resolved = try locator.resolve(id).id
        try await withModel(resolved) { _ in }
        chatModel = resolved
    }

    /// The id clients use for a model file: its short name if it has one, else the file name
    /// without `.gguf`.
    public static func modelID(forFile file: String) -> String {
        if let known = ModelLocator.knownModels.first(where: { $0.file == file }) { return known.name }
        return file.hasSuffix(".gguf") ? String(file.dropLast(5)) : file
    }

    /// The installed models, the resident one marked.
    public func installedModels() async -> [InstalledModel] {
        let residentModel = await residency.residentModelID
        return locator.chatModelFiles().map { file in
            let url = configuration.paths.models.appendingPathComponent(file)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            let id = Self.modelID(forFile: file)
            return InstalledModel(id: id, file: file, sizeBytes: size, resident: id == residentModel)
        }
    }

    /// What is resident and how busy the host is.
    public func status() async -> Status {
        let engine = await residency.residentEngine
        return Status(
            model: await residentModel,
            modelName: engine?.info.name ?? "(not loaded)",
            architecture: engine?.info.architecture ?? "",
            parameters: engine?.info.parameters ?? 0,
            contextLength: engine?.info.contextLength ?? 0,
            backend: engine?.backendName ?? "none",
            running: running == Int.max ? 1 : running,
            maxRunning: maxRunning,
            waiting: waiters.count,
            maxWaiting: configuration.maxWaiting,
            residentMemoryBytes: ProcessMemory.residentBytes(),
            peakMemoryBytes: ProcessMemory.peakResidentBytes()
        )
    }

    /// Streams an answer from the resident model (or `model`, loaded first if it is another one),
    /// after the requests ahead of it.
    ///
    /// - Parameters:
    ///   - request: prompt and options (validated here).
    ///   - model: an installed model id or file name; nil for the resident model.
    /// - Returns: the engine's events; dropping the stream or cancelling its consumer stops the
    ///   generation at the next token and frees the queue.
    /// - Throws: `.invalidRequest` for bad options, `.busy` when the queue is full,
    ///   `.modelNotFound` for an unknown model.
    public func generate(_ request: GenerationRequest, model: String? = nil) async throws -> AsyncThrowingStream<GenerationEvent, any Error> {
        try request.options.validate()
        let wanted = try model.map { name throws(HearthError) in try locator.resolve(name).id }
        try await acquire(exclusive: false)
        let engine: LlamaEngine
        do {
            engine = try await residency.lease(wanted ?? chatModel)
        } catch {
            release(exclusive: false)
            throw error
        }
        let upstream = engine.generate(request)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            do {
                for try await event in upstream {
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
            await self.residency.endLease()
            self.release(exclusive: false)
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Runs `body` with the model `id` resident (nil: the resident or default model), in the same
    /// queue as generations: nothing else uses or swaps the model while it runs. For work that
    /// needs the engine itself (structured output for voice commands, token counts).
    ///
    /// - Throws: `.busy` when the queue is full; `HearthError` from loading; whatever `body` throws.
    public func withModel<T: Sendable>(_ id: String? = nil, _ body: @Sendable (LlamaEngine) async throws -> T) async throws -> T {
        let wanted = try id.map { name throws(HearthError) in try locator.resolve(name).id }
        try await acquire(exclusive: true)
        defer { release(exclusive: true) }
        return try await residency.withModel(wanted ?? chatModel, body)
    }

    /// Returns when no generation is running or waiting (for tests and shutdown).
    public func waitUntilIdle() async {
        guard running > 0 || !waiters.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Generations that may run at once.
    public nonisolated var maxRunning: Int { max(1, configuration.engine.parallelSequences) }

    private func canStart(exclusive: Bool) -> Bool {
        exclusive ? running == 0 : running < maxRunning
    }

    private func acquire(exclusive: Bool) async throws {
        if waiters.isEmpty, canStart(exclusive: exclusive) {
            running = exclusive ? Int.max : running + 1
            return
        }
        guard waiters.count < configuration.maxWaiting else {
            throw HearthError(.busy, "\(waiters.count) requests are already waiting for the model; try again shortly")
        }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append((id, exclusive, continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: UUID) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.continuation.resume(throwing: HearthError(.cancelled, "the request was cancelled while waiting"))
    }

    private func release(exclusive: Bool) {
        running = exclusive ? 0 : running - 1
        // Start waiters in arrival order while they fit (an exclusive one waits for the rest).
        while let next = waiters.first, canStart(exclusive: next.exclusive) {
            waiters.removeFirst()
            running = next.exclusive ? Int.max : running + 1
            next.continuation.resume()
        }
        if running == 0, waiters.isEmpty {
            let idle = idleWaiters
            idleWaiters = []
            idle.forEach { $0.resume() }
        }
    }
}

extension ModelHost {
    /// What the governor decides now, in plain values for status displays.
    public struct Governance: Sendable, Hashable {
        /// The service tier ("nominal", "serious", ...).
        public var tier: String
        /// "normal", "warning" or "critical".
        public var memoryPressure: String
        /// Low battery or low-power mode.
        public var lowPower: Bool
        /// One line per reason, the tier's first.
        public var explanation: [String]
        /// The pause before each token.
        public var tokenDelaySeconds: Double
        /// The cap on answer length, if any.
        public var maxTokens: Int?
        /// Whether a model may load now.
        public var loadsAllowed: Bool
        /// Whether heavy (deep) inference may run now.
        public var heavyAllowed: Bool
        /// When everything was last unloaded, and why.
        public var lastUnload: String?
    }

    /// The governor's current decisions (nil when the host runs without one).
    public nonisolated var governance: Governance? {
        guard let state = configuration.governor?.state else { return nil }
        return Governance(
            tier: state.tier.rawValue, memoryPressure: state.memoryPressure.rawValue, lowPower: state.lowPower,
            explanation: state.explanation, tokenDelaySeconds: state.policy.tokenDelaySeconds, maxTokens: state.policy.maxTokens,
            loadsAllowed: state.policy.loadsAllowed, heavyAllowed: state.policy.heavyAllowed, lastUnload: state.lastUnload
        )
    }
}
