import CLlama
import HearthCore

/// A llama.cpp sampler chain built from `GenerationOptions`; freed in `deinit`.
final class LlamaSampler {
    private let chain: UnsafeMutablePointer<llama_sampler>

    init(options: GenerationOptions, vocabularySize: Int32) {
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
        llama_sampler_sample(chain, context, -1)
    }
}
