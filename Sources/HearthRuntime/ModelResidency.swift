import Foundation
import HearthCatalog
import HearthCore
import HearthGovernor
import HearthLlama

/// Keeps exactly one generation model resident. Asking for another model unloads the current one
/// first (hot swap); requests that arrive during a swap wait for it; a swap waits for requests that
/// hold the old model to finish. Before a load the pack's footprint is checked against the memory
/// probe, and a pack that does not fit is refused with both numbers and a smaller pack that fits.
/// With a governor, loads also pass its memory line, the context follows its policy (shorter in
/// power saving), every token is paced by it, and it can unload the model (`registerWithGovernor`).
///
/// ```swift
/// let residency = ModelResidency(locator: ModelLocator(paths: .standard()), memoryProbe: LinuxMemoryProbe())
/// let text = try await residency.withModel("qwen2.5-coder-0.5b") { engine in try await engine.complete(...) }
/// ```
public actor ModelResidency {
    /// The resident model: its id, file and footprint.
    public struct Resident: Sendable, Hashable, Codable {
        /// The model's id.
        public var id: String
        /// The model file.
        public var url: URL
        /// Weights + KV cache at the pack's default context (the fit check's number).
        public var footprintBytes: Int
        /// Bytes of weights in memory.
        public var weightBytes: Int
        /// The context allocated, in tokens.
        public var contextLength: Int
        /// Resident memory of the whole process after the load.
        public var processResidentBytes: Int?
    }

    /// Resolves model names to files and packs.
    public let locator: ModelLocator
    /// Read before every load for the fit check.
    public let memoryProbe: any MemoryProbe
    /// Engine settings for every load.
    public var configuration: LlamaConfiguration
    /// Consulted before every load and at every token (nil: neither).
    public nonisolated let governor: ResourceGovernor?
    /// Trial-loads a file that is not a verified pack file in a child process before this
    /// process loads it (see ``ModelProbe``).
    public nonisolated let probe: ModelProbe
    private let observer: (@Sendable (String) -> Void)?

    private var engine: LlamaEngine?
    /// The resident model, nil when none is loaded.
    public private(set) var resident: Resident?
    private var leases = 0
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []
    private var swap: Task<Void, any Error>?
    /// Loads so far (tests and status).
    public private(set) var loads = 0
    /// Unloads of a resident model so far.
    public private(set) var unloads = 0

    /// - Parameters:
    ///   - locator: resolves ids through the catalogue.
    ///   - memoryProbe: reads available memory before each load.
    ///   - configuration: engine settings; a zero context length takes the pack's default context.
    ///   - governor: checks loads, caps the context, paces tokens (nil: none of these).
    ///   - observer: called with one line per residency event ("unload ...", "load ..."), for logs and tests.
    ///   - probe: the first-load check (nil: one over the locator's data folder).
    public init(locator: ModelLocator, memoryProbe: any MemoryProbe, configuration: LlamaConfiguration = LlamaConfiguration(),
                governor: ResourceGovernor? = nil, observer: (@Sendable (String) -> Void)? = nil, probe: ModelProbe? = nil) {
        self.locator = locator
        self.probe = probe ?? ModelProbe(paths: locator.paths)
        self.memoryProbe = memoryProbe
        self.configuration = configuration
        self.governor = governor
        self.observer = observer
    }

    /// Registers this residency's unload with the governor (memory critical, SIGUSR1). Call once.
    public nonisolated func registerWithGovernor(name: String = "local model") {
        governor?.registerUnload(name) { [weak self] in await self?.unloadAll() }
    }

    /// The resident engine, nil when none is loaded (does not load one).
    public var residentEngine: LlamaEngine? { engine }

    /// The resident model's id, for the governor and status.
    public var residentModelID: String? { resident?.id }

    /// Whether a model is being loaded (or swapped in) now.
    public var isLoading: Bool { swap != nil }
    /// The resident model's footprint in bytes.
    public var residentFootprintBytes: Int? { resident?.footprintBytes }

    /// Runs `body` with the model `id` resident (nil: the default), swapping models first if needed.
    /// While `body` runs, no swap can unload the model.
    ///
    /// - Throws: `HearthError` from resolution, the fit check or loading; whatever `body` throws.
    public func withModel<T: Sendable>(_ id: String?, _ body: @Sendable (LlamaEngine) async throws -> T) async throws -> T {
        let engine = try await acquire(id)
        defer { release() }
        return try await body(engine)
    }

    /// Makes `id` the resident model and holds it there until `endLease()`: a swap to another
    /// model waits for every lease to end. For work that outlives one call (a streamed answer).
    ///
    /// - Throws: `HearthError` as for `withModel`.
    public func lease(_ id: String?) async throws(HearthError) -> LlamaEngine {
        try await acquire(id)
    }

    /// Ends a lease taken with `lease(_:)`.
    public func endLease() {
        release()
    }

    /// Makes `id` the resident model and returns its engine. The caller should drop the engine
    /// before asking for another model, or the old weights stay in memory until it does.
    ///
    /// - Throws: `HearthError` as for `withModel`.
    public func load(_ id: String?) async throws(HearthError) -> LlamaEngine {
        let engine = try await acquire(id)
        release()
        return engine
    }

    /// Unloads the resident model (memory pressure, background). Requests holding it finish first
    /// on their own reference; new requests load again.
    public func unloadAll() {
        if let resident {
            observer?("unload \(resident.id)")
            unloads += 1
        }
        engine = nil
        resident = nil
    }

    private func acquire(_ id: String?) async throws(HearthError) -> LlamaEngine {
        let target = try locator.resolve(id)
        while true {
            if let current = swap {
                _ = try? await current.value   // a request during a swap waits for it
                if swap == current { swap = nil }
                continue
            }
            if let engine, resident?.url == target.url {
                leases += 1
                return engine
            }
            let task = Task { try await self.performSwap(to: target) }
            swap = task
            defer { if swap == task { swap = nil } }
            do {
                try await task.value
            } catch let error as HearthError {
                throw error
            } catch {
                throw HearthError(.backendFailure, "loading \(target.id) failed: \(error)")
            }
        }
    }

    private func release() {
        leases -= 1
        if leases == 0 {
            let waiters = drainWaiters
            drainWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }

    private func performSwap(to target: ModelLocator.Resolved) async throws(HearthError) {
        // Requests using the old model finish before it goes.
        while leases > 0 {
            await withCheckedContinuation { drainWaiters.append($0) }
        }
        try governor?.checkLoad(footprintBytes: target.footprintBytes)
        try checkFit(target)
        // Before the resident model goes: a file that fails its trial load changes nothing here.
        try await probe.ensureLoadable(target.url)
        unloadAll()
        var configuration = configuration
        if configuration.contextLength == 0, let context = target.pack?.defaultContext { configuration.contextLength = context }
        if let cap = governor?.state.policy.contextTokens {
            let requested = configuration.contextLength == 0 ? configuration.defaultContextLength : configuration.contextLength
            configuration.contextLength = min(requested, cap)
        }
        observer?("load \(target.id)")
        let loaded = try await LlamaEngine.load(modelAt: target.url, configuration: configuration)
        if let governor { await loaded.setPacing(governor) }
        loads += 1
        engine = loaded
        resident = Resident(
            id: target.id, url: target.url, footprintBytes: target.footprintBytes, weightBytes: loaded.info.sizeBytes,
            contextLength: loaded.info.contextLength, processResidentBytes: ProcessMemory.residentBytes()
        )
        observer?("loaded \(target.id)")
    }

    /// Refuses a load whose footprint exceeds available memory (plus what unloading the resident model frees).
    ///
    /// - Throws: `HearthError.invalidRequest` naming both numbers and a smaller pack that fits.
    public func checkFit(_ target: ModelLocator.Resolved) throws(HearthError) {
        guard let available = memoryProbe.readMemory().availableBytes else { return }
        let freed = resident?.footprintBytes ?? 0
        let room = available + freed
        guard target.footprintBytes > room else { return }
        var message = "\(target.id) needs \(Self.mib(target.footprintBytes)) (weights + KV cache at its default context) but only \(Self.mib(room)) is available"
        if let smaller = locator.catalog?.largestPack(fittingIn: room, excluding: target.id) {
            message += "; \(smaller.id) (\(Self.mib(smaller.footprint.totalBytes))) would fit"
        } else {
            message += "; no pack in the catalogue fits"
        }
        throw HearthError(.invalidRequest, message)
    }

    static func mib(_ bytes: Int) -> String { "\(bytes / 1_048_576) MiB" }
}
