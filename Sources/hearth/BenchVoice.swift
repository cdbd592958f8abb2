import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth bench-voice FILE.jsonl`: text → decision latency in milliseconds and in decode steps of
/// the same model, with llama-bench's decode speed measured in the same run.
struct BenchVoice: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-voice",
        abstract: "Text → decision latency of voice commands, in ms and in decode steps of the same model (llama-bench tg in the same run)."
    )

    @Argument(help: "Labelled examples (JSONL) to time, e.g. Tests/Data/voice/nlu-dev.jsonl.")
    var file: String

    @Option(help: "Only examples of this split.")
    var split: String?

    @Option(help: "Only the first N examples.")
    var limit: Int?

    @Option(help: "Timed passes over the examples (after one warm-up pass).")
    var repetitions: Int = 2

    @Option(name: .customLong("llama-bench"), help: "Path of llama-bench (default: the set-up's).")
    var llamaBench: String?

    @Option(help: "Also time this many spoken commands end to end: the in-domain examples' words, synthesized with espeak-ng, streamed to Whisper in real time, understood at the end of the utterance (commands under 5 s).")
    var spoken: Int = 0

    @Flag(name: .customLong("no-early"), help: "With --spoken: do not read partial transcripts before the final one.")
    var noEarly = false

    @Option(name: .customLong("closing-silence"), parsing: .upToNextOption,
            help: "With --spoken: seconds of silence before the closing partial (several values: each command is streamed once per value, in turn, and the differences are paired; default: the live setting).")
    var closingSilence: [Double] = []

    @OptionGroup var modelOptions: VoiceModelOptions

    func validate() throws {
        if repetitions < 1 { throw ValidationError("--repetitions must be at least 1") }
        if closingSilence.contains(where: { !($0 > 0 && $0 < StreamingConfiguration.live.endOfSpeechSilenceSeconds) }) {
            throw ValidationError("--closing-silence must be above 0 and below the \(StreamingConfiguration.live.endOfSpeechSilenceSeconds) s that closes an utterance")
        }
    }

    func run() async throws {
        let examples = try VoiceEvalSupport.examples(file, split: split, limit: limit)
        let paths = HearthPaths.standard()
        let model = try modelOptions.modelURL()
        let threads = modelOptions.threads ?? ProcessInfo.processInfo.activeProcessorCount
        // llama.cpp's own decode speed on this model, now, on these threads.
        var reference = Benchmark.Configuration(model: model, threads: threads,
                                                llamaBench: llamaBench.map { URL(fileURLWithPath: $0) } ?? Benchmark.locateLlamaBench())
        reference.promptTokens = 16
        reference.generateTokens = 64
        reference.repetitions = 3
        let speed = try await Benchmark(configuration: reference).run { printStderr($0) }
        guard let decode = speed.referenceDecode?.mean, decode > 0 else {
            throw ValidationError("llama-bench gave no decode speed: \(speed.referenceError ?? "unknown")")
        }
        var llama = modelOptions.configuration()
        llama.threads = threads
        let voice = try await VoiceRuntime.load(paths: paths, model: model, llama: llama)
        var first: Double = 0
        var timings: [Double] = []
        var evaluated: [Int] = []
        for pass in 0...repetitions {
            for (index, example) in examples.enumerated() {
                let (reference, zone) = try example.clock(index)
                let start = ContinuousClock.now
                let understanding = try await voice.parser.understand(example.utterance, reference: reference, timeZone: zone)
                let seconds = (ContinuousClock.now - start).seconds
                if pass == 0 && index == 0 { first = seconds }
                if pass > 0 {
                    timings.append(seconds)
                    evaluated.append(understanding.evaluatedPromptTokens)
                }
            }
        }
        let sorted = timings.sorted()
        func quantile(_ p: Double) -> Double { Self.quantile(sorted, p) }
        let step = 1 / decode
        print("model \(model.lastPathComponent) · \(threads) threads · \(examples.count) commands × \(repetitions) passes")
        print(String(format: "llama-bench tg%d: %.1f tok/s (one decode step %.1f ms); Hearth's own decode %.1f tok/s",
                     reference.generateTokens, decode, step * 1000, speed.hearthDecode.mean))
        print(String(format: "text → decision: p50 %.0f ms (%.1f decode steps) · p95 %.0f ms (%.1f decode steps) · max %.0f ms",
                     quantile(0.5) * 1000, quantile(0.5) / step, quantile(0.95) * 1000, quantile(0.95) / step, (sorted.last ?? 0) * 1000))
        print(String(format: "one model call per command; prompt tokens evaluated per command mean %.1f, p95 %d; the first command (fixed prompt into the KV cache) %.0f ms",
                     Double(evaluated.reduce(0, +)) / Double(max(1, evaluated.count)),
                     evaluated.sorted()[min(evaluated.count - 1, Int(0.95 * Double(evaluated.count - 1)))], first * 1000))
        if spoken > 0 { try await timeSpoken(examples, voice: voice, step: step, threads: threads) }
    }

    /// End of speech → decision: the final transcript's latency after the utterance closed (as
    /// `hearth bench-speech` measures it, after the closing silence) plus understanding it.
    /// With several `--closing-silence` values each command is streamed once per value, in turn.
    func timeSpoken(_ examples: [LabelledExample], voice: VoiceRuntime, step: Double, threads: Int) async throws {
        let speech = try await SpeechRuntime.load(paths: .standard(), threads: threads)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-bench-voice-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let variants: [StreamingConfiguration] = closingSilence.isEmpty ? [.live] : closingSilence.map {
            var configuration = StreamingConfiguration.live
            configuration.closingPartialSilenceSeconds = $0
            return configuration
        }
        var runs = [SpokenRuns](repeating: SpokenRuns(), count: variants.count)
        var timed = 0
        for example in examples where example.intent != "none" && example.source != "asr" {
            guard timed < spoken, let reference = example.referenceDate, let zone = TimeZone(identifier: example.timezone) else { continue }
            let wav = folder.appendingPathComponent("\(timed).wav")
            try Say.espeak(example.utterance, rate: 170, output: wav.path)
            let audio = try WAVDecoder.decode(contentsOf: wav)
            guard audio.seconds < 5 else { continue }
            timed += 1
            // Each pass starts as the first hearing of the command would: the model's cache holds
            // the fixed prompt and another command (the second pass would otherwise find this
            // command's tokens cached), and the order of the values alternates between commands.
            let order = timed.isMultiple(of: 2) ? Array(variants.indices.reversed()) : Array(variants.indices)
            for index in order {
                _ = try await voice.parser.scoreLabels("what's the weather like")
                try await streamOnce(audio, example: example, configuration: variants[index], speech: speech, voice: voice,
                                     reference: reference, zone: zone, into: &runs[index])
            }
        }
        guard timed > 0 else { return }
        for (index, configuration) in variants.enumerated() {
            let run = runs[index]
            let sorted = run.latencies.sorted()
            func quantile(_ p: Double) -> Double { Self.quantile(sorted, p) }
            let closing = configuration.closingPartialSilenceSeconds.map { String(format: ", closing partial after %.2f s of silence", $0) } ?? ""
            print(String(format: "end of speech → decision (%d spoken commands under 5 s, espeak-ng → Whisper tiny.en, streamed in real time%@%@): p50 %.0f ms (%.1f decode steps) · p95 %.0f ms (%.1f decode steps) · intent right %d/%d · decided from a partial's scores %d",
                         sorted.count, noEarly ? ", partials not read" : ", partials read early", closing,
                         quantile(0.5) * 1000, quantile(0.5) / step, quantile(0.95) * 1000, quantile(0.95) / step,
                         run.right, sorted.count, run.reused))
            // The same decisions from the last word: the person waits for the closing silence too.
            let fromWord = run.fromLastWord.sorted(), waits = run.closedAfterLastWord.sorted()
            print(String(format: "  from the last word (the clip's last sample above -40 dBFS; the utterance closes after %.0f ms of silence, here a median %.0f ms after it): p50 %.0f ms (%.1f decode steps) · p95 %.0f ms (%.1f decode steps)",
                         configuration.endOfSpeechSilenceSeconds * 1000, Self.quantile(waits, 0.5) * 1000,
                         Self.quantile(fromWord, 0.5) * 1000, Self.quantile(fromWord, 0.5) / step,
                         Self.quantile(fromWord, 0.95) * 1000, Self.quantile(fromWord, 0.95) / step))
            guard index > 0 else { continue }
            let differences = zip(run.latencies, runs[0].latencies).map { $0 - $1 }
            let mean = differences.reduce(0, +) / Double(differences.count)
            let variance = differences.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(1, differences.count - 1))
            print(String(format: "  paired against the first value: mean %+.0f ms ± %.0f ms (standard error), %+.1f decode steps",
                         mean * 1000, (variance / Double(differences.count)).squareRoot() * 1000, mean / step))
        }
    }

    /// The value at quantile `p` of non-empty `sorted` values (nearest rank).
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    /// What the spoken commands gave under one streaming configuration.
    struct SpokenRuns {
        /// Decision after the utterance closed.
        var latencies: [Double] = []
        /// Decision after the clip's last word.
        var fromLastWord: [Double] = []
        /// When the utterance closed, after the clip's last word.
        var closedAfterLastWord: [Double] = []
        var right = 0
        var reused = 0
    }

    /// Streams one clip in real time and understands it as `hearth listen --command` does.
    func streamOnce(_ audio: PCMAudio, example: LabelledExample, configuration: StreamingConfiguration, speech: SpeechRuntime,
                    voice: VoiceRuntime, reference: Date, zone: TimeZone, into run: inout SpokenRuns) async throws {
        let lastWord = Self.lastWordSeconds(audio.samples)
        let clock = ContinuousClock()
        let begin = clock.now
        let chunks = AudioChunks(audio.samples, chunkSize: PCMAudio.sampleRate / 10, clock: clock)
        var early = EarlyUnderstanding(parser: voice.parser)
        var lastPartial = (late: 0.0, heard: 0.0)
        for try await event in speech.streamer(configuration: configuration).events(from: chunks) {
            // Every partial is read, as `hearth listen --command` reads them.
            if case .partial(let text, _, let position) = event {
                lastPartial = (begin.duration(to: clock.now).seconds - position, 0)
                if !noEarly {
                    let started = clock.now
                    try await early.hear(TranscriptNormalizer.normalize(text))
                    lastPartial.heard = started.duration(to: clock.now).seconds
                }
            }
            guard case .final(let transcript, let at) = event else { continue }
            let heard = clock.now
            let understanding = try await early.finish(TranscriptNormalizer.normalize(transcript.text), asrConfidence: nil,
                                                       reference: reference, timeZone: zone)
            run.reused += early.reusedPartials
            let decided = begin.duration(to: clock.now).seconds
            run.latencies.append(max(0, decided - at))
            run.fromLastWord.append(max(0, decided - lastWord))
            run.closedAfterLastWord.append(at - lastWord)
            if understanding.intent == example.intent { run.right += 1 }
            printStderr(String(format: "%@ → %@ (%@): transcript %.0f ms + understanding %.0f ms after the utterance closed (last partial %.0f ms behind its audio, read in %.0f ms)",
                               example.utterance, transcript.text, understanding.intent,
                               max(0, begin.duration(to: heard).seconds - at) * 1000, heard.duration(to: clock.now).seconds * 1000,
                               lastPartial.late * 1000, lastPartial.heard * 1000))
            return
        }
        // No final (nothing was heard): counted as no decision, at the clip's length.
        run.latencies.append(audio.seconds)
        run.fromLastWord.append(audio.seconds)
        run.closedAfterLastWord.append(audio.seconds - lastWord)
    }

    /// Where the last word ends: the stream position of the last sample above -40 dBFS (the
    /// synthesized clips end in digital silence).
    static func lastWordSeconds(_ samples: [Float]) -> Double {
        let last = samples.lastIndex { abs($0) >= 0.01 } ?? 0
        return Double(last + 1) / Double(PCMAudio.sampleRate)
    }
}
