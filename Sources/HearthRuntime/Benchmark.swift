import Foundation
import HearthCore
import HearthLlama

/// Hearth's generation speed next to llama.cpp's own `llama-bench`, same model, same threads,
/// same run.
///
/// Mirrors llama-bench's two tests: `pp` evaluates a prompt of `promptTokens` random tokens
/// (prefill tokens/s); `tg` generates `generateTokens` tokens after a one-token prompt (decode
/// tokens/s). Each runs once to warm up, then `repetitions` times.
public struct Benchmark: Sendable {
    /// What to measure and how often.
    public struct Configuration: Sendable {
        /// The GGUF file to load.
        public var model: URL
        /// CPU threads, for Hearth and llama-bench alike.
        public var threads: Int
        /// Prompt length of the prefill test (`pp`).
        public var promptTokens = 512
        /// Tokens generated in the decode test (`tg`).
        public var generateTokens = 128
        /// Measured runs per test, after one warm-up.
        public var repetitions = 5
        /// The `llama-bench` binary; nil skips the reference.
        public var llamaBench: URL?

        /// A configuration with the default lengths and repetitions.
        public init(model: URL, threads: Int, llamaBench: URL?) {
            self.model = model
            self.threads = threads
            self.llamaBench = llamaBench
        }
    }

    /// Mean and standard deviation of tokens/s over the repetitions.
    public struct Rate: Sendable, Codable, Hashable {
        /// The mean tokens/s.
        public var mean: Double
        /// The sample standard deviation.
        public var standardDeviation: Double
        /// Tokens/s of each measured run.
        public var samples: [Double]

        /// The statistics of `samples`.
        public init(_ samples: [Double]) {
            self.samples = samples
            let mean = samples.reduce(0, +) / Double(max(samples.count, 1))
            let variance = samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(samples.count - 1, 1))
            self.mean = mean
            standardDeviation = variance.squareRoot()
        }
    }

    /// Both tests, Hearth's and llama-bench's, and their ratios.
    public struct Result: Sendable, Codable {
        /// The model's file name.
        public var model: String
        /// CPU threads used.
        public var threads: Int
        /// Prompt length of the prefill test.
        public var promptTokens: Int
        /// Tokens generated in the decode test.
        public var generateTokens: Int
        /// Hearth's prefill tokens/s.
        public var hearthPrefill: Rate
        /// Hearth's decode tokens/s.
        public var hearthDecode: Rate
        /// llama-bench's prefill tokens/s (nil when it did not run).
        public var referencePrefill: Rate?
        /// llama-bench's decode tokens/s (nil when it did not run).
        public var referenceDecode: Rate?
        /// Why llama-bench gave no numbers, if it did not.
        public var referenceError: String?

        /// Hearth's prefill speed over llama-bench's (1 means as fast).
        public var prefillRatio: Double? { referencePrefill.map { hearthPrefill.mean / $0.mean } }
        /// Hearth's decode speed over llama-bench's (1 means as fast).
        public var decodeRatio: Double? { referenceDecode.map { hearthDecode.mean / $0.mean } }
    }

    /// What to measure.
    public var configuration: Configuration

    /// A benchmark of `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs both benchmarks. `progress` receives one line per step.
    ///
    /// - Throws: `HearthError` when the model cannot be loaded.
    public func run(progress: @Sendable (String) -> Void = { _ in }) async throws -> Result {
        let c = configuration
        var reference: (Rate, Rate)?
        var referenceError: String?
        if let bench = c.llamaBench {
            progress("llama-bench: pp\(c.promptTokens) and tg\(c.generateTokens), \(c.repetitions) repetitions, \(c.threads) threads")
            do {
                reference = try runLlamaBench(bench)
            } catch {
                referenceError = "\(error)"
            }
        } else {
            referenceError = "llama-bench not found"
        }

        var llama = LlamaConfiguration()
        llama.threads = c.threads
        llama.contextLength = max(c.promptTokens, c.generateTokens) + 16
        try await ModelProbe(paths: .standard()).ensureLoadable(c.model)
        let engine = try await LlamaEngine.load(modelAt: c.model, configuration: llama)
        var random = SplitMix64(seed: 1234)
        let vocabulary = UInt64(engine.info.vocabularySize)

        var prefill: [Double] = []
        var decode: [Double] = []
        for repetition in 0...c.repetitions {
            progress(repetition == 0 ? "hearth: warm-up" : "hearth: repetition \(repetition)/\(c.repetitions)")
            // pp: random tokens (as llama-bench), one generated token.
            let tokens = (0..<c.promptTokens).map { _ in Int32(truncatingIfNeeded: random.next() % vocabulary) }
            var options = GenerationOptions.greedy
            options.maxTokens = 1
            let pp = try await engine.complete(GenerationRequest(prompt: .tokens(tokens), options: options))
            // tg: one prompt token, generate exactly generateTokens.
            options.maxTokens = c.generateTokens + 1
            options.ignoreEndOfGeneration = true
            let tg = try await engine.complete(GenerationRequest(prompt: .tokens([tokens[0]]), options: options))
            if repetition > 0 {
                prefill.append(pp.metrics.prefillTokensPerSecond)
                decode.append(tg.metrics.decodeTokensPerSecond)
            }
        }
        return Result(
            model: c.model.lastPathComponent, threads: c.threads,
            promptTokens: c.promptTokens, generateTokens: c.generateTokens,
            hearthPrefill: Rate(prefill), hearthDecode: Rate(decode),
            referencePrefill: reference?.0, referenceDecode: reference?.1,
            referenceError: referenceError
        )
    }

    private func runLlamaBench(_ bench: URL) throws -> (Rate, Rate) {
        let c = configuration
        let process = Process()
        process.executableURL = bench
        process.arguments = [
            "-m", c.model.path, "-t", "\(c.threads)",
            "-p", "\(c.promptTokens)", "-n", "\(c.generateTokens)",
            "-r", "\(c.repetitions)", "-o", "json",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HearthError(.backendFailure, "llama-bench exited with status \(process.terminationStatus)")
        }
        struct Entry: Decodable {
            var n_prompt: Int
            var n_gen: Int
            var samples_ts: [Double]
        }
        let entries = try JSONDecoder().decode([Entry].self, from: data)
        guard let pp = entries.first(where: { $0.n_prompt > 0 && $0.n_gen == 0 }),
              let tg = entries.first(where: { $0.n_gen > 0 && $0.n_prompt == 0 }) else {
            throw HearthError(.backendFailure, "llama-bench printed no pp/tg results")
        }
        return (Rate(pp.samples_ts), Rate(tg.samples_ts))
    }

    /// Finds `llama-bench`: `$HEARTH_LLAMA_BENCH`, else `.deps/prefix/bin/llama-bench` in a folder
    /// above the running executable (the project checkout), else nil.
    public static func locateLlamaBench(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["HEARTH_LLAMA_BENCH"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent(".deps/prefix/bin/llama-bench")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}

