import Foundation

/// How the llama.cpp engine loads a model and sizes its context.
public struct LlamaConfiguration: Sendable, Hashable {
    /// Context window in tokens. `0` means the smaller of the model's training context and
    /// `defaultContextLength`.
    public var contextLength: Int = 0
    /// The context used when `contextLength` is 0 and the model was trained on more.
    public var defaultContextLength: Int = 4096
    /// The most prompt tokens evaluated in one `llama_decode` call (llama-bench's default ubatch).
    public var batchSize: Int = 512
    /// CPU threads for decoding and prefill. Defaults to the number of active processors.
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Sequences decoded together in one batch (continuous batching for concurrent requests, as a
    /// server needs). Each sequence gets its own `contextLength`-token window. 1: one request at a
    /// time, the classic loop.
    public var parallelSequences: Int = 1
    /// Pass llama.cpp's own log lines through to stderr (otherwise only errors are shown).
    public var verboseLogging: Bool = false

    /// The defaults: the model's context up to 4096 tokens, all cores, one sequence.
    public init() {}
}
