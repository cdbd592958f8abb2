import Foundation
import HearthCore
import HearthLlama
import HearthSearch

/// `hearth index`'s embedding throughput next to llama.cpp's `llama-bench -embd 1` on the same
/// embedding model, same threads, same run.
///
/// Each repetition indexes `folder` into a fresh data folder (reading, chunking, embedding and
/// writing to SQLite all count) and divides the tokens the model read by the wall time.
/// llama-bench then embeds one prompt of the chunks' mean token count (`-p`), which is the
/// reference: the model's own speed on one chunk of that size, with nothing around it.
public struct SearchIndexBenchmark: Sendable {
    /// What to measure.
    public struct Configuration: Sendable {
        /// The embedding model.
        public var model: URL
        /// The folder to index.
        public var folder: URL
        /// CPU threads for the model (llama-bench gets the same).
        public var threads = 2
        /// Tokens per decode (`LlamaEmbedder.packTokens`).
        public var packTokens = LlamaEmbedder.defaultPackTokens
        /// Indexing runs (llama-bench repeats at least 3 times).
        public var repetitions = 3
        /// The `llama-bench` binary; nil skips the reference.
        public var llamaBench: URL?

        /// A configuration; each parameter is the property of the same name.
        public init(model: URL, folder: URL, llamaBench: URL?) {
            self.model = model
            self.folder = folder
            self.llamaBench = llamaBench
        }
    }

    /// What one benchmark measured.
    public struct Result: Sendable, Codable {
        /// Files indexed per run.
        public var files: Int
        /// Chunks written per run.
        public var chunks: Int
        /// Tokens the model read per indexing run.
        public var tokens: Int
        /// Hearth's tokens/s over the repetitions.
        public var hearth: Benchmark.Rate
        /// The prompt length given to llama-bench: the chunks' mean tokens.
        public var promptTokens: Int
        /// llama-bench's prompt tokens/s at `promptTokens`, when it ran.
        public var reference: Benchmark.Rate?
        /// Why there is no reference.
        public var referenceError: String?
        /// Hearth's mean over llama-bench's mean.
        public var ratio: Double? { reference.map { hearth.mean / $0.mean } }
    }

    /// What to measure.
    public var configuration: Configuration

    /// A benchmark of `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Runs the repetitions, then llama-bench. `progress` receives one line per step.
    ///
    /// - Throws: `HearthError` when the model cannot be loaded or indexing fails.
    public func run(progress: @Sendable (String) -> Void = { _ in }) async throws -> Result {
        let c = configuration
        let embedder = try await LlamaEmbedder.load(modelAt: c.model, threads: c.threads, packTokens: c.packTokens)
        _ = try await embedder.embed(["warm-up: the first decode allocates the compute buffers"])
        var rates: [Double] = []
        var last = IndexProgress()
        for repetition in 1...max(1, c.repetitions) {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-index-bench-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: home) }
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let index = try SearchRuntime.open(paths: HearthPaths(home: home), embedder: embedder)
            let clock = ContinuousClock()
            let started = clock.now
            do { last = try await index.index(paths: [c.folder.path]) } catch { throw SearchRuntime.hearthError(error) }
            let elapsed = (clock.now - started).seconds
            rates.append(Double(last.tokens) / elapsed)
            progress(String(format: "hearth: run %d/%d, %d files, %d chunks, %d tokens in %.1f s = %.0f tok/s",
                            repetition, c.repetitions, last.filesDone, last.chunks, last.tokens, elapsed, rates.last ?? 0))
        }
        let prompt = max(1, Int((Double(last.tokens) / Double(max(1, last.chunks))).rounded()))
        var reference: Benchmark.Rate?
        var referenceError: String?
        if let bench = c.llamaBench {
            progress("llama-bench: -p \(prompt) -n 0 -embd 1 -t \(c.threads)")
            do { reference = try Self.llamaBench(bench, model: c.model, prompt: prompt, threads: c.threads, repetitions: max(3, c.repetitions)) } catch {
                referenceError = "\(error)"
            }
        } else {
            referenceError = "llama-bench not found"
        }
        return Result(files: last.filesDone, chunks: last.chunks, tokens: last.tokens, hearth: Benchmark.Rate(rates),
                      promptTokens: prompt, reference: reference, referenceError: referenceError)
    }

    /// `llama-bench -m MODEL -t T -p P -n 0 -embd 1 -r R -o json`: its prompt tokens/s samples.
    static func llamaBench(_ bench: URL, model: URL, prompt: Int, threads: Int, repetitions: Int) throws -> Benchmark.Rate {
        let process = Process()
        process.executableURL = bench
        process.arguments = ["-m", model.path, "-t", "\(threads)", "-p", "\(prompt)", "-n", "0", "-embd", "1", "-r", "\(repetitions)", "-o", "json"]
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
            var samples_ts: [Double]
        }
        guard let entry = try JSONDecoder().decode([Entry].self, from: data).first(where: { $0.n_prompt > 0 }) else {
            throw HearthError(.backendFailure, "llama-bench printed no prompt result")
        }
        return Benchmark.Rate(entry.samples_ts)
    }
}
