import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth listen FILE.wav|-`: streaming transcription with partials and end-of-speech.
struct Listen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Transcribe speech from a WAV file or stdin, showing partial transcripts as they form.",
        discussion: """
        FILE is a WAV file (any rate, channels, 8/16/24/32-bit or float: converted to 16 kHz mono),
        or - for stdin: a WAV stream, or raw 16 kHz mono signed 16-bit little-endian PCM.
        Each utterance ends at 300 ms of silence; its final transcript is printed with the ASR
        confidence (length-normalised token probability, 0-1).
        With --command each final transcript, normalised, goes to the voice-command pipeline as
        `hearth command` would take it, with the ASR confidence fused in: it runs, asks on the
        terminal ([y/N/edit]), offers alternatives, or asks to rephrase, as the gates decide.
        """
    )

    @Argument(help: "A WAV file, or - for stdin.")
    var input: String

    @Option(name: .shortAndLong, help: "Whisper model: a name in the model store (tiny.en) or a path.")
    var model: String?

    @Flag(help: "Play a file at real-time pace (as if spoken now).")
    var realtime = false

    @Flag(help: "Hand each final transcript to the voice-command pipeline.")
    var command = false

    @Option(name: .customLong("command-model"), help: "With --command: the intent model (default: qwen2.5-coder-0.5b).")
    var commandModel: String?

    @Option(help: "With --command: the reference time, ISO 8601 with offset (default: now).")
    var now: String?

    @Option(help: "With --command: the time zone, e.g. Europe/Berlin (default: this machine's).")
    var timezone: String?

    @Option(name: .shortAndLong, help: "Threads (default: all cores).")
    var threads: Int?

    @Flag(help: "Show whisper.cpp's log.")
    var verbose = false

    func validate() throws {
        if !command, commandModel != nil || now != nil || timezone != nil {
            throw ValidationError("--command-model, --now and --timezone only apply with --command")
        }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() async throws {
        let (reference, zone) = try VoiceOptions.reference(now: now, timezone: timezone)
        let source = try await ListenSource.open(input, realtime: realtime)
        let governed = try await GovernorSetup.make().governor.poll()
        let speech = try await SpeechRuntime.load(model: model, threads: threads ?? 0, verbose: verbose, tier: governed.tier)
        if let substitution = speech.substitution { printStderr("(\(substitution))") }
        var voice: VoiceRuntime?
        if command {
            let paths = HearthPaths.standard()
            let url = try ModelLocator(paths: paths).locate(commandModel ?? VoiceRuntime.defaultModelName)
            var llama = LlamaConfiguration()
            if let threads { llama.threads = threads }
            voice = try await VoiceRuntime.load(paths: paths, model: url, llama: llama)
        }
        let tty = isatty(STDOUT_FILENO) == 1
        var showing = false
        var count = 0
        var early = voice.map { EarlyUnderstanding(parser: $0.parser) }
        // Serious heat or power saving: the model does not work on every partial while the
        // person talks, only on those whose words held still (the closing one among them).
        let readsEveryPartial = governed.policy.readsEveryPartial
        if early != nil, !readsEveryPartial {
            for line in governed.explanation where line.contains("voice partials") { printStderr("(\(line))") }
        }
        // Live audio (stdin, or a file played at real-time pace): partials never fall behind the
        // speaker, and the final is the closing partial when the speech stopped.
        let streaming: StreamingConfiguration = realtime || input == "-" ? .live : StreamingConfiguration()
        for try await event in speech.streamer(configuration: streaming).events(from: source) {
            switch event {
            case .partial(let text, let stable, _):
                if tty {
                    Terminal.write("\r\u{1B}[K… \(text)")
                    showing = true
                } else {
                    Terminal.write("partial: \(text)\n")
                }
                // Understanding starts on every partial (after it is shown): when the final says
                // the same words it needs no model call, and when it says more only the new words
                // are read.
                guard readsEveryPartial || stable == text.split(separator: " ").count else { continue }
                try await early?.hear(TranscriptNormalizer.normalize(text))
            case .final(let transcript, _):
                count += 1
                if showing { Terminal.write("\r\u{1B}[K") }
                showing = false
                Terminal.write(String(format: "final: %@ (confidence %.2f)\n", transcript.text, transcript.confidence))
                if let voice {
                    let text = TranscriptNormalizer.normalize(transcript.text)
                    Terminal.write("command: \(text)\n")
                    guard !text.isEmpty else { continue }
                    // A live stream has no fixed reference time: each utterance is "now" when heard.
                    guard let understanding = try await early?.finish(text, asrConfidence: transcript.confidence,
                                                                      reference: now == nil ? Date() : reference, timeZone: zone) else { continue }
                    try VoiceFlow.respond(to: understanding, voice: voice, now: now == nil ? Date() : reference)
                }
            }
        }
        if showing { Terminal.write("\n") }
        if count == 0 { printStderr("hearth: no speech detected") }
    }
}

/// Audio chunks from a file or stdin.
enum ListenSource {
    static func open(_ input: String, realtime: Bool) async throws(HearthError) -> AsyncThrowingStream<[Float], any Error> {
        let chunk = PCMAudio.sampleRate / 10
        if input != "-" {
            let audio = try WAVDecoder.decode(contentsOf: URL(fileURLWithPath: input))
            let chunks = realtime
                ? AudioChunks(audio.samples, chunkSize: chunk, clock: ContinuousClock())
                : AudioChunks(audio.samples, chunkSize: chunk)
            return AsyncThrowingStream { continuation in
                let task = Task {
                    do {
                        for try await piece in chunks { continuation.yield(piece) }
                        continuation.finish()
                    } catch { continuation.finish(throwing: error) }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
        // stdin: read on a plain thread (blocking reads must not sit on the cooperative pool).
        let (stream, continuation) = AsyncThrowingStream<[Float], any Error>.makeStream()
        let thread = Thread {
            let stdin = FileHandle.standardInput
            let head = stdin.readData(ofLength: 12)
            if head.count >= 4, head.prefix(4) == Data("RIFF".utf8) {
                let rest = stdin.readDataToEndOfFile()
                do {
                    let audio = try WAVDecoder.decode(head + rest, name: "stdin")
                    var offset = 0
                    while offset < audio.samples.count {
                        let end = min(offset + chunk, audio.samples.count)
                        continuation.yield(Array(audio.samples[offset..<end]))
                        offset = end
                    }
                    continuation.finish()
                } catch { continuation.finish(throwing: error) }
                return
            }
            // Raw s16le 16 kHz mono.
            var pending = head
            while true {
                let data = stdin.readData(ofLength: chunk * 2)
                pending += data
                let whole = pending.count / 2 * 2
                if whole > 0 {
                    let samples = pending.prefix(whole).withUnsafeBytes { raw in
                        (0..<whole / 2).map { Float(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self))) / 32_768 }
                    }
                    pending = Data(pending.dropFirst(whole))
                    continuation.yield(samples)
                }
                if data.isEmpty { break }
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }
}
