import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth soak`: generate without pause for a while under the live governor and record
/// tokens/s over time with the tier of each answer. A benchmark, not a test: run it on an idle
/// machine.
struct Soak: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate for a fixed time under the governor, recording tokens/s over time and the tiers passed through.",
        discussion: "Default 600 s. HEARTH_PROBE_SCRIPT=file.json replays a probe script, one step per answer."
    )

    @Option(help: "How long to run, in seconds.")
    var seconds: Double = 600

    @Option(name: .customLong("answer-tokens"), help: "Tokens per answer (end-of-generation is ignored).")
    var answerTokens = 128

    @Option(help: "Also write one JSON line per answer to this file.")
    var output: String?

    @OptionGroup var model: ModelOptions

    struct Sample: Codable {
        var elapsedSeconds: Double
        var tokens: Int
        var tokensPerSecond: Double
        var decodeTokensPerSecond: Double
        var tier: String
        var delaySeconds: Double
        var thermal: String
        var celsius: Double?
        var backend: String
    }

    func validate() throws {
        guard seconds > 0, answerTokens >= 1 else { throw ValidationError("--seconds must be above 0 and --answer-tokens at least 1") }
    }

    func run() async throws {
        let setup = try GovernorSetup.make()
        let governor = setup.governor
        let fastURL = try model.modelURL()
        let models = LocalModels(fast: fastURL, deep: nil, configuration: model.configuration(), governor: governor)
        models.registerWithGovernor()
        let chain = FallbackChain(governor: governor, local: models)
        let poller = await setup.start()
        defer { poller?.cancel() }
        var sink: FileHandle?
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output) else {
                throw HearthError(.io, "cannot write \(output)")
            }
            sink = handle
        }
        var options = GenerationOptions.greedy
        options.maxTokens = answerTokens
        options.ignoreEndOfGeneration = true
        let prompts = ["Tell me a long story about a lighthouse keeper.", "Explain how bread is made, step by step.", "Describe a walk through a forest in autumn."]
        let clock = ContinuousClock()
        let start = clock.now
        var samples: [Sample] = []
        printStderr("soak: \(Int(seconds)) s, \(answerTokens)-token answers on \(fastURL.lastPathComponent)")
        Terminal.write("   t(s)  tokens   tok/s  decode tok/s  tier      delay(s)  thermal\n")
        while (clock.now - start) < .seconds(seconds) {
            if let script = setup.script, !samples.isEmpty {
                script.advance()
                await governor.poll()
            }
            let answerStart = clock.now
            let request = GenerationRequest(prompt: .chat([.user(prompts[samples.count % prompts.count])]), options: options)
            let summary = try await chain.complete(request)
            let elapsed = (clock.now - answerStart)
            let wall = elapsed.seconds
            let state = governor.state
            let sample = Sample(
                elapsedSeconds: (clock.now - start).seconds, tokens: summary.metrics.completionTokens,
                tokensPerSecond: Double(summary.metrics.completionTokens) / max(wall, 1e-9),
                decodeTokensPerSecond: summary.metrics.decodeTokensPerSecond,
                tier: (summary.governance?.tier ?? state.tier).rawValue, delaySeconds: summary.governance?.delaySeconds ?? 0,
                thermal: state.thermal.state.rawValue, celsius: state.thermal.celsius, backend: summary.metrics.backend
            )
            samples.append(sample)
            Terminal.write(String(format: "%7.1f  %6d  %6.1f  %12.1f  %@  %8.2f  %@\n",
                                  sample.elapsedSeconds, sample.tokens, sample.tokensPerSecond, sample.decodeTokensPerSecond,
                                  sample.tier.padded(to: 8), sample.delaySeconds, sample.thermal + (sample.celsius.map { String(format: " %.0f °C", $0) } ?? "")))
            sink?.write(Data((try JSONOutput.encode(sample) + "\n").utf8))
        }
        try? sink?.close()
        Terminal.write("summary by tier:\n")
        for tier in ServiceTier.allCases {
            let rows = samples.filter { $0.tier == tier.rawValue }
            guard !rows.isEmpty else { continue }
            let tokens = rows.reduce(0) { $0 + $1.tokens }
            let rate = rows.reduce(0) { $0 + $1.tokensPerSecond } / Double(rows.count)
            Terminal.write(String(format: "  %@  %3d answers  %6d tokens  mean %.1f tok/s\n", tier.rawValue.padded(to: 8), rows.count, tokens, rate))
        }
    }
}
