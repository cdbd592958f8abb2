import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth bench`: Hearth's prefill and decode speed beside llama-bench's, same model and threads.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure prefill and decode tokens/s against llama.cpp's llama-bench in the same run."
    )

    @OptionGroup var model: ModelOptions

    @Option(name: .customLong("prompt-tokens"), help: "Prompt length for the prefill test (llama-bench -p).")
    var promptTokens = 512

    @Option(name: .customLong("gen-tokens"), help: "Tokens for the decode test (llama-bench -n).")
    var generateTokens = 128

    @Option(name: .shortAndLong, help: "Repetitions after one warm-up.")
    var repetitions = 5

    @Option(name: .customLong("llama-bench"), help: "Path of llama-bench (default: the set-up's).")
    var llamaBench: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard promptTokens >= 1, generateTokens >= 1, repetitions >= 1 else {
            throw ValidationError("--prompt-tokens, --gen-tokens and --repetitions must be at least 1")
        }
    }

    func run() async throws {
        let url = try model.modelURL()
        let threads = model.threads ?? ProcessInfo.processInfo.activeProcessorCount
        var configuration = Benchmark.Configuration(
            model: url, threads: threads,
            llamaBench: llamaBench.map { URL(fileURLWithPath: $0) } ?? Benchmark.locateLlamaBench()
        )
        configuration.promptTokens = promptTokens
        configuration.generateTokens = generateTokens
        configuration.repetitions = repetitions
        let result = try await Benchmark(configuration: configuration).run { printStderr($0) }
        if json {
            Terminal.write(try JSONOutput.encode(result) + "\n")
            return
        }
        func rate(_ r: Benchmark.Rate?) -> String {
            guard let r else { return "n/a" }
            return String(format: "%8.1f ± %5.1f", r.mean, r.standardDeviation)
        }
        func ratio(_ value: Double?) -> String { value.map { String(format: "%.3f×", $0) } ?? "n/a" }
        var lines = [
            "model \(result.model) · \(threads) threads · \(repetitions) repetitions",
            "test      hearth tok/s        llama-bench tok/s   ratio",
            "pp\(promptTokens)".padding(toLength: 8, withPad: " ", startingAt: 0) + "  \(rate(result.hearthPrefill))    \(rate(result.referencePrefill))    \(ratio(result.prefillRatio))",
            "tg\(generateTokens)".padding(toLength: 8, withPad: " ", startingAt: 0) + "  \(rate(result.hearthDecode))    \(rate(result.referenceDecode))    \(ratio(result.decodeRatio))",
        ]
        if let error = result.referenceError { lines.append("reference: \(error)") }
        Terminal.write(lines.joined(separator: "\n") + "\n")
    }
}
