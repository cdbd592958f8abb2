import Foundation
import HearthCore
import HearthGovernor
import HearthLlama

/// The one resident local model: a fast pack and optionally a deep one, loaded on demand, one at
/// a time (switching unloads first), through the governor's memory checks, and unloaded when the
/// governor says so.
///
/// ```swift
/// let models = LocalModels(fast: smallURL, deep: largerURL, governor: governor)
/// let engine = try await models.engine(for: .deep)
/// ```
public actor LocalModels {
    /// What is loaded now.
    public struct Residency: Sendable, Hashable, Codable {
        public var file: String
        public var mode: InferenceMode
        /// Bytes of weights in memory.
        public var weightBytes: Int
        /// The context allocated, in tokens.
        public var contextLength: Int
        /// Resident memory of the whole process after the load.
        public var processResidentBytes: Int?
    }

    public nonisolated let fast: URL
    public nonisolated let deep: URL?
    private let configuration: LlamaConfiguration
    private let governor: ResourceGovernor
    private var loaded: (engine: LlamaEngine, mode: InferenceMode, residency: Residency)?
    /// Loads so far (tests and status).
    public private(set) var loads = 0
    /// Unloads so far.
    public private(set) var unloads = 0

    /// - Parameters:
    ///   - fast: the quick model file.
    ///   - deep: the larger model file (nil: deep requests use the fast model).
    ///   - configuration: context and threads; the governor may lower the context.
    ///   - governor: consulted before every load and at every token; unloads us under pressure.
    public init(fast: URL, deep: URL?, configuration: LlamaConfiguration = LlamaConfiguration(), governor: ResourceGovernor) {
        self.fast = fast
        self.deep = deep
        self.configuration = configuration
        self.governor = governor
    }

    /// Registers this slot's unload with the governor. Call once after creating it.
    public nonisolated func registerWithGovernor() {
        governor.registerUnload("local model") { [weak self] in await self?.unload() }
    }

    /// The model file for a mode.
    public nonisolated func file(for mode: InferenceMode) -> URL {
        mode == .deep ? (deep ?? fast) : fast
    }

    /// What is resident now, if anything.
    public var residency: Residency? { loaded?.residency }

    /// The resident engine, without loading one.
    public func residentEngine() -> LlamaEngine? { loaded?.engine }

    /// The engine for `mode`, loading it (and unloading another) if needed.
    ///
    /// - Throws: `.resourceLimited` when the governor refuses the load, `.modelNotFound` or
    ///   `.invalidModel` when the file is missing or bad.
    public func engine(for mode: InferenceMode) async throws(HearthError) -> LlamaEngine {
        let url = file(for: mode)
        if let loaded, loaded.engine.info.url == url { return loaded.engine }
        unload()
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        try governor.checkLoad(footprintBytes: size)
        var configuration = configuration
        if let cap = governor.state.policy.contextTokens {
            let requested = configuration.contextLength == 0 ? configuration.defaultContextLength : configuration.contextLength
            configuration.contextLength = min(requested, cap)
        }
        let engine = try await LlamaEngine.load(modelAt: url, configuration: configuration)
        await engine.setPacing(governor)
        loads += 1
        let residency = Residency(
            file: url.lastPathComponent, mode: url == fast ? .fast : .deep, weightBytes: engine.info.sizeBytes,
            contextLength: engine.info.contextLength, processResidentBytes: LinuxMemoryProbe().readMemory().processResidentBytes
        )
        loaded = (engine, mode, residency)
        return engine
    }

    /// Frees the resident model (its memory goes when the last answer using it ends).
    public func unload() {
        guard loaded != nil else { return }
        loaded = nil
        unloads += 1
    }
}
