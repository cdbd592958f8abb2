import CLlama
import Foundation
import HearthCore

extension LlamaEngine: StructuredGenerating {
    /// Greedy generation under a GBNF grammar with llama.cpp's grammar sampler, reusing the KV
    /// cache of the longest prompt prefix shared with the previous structured request.
    ///
    /// Per step the unconstrained arg-max is tried first: the grammar sampler checks that one
    /// candidate (cheap); only when it is rejected does the grammar filter the whole vocabulary
    /// (llama.cpp's "resample" strategy). Each token's probability is its softmax share of the
    /// logits (over the allowed tokens when the full filter ran), for confidence estimates.
    ///
    /// - Throws: `.invalidRequest` for a grammar llama.cpp cannot parse or a forced prefix the
    ///   grammar rejects; `.contextOverflow` when prompt and answer do not fit.
    public func generateStructured(_ request: StructuredRequest) throws(HearthError) -> StructuredResult {
        let clock = ContinuousClock()
        let start = clock.now
        guard request.maxTokens > 0 else { throw HearthError(.invalidRequest, "maxTokens must be positive") }
        let vocab = handles.vocab
        let vocabularySize = Int(llama_vocab_n_tokens(vocab))
        guard let grammar = llama_sampler_init_grammar(vocab, request.grammar, "root") else {
            throw HearthError(.invalidRequest, "llama.cpp could not parse the grammar (see HEARTH_DEBUG=1 output)")
        }
        defer { llama_sampler_free(grammar) }
        var grammarTime = Duration.zero

        // One candidate checked against the grammar: true if allowed.
        func allowed(_ token: llama_token) -> Bool {
            let t0 = clock.now
            defer { grammarTime += clock.now - t0 }
            var candidate = llama_token_data(id: token, logit: 0, p: 0)
            return withUnsafeMutablePointer(to: &candidate) { pointer in
                var array = llama_token_data_array(data: pointer, size: 1, selected: -1, sorted: false)
                llama_sampler_apply(grammar, &array)
                return pointer.pointee.logit.isFinite
            }
        }

        // One vocabulary-sized candidate buffer for the whole-vocabulary grammar filter (the
        // rejected-arg-max path), allocated the first time it is needed.
        var scratch: [llama_token_data] = []
        func fillScratch(_ logit: (Int) -> Float) {
            if scratch.isEmpty { scratch = .init(repeating: llama_token_data(id: 0, logit: 0, p: 0), count: vocabularySize) }
            for index in 0..<vocabularySize { scratch[index] = llama_token_data(id: llama_token(index), logit: logit(index), p: 0) }
        }

        var prompt = try tokens(for: .chat(request.messages))
        let forced = request.forcedPrefix.isEmpty ? [] : try handles.tokenize(request.forcedPrefix, addSpecial: false, parseSpecial: false)
        for token in forced {
            guard allowed(token) else {
                throw HearthError(.invalidRequest, "the grammar does not allow the forced prefix \(request.forcedPrefix)")
            }
            llama_sampler_accept(grammar, token)
        }
        prompt += forced
        guard prompt.count + request.maxTokens < handles.contextLength else {
            throw HearthError(.contextOverflow, "the prompt is \(prompt.count) tokens; with \(request.maxTokens) to generate it does not fit the \(handles.contextLength)-token context")
        }

        let common = try evaluateReusingCache(prompt)

        var bytes = Array(request.forcedPrefix.utf8)
        var generated: [StructuredToken] = forced.map {
            StructuredToken(text: String(decoding: handles.piece($0), as: UTF8.self), probability: 1, forced: true)
        }
        var decodeCalls = 0
        var next: [llama_token] = [0]

        for _ in 0..<request.maxTokens {
            guard let logits = llama_get_logits_ith(handles.context, -1) else {
                throw HearthError(.backendFailure, "llama.cpp returned no logits")
            }
            let values = UnsafeBufferPointer(start: logits, count: vocabularySize)
            var best = LlamaSampler.argMax(values)
            var token: llama_token
            var probability: Double
            var alternatives: [StructuredToken.Alternative] = []
            let wantsAlternatives = generated.count == forced.count // the first sampled token only
            if allowed(best) {
                token = best
                let logSum = Self.logSumExp(values)
                probability = exp(Double(values[Int(best)]) - logSum)
                if wantsAlternatives {
                    alternatives = Self.top(values, count: 4, excluding: best, logSum: logSum, where: { _ in true }).map {
                        .init(text: String(decoding: handles.piece($0.0), as: UTF8.self), probability: $0.1)
                    }
                }
            } else {
                let t0 = clock.now
                fillScratch { values[$0] }
                scratch.withUnsafeMutableBufferPointer { buffer in
                    var array = llama_token_data_array(data: buffer.baseAddress, size: buffer.count, selected: -1, sorted: false)
                    llama_sampler_apply(grammar, &array)
                }
                grammarTime += clock.now - t0
                var bestValue = -Float.infinity
                best = -1
                for index in 0..<vocabularySize where scratch[index].logit > bestValue {
                    bestValue = scratch[index].logit
                    best = llama_token(index)
                }
                guard best >= 0 else { throw HearthError(.backendFailure, "the grammar allows no token") }
                token = best
                var maximum = -Float.infinity
                for item in scratch where item.logit > maximum { maximum = item.logit }
                var sum = 0.0
                for item in scratch where item.logit.isFinite { sum += exp(Double(item.logit - maximum)) }
                let logSum = Double(maximum) + log(sum)
                probability = exp(Double(values[Int(best)]) - logSum)
                if wantsAlternatives {
                    let masked = scratch
                    alternatives = Self.top(values, count: 4, excluding: best, logSum: logSum, where: { masked[$0].logit.isFinite }).map {
                        .init(text: String(decoding: handles.piece($0.0), as: UTF8.self), probability: $0.1)
                    }
                }
            }
            if handles.isEndOfGeneration(token) { break }
            llama_sampler_accept(grammar, token)
            let piece = handles.piece(token)
            bytes += piece
            generated.append(StructuredToken(text: String(decoding: piece, as: UTF8.self), probability: probability,
                                             forced: false, alternatives: alternatives))
            next.removeAll(keepingCapacity: true)
            next.append(token)
            try handles.decode(&next)
            handles.cachedPrompt += next
            decodeCalls += 1
        }
        return StructuredResult(
            text: String(decoding: bytes, as: UTF8.self), tokens: generated,
            reusedPromptTokens: common, evaluatedPromptTokens: prompt.count - common,
            decodeCalls: decodeCalls, grammarSeconds: grammarTime.seconds, totalSeconds: (clock.now - start).seconds)
    }

    /// Evaluates `prompt`, keeping the prefix it shares with the cached prompt in the KV cache and
    /// evaluating only the rest (at least one token, so the last position has logits).
    ///
    /// - Returns: How many prompt tokens came from the cache.
    func evaluateReusingCache(_ prompt: [llama_token]) throws(HearthError) -> Int {
        var common = 0
        let cached = handles.cachedPrompt
        while common < min(cached.count, prompt.count), cached[common] == prompt[common] { common += 1 }
        common = min(common, prompt.count - 1)
        if common == 0 {
            handles.resetMemory()
        } else if !llama_memory_seq_rm(llama_get_memory(handles.context), 0, llama_pos(common), -1) {
            handles.resetMemory()
            common = 0
        }
        handles.cachedPrompt = Array(prompt[..<common])
        let batch = max(1, handles.batchSize)
        var offset = common
        while offset < prompt.count {
            var chunk = Array(prompt[offset..<min(offset + batch, prompt.count)])
            try handles.decode(&chunk)
            handles.cachedPrompt += chunk
            offset += chunk.count
        }
        return common
    }

    /// log Σ exp(v) over the selected indices, computed stably.
    static func logSumExp(_ values: UnsafeBufferPointer<Float>) -> Double {
        var maximum = -Float.infinity
        for value in values where value > maximum { maximum = value }
        guard maximum.isFinite else { return 0 }
        var sum: Float = 0
        for value in values { sum += expf(value - maximum) }
        return Double(maximum) + log(Double(sum))
    }

    /// The `count` most likely selected tokens other than `excluding`, with probabilities.
    static func top(_ values: UnsafeBufferPointer<Float>, count: Int, excluding: llama_token, logSum: Double,
                    where include: (Int) -> Bool) -> [(llama_token, Double)] {
        var best: [(llama_token, Float)] = []
        for index in values.indices where index != Int(excluding) && include(index) {
            let value = values[index]
            if best.count < count || value > best[best.count - 1].1 {
                best.append((llama_token(index), value))
                best.sort { $0.1 > $1.1 }
                if best.count > count { best.removeLast() }
            }
        }
        return best.map { ($0.0, exp(Double($0.1) - logSum)) }
    }
}
