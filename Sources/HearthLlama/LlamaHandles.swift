import CLlama
import Foundation
import HearthCore

/// Owns one loaded model and its context. Not `Sendable`: only the engine actor touches it, on
/// the llama thread. Freed in `deinit`.
final class LlamaHandles {
    let model: OpaquePointer
    let context: OpaquePointer
    let vocab: OpaquePointer

    /// Loads `url` and creates a context.
    ///
    /// - Throws: `HearthError.invalidModel` when llama.cpp rejects the file or the context.
    init(url: URL, configuration: LlamaConfiguration) throws(HearthError) {
        let model = try Self.loadModel(at: url)
        let trained = Int(llama_model_n_ctx_train(model))
        var contextLength = configuration.contextLength
        if contextLength <= 0 {
            contextLength = trained > 0 ? min(trained, configuration.defaultContextLength) : configuration.defaultContextLength
        }
        let sequences = max(1, configuration.parallelSequences)
        var contextParams = llama_context_default_params()
        // One KV stream per sequence, each `contextLength` tokens long.
        contextParams.n_ctx = UInt32(contextLength * sequences)
        contextParams.kv_unified = false
        contextParams.n_batch = UInt32(max(1, configuration.batchSize))
        contextParams.n_ubatch = UInt32(max(1, configuration.batchSize))
        contextParams.n_seq_max = UInt32(sequences)
        contextParams.n_threads = Int32(max(1, configuration.threads))
        contextParams.n_threads_batch = Int32(max(1, configuration.threads))
        contextParams.no_perf = true
        let (context, vocab) = try Self.makeContext(
            for: model, contextParams, url: url,
            failure: "llama.cpp could not create a \(contextLength)-token context for \(url.lastPathComponent) (out of memory?)"
        )
        self.model = model
        self.context = context
        self.vocab = vocab
    }

    deinit {
        llama_free(context)
        llama_model_free(model)
    }

    /// Loads a model's weights on the CPU: the one checked call of `llama_model_load_from_file`
    /// (generation and embedding handles both load through it). The caller owns the pointer.
    ///
    /// - Throws: `.invalidModel` with llama.cpp's own reason when it gives one.
    static func loadModel(at url: URL) throws(HearthError) -> OpaquePointer {
        var modelParams = llama_model_default_params()
        modelParams.n_gpu_layers = 0
        _ = LlamaBackend.takeLastError()
        guard let model = llama_model_load_from_file(url.path, modelParams) else {
            let reason = LlamaBackend.takeLastError().map { ": \($0)" } ?? " (a truncated or unsupported GGUF file?)"
            throw HearthError(.invalidModel, "\(url.lastPathComponent) could not be loaded by llama.cpp\(reason)")
        }
        return model
    }

    /// A context over `model` and its vocabulary; on failure frees what was made, `model` too.
    ///
    /// - Throws: `.invalidModel` with `failure` when llama.cpp refuses the context.
    static func makeContext(for model: OpaquePointer, _ params: llama_context_params, url: URL,
                            failure: String) throws(HearthError) -> (context: OpaquePointer, vocab: OpaquePointer) {
        guard let context = llama_init_from_model(model, params) else {
            llama_model_free(model)
            throw HearthError(.invalidModel, failure)
        }
        guard let vocab = llama_model_get_vocab(model) else {
            llama_free(context)
            llama_model_free(model)
            throw HearthError(.invalidModel, "\(url.lastPathComponent) has no vocabulary")
        }
        return (context, vocab)
    }

    /// The context window of one sequence.
    var contextLength: Int { Int(llama_n_ctx_seq(context)) }

    /// Sequences this context decodes together.
    var sequenceCount: Int { Int(llama_n_seq_max(context)) }

    /// The most tokens one `llama_decode` call accepts (llama.cpp may lower the requested size).
    var batchSize: Int { Int(llama_n_batch(context)) }

    /// A metadata string from the GGUF header, if present.
    func metadata(_ key: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        var length = llama_model_meta_val_str(model, key, &buffer, buffer.count)
        guard length >= 0 else { return nil }
        if Int(length) >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length = llama_model_meta_val_str(model, key, &buffer, buffer.count)
        }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The chat template stored in the GGUF (`tokenizer.chat_template`), if any.
    var chatTemplate: String? {
        llama_model_chat_template(model, nil).map { String(cString: $0) }
    }

    // MARK: Tokens

    /// Tokenizes text.
    ///
    /// - Parameters:
    ///   - addSpecial: add BOS/EOS as the model's vocabulary asks.
    ///   - parseSpecial: turn special-token text (e.g. `<|im_start|>`) into special tokens. Only
    ///     for text Hearth wrote (template markup), never for user or document text.
    func tokenize(_ text: String, addSpecial: Bool, parseSpecial: Bool) throws(HearthError) -> [llama_token] {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return [] }
        func run(_ tokens: inout [llama_token]) -> Int32 {
            utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    llama_tokenize(vocab, chars.baseAddress, Int32(chars.count), &tokens, Int32(tokens.count), addSpecial, parseSpecial)
                }
            }
        }
        var tokens = [llama_token](repeating: 0, count: utf8.count + 8)
        var count = run(&tokens)
        if count < 0, count != Int32.min {
            // The buffer was too small: llama.cpp returns minus the needed size.
            tokens = [llama_token](repeating: 0, count: Int(-count))
            count = run(&tokens)
        }
        guard count >= 0 else { throw HearthError(.invalidRequest, "the prompt could not be tokenized") }
        return Array(tokens.prefix(Int(count)))
    }

    /// The bytes a token stands for (special tokens render as nothing); cached per token.
    func piece(_ token: llama_token) -> [UInt8] {
        if let cached = pieceCache[token] { return cached }
        let bytes = renderPiece(token)
        pieceCache[token] = bytes
        return bytes
    }

    private var pieceCache: [llama_token: [UInt8]] = [:]

    private func renderPiece(_ token: llama_token) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 64)
        var length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        if length < 0 {
            buffer = [CChar](repeating: 0, count: Int(-length))
            length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        }
        guard length > 0 else { return [] }
        return buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }

    var bos: llama_token { llama_vocab_bos(vocab) }
    var addsBOS: Bool { llama_vocab_get_add_bos(vocab) }
    func isEndOfGeneration(_ token: llama_token) -> Bool { llama_vocab_is_eog(vocab, token) }

    // MARK: Decoding

    /// Forgets the KV cache's contents (metadata only: the buffers are overwritten as they refill,
    /// so zeroing them would only cost time).
    func resetMemory() {
        llama_memory_clear(llama_get_memory(context), false)
        cachedPrompt = []
    }

    /// The tokens whose KV entries are in the cache at positions 0..<count, kept by structured
    /// generation so the next request only evaluates what differs; emptied by `resetMemory`.
    var cachedPrompt: [llama_token] = []

    /// Evaluates `tokens` (at most one batch) at the next positions.
    ///
    /// - Throws: `.cancelled` when the abort callback stopped it, `.contextOverflow` when the KV
    ///   cache has no room, `.backendFailure` otherwise.
    func decode(_ tokens: inout [llama_token]) throws(HearthError) {
        // llama_batch_get_one keeps the raw pointer: the array must stay alive and pinned for the
        // whole llama_decode call, so the call happens inside the buffer closure.
        let status = tokens.withUnsafeMutableBufferPointer { buffer in
            llama_decode(context, llama_batch_get_one(buffer.baseAddress, Int32(buffer.count)))
        }
        switch status {
        case 0: return
        case 1: throw HearthError(.contextOverflow, "the context window (\(contextLength) tokens) is full")
        case 2: throw HearthError(.cancelled, "generation was cancelled")
        default: throw HearthError(.backendFailure, "llama_decode failed with status \(status)")
        }
    }

    /// Points llama.cpp's abort callback at `flag`; checked by ggml between graph nodes, so a
    /// long prefill stops soon after cancellation instead of finishing the batch.
    func setAbortFlag(_ flag: AbortFlag?) {
        if let flag {
            llama_set_abort_callback(context, { data in
                guard let data else { return false }
                return Unmanaged<AbortFlag>.fromOpaque(data).takeUnretainedValue().isSet
            }, Unmanaged.passUnretained(flag).toOpaque())
        } else {
            llama_set_abort_callback(context, nil, nil)
        }
    }
}
