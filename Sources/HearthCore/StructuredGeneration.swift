/// A generation constrained by a GBNF grammar, with per-token probabilities (for confidence).
///
/// ```swift
/// let request = StructuredRequest(messages: [.system("…"), .user("remind me at 7")], grammar: gbnf)
/// let result = try await engine.generateStructured(request)
/// print(result.text, result.tokens.map(\.probability))
/// ```
public struct StructuredRequest: Sendable, Hashable {
    /// The conversation; the engine keeps the evaluated prompt in its cache and only evaluates the
    /// part that differs from the previous structured request (a fixed system prompt and examples
    /// followed by the new user turn are evaluated once).
    public var messages: [ChatMessage]
    /// The grammar in llama.cpp's GBNF, with a `root` rule.
    public var grammar: String
    /// The most tokens to generate.
    public var maxTokens: Int
    /// Text the grammar forces at the start of the answer (e.g. `{"intent":"`): appended to the
    /// prompt without sampling and evaluated in the same batch as the new prompt tokens. It is
    /// part of `StructuredResult.text`.
    public var forcedPrefix: String

    /// A request; see the properties for each parameter.
    public init(messages: [ChatMessage], grammar: String, maxTokens: Int = 256, forcedPrefix: String = "") {
        self.messages = messages
        self.grammar = grammar
        self.maxTokens = maxTokens
        self.forcedPrefix = forcedPrefix
    }
}

/// One generated token of a structured generation.
public struct StructuredToken: Sendable, Hashable {
    /// The token's text (bytes decoded as UTF-8, lossy for split characters).
    public var text: String
    /// Its probability among the tokens the grammar allowed (softmax over the allowed logits);
    /// 1 for a forced token.
    public var probability: Double
    /// True for a token of the forced prefix: appended without sampling.
    public var forced: Bool
    /// The next most likely allowed tokens at this step, with their probabilities (empty when forced).
    public var alternatives: [Alternative]

    /// A token the grammar allowed but that was not chosen.
    public struct Alternative: Sendable, Hashable {
        /// The token's text.
        public var text: String
        /// Its probability among the allowed tokens.
        public var probability: Double
        /// An alternative token and its probability.
        public init(text: String, probability: Double) {
            self.text = text
            self.probability = probability
        }
    }

    /// A generated token.
    public init(text: String, probability: Double, forced: Bool, alternatives: [Alternative] = []) {
        self.text = text
        self.probability = probability
        self.forced = forced
        self.alternatives = alternatives
    }
}

/// What a structured generation produced.
public struct StructuredResult: Sendable, Hashable {
    /// The generated text (the grammar's language).
    public var text: String
    /// Every generated token, in order.
    public var tokens: [StructuredToken]
    /// Prompt tokens taken from the cache instead of evaluated.
    public var reusedPromptTokens: Int
    /// Prompt tokens evaluated for this request.
    public var evaluatedPromptTokens: Int
    /// `llama_decode` calls made for generated tokens.
    public var decodeCalls: Int
    /// Seconds spent in the grammar sampler.
    public var grammarSeconds: Double
    /// Seconds from request to the last token.
    public var totalSeconds: Double

    /// A result; see the properties for each parameter.
    public init(text: String, tokens: [StructuredToken], reusedPromptTokens: Int, evaluatedPromptTokens: Int,
                decodeCalls: Int, grammarSeconds: Double, totalSeconds: Double) {
        self.text = text
        self.tokens = tokens
        self.reusedPromptTokens = reusedPromptTokens
        self.evaluatedPromptTokens = evaluatedPromptTokens
        self.decodeCalls = decodeCalls
        self.grammarSeconds = grammarSeconds
        self.totalSeconds = totalSeconds
    }
}

/// A backend that generates text under a grammar (llama.cpp's grammar sampler in `HearthLlama`).
public protocol StructuredGenerating: Sendable {
    /// Generates greedily under `request.grammar`.
    ///
    /// - Throws: `HearthError` `.invalidRequest` for a grammar the backend rejects.
    func generateStructured(_ request: StructuredRequest) async throws(HearthError) -> StructuredResult
}

/// A request to read the model's next-token distribution over a few candidate labels.
///
/// ```swift
/// let scores = try await engine.scoreLabels(LabelRequest(messages: prompt, labels: ["Reminder", "Event", "Other"]))
/// scores.logProbabilities   // one per label: log p(its first token) over the whole vocabulary
/// ```
public struct LabelRequest: Sendable, Hashable {
    /// The conversation; the engine answers as the assistant, after its generation prompt.
    /// Like `StructuredRequest`, the longest prompt prefix shared with the previous request stays
    /// in the KV cache.
    public var messages: [ChatMessage]
    /// The candidate answers; each must start with a token no other label starts with.
    public var labels: [String]
    /// The assistant's answer so far, after its generation prompt (empty: none); the labels are
    /// read after it. A few-shot list written as the answer ("… => reminder\n" + command + " =>")
    /// ends the uncached part with one token instead of the chat template's closing turn.
    public var answerPrefix: String

    /// A request; see the properties for each parameter.
    public init(messages: [ChatMessage], labels: [String], answerPrefix: String = "") {
        self.messages = messages
        self.labels = labels
        self.answerPrefix = answerPrefix
    }
}

/// The next-token distribution over the labels, read at one position.
public struct LabelScores: Sendable, Hashable {
    /// Per label, the log probability of its first token (softmax over the whole vocabulary).
    public var logProbabilities: [Double]
    /// Prompt tokens taken from the cache instead of evaluated.
    public var reusedPromptTokens: Int
    /// Prompt tokens evaluated for this request (one batch of `llama_decode` calls).
    public var evaluatedPromptTokens: Int
    /// Seconds from request to the distribution.
    public var seconds: Double

    /// Scores; see the properties for each parameter.
    public init(logProbabilities: [Double], reusedPromptTokens: Int, evaluatedPromptTokens: Int, seconds: Double) {
        self.logProbabilities = logProbabilities
        self.reusedPromptTokens = reusedPromptTokens
        self.evaluatedPromptTokens = evaluatedPromptTokens
        self.seconds = seconds
    }
}

/// A backend that reads its next-token distribution over candidate labels (`LlamaEngine`).
public protocol LabelScoring: Sendable {
    /// Evaluates the prompt (reusing the cached prefix) and reads every label's first-token
    /// probability at the answer's first position: no sampling, no grammar.
    ///
    /// - Throws: `HearthError` `.invalidRequest` when two labels start with the same token or
    ///   a label is empty; `.contextOverflow` when the prompt does not fit.
    func scoreLabels(_ request: LabelRequest) async throws(HearthError) -> LabelScores
}
