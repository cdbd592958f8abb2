import ArgumentParser
import Foundation
import HearthRuntime

/// The model a command loads when `--model` is not given, named in its help.
protocol DefaultModel {
    static var name: String { get }
}

/// The chat model (`run`, `chat`, `serve`, `bench`…).
enum ChatModel: DefaultModel {
    static var name: String { ModelLocator.defaultModelName }
}

/// The intent model of voice commands (`command`, `eval nlu`, `calibrate`, `bench-voice`).
enum IntentModel: DefaultModel {
    static var name: String { VoiceRuntime.defaultModelName }
}

/// Options shared by every command that loads a model.
typealias ModelOptions = ModelChoice<ChatModel>

/// The same options for the commands that load the intent model.
typealias VoiceModelOptions = ModelChoice<IntentModel>

/// `--model`, `--ctx` and `--threads`, with `Default` as the model when none is named.
struct ModelChoice<Default: DefaultModel>: ParsableArguments {
    @Option(name: .shortAndLong, help: "A pack id (see `hearth models list`), an installed file name or a GGUF path (default: \(Default.name)).")
    var model: String?

    @Option(name: .customLong("ctx"), help: "Context window in tokens (default: the model's, at most 4096).")
    var contextLength: Int?

    @Option(name: .shortAndLong, help: "CPU threads (default: all cores).")
    var threads: Int?

    func validate() throws {
        if let contextLength, contextLength < 16 { throw ValidationError("--ctx must be at least 16") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func modelURL() throws(HearthError) -> URL {
        try ModelLocator(paths: .standard()).locate(model ?? Default.name)
    }

    func configuration(verbose: Bool = false) -> LlamaConfiguration {
        var configuration = LlamaConfiguration()
        if let contextLength { configuration.contextLength = contextLength }
        if let threads { configuration.threads = threads }
        configuration.verboseLogging = verbose && ProcessInfo.processInfo.environment["HEARTH_DEBUG"] != nil
        return configuration
    }

    /// The one-model residency, with the live memory probe for the fit check before each load
    /// (with a governor: its readings, its load checks and its pacing).
    func residency(verbose: Bool = false, governor: ResourceGovernor? = nil) -> ModelResidency {
        ModelResidency(
            locator: ModelLocator(paths: .standard()), memoryProbe: governor ?? LiveProbes.memory(),
            configuration: configuration(verbose: verbose), governor: governor
        )
    }

    /// Loads the named model (a pack id, a file name or a path) after the fit check.
    func load(verbose: Bool = false) async throws -> LlamaEngine {
        try await residency(verbose: verbose).load(model ?? Default.name)
    }
}

/// Sampling options shared by `run` and `chat`.
struct SamplingOptions: ParsableArguments {
    @Option(help: "Temperature; 0 is greedy and deterministic.")
    var temperature: Double = 0.7

    @Option(name: .customLong("max-tokens"), help: "The most tokens to generate.")
    var maxTokens: Int = 512

    @Option(name: .customLong("top-k"), help: "Top-k sampling (0 disables).")
    var topK: Int = 40

    @Option(name: .customLong("top-p"), help: "Nucleus sampling threshold (1 disables).")
    var topP: Double = 0.95

    @Option(name: .customLong("min-p"), help: "Min-p sampling threshold (0 disables).")
    var minP: Double = 0.05

    @Option(name: .customLong("repeat-penalty"), help: "Repetition penalty (1 disables).")
    var repeatPenalty: Double = 1.1

    @Option(help: "Random seed.")
    var seed: UInt32 = 42

    @Option(help: "Stop before this text (repeatable).")
    var stop: [String] = []

    func options() throws -> GenerationOptions {
        var options = GenerationOptions()
        options.temperature = temperature
        options.maxTokens = maxTokens
        options.topK = topK
        options.topP = topP
        options.minP = minP
        options.repeatPenalty = repeatPenalty
        options.seed = seed
        options.stop = stop
        do {
            try options.validate()
        } catch {
            throw ValidationError(error.message)
        }
        return options
    }

    func validate() throws {
        _ = try options()
    }
}

extension GenerationMetrics {
    /// One human line: "ttft 0.12 s · prefill 250.1 tok/s · decode 110.3 tok/s · ...".
    var summaryLine: String {
        let memory = Double(peakMemoryBytes) / 1_048_576
        return String(
            format: "ttft %.3f s · prefill %.1f tok/s (%d tokens) · decode %.1f tok/s (%d tokens) · peak %.0f MiB · %@ · %@",
            timeToFirstToken, prefillTokensPerSecond, promptTokens, decodeTokensPerSecond, completionTokens,
            memory, backend, model
        )
    }
}
