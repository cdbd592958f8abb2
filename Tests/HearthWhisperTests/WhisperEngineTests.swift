import Foundation
import HearthCore
import HearthLlama
import HearthTesting
@testable import HearthWhisper
import Synchronization
import Testing

/// The real tiny.en model and Silero VAD, loaded once for the suite.
enum Speech {
    static let engine = Task { try await WhisperEngine.load(modelAt: TestSpeech.whisperTiny) }
    static let vad = Task { try await SileroVoiceActivity.load(modelAt: TestSpeech.sileroVAD) }

    static func streamer() async throws -> UtteranceStreamer {
        UtteranceStreamer(transcriber: try await engine.value, voiceActivity: try await vad.value)
    }
}

let jfkReference = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."

@Suite(.serialized) struct WhisperEngineTests {
    @Test func transcribesJFK() async throws {
        let engine = try await Speech.engine.value
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        let transcript = try await engine.transcribe(audio, options: TranscriptionOptions())
        let wer = WordErrorCount(hypothesis: transcript.text, reference: jfkReference)
        #expect(wer.errors == 0, "got: \(transcript.text)")
        #expect(transcript.confidence > 0.5 && transcript.confidence <= 1)
        #expect(transcript.tokenCount >= 20)
        #expect(abs(transcript.audioSeconds - 11.0) < 0.1)
    }

    @Test func confidenceIsLowerForNoiseThanForSpeech() async throws {
        let engine = try await Speech.engine.value
        var generator = SplitMix64(seed: 7)
        let noise = PCMAudio(samples: (0..<32_000).map { _ in Float(generator.nextUnit() * 0.6 - 0.3) })
        let speech = try await engine.transcribe(try WAVDecoder.decode(contentsOf: TestSpeech.jfk), options: TranscriptionOptions())
        let fromNoise = try await engine.transcribe(noise, options: TranscriptionOptions())
        #expect(fromNoise.confidence < speech.confidence, "noise gave \(fromNoise.text) at \(fromNoise.confidence)")
    }

    @Test func cancelledTaskStopsWithCancelledError() async throws {
        let engine = try await Speech.engine.value
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        let task = Task { try await engine.transcribe(audio, options: TranscriptionOptions(fitEncoderToAudio: false)) }
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("a cancelled transcription returned a result")
        } catch let error as HearthError {
            #expect(error.code == .cancelled)
        }
    }

    @Test func rejectsAFileThatIsNotAModel() async throws {
        let dir = try TemporaryDirectory()
        let bogus = try dir.file("bogus.bin", contents: Data("not a model".utf8))
        await #expect(throws: HearthError.self) { _ = try await WhisperEngine.load(modelAt: bogus) }
        await #expect(throws: HearthError.self) { _ = try await WhisperEngine.load(modelAt: dir.url.appendingPathComponent("missing.bin")) }
    }

    /// One ggml in the process: both engines load and run side by side.
    @Test func llamaAndWhisperShareTheProcess() async throws {
        let llama = try await LlamaEngine.load(modelAt: TestModels.defaultModel)
        let whisper = try await Speech.engine.value
        var options = GenerationOptions.greedy
        options.maxTokens = 8
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        async let text = llama.complete(GenerationRequest(prompt: .chat([.user("Say hello.")]), options: options))
        async let transcript = whisper.transcribe(audio, options: TranscriptionOptions())
        let (generated, heard) = try await (text, transcript)
        #expect(!generated.text.isEmpty)
        #expect(WordErrorCount(hypothesis: heard.text, reference: jfkReference).errors == 0)
    }

    @Test func loopRuleSparesShortQuestionsAndCatchesRepeats() {
        // "Have I got any mail from him?" in 1.3 s: 8 distinct tokens, not a loop.
        #expect(!WhisperHandle.looksLikeALoop(Array(0..<8), seconds: 1.3))
        // A short clip decoded on to its token bound (16 + 8 per second) is one.
        #expect(WhisperHandle.looksLikeALoop(Array(0..<26), seconds: 1.3))
        // "… time time time …": few distinct tokens repeated.
        #expect(WhisperHandle.looksLikeALoop(Array(0..<12) + [Int32](repeating: 99, count: 28), seconds: 3.2))
        // Ordinary speech over 2 s at ~4 tokens a second is not.
        #expect(!WhisperHandle.looksLikeALoop(Array(0..<14), seconds: 3.4))
    }

    @Test func loopWatchFindsRepeatsNotSpeech() {
        // "at 7.0.0.0": ".0" said three times; the text keeps "at 7.0".
        #expect(LoopWatch.loopStart([5, 7, 1, 0, 1, 0, 1, 0]) == 4)
        // "time time time time": one token four times; kept once.
        #expect(LoopWatch.loopStart([3, 4, 9, 9, 9, 9]) == 3)
        // A sentence of eight tokens said three times.
        #expect(LoopWatch.loopStart(Array(0..<8) + Array(0..<8) + Array(0..<8)) == 8)
        // Not loops: a word said three times, a phrase twice, ordinary speech, too few tokens.
        #expect(LoopWatch.loopStart([3, 9, 9, 9]) == nil)
        #expect(LoopWatch.loopStart([1, 2, 3, 1, 2, 3]) == nil)
        #expect(LoopWatch.loopStart(Array(0..<30)) == nil)
        #expect(LoopWatch.loopStart([]) == nil)
    }

    /// On the real model: a pass whose words repeat stops at the third round and keeps the first;
    /// the engine then transcribes the next clip as before (the stop leaves no error behind).
    @Test func passStopsWhereItsWordsRepeat() async throws {
        let engine = try await Speech.engine.value
        let dir = try TemporaryDirectory()
        let audio = try WAVDecoder.decode(contentsOf: try TestSpeech.synthesize("no no no no no no no no no no", into: dir.url))
        let runOn = try await engine.transcribe(audio, options: TranscriptionOptions(retriesLoops: false, stopsLoops: false))
        let stopped = try await engine.transcribe(audio, options: TranscriptionOptions(retriesLoops: false))
        #expect(runOn.tokenCount >= 8, "without the stop: \(runOn.text)")
        #expect(stopped.tokenCount < runOn.tokenCount && stopped.tokenCount <= 4, "with the stop: \(stopped.text)")
        #expect(!stopped.text.isEmpty && stopped.confidence > 0)
        let jfk = try await engine.transcribe(try WAVDecoder.decode(contentsOf: TestSpeech.jfk), options: TranscriptionOptions())
        #expect(WordErrorCount(hypothesis: jfk.text, reference: jfkReference).errors == 0)
    }

    @Test func vadFindsSpeechInJFKAndNoneInSilence() async throws {
        let vad = try await Speech.vad.value
        await vad.reset()
        let silence = try await vad.speechProbabilities([Float](repeating: 0, count: 16_000))
        #expect(silence.count == 16_000 / 512)
        #expect(silence.allSatisfy { $0 < 0.5 })
        await vad.reset()
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        let speech = try await vad.speechProbabilities(audio.samples)
        #expect(Double(speech.filter { $0 >= 0.5 }.count) / Double(speech.count) > 0.5)
    }
}

@Suite(.serialized) struct StreamingTests {
    @Test func jfkPlayedInRealTimeGivesPartialsThenTheFinalTranscript() async throws {
        let streamer = try await Speech.streamer()
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        let clock = ImmediateClock()
        let chunks = AudioChunks(audio.samples, chunkSize: 1_600, clock: clock)
        var partials: [(text: String, stable: Int, at: Double)] = []
        var finals: [Transcript] = []
        for try await event in streamer.events(from: chunks) {
            switch event {
            case .partial(let text, let stable, let at): partials.append((text, stable, at))
            case .final(let transcript, _): finals.append(transcript)
            }
        }
        // The clock was asked to pace the whole clip, in 100 ms steps.
        #expect(abs(Double(clock.slept.components.seconds) - 11) <= 1)
        #expect(partials.count >= 10)
        for (a, b) in zip(partials, partials.dropFirst()) where b.at > a.at {
            #expect(b.at - a.at >= 0.2499)
        }
        #expect(partials.contains { $0.stable > 0 })
        let all = finals.map(\.text).joined(separator: " ")
        #expect(WordErrorCount(hypothesis: all, reference: jfkReference).rate < 0.15, "got: \(all)")
        #expect(finals.allSatisfy { $0.confidence > 0.3 })
    }

    @Test func liveStreamingTakesTheFinalFromTheClosingPartial() async throws {
        let engine = try await Speech.engine.value
        let counting = CountingTranscriber(engine: engine)
        let streamer = UtteranceStreamer(transcriber: counting, voiceActivity: try await Speech.vad.value, configuration: .live)
        let dir = try TemporaryDirectory()
        let command = "remind me to call mom tomorrow at five p m"
        let audio = try WAVDecoder.decode(contentsOf: try TestSpeech.synthesize(command, into: dir.url))
        // Half a second of silence after the speech: the utterance closes inside the clip.
        let samples = audio.samples + [Float](repeating: 0, count: PCMAudio.sampleRate / 2)
        var events: [SpeechEvent] = []
        // Played in real time, as a live stream is heard (regular passes run alongside the audio).
        for try await event in streamer.events(from: AudioChunks(samples, chunkSize: 1_600, clock: ContinuousClock())) { events.append(event) }
        guard case .final(let final, _) = events.last, events.count >= 2, case .partial(let closing, let stable, _) = events[events.count - 2] else {
            Issue.record("expected partials then a final: \(events)")
            return
        }
        // The closing partial, made in the silence, is the final: every word stable, no pass at the close.
        #expect(final.text == closing)
        #expect(stable == closing.split(separator: " ").count)
        let partials = events.filter { if case .partial = $0 { true } else { false } }.count
        // Every pass that was not stopped gave a partial, except perhaps one: a regular pass that
        // finished just as the closing partial stopped it (its result is then ignored, but
        // whisper.cpp never saw the stop). One pass runs at a time, so there is at most one.
        let unstopped = await counting.calls - counting.stopped
        #expect(unstopped == partials || unstopped == partials + 1, "\(unstopped) passes not stopped, \(partials) partials")
        // Only the closing pass, which became the final, may decode a loop again; the regular
        // partials before it may not.
        let retries = await counting.retriesLoops
        #expect(retries.last == true)
        #expect(retries.dropLast().contains(false), "\(retries)")
        let heard = TranscriptNormalizer.normalize(final.text)
        let expected = ["remind me to call mom tomorrow at 5 p m", "remind me to call mom tomorrow at 5pm", "remind me to call mom tomorrow at five p m"]
        #expect(expected.contains(heard), "heard: \(heard)")
        #expect(final.confidence > 0.3)
    }

    @Test func closingPartialDoesNotWaitForAStaleRegularPass() async throws {
        // Regular partial passes that take 20 s (a host far slower than the speaker): the first
        // one is still running when the speech stops. The closing partial stops it instead of
        // queueing behind it, and the decision-ready final arrives right after the silence.
        let slow = SlowRegularPasses(engine: try await Speech.engine.value, delay: .seconds(20))
        let streamer = UtteranceStreamer(transcriber: slow, voiceActivity: try await Speech.vad.value, configuration: .live)
        let dir = try TemporaryDirectory()
        let audio = try WAVDecoder.decode(contentsOf: try TestSpeech.synthesize("add milk to the shopping list note", into: dir.url))
        let samples = audio.samples + [Float](repeating: 0, count: PCMAudio.sampleRate / 2)
        let clock = ContinuousClock()
        let start = clock.now
        var final: (text: String, wall: Double, at: Double)?
        for try await event in streamer.events(from: AudioChunks(samples, chunkSize: 1_600, clock: clock)) {
            if case .final(let transcript, let at) = event {
                let wall = start.duration(to: clock.now)
                final = (transcript.text, wall.seconds, at)
            }
        }
        guard let final else {
            Issue.record("no final transcript")
            return
        }
        #expect(await slow.stopped >= 1)
        #expect(await slow.started >= 1)
        // Whisper tiny.en on a short command takes about a second, and 3.4 s once on a two-core
        // host running the whole suite in parallel; waiting for the stale pass would take 20 s.
        // The bound sits between the two, far from both.
        #expect(final.wall - final.at < 10, "final \(final.wall - final.at) s after the utterance closed")
        #expect(TranscriptNormalizer.normalize(final.text).contains("milk"), "heard: \(final.text)")
    }

    @Test func sourceIsReadOnlyAFewChunksAheadOfASlowPass() async throws {
        // A file read far faster than it is transcribed (every regular pass held back 2 s): while
        // a pass runs, the stream reads at most `chunksAhead` chunks past the audio it handled,
        // instead of copying the whole source into its inbox.
        let dir = try TemporaryDirectory()
        let audio = try WAVDecoder.decode(contentsOf: try TestSpeech.synthesize("add milk to the shopping list note", into: dir.url))
        let samples = audio.samples + [Float](repeating: 0, count: PCMAudio.sampleRate * 6)
        let source = CountingChunks(chunks: AudioChunks(samples, chunkSize: 1_600))
        // Chunks read when each held-back pass ends: the stream is waiting on it then.
        let slow = SlowRegularPasses(engine: try await Speech.engine.value, delay: .seconds(2), probe: { source.pulled })
        var configuration = StreamingConfiguration()
        configuration.partialIntervalSeconds = 1 // a few held-back passes, not a dozen
        let streamer = UtteranceStreamer(transcriber: slow, voiceActivity: try await Speech.vad.value, configuration: configuration)
        for try await _ in streamer.events(from: source) {}
        let probed = await slow.probed
        #expect(!probed.isEmpty)
        // A pass transcribes the utterance so far, whole chunks from the start of the speech (less
        // the pre-roll), so the chunks handled when it started are at most its own chunks plus
        // those before the clip's first sound.
        let leading = Int((Double(samples.firstIndex { abs($0) >= 0.01 } ?? 0) / 1_600).rounded(.up))
        let total = (samples.count + 1_599) / 1_600
        for (read, passSamples) in probed {
            let handled = passSamples / 1_600 + leading
            #expect(total > handled + UtteranceStreamer.chunksAhead + 20)
            // Plus the one chunk the reader holds while it waits.
            #expect(read <= handled + UtteranceStreamer.chunksAhead + 1, "\(read) chunks read, at most \(handled) handled")
        }
        #expect(source.pulled == total)
    }

    @Test func silenceAndQuietNoiseGiveNoUtterance() async throws {
        let streamer = try await Speech.streamer()
        var generator = SplitMix64(seed: 3)
        let quiet = (0..<48_000).map { _ in Float(generator.nextUnit() * 0.002 - 0.001) }
        let silent = [Float](repeating: 0, count: 48_000)
        for samples in [silent, quiet] {
            var events: [SpeechEvent] = []
            for try await event in streamer.events(from: AudioChunks(samples, chunkSize: 1_600)) { events.append(event) }
            #expect(events.isEmpty)
        }
    }

    @Test func espeakCommandIsTranscribedCorrectly() async throws {
        let dir = try TemporaryDirectory()
        let command = "remind me to call mom tomorrow at five p m"
        let wav = try TestSpeech.synthesize(command, into: dir.url)
        let audio = try WAVDecoder.decode(contentsOf: wav) // 22.05 kHz: resampled
        let finals = try await Speech.streamer().finalTranscripts(of: audio)
        let heard = TranscriptNormalizer.normalize(finals.map(\.text).joined(separator: " "))
        // Whisper writes the time as digits ("5 p.m." or "5pm"); the words must match exactly.
        let expected = ["remind me to call mom tomorrow at 5 p m", "remind me to call mom tomorrow at 5pm", "remind me to call mom tomorrow at five p m"]
        #expect(expected.contains(heard), "heard: \(heard)")
    }

    @Test func pocketsphinxClipsHaveLowWordErrorRate() async throws {
        let engine = try await Speech.engine.value
        var total = WordErrorCount(errors: 0, referenceWords: 0)
        for clip in try TestSpeech.pocketsphinxClips() {
            let transcript = try await engine.transcribe(try WAVDecoder.decode(contentsOf: clip.url), options: TranscriptionOptions())
            let wer = WordErrorCount(hypothesis: transcript.text, reference: clip.reference)
            print("WER \(clip.url.lastPathComponent) \(wer.errors)/\(wer.referenceWords) hyp=\(transcript.text)")
            total = total + wer
        }
        #expect(total.referenceWords > 60)
        #expect(total.rate < 0.2, "overall WER \(total.rate)")
    }
}


/// The real engine, counting its passes and noting whether each may retry a loop.
actor CountingTranscriber: Transcribing {
    let engine: WhisperEngine
    /// Per pass, in order: whether it could decode a loop again.
    private(set) var retriesLoops: [Bool] = []
    /// Passes the streamer stopped (cancelled) before they finished.
    private(set) var stopped = 0
    var calls: Int { retriesLoops.count }

    init(engine: WhisperEngine) { self.engine = engine }

    func transcribe(_ audio: PCMAudio, options: TranscriptionOptions) async throws(HearthError) -> Transcript {
        retriesLoops.append(options.retriesLoops)
        do {
            return try await engine.transcribe(audio, options: options)
        } catch {
            if error.code == .cancelled { stopped += 1 }
            throw error
        }
    }
}

/// The real engine, with every regular partial pass (one that may not retry a loop) held back by
/// `delay` first, as on a host far slower than the speaker.
actor SlowRegularPasses: Transcribing {
    let engine: WhisperEngine
    let delay: Duration
    /// Read when each held-back pass ends (before it transcribes), into `probed` with the
    /// number of samples the pass transcribes.
    let probe: (@Sendable () -> Int)?
    /// Regular passes started, and those stopped (cancelled) before they finished.
    private(set) var started = 0
    private(set) var stopped = 0
    private(set) var probed: [(read: Int, samples: Int)] = []

    init(engine: WhisperEngine, delay: Duration, probe: (@Sendable () -> Int)? = nil) {
        self.engine = engine
        self.delay = delay
        self.probe = probe
    }

    func transcribe(_ audio: PCMAudio, options: TranscriptionOptions) async throws(HearthError) -> Transcript {
        if !options.retriesLoops {
            started += 1
            do {
                try await Task.sleep(for: delay)
            } catch {
                stopped += 1
                throw HearthError(.cancelled, "the pass was stopped")
            }
            if let probe { probed.append((probe(), audio.samples.count)) }
        }
        return try await engine.transcribe(audio, options: options)
    }
}

/// Chunks from `chunks`, counting how many were read.
struct CountingChunks: AsyncSequence, Sendable {
    typealias Element = [Float]

    final class Counter: Sendable {
        let value = Mutex(0)
    }

    let chunks: AudioChunks
    private let counter = Counter()

    init(chunks: AudioChunks) { self.chunks = chunks }

    /// Chunks read so far.
    var pulled: Int { counter.value.withLock { $0 } }

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: AudioChunks.AsyncIterator
        let counter: Counter

        mutating func next() async throws -> [Float]? {
            guard let chunk = try await base.next() else { return nil }
            counter.value.withLock { $0 += 1 }
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: chunks.makeAsyncIterator(), counter: counter) }
}
