import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth bench-speech`: word error rate, real-time factor and streaming latencies.
struct BenchSpeech: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-speech",
        abstract: "Measure speech: WER on labelled clips, real-time factor, partial and end-of-speech latency.",
        discussion: "Default clips: pocketsphinx 5.1.1 librivox + cards and jfk.wav from the set-up. Run timings on an idle machine."
    )

    @Option(name: .shortAndLong, help: "Whisper model: a name in the model store (tiny.en) or a path.")
    var model: String?

    @Option(help: "Folder with speech/ and jfk.wav (default: the set-up's .deps/prefix/share/hearth).")
    var share: String?

    @Flag(help: "Skip the real-time-paced run (WER and real-time factor only; much faster).")
    var noStreaming = false

    @Flag(help: "Encode the full 30 s window for every clip (whisper.cpp audio_ctx 0) instead of fitting it to the audio.")
    var fullWindow = false

    @Option(name: .shortAndLong, help: "Threads (default: all cores).")
    var threads: Int?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let folder = share.map { URL(fileURLWithPath: $0) } ?? Self.defaultShare()
        let clips = try SpeechBenchmark.standardClips(share: folder)
        let speech = try await SpeechRuntime.load(model: model, threads: threads ?? 0)
        let result = try await SpeechBenchmark(speech: speech, paced: !noStreaming, options: TranscriptionOptions(fitEncoderToAudio: !fullWindow)).run(clips: clips) { printStderr($0) }
        if json {
            Terminal.write(try JSONOutput.encode(result) + "\n")
            return
        }
        func ms(_ value: Double?) -> String { value.map { String(format: "%.0f ms", $0 * 1000) } ?? "n/a" }
        Terminal.write(String(format: "clips %d · overall WER %.1f%% (whole clips), %.1f%% (streamed: VAD utterances) · real-time factor %.3f (whole clips)\n", result.clips.count, result.overallWER * 100, result.streamedWER * 100, result.realTimeFactor))
        if !noStreaming {
            Terminal.write("partial latency p50 \(ms(result.partialLatencyP50)) p95 \(ms(result.partialLatencyP95)) · end-of-speech latency p50 \(ms(result.endOfSpeechLatencyP50)) p95 \(ms(result.endOfSpeechLatencyP95)) (after the 300 ms of silence)\n")
        }
    }

    /// `.deps/prefix/share/hearth` next to the executable's package (…/.build/<triple>/<config>/hearth).
    static func defaultShare() -> URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent(".deps/prefix/share/hearth")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".deps/prefix/share/hearth")
    }
}
