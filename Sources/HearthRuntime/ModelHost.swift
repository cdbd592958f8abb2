import Foundation
import HearthCore
import HearthLlama

/// The one resident model, shared by concurrent callers (the server's requests) through a bounded
/// queue.
///
/// One generation runs at a time on the resident engine; up to `maxWaiting` more wait their turn
/// in arrival order; beyond that `generate` throws `.busy` at once. Asking for another installed
/// model unloads the resident one first (hot swap), inside the same queue.
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

        public init() {}
    }

    /// An installed model, as listed to clients.
    public struct InstalledModel: Sendable, Hashable {
        /// The name clients pass as `model` (a short name, or the file name without `.gguf`).
        public var id: String
        /// The file in the model store.
        public var file: String
        public var sizeBytes: Int
        /// Whether this is the resident model.
        public var resident: Bool
    }

    /// A snapshot of the host for status displays.
    public struct Status: Sendable, Hashable {
        public var model: String
        public var modelName: String
        public var architecture: String
        public var parameters: Int
        public var contextLength: Int
        public var backend: String
        /// Generations running now (0 or 1).
        public var running: Int
        public var waiting: Int
        public var maxWaiting: Int
        public var residentMemoryBytes: Int
        public var peakMemoryBytes: Int
    }

    public let configuration: Configuration
    private let locator: ModelLocator
    public private(set) var engine: LlamaEngine
    /// The id of the resident model.
    public private(set) var residentModel: String
    private var busy = false
    private var waiters: [(id: UUID, continuation: CheckedContinuation<Void, any Error>)] = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    private init(configuration: Configuration, engine: LlamaEngine, model: String) {
        self.configuration = configuration
        self.locator = ModelLocator(paths: configuration.paths)
        self.engine = engine
        self.residentModel = model
    }

    /// Loads the configured model and returns a host around it.
    ///
    /// - Throws: `.modelNotFound` / `.invalidModel` from the locator and the engine.
    public static func start(_ configuration: Configuration) async throws(HearthError) -> ModelHost {
        let locator = ModelLocator(paths: configuration.paths)
        let url = try locator.locate(configuration.model)
        let engine = try await LlamaEngine.load(modelAt: url, configuration: configuration.engine)
        return ModelHost(configuration: configuration, engine: engine, model: Self.modelID(forFile: url.lastPathComponent))
    }

    /// The id clients use for a model file: its short name if it has one, else the file name
    /// without `.gguf`.
    public static func modelID(forFile file: String) -> String {
        if let known = ModelLocator.knownModels.first(where: { $0.file == file }) { return known.name }
        return file.hasSuffix(".gguf") ? String(file.dropLast(5)) : file
    }

    /// The installed models, the resident one marked.
    public func installedModels() -> [InstalledModel] {
        locator.installedFiles().map { file in
            let url = configuration.paths.models.appendingPathComponent(file)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            let id = Self.modelID(forFile: file)
            return InstalledModel(id: id, file: file, sizeBytes: size ?? 0, resident: id == residentModel)
        }
    }

    /// What is resident and how busy the host is.
    public func status() -> Status {
        Status(
            model: residentModel,
            modelName: engine.info.name,
            architecture: engine.info.architecture,
            parameters: engine.info.parameters,
            contextLength: engine.info.contextLength,
            backend: engine.backendName,
            running: busy ? 1 : 0,
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
        let wanted: URL? = try model.flatMap { name throws(HearthError) -> URL? in
            Self.modelID(forFile: try locator.locate(name).lastPathComponent) == residentModel ? nil : try locator.locate(name)
        }
        try await acquire()
        do {
            if let wanted { try await swap(to: wanted) }
        } catch {
            release()
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
            await self.release()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Returns when no generation is running or waiting (for tests and shutdown).
    public func waitUntilIdle() async {
        guard busy || !waiters.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func swap(to url: URL) async throws(HearthError) {
        // Unload first: only one model is ever resident.
        let fresh = try await LlamaEngine.load(modelAt: url, configuration: configuration.engine)
        engine = fresh
        residentModel = Self.modelID(forFile: url.lastPathComponent)
    }

    private func acquire() async throws {
        if !busy {
            busy = true
            return
        }
        guard waiters.count < configuration.maxWaiting else {
            throw HearthError(.busy, "\(waiters.count) requests are already waiting for the model; try again shortly")
        }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                waiters.append((id, continuation))
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

    private func release() {
        if waiters.isEmpty {
            busy = false
            let idle = idleWaiters
            idleWaiters = []
            idle.forEach { $0.resume() }
        } else {
            waiters.removeFirst().continuation.resume()
        }
    }
}
