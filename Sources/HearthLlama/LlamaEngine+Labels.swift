import CLlama
import Foundation
import HearthCore

extension LlamaEngine: LabelScoring {
    /// Reads the next-token log probabilities of the labels' first tokens after the prompt, the
    /// assistant's generation prompt and the request's answer prefix: the uncached part of the
    /// prompt is one batch, and no token is sampled. The logits of the last position are read in
    /// place (a log-sum-exp over the vocabulary, then one lookup per label).
    ///
    /// - Throws: `.invalidRequest` for an empty label or two labels with the same first token;
    ///   `.contextOverflow` when the prompt does not fit the context.
    public func scoreLabels(_ request: LabelRequest) throws(HearthError) -> LabelScores {
        let clock = ContinuousClock()
        let start = clock.now
        var firstTokens: [llama_token] = []
        for label in request.labels {
            guard let first = try handles.tokenize(label, addSpecial: false, parseSpecial: false).first else {
                throw HearthError(.invalidRequest, "a label is empty")
            }
            guard !firstTokens.contains(first) else {
                throw HearthError(.invalidRequest, "the label \"\(label)\" starts with the same token as another label")
            }
            firstTokens.append(first)
        }
        var prompt = try tokens(for: .chat(request.messages))
        if !request.answerPrefix.isEmpty {
            prompt += try handles.tokenize(request.answerPrefix, addSpecial: false, parseSpecial: false)
        }
        guard prompt.count < handles.contextLength else {
            throw HearthError(.contextOverflow, "the prompt is \(prompt.count) tokens; it does not fit the \(handles.contextLength)-token context")
        }
        let reused = try evaluateReusingCache(prompt)
        guard let logits = llama_get_logits_ith(handles.context, -1) else {
            throw HearthError(.backendFailure, "llama.cpp returned no logits")
        }
        let values = UnsafeBufferPointer(start: logits, count: Int(llama_vocab_n_tokens(handles.vocab)))
        let logSum = Self.logSumExp(values)
        return LabelScores(logProbabilities: firstTokens.map { Double(values[Int($0)]) - logSum },
                           reusedPromptTokens: reused, evaluatedPromptTokens: prompt.count - reused,
                           seconds: (clock.now - start).seconds)
    }
}
