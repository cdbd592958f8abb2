import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// The fast and deep packs over the one-model `ModelResidency`: loaded on demand, one at a time
/// (switching unloads first), through the governor's memory checks, unloaded when it says so.
///
/// ```swift
/// let models = LocalModels(fast: smallURL, deep: largerURL, governor: governor)
/// let engine = try await models.engine(for: .deep)
/// ```
public actor LocalModels {
    /// What is loaded now, and for which mode.
    public struct Residency: Sendable, Hashable, Codable {
        /// The pack id.
        public var id: String
        /// The model file.
        public var file: String
        /// The mode it was loaded for.
        public var mode: InferenceMode
        /// Bytes of weights in memory.
        public var weightBytes: Int
        /// The context allocated, in tokens.
        public var contextLength: Int
        /// Resident memory of the whole process after the load.
        public var processResidentBytes: Int?
    }

    /// The one resident model.
    public nonisolated let slot: ModelResidency
    /// The fast pack: an id, an installed file name or a path (nil: the default pack).
    public private(set) var fast: String?
    /// The deep pack (nil: deep requests use the fast one).
    public private(set) var deep: String?
    private var mode: InferenceMode = .fast

    /// - Parameters:
    ///   - slot: the residency (with the governor, which it consults before loads and at every token).
    ///   - fast: the quick pack (nil: the default pack).
    ///   - deep: the larger pack (nil: deep requests use the fast one).
    public init(slot: ModelResidency, fast: String?, deep: String?) {
        self.slot = slot
        self.fast = fast
        self.deep = deep
    }

    /// Model files by path, with a residency of their own that reads memory through the governor.
    public init(fast: URL, deep: URL?, configuration: LlamaConfiguration = LlamaConfiguration(), governor: ResourceGovernor) {
        let slot = ModelResidency(locator: ModelLocator(paths: .standard()), memoryProbe: governor, configuration: configuration, governor: governor)
        self.init(slot: slot, fast: fast.path, deep: deep?.path)
    }

    /// Registers the slot's unload with the governor. Call once after creating it.
    public nonisolated func registerWithGovernor() {
        slot.registerWithGovernor()
    }

    /// Makes `id` the fast pack (the chat's `/model`) and loads it; on failure nothing changes
    /// but the old model may need loading again.
    ///
    /// - Throws: `HearthError` from resolution, the fit check or loading.
    public func switchFast(to id: String) async throws(HearthError) -> LlamaEngine {
        let engine = try await slot.load(id)
        fast = id
        mode = .fast
        return engine
    }

    /// What is resident now, if anything.
    public var residency: Residency? {
        get async {
            guard let resident = await slot.resident else { return nil }
            return Residency(
                id: resident.id, file: resident.url.lastPathComponent, mode: mode, weightBytes: resident.weightBytes,
                contextLength: resident.contextLength, processResidentBytes: resident.processResidentBytes
            )
        }
    }

    /// Loads so far.
    public var loads: Int { get async { await slot.loads } }
    /// Unloads so far.
    public var unloads: Int { get async { await slot.unloads } }

    /// The resident engine, nil when none is loaded (does not load one).
    public func residentEngine() async -> LlamaEngine? { await slot.residentEngine }

    /// The engine for `mode`, loading it (and unloading another) if needed.
    ///
    /// - Throws: `.resourceLimited` when the governor refuses the load, `.modelNotFound` or
    ///   `.invalidModel` when the file is missing or bad.
    public func engine(for mode: InferenceMode) async throws(HearthError) -> LlamaEngine {
        let useDeep = mode == .deep && deep != nil
        let engine = try await slot.load(useDeep ? deep : fast)
        self.mode = useDeep ? .deep : .fast
        return engine
    }

    /// Frees the resident model (its memory goes when the last answer using it ends).
    public func unload() async {
        await slot.unloadAll()
    }
}
