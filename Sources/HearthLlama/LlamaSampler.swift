import CLlama
import HearthCore

/// A llama.cpp sampler chain built from `GenerationOptions`, with an optional grammar; freed in
/// `deinit`.
///
/// Plain greedy decoding (temperature 0, no repetition penalty) skips the chain: llama.cpp's
/// sampler copies the whole vocabulary into a candidate array each step, while an arg-max over the
/// logits reads them once. Same token either way; the difference is per-token overhead, which
/// shows in decode tokens/s against llama-bench (which does not sample at all).
///
/// With a grammar, each step first samples without it and asks the grammar about that one token
/// (cheap); only when the grammar rejects it are all the logits filtered through the grammar and
/// the token sampled again from what is left (llama.cpp's own "resample" strategy). Either way the
/// token comes from the distribution restricted to what the grammar allows.
final class LlamaSampler {
    private let chain: UnsafeMutablePointer<llama_sampler>
    private let grammar: UnsafeMutablePointer<llama_sampler>?
    private let argMaxOnly: Bool
    private let vocabularySize: Int
    private let topLogprobs: Int?
    /// The whole-vocabulary candidate buffer for the grammar's full filter, made on first use.
    private var scratch: [llama_token_data] = []

    /// - Throws: `.invalidRequest` when llama.cpp cannot parse the grammar.
    init(options: GenerationOptions, vocabulary: OpaquePointer) throws(HearthError) {
        let vocabularySize = llama_vocab_n_tokens(vocabulary)
        self.vocabularySize = Int(vocabularySize)
        topLogprobs = options.topLogprobs
        if let constraint = options.grammar {
            grammar = Self.grammar(constraint, vocabulary: vocabulary)
            guard grammar != nil else {
                throw HearthError(.invalidRequest, "llama.cpp could not parse the grammar (HEARTH_DEBUG=1 shows why)")
            }
        } else {
            grammar = nil
        }
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
        if let grammar { llama_sampler_free(grammar) }
    }

    /// llama.cpp's grammar sampler, lazy when the constraint has triggers. nil when the grammar
    /// does not parse (llama.cpp logs why and returns NULL: it never aborts on a bad grammar).
    private static func grammar(_ constraint: GrammarConstraint, vocabulary: OpaquePointer) -> UnsafeMutablePointer<llama_sampler>? {
        guard !constraint.triggers.isEmpty else { return llama_sampler_init_grammar(vocabulary, constraint.text, "root") }
        // The patterns are C strings that only need to live through the call (llama.cpp copies them).
        let patterns = constraint.triggers.map { strdup($0) }
        defer { patterns.forEach { free($0) } }
        var pointers = patterns.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            llama_sampler_init_grammar_lazy_patterns(vocabulary, constraint.text, "root", buffer.baseAddress, buffer.count, nil, 0)
        }
    }

    /// Samples the next token from the last logits of `context` (and records it for penalties).
    func sample(_ context: OpaquePointer) -> llama_token {
        sample(context, at: -1)
    }

    /// Samples from the logits of batch entry `index` (batched decoding: one entry per sequence).
    func sample(_ context: OpaquePointer, at index: Int32) -> llama_token {
        let token: llama_token
        if argMaxOnly, let logits = llama_get_logits_ith(context, index) {
            token = Self.argMax(UnsafeBufferPointer(start: logits, count: vocabularySize))
        } else {
            token = llama_sampler_sample(chain, context, index)
        }
        guard let grammar else { return token }
        if allows(grammar, token) {
            llama_sampler_accept(grammar, token)
            return token
        }
        return resample(context, at: index, grammar: grammar)
    }

    /// Whether the grammar allows `token` next (one candidate through the grammar: cheap).
    private func allows(_ grammar: UnsafeMutablePointer<llama_sampler>, _ token: llama_token) -> Bool {
        var candidate = llama_token_data(id: token, logit: 0, p: 0)
        return withUnsafeMutablePointer(to: &candidate) { pointer in
            var array = llama_token_data_array(data: pointer, size: 1, selected: -1, sorted: false)
            llama_sampler_apply(grammar, &array)
            return pointer.pointee.logit.isFinite
        }
    }

    /// Filters every logit through the grammar, then samples with the chain from what is left.
    /// Greedy decoding first tries the most likely tokens one by one (the best one the grammar
    /// allows is the answer); only if none of them fits does the grammar filter the vocabulary.
    private func resample(_ context: OpaquePointer, at index: Int32, grammar: UnsafeMutablePointer<llama_sampler>) -> llama_token {
        guard let logits = llama_get_logits_ith(context, index) else { return 0 }
        if argMaxOnly {
            for token in Self.best(UnsafeBufferPointer(start: logits, count: vocabularySize), count: 16) where allows(grammar, token) {
                llama_sampler_accept(grammar, token)
                return token
            }
        }
        if scratch.isEmpty { scratch = .init(repeating: llama_token_data(id: 0, logit: 0, p: 0), count: vocabularySize) }
        let token = scratch.withUnsafeMutableBufferPointer { buffer -> llama_token in
            let base = buffer.baseAddress!
            for token in 0..<vocabularySize { base[token] = llama_token_data(id: llama_token(token), logit: logits[token], p: 0) }
            var array = llama_token_data_array(data: base, size: buffer.count, selected: -1, sorted: false)
            llama_sampler_apply(grammar, &array)
            if argMaxOnly {
                var best = 0
                for candidate in 0..<array.size where base[candidate].logit > base[best].logit { best = candidate }
                return base[best].id
            }
            llama_sampler_apply(chain, &array)
            guard array.selected >= 0, array.selected < array.size else { return base[0].id }
            return array.data[Int(array.selected)].id
        }
        if !argMaxOnly { llama_sampler_accept(chain, token) }
        llama_sampler_accept(grammar, token)
        return token
    }

    /// The `count` largest values' indices, largest first.
    static func best(_ values: UnsafeBufferPointer<Float>, count: Int) -> [llama_token] {
        var top: [(index: Int, value: Float)] = []
        top.reserveCapacity(count + 1)
        var floor = -Float.infinity
        for index in values.indices {
            let value = values[index]
            guard value > floor || top.count < count else { continue }
            let position = top.firstIndex { value > $0.value } ?? top.count
            top.insert((index, value), at: position)
            if top.count > count { top.removeLast() }
            if top.count == count { floor = top[count - 1].value }
        }
        return top.map { llama_token($0.index) }
    }

    /// The log-probability of `token` and of the most likely tokens, from the raw logits of batch
    /// entry `index` (the model's own distribution, before sampling settings and grammar), when
    /// the options asked for them.
    func logprobs(_ context: OpaquePointer, at index: Int32, chosen token: llama_token) -> RawLogprob? {
        guard let topLogprobs, let logits = llama_get_logits_ith(context, index) else { return nil }
        let values = UnsafeBufferPointer(start: logits, count: vocabularySize)
        var maximum = -Float.infinity
        for value in values where value > maximum { maximum = value }
        var sum = 0.0
        for value in values { sum += exp(Double(value - maximum)) }
        let logNormaliser = Double(maximum) + log(sum)
        return RawLogprob(
            token: token, logprob: Double(values[Int(token)]) - logNormaliser,
            top: Self.best(values, count: topLogprobs).map { (token: $0, logprob: Double(values[Int($0)]) - logNormaliser) }
        )
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

/// One generated token's log-probability and its most likely alternatives, as token ids (the
/// engine turns them into text).
struct RawLogprob {
    var token: llama_token
    var logprob: Double
    var top: [(token: llama_token, logprob: Double)]
}

extension LlamaHandles {
    /// The public form of a raw log-probability: token ids turned into their text.
    func logprob(_ raw: RawLogprob) -> TokenLogprob {
        func candidate(_ token: llama_token, _ logprob: Double) -> TokenLogprob.Candidate {
            let bytes = piece(token)
            return TokenLogprob.Candidate(text: String(decoding: bytes, as: UTF8.self), bytes: bytes, logprob: logprob)
        }
        return TokenLogprob(token: candidate(raw.token, raw.logprob), top: raw.top.map { candidate($0.token, $0.logprob) })
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
