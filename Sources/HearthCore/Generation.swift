/// One message of a conversation.
public struct ChatMessage: Sendable, Hashable, Codable {
    /// Who wrote a message.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        /// Instructions for the model (the policy, the conversation's system message).
        case system
        /// The person.
        case user
        /// The model.
        case assistant
    }

    /// Who wrote the message.
    public var role: Role
    /// The message's text, tokenized as plain text (never parsed for special tokens).
    public var content: String

    /// A message from `role` with `content`.
    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    /// A system message: instructions for the model.
    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: .system, content: content) }
    /// A message the person wrote.
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: .user, content: content) }
    /// An earlier answer of the model.
    public static func assistant(_ content: String) -> ChatMessage { ChatMessage(role: .assistant, content: content) }
}

/// What to generate from: a conversation (rendered with the model's chat template) or raw text.
public enum Prompt: Sendable, Hashable {
    /// A conversation; the engine applies the model's own chat template and opens an assistant turn.
    case chat([ChatMessage])
    /// Plain text, tokenized as is (completion).
    case text(String)
    /// Token ids of the loaded model's vocabulary, evaluated as given.
    case tokens([Int32])
}

/// Sampling and length options for one generation.
///
/// ```swift
/// var options = GenerationOptions()
/// options.temperature = 0      // greedy, deterministic
/// options.maxTokens = 64
/// options.stop = ["\n\n"]
/// ```
public struct GenerationOptions: Sendable, Hashable, Codable {
    /// The most tokens to generate. The answer ends with `FinishReason.length` when reached.
    public var maxTokens: Int = 512
    /// Softmax temperature. `0` (or less) means greedy decoding: deterministic.
    public var temperature: Double = 0.7
    /// Keep only the `topK` most likely tokens (`0` disables).
    public var topK: Int = 40
    /// Nucleus sampling: keep the smallest set of tokens whose probability reaches `topP` (`1` disables).
    public var topP: Double = 0.95
    /// Drop tokens whose probability is below `minP` times the best token's (`0` disables).
    public var minP: Double = 0.05
    /// Penalty for repeating recent tokens (`1` disables).
    public var repeatPenalty: Double = 1.1
    /// How many recent tokens the repetition penalty looks at.
    public var repeatLastN: Int = 64
    /// Random seed for sampling; the same seed, prompt and options give the same answer.
    public var seed: UInt32 = 42
    /// Generation stops before any of these strings; the stop string is not part of the answer.
    public var stop: [String] = []
    /// Keep generating past end-of-generation tokens (benchmarks only).
    public var ignoreEndOfGeneration: Bool = false
    /// A grammar the generated text must fit (nil: free text). Tool calls use it so their
    /// arguments always parse and fit the tool's JSON schema.
    public var grammar: GrammarConstraint?
    /// Report the log-probability of each generated token and of up to this many most likely
    /// alternatives (nil: none; 0: the chosen token's only). At most 20.
    public var topLogprobs: Int?

    /// The defaults: temperature 0.7, top-k 40, top-p 0.95, min-p 0.05, up to 512 tokens.
    public init() {}

    /// Greedy decoding with no repetition penalty: the same prompt always gives the same answer.
    public static var greedy: GenerationOptions {
        var options = GenerationOptions()
        options.temperature = 0
        options.repeatPenalty = 1
        return options
    }

    /// Checks the values are in range.
    ///
    /// - Throws: `HearthError` with code `.invalidRequest` naming the bad option.
    public func validate() throws(HearthError) {
        func bad(_ message: String) -> HearthError { HearthError(.invalidRequest, message) }
        guard maxTokens > 0 else { throw bad("max tokens must be at least 1 (got \(maxTokens))") }
        guard temperature.isFinite, temperature <= 10 else { throw bad("temperature must be between 0 and 10 (got \(temperature))") }
        guard topK >= 0 else { throw bad("top-k must be 0 or more (got \(topK))") }
        guard topP > 0, topP <= 1 else { throw bad("top-p must be in (0, 1] (got \(topP))") }
        guard minP >= 0, minP < 1 else { throw bad("min-p must be in [0, 1) (got \(minP))") }
        guard repeatPenalty.isFinite, repeatPenalty > 0 else { throw bad("repeat penalty must be above 0 (got \(repeatPenalty))") }
        guard repeatLastN >= 0 else { throw bad("repeat-last-n must be 0 or more (got \(repeatLastN))") }
        guard !stop.contains("") else { throw bad("stop sequences must not be empty") }
        if let topLogprobs, !(0...20).contains(topLogprobs) { throw bad("top logprobs must be between 0 and 20 (got \(topLogprobs))") }
        if let grammar, grammar.text.isEmpty { throw bad("the grammar is empty") }
    }
}

/// A GBNF grammar (llama.cpp's format, start rule `root`) that constrains generation, from the
/// first token or, when `triggers` are given, lazily: text is free until one of the trigger
/// patterns matches the generated text, and from the match on it must fit the grammar.
///
/// ```swift
/// // Free text, until the model opens a tool call; the call itself must fit the grammar.
/// let constraint = GrammarConstraint(text: #"root ::= "<tool_call>" [^<]* "</tool_call>""#, triggers: ["<tool_call>"])
/// ```
public struct GrammarConstraint: Sendable, Hashable, Codable {
    /// The grammar, with a `root` rule.
    public var text: String
    /// Regular expressions (ECMAScript) over the generated text; the grammar applies from the
    /// start of the first match (of the first capture group if there is one). Empty: always.
    public var triggers: [String]

    /// A constraint; see the properties.
    public init(text: String, triggers: [String] = []) {
        self.text = text
        self.triggers = triggers
    }
}

/// A request to a `TextGenerating` backend.
public struct GenerationRequest: Sendable, Hashable {
    /// What to generate from.
    public var prompt: Prompt
    /// Sampling and length.
    public var options: GenerationOptions

    /// A request for `prompt` with `options` (the defaults unless given).
    public init(prompt: Prompt, options: GenerationOptions = GenerationOptions()) {
        self.prompt = prompt
        self.options = options
    }
}

/// Why an answer ended.
public enum FinishReason: String, Sendable, Hashable, Codable {
    /// The model produced an end-of-generation token.
    case endOfGeneration = "eog"
    /// A stop sequence matched.
    case stopSequence = "stop"
    /// `maxTokens` was reached.
    case length
    /// The context window is full.
    case contextFull = "context_full"
    /// The caller cancelled.
    case cancelled
}

/// Measurements reported with every answer.
public struct GenerationMetrics: Sendable, Hashable, Codable {
    /// Which backend answered (e.g. "llama.cpp").
    public var backend: String
    /// Which model answered (file name or pack id).
    public var model: String
    /// Tokens in the prompt after templating.
    public var promptTokens: Int = 0
    /// Tokens generated.
    public var completionTokens: Int = 0
    /// Seconds from the request to the first generated token (tokenize + prefill + first sample).
    public var timeToFirstToken: Double = 0
    /// Seconds spent evaluating the prompt.
    public var prefillSeconds: Double = 0
    /// Seconds from the first generated token to the last.
    public var decodeSeconds: Double = 0
    /// Prompt tokens evaluated per second.
    public var prefillTokensPerSecond: Double = 0
    /// Generated tokens per second after the first (one decode step each).
    public var decodeTokensPerSecond: Double = 0
    /// Peak resident memory of the process, in bytes.
    public var peakMemoryBytes: Int = 0
    /// Why this backend answered (e.g. "the local model is loaded", "the model is unavailable: …").
    public var backendReason: String?

    /// Empty metrics for an answer from `backend` and `model`, filled in as it is generated.
    public init(backend: String, model: String) {
        self.backend = backend
        self.model = model
    }
}

/// The last event of an answer.
public struct GenerationSummary: Sendable, Hashable, Codable {
    /// Why the answer ended.
    public var finishReason: FinishReason
    /// Speed, memory and who answered.
    public var metrics: GenerationMetrics
    /// The whole answer text (the concatenation of every `.text` event).
    public var text: String
    /// What the resource governor did to this answer (nil when no governor was consulted).
    public var governance: GovernanceRecord?
    /// Each generated token's log-probability, when `GenerationOptions.topLogprobs` asked.
    public var logprobs: [TokenLogprob]?

    /// A summary of a finished answer.
    public init(finishReason: FinishReason, metrics: GenerationMetrics, text: String, governance: GovernanceRecord? = nil) {
        self.finishReason = finishReason
        self.metrics = metrics
        self.text = text
        self.governance = governance
    }
}

/// One generated token's log-probability under the model, with the most likely tokens at that
/// step (OpenAI's `logprobs`).
public struct TokenLogprob: Sendable, Hashable, Codable {
    /// A token and its log-probability.
    public struct Candidate: Sendable, Hashable, Codable {
        /// The token's text (a piece that ends inside a UTF-8 character is decoded lossily).
        public var text: String
        /// The token's raw bytes.
        public var bytes: [UInt8]
        /// Its natural-log probability under the model.
        public var logprob: Double

        /// A candidate; see the properties.
        public init(text: String, bytes: [UInt8], logprob: Double) {
            self.text = text
            self.bytes = bytes
            self.logprob = logprob
        }
    }

    /// The generated token.
    public var token: Candidate
    /// The most likely tokens at this step, best first.
    public var top: [Candidate]

    /// A token's log-probabilities; see the properties.
    public init(token: Candidate, top: [Candidate]) {
        self.token = token
        self.top = top
    }
}

/// What a generation stream yields: text as it is produced, then one summary.
public enum GenerationEvent: Sendable, Hashable {
    /// Newly generated text: always whole UTF-8 characters.
    case text(String)
    /// The answer is complete; always the last event of a stream that did not throw.
    case finished(GenerationSummary)
}

/// A backend that generates text token by token.
///
/// ```swift
/// for try await event in generator.generate(GenerationRequest(prompt: .chat([.user("Hi")]))) {
///     if case .text(let piece) = event { print(piece, terminator: "") }
/// }
/// ```
public protocol TextGenerating: Sendable {
    /// A short name of the backend ("llama.cpp", "template").
    var backendName: String { get }

    /// Streams an answer. Cancelling the consuming task (or dropping the stream) stops generation
    /// at the next token boundary.
    ///
    /// - Parameter request: the prompt and options.
    /// - Returns: text events followed by one `.finished` event.
    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error>
}

extension TextGenerating {
    /// Generates a whole answer and returns its summary.
    ///
    /// - Throws: whatever the stream throws.
    public func complete(_ request: GenerationRequest) async throws -> GenerationSummary {
        for try await event in generate(request) {
            if case .finished(let summary) = event { return summary }
        }
        throw HearthError(.cancelled, "generation ended without a result")
    }
}
