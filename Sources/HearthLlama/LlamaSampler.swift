import CLlama
import HearthCore

/// A llama.cpp sampler chain built from `GenerationOptions`; freed in `deinit`.
///
/// Plain greedy decoding (temperature 0, no repetition penalty) skips the chain: llama.cpp's
/// sampler copies the whole vocabulary into a candidate array each step, while an arg-max over the
/// logits reads them once. Same token either way; the difference is per-token overhead, which
/// shows in decode tokens/s against llama-bench (which does not sample at all).
final class LlamaSampler {
    private let chain: UnsafeMutablePointer<llama_sampler>
    private let argMaxOnly: Bool
    private let vocabularySize: Int

    init(options: GenerationOptions, vocabularySize: Int32) {
        self.vocabularySize = Int(vocabularySize)
        argMaxOnly = options.temperature <= 0 && (options.repeatPenalty == 1 || options.repeatLastN == 0)
        var params = llama_sampler_chain_default_params()
        params.no_perf = true
        chain = llama_sampler_chain_init(params)
        if options.repeatPenalty != 1, options.repeatLastN > 0 {
            llama_sampler_chain_add(chain, llama_sampler_init_penalties(
                vocabularySize, Int32(options.repeatLastN), Float(options.repeatPenalty), 0, 0))
        }
        if options.temperature <= 0 {
            llama_sampler_chain_add(chain, llama_sampler_init_greedy())
            return
        }
        if options.topK > 0 { llama_sampler_chain_add(chain, llama_sampler_init_top_k(Int32(options.topK))) }
        if options.topP < 1 { llama_sampler_chain_add(chain, llama_sampler_init_top_p(Float(options.topP), 1)) }
        if options.minP > 0 { llama_sampler_chain_add(chain, llama_sampler_init_min_p(Float(options.minP), 1)) }
        llama_sampler_chain_add(chain, llama_sampler_init_temp(Float(options.temperature)))
        llama_sampler_chain_add(chain, llama_sampler_init_dist(options.seed))
    }

    deinit {
        llama_sampler_free(chain)
    }

    /// Samples the next token from the last logits of `context` (and records it for penalties).
    func sample(_ context: OpaquePointer) -> llama_token {
        if argMaxOnly, let logits = llama_get_logits_ith(context, -1) {
            return Self.argMax(UnsafeBufferPointer(start: logits, count: vocabularySize))
        }
        return llama_sampler_sample(chain, context, -1)
    }

    /// Samples from the logits of batch entry `index` (batched decoding: one entry per sequence).
    func sample(_ context: OpaquePointer, at index: Int32) -> llama_token {
        if argMaxOnly, let logits = llama_get_logits_ith(context, index) {
            return Self.argMax(UnsafeBufferPointer(start: logits, count: vocabularySize))
        }
        return llama_sampler_sample(chain, context, index)
    }

    /// The index of the largest value (the first one on ties, as llama.cpp's greedy sampler).
    static func argMax(_ values: UnsafeBufferPointer<Float>) -> llama_token {
        var best = 0
        var bestValue = -Float.infinity
        for index in values.indices where values[index] > bestValue {
            bestValue = values[index]
            best = index
        }
        return llama_token(best)
    }
}
