import CLlama
import Foundation
import HearthCore

/// Sentence embeddings from a llama.cpp embedding model (e.g. all-MiniLM-L6-v2 as a `bert` GGUF).
///
/// Runs on the engine's llama thread (`LlamaExecutor`). Several texts share one `llama_decode`,
/// each under its own sequence id; llama.cpp mean-pools each sequence and Hearth L2-normalises.
///
/// How many tokens one decode takes is a trade-off measured with `hearth search-bench --index`:
/// an encoder batch attends over all of its tokens at once (llama.cpp masks the other sequences
/// out, but still computes the full square), so attention grows with the square of the batch,
/// while larger batches make the matrix products more efficient. `packTokens` sets the target.
///
/// ```swift
/// let embedder = try await LlamaEmbedder.load(modelAt: url)
/// let vectors = try await embedder.embed(["a cat", "a kitten"])
/// ```
public actor LlamaEmbedder: Embedding {
    public nonisolated let modelID: String
    public nonisolated let dimensions: Int
    public nonisolated let maxTokens: Int
    /// Tokens packed into one decode (texts are added while they fit; a longer text goes alone).
    public nonisolated let packTokens: Int
    private let handles: LlamaEmbeddingHandles

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        LlamaExecutor.shared.asUnownedSerialExecutor()
    }

    private init(handles: LlamaEmbeddingHandles, modelID: String, packTokens: Int) {
        self.handles = handles
        self.modelID = modelID
        self.dimensions = handles.dimensions
        self.maxTokens = handles.maxTokensPerText
        self.packTokens = max(1, min(packTokens, handles.batchTokens))
    }

    /// Loads an embedding GGUF on the llama thread.
    ///
    /// - Parameters:
    ///   - url: a `.gguf` embedding model (encoder with a pooling type, e.g. `bert`).
    ///   - threads: CPU threads for a decode.
    ///   - batchTokens: the most tokens one decode can take (the context; at least the model's
    ///     trained length, so one whole text always fits).
    ///   - packTokens: the tokens texts are packed up to in one decode (see the type's notes).
    ///   - verbose: let llama.cpp log to stderr.
    /// - Throws: `HearthError` `.modelNotFound`, or `.invalidModel` when llama.cpp rejects the file.
    public static func load(modelAt url: URL, threads: Int = 2, batchTokens: Int = 512, packTokens: Int = defaultPackTokens,
                            verbose: Bool = false) async throws(HearthError) -> LlamaEmbedder {
        try GGUFFileCheck.check(url)
        LlamaBackend.start(verbose: verbose)
        let box = try await LlamaExecutor.shared.perform { () throws(HearthError) -> UncheckedBox<LlamaEmbeddingHandles> in
            UncheckedBox(try LlamaEmbeddingHandles(url: url, threads: threads, batchTokens: max(batchTokens, packTokens)))
        }
        let name = url.deletingPathExtension().lastPathComponent
        return LlamaEmbedder(handles: box.value, modelID: "\(name)/mean/\(box.value.dimensions)", packTokens: packTokens)
    }

    /// The default tokens per decode (measured: see BENCHMARKS.md, search indexing).
    public static let defaultPackTokens = 512

    /// Token ids the model sees for `text` (with its [CLS]/[SEP] markers), for tests and budgets.
    public func tokens(_ text: String) throws(HearthError) -> [Int32] {
        try handles.tokenize(text)
    }

    public func tokenCounts(_ texts: [String]) throws(HearthError) -> [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(texts.count)
        for text in texts { counts.append(try handles.tokenize(text).count) }
        return counts
    }

    public func embed(_ texts: [String]) throws(HearthError) -> [[Float]] {
        var results = [[Float]](repeating: [], count: texts.count)
        var pending: [(index: Int, tokens: [llama_token])] = []
        var pendingTokens = 0
        for (index, text) in texts.enumerated() {
            if Task.isCancelled { throw HearthError(.cancelled, "embedding cancelled") }
            let tokens = try handles.tokenize(text)
            if tokens.isEmpty {
                results[index] = [Float](repeating: 0, count: dimensions)
                continue
            }
            if !pending.isEmpty, pendingTokens + tokens.count > packTokens || pending.count == handles.maxSequences {
                try flush(&pending, into: &results)
                pendingTokens = 0
            }
            pending.append((index, tokens))
            pendingTokens += tokens.count
        }
        if !pending.isEmpty { try flush(&pending, into: &results) }
        return results
    }

    private func flush(_ pending: inout [(index: Int, tokens: [llama_token])], into results: inout [[Float]]) throws(HearthError) {
        let vectors = try handles.embedBatch(pending.map(\.tokens))
        for (item, vector) in zip(pending, vectors) { results[item.index] = vector }
        pending.removeAll(keepingCapacity: true)
    }
}

/// Owns an embedding model and its context (embeddings on, mean pooling). Not `Sendable`: used
/// only on the llama thread. Freed in `deinit`.
final class LlamaEmbeddingHandles {
    private let model: OpaquePointer
    private let context: OpaquePointer
    private let vocab: OpaquePointer
    let dimensions: Int
    let batchTokens: Int
    let maxSequences: Int
    let maxTokensPerText: Int

    init(url: URL, threads: Int, batchTokens requested: Int) throws(HearthError) {
        let model = try LlamaHandles.loadModel(at: url)
        let trained = max(1, Int(llama_model_n_ctx_train(model)))
        let batch = max(trained, requested)
        let sequences = 32
        var params = llama_context_default_params()
        params.n_ctx = UInt32(batch)
        // Encoder models attend over the whole sequence at once: every token of a text must be in
        // the same micro-batch, so the micro-batch equals the batch.
        params.n_batch = UInt32(batch)
        params.n_ubatch = UInt32(batch)
        params.n_seq_max = UInt32(sequences)
        params.n_threads = Int32(max(1, threads))
        params.n_threads_batch = Int32(max(1, threads))
        params.embeddings = true
        params.pooling_type = LLAMA_POOLING_TYPE_MEAN
        params.no_perf = true
        let (context, vocab) = try LlamaHandles.makeContext(
            for: model, params, url: url, failure: "llama.cpp could not create an embedding context for \(url.lastPathComponent)"
        )
        self.model = model
        self.context = context
        self.vocab = vocab
        self.dimensions = Int(llama_model_n_embd(model))
        self.batchTokens = Int(llama_n_batch(context))
        self.maxSequences = sequences
        self.maxTokensPerText = min(trained, Int(llama_n_batch(context)))
    }

    deinit {
        llama_free(context)
        llama_model_free(model)
    }

    /// Tokens with the model's own markers ([CLS] ... [SEP]); document text is never parsed for
    /// special tokens. Truncated to the model's trained context, keeping the closing marker.
    func tokenize(_ text: String) throws(HearthError) -> [llama_token] {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return [] }
        var tokens = [llama_token](repeating: 0, count: utf8.count + 8)
        var count = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { llama_tokenize(vocab, $0.baseAddress, Int32($0.count), &tokens, Int32(tokens.count), true, false) }
        }
        if count < 0, count != Int32.min {
            tokens = [llama_token](repeating: 0, count: Int(-count))
            count = utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { llama_tokenize(vocab, $0.baseAddress, Int32($0.count), &tokens, Int32(tokens.count), true, false) }
            }
        }
        guard count >= 0 else { throw HearthError(.invalidRequest, "the text could not be tokenized") }
        var result = Array(tokens.prefix(Int(count)))
        if result.count > maxTokensPerText, let last = result.last {
            result = Array(result.prefix(maxTokensPerText - 1)) + [last]
        }
        return result
    }

    /// One decode for several token sequences; returns one normalised vector per sequence.
    func embedBatch(_ sequences: [[llama_token]]) throws(HearthError) -> [[Float]] {
        let total = sequences.reduce(0) { $0 + $1.count }
        var batch = llama_batch_init(Int32(total), 0, 1)
        defer { llama_batch_free(batch) }
        var position = 0
        for (sequence, tokens) in sequences.enumerated() {
            for (index, token) in tokens.enumerated() {
                batch.token[position] = token
                batch.pos[position] = llama_pos(index)
                batch.n_seq_id[position] = 1
                batch.seq_id[position]![0] = llama_seq_id(sequence)
                batch.logits[position] = 1
                position += 1
            }
        }
        batch.n_tokens = Int32(total)
        // The KV cache holds nothing between calls: each call is a fresh set of sequences.
        llama_memory_clear(llama_get_memory(context), true)
        let status = llama_decode(context, batch)
        guard status == 0 else {
            throw HearthError(.backendFailure, "llama.cpp could not embed \(sequences.count) texts (decode returned \(status))")
        }
        var vectors: [[Float]] = []
        vectors.reserveCapacity(sequences.count)
        for sequence in sequences.indices {
            guard let pointer = llama_get_embeddings_seq(context, llama_seq_id(sequence)) else {
                throw HearthError(.backendFailure, "llama.cpp returned no pooled embedding (is this an embedding model?)")
            }
            var vector = Array(UnsafeBufferPointer(start: pointer, count: dimensions))
            var norm: Float = 0
            for value in vector { norm += value * value }
            norm = norm.squareRoot()
            if norm > 0 { for i in vector.indices { vector[i] /= norm } }
            vectors.append(vector)
        }
        return vectors
    }
}
