/// What a speech stream reports.
public enum SpeechEvent: Sendable, Hashable {
    /// The current guess for the open utterance. The first `stableWordCount` words did not change
    /// between two guesses at least `stableAfterSeconds` of audio apart, or the guess was made
    /// after the speech stopped (a closing partial, all its words): they are final unless the
    /// person goes on talking.
    case partial(text: String, stableWordCount: Int, audioSeconds: Double)
    /// The utterance closed (end of speech, or the end of the input): its final transcript.
    /// `audioSeconds` is the stream position at which it closed.
    case final(Transcript, audioSeconds: Double)
}

/// Timings of a speech stream, in audio time.
public struct StreamingConfiguration: Sendable, Hashable {
    /// Audio between partial transcripts.
    public var partialIntervalSeconds = 0.25
    /// Words unchanged across partials this far apart are final.
    public var stableAfterSeconds = 0.2
    /// Trailing silence that ends an utterance.
    public var endOfSpeechSilenceSeconds = 0.3
    /// Trailing silence after which the utterance so far is transcribed at once (a closing
    /// partial, whatever the partial interval). When no speech follows before the utterance
    /// closes, that transcript is the final one: the close needs no second pass over the same
    /// speech, so the final arrives as the silence ends instead of a whole pass later. `nil`
    /// (the default) transcribes at the close instead: one pass per utterance, and a file gives
    /// the same finals however it is streamed. ``live`` sets 0.05 s.
    ///
    /// With a closing partial, regular partial passes run alongside the audio (the detector keeps
    /// listening), and one still running when the closing partial is due is stopped: its guess
    /// is stale, and the closing pass would otherwise queue behind it.
    public var closingPartialSilenceSeconds: Double?
    /// Speech probability at or above which a frame counts as speech.
    public var speechThreshold: Float = 0.5
    /// Audio kept before the first speech frame (so the first word is not clipped).
    public var preRollSeconds = 0.3
    /// An utterance longer than this is closed anyway (Whisper sees 30 s at most).
    public var maximumUtteranceSeconds = 28.0
    /// For live input: the largest share of wall-clock time that partial passes may take. A
    /// partial then waits for at least the last pass's duration divided by this share of audio
    /// (0.5: twice as long as the pass took), so the transcriber keeps up with the speaker and
    /// leaves the cores to whatever reads the partials, and the final is not queued behind stale
    /// guesses. `nil` (the default) schedules partials on audio time only, so a file gives the
    /// same events at any pace.
    public var maximumPartialShare: Double?

    /// The defaults: 250 ms partials, 300 ms of silence ends an utterance.
    public init() {}

    /// For a person speaking now (a microphone, or a file played at real-time pace): the final
    /// is the transcript made 50 ms into the closing silence when no speech followed it
    /// (`closingPartialSilenceSeconds`; a regular pass still running then is stopped), and partial
    /// passes take at most half the wall-clock time (`maximumPartialShare`), so the decision is
    /// not queued behind stale guesses.
    public static var live: StreamingConfiguration {
        var configuration = StreamingConfiguration()
        configuration.closingPartialSilenceSeconds = 0.05
        configuration.maximumPartialShare = 0.5
        return configuration
    }
}

/// Turns a stream of audio chunks into partial and final transcripts, using a transcriber for the
/// text and a voice-activity detector for the start and end of speech.
///
/// Everything is measured in audio time (samples received), never on a wall clock, so a file
/// played at any pace gives the same events, except under ``StreamingConfiguration/live``, whose
/// partials follow the wall clock as a person speaking now is heard.
///
/// ```swift
/// let streamer = UtteranceStreamer(transcriber: whisper, voiceActivity: vad)
/// for try await event in streamer.events(from: chunks) { print(event) }
/// ```
public struct UtteranceStreamer: Sendable {
    /// Turns each utterance so far into text.
    public var transcriber: any Transcribing
    /// Finds where speech starts and ends.
    public var voiceActivity: any VoiceActivityDetecting
    /// Partial interval, silence and thresholds.
    public var configuration: StreamingConfiguration
    /// How each transcription runs.
    public var options: TranscriptionOptions

    /// A streamer that transcribes with `transcriber` and finds speech with `voiceActivity`.
    public init(
        transcriber: any Transcribing, voiceActivity: any VoiceActivityDetecting,
        configuration: StreamingConfiguration = StreamingConfiguration(), options: TranscriptionOptions = TranscriptionOptions()
    ) {
        self.transcriber = transcriber
        self.voiceActivity = voiceActivity
        self.configuration = configuration
        self.options = options
    }

    /// At most this many chunks are read from the source before the stream has handled them
    /// (while a pass runs, a file is not read into memory whole).
    public static let chunksAhead = 16

    /// Events for `chunks` (mono 16 kHz samples). Cancelling the consumer stops the work.
    ///
    /// The detector is stateful and reset at the start: run one stream at a time per detector.
    public func events<Chunks: AsyncSequence & Sendable>(from chunks: Chunks) -> AsyncThrowingStream<SpeechEvent, any Error>
    where Chunks.Element == [Float] {
        AsyncThrowingStream { continuation in
            let task = Task {
                // Audio and the results of partial passes running alongside it arrive in one
                // inbox, handled in order: the state is only ever touched here. The feeder reads
                // at most `Self.chunksAhead` chunks ahead of the state (one credit back per chunk
                // handled), so a file read faster than it is transcribed is not copied whole.
                let (inbox, post) = AsyncStream<StreamInput>.makeStream()
                let (credits, grant) = AsyncStream<Void>.makeStream()
                let feeder = Task {
                    var handled = credits.makeAsyncIterator()
                    var ahead = 0
                    do {
                        for try await chunk in chunks {
                            while ahead >= Self.chunksAhead {
                                guard await handled.next() != nil else { return }
                                ahead -= 1
                            }
                            post.yield(.audio(chunk))
                            ahead += 1
                        }
                        post.yield(.end)
                    } catch {
                        post.yield(.failed(error))
                    }
                }
                var state = StreamState(self, post: post)
                do {
                    await voiceActivity.reset()
                    loop: for await input in inbox {
                        try Task.checkCancellation()
                        switch input {
                        case .audio(let chunk):
                            grant.yield()
                            for event in try await state.append(chunk) { continuation.yield(event) }
                        case .pass(let id, let result, let seconds):
                            for event in try state.passFinished(id, result: result, seconds: seconds) { continuation.yield(event) }
                        case .end:
                            for event in try await state.finish() { continuation.yield(event) }
                            break loop
                        case .failed(let error):
                            throw error
                        }
                    }
                    try Task.checkCancellation()
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
                state.stopPass()
                feeder.cancel()
                grant.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Transcribes a whole clip through the same path (for files that are not streamed).
    public func finalTranscripts(of audio: PCMAudio, chunkSeconds: Double = 0.1) async throws -> [Transcript] {
        let size = Swift.max(1, Int(chunkSeconds * Double(PCMAudio.sampleRate)))
        let chunks = AudioChunks(audio.samples, chunkSize: size)
        var out: [Transcript] = []
        for try await event in events(from: chunks) {
            if case .final(let transcript, _) = event { out.append(transcript) }
        }
        return out
    }
}

/// What the stream's state machine handles, in order: audio, the end of it, a failure of the
/// audio source, or a partial pass that ran alongside the audio.
private enum StreamInput: Sendable {
    case audio([Float])
    case end
    case failed(any Error)
    case pass(id: Int, result: Result<Transcript, any Error>, seconds: Double)
}

/// The mutable state of one stream.
private struct StreamState {
    let streamer: UtteranceStreamer
    let config: StreamingConfiguration
    let post: AsyncStream<StreamInput>.Continuation
    let rate = Double(PCMAudio.sampleRate)
    var utterance: [Float] = []
    var vadPending: [Float] = []
    var received = 0
    var speechStarted = false
    var silentFrames = 0
    var sinceLastPartial = 0
    var previousWords: [String] = []
    var previousAudio = 0
    var stableCount = 0
    /// The last partial's transcript, kept while it is a transcript of all the speech so far: it
    /// was made after `closingPartialSilenceSeconds` of silence, and no speech frame followed.
    var closing: Transcript?
    /// Wall-clock seconds the last partial pass took (for `maximumPartialShare`).
    var lastPassSeconds = 0.0
    /// A regular partial pass running alongside the audio (live streams only): its number, and
    /// the utterance length and stream position it transcribes.
    var running: (id: Int, task: Task<Void, Never>, samples: Int, at: Double)?
    /// Regular passes started alongside the audio so far (the last one's number).
    var passes = 0

    init(_ streamer: UtteranceStreamer, post: AsyncStream<StreamInput>.Continuation) {
        self.streamer = streamer
        self.config = streamer.configuration
        self.post = post
    }

    var audioSeconds: Double { Double(received) / rate }

    mutating func append(_ chunk: [Float]) async throws -> [SpeechEvent] {
        received += chunk.count
        utterance += chunk
        vadPending += chunk
        let frame = streamer.voiceActivity.frameLength
        let whole = vadPending.count / frame * frame
        if whole > 0 {
            let probabilities = try await streamer.voiceActivity.speechProbabilities(Array(vadPending[..<whole]))
            vadPending.removeFirst(whole)
            for p in probabilities {
                if p >= config.speechThreshold {
                    speechStarted = true
                    silentFrames = 0
                    closing = nil
                } else if speechStarted {
                    silentFrames += 1
                }
            }
        }
        guard speechStarted else {
            let keep = Int(config.preRollSeconds * rate)
            if utterance.count > keep { utterance.removeFirst(utterance.count - keep) }
            return []
        }
        sinceLastPartial += chunk.count
        if Double(silentFrames * frame) >= config.endOfSpeechSilenceSeconds * rate
            || Double(utterance.count) >= config.maximumUtteranceSeconds * rate {
            return try await close()
        }
        let silence = Double(silentFrames * frame)
        let closingDue = config.closingPartialSilenceSeconds.map { closing == nil && silence >= $0 * rate } ?? false
        var interval = config.partialIntervalSeconds
        if let share = config.maximumPartialShare, share > 0 { interval = Swift.max(interval, lastPassSeconds / share) }
        // Once the speech may be ending (some silence, a closing partial to come), a regular
        // partial would only hold the cores the closing pass is about to need: wait for it.
        let ending = config.closingPartialSilenceSeconds != nil && silentFrames > 0
        guard closingDue || (!ending && running == nil && Double(sinceLastPartial) >= interval * rate) else { return [] }
        sinceLastPartial = 0
        // A regular partial's text is replaced by the next one: no second, full-window pass for a
        // loop there, which would only put the stream behind the speaker. The closing partial,
        // which may become the final, keeps it.
        let closingPass = config.closingPartialSilenceSeconds.map { silence >= $0 * rate } ?? false
        var options = streamer.options
        if !closingPass { options.retriesLoops = false }
        if config.closingPartialSilenceSeconds != nil, !closingPass {
            // Live: the pass runs alongside the audio, so the detector keeps listening and the
            // closing partial, when it is due, need not wait for a guess it makes stale.
            startPass(options: options)
            return []
        }
        // Inline: every pass on a file's audio-time schedule, and the closing partial, which
        // transcribes all the speech (a regular pass still running then is stale).
        stopPass()
        let clock = ContinuousClock()
        let started = clock.now
        let transcript = try await streamer.transcriber.transcribe(PCMAudio(samples: utterance), options: options)
        lastPassSeconds = started.duration(to: clock.now).seconds
        if closingPass { closing = transcript }
        return heard(transcript, samples: utterance.count, at: audioSeconds)
    }

    /// Starts a regular partial pass on the utterance so far, reporting to the inbox.
    private mutating func startPass(options: TranscriptionOptions) {
        passes += 1
        let id = passes, audio = PCMAudio(samples: utterance), transcriber = streamer.transcriber, post = post
        let task = Task {
            let clock = ContinuousClock()
            let started = clock.now
            let result: Result<Transcript, any Error>
            do { result = .success(try await transcriber.transcribe(audio, options: options)) } catch { result = .failure(error) }
            post.yield(.pass(id: id, result: result, seconds: started.duration(to: clock.now).seconds))
        }
        running = (id, task, utterance.count, audioSeconds)
    }

    /// Stops the regular partial pass that is running, if any; its result will be ignored.
    mutating func stopPass() {
        running?.task.cancel()
        running = nil
    }

    /// A regular partial pass finished: its partial, unless it was stopped.
    mutating func passFinished(_ id: Int, result: Result<Transcript, any Error>, seconds: Double) throws -> [SpeechEvent] {
        guard let running, running.id == id else { return [] }
        self.running = nil
        lastPassSeconds = seconds
        return heard(try result.get(), samples: running.samples, at: running.at)
    }

    /// The partial for `transcript`, a pass over the utterance's first `samples` samples started
    /// at stream position `at`; updates which words are stable.
    private mutating func heard(_ transcript: Transcript, samples: Int, at: Double) -> [SpeechEvent] {
        let words = transcript.text.split(separator: " ").map(String.init)
        var common = 0
        while common < Swift.min(words.count, previousWords.count), words[common] == previousWords[common] { common += 1 }
        if Double(samples - previousAudio) >= config.stableAfterSeconds * rate {
            stableCount = common
        } else {
            stableCount = Swift.min(stableCount, common)
        }
        previousWords = words
        previousAudio = samples
        if closing != nil { stableCount = words.count }
        guard !transcript.text.isEmpty else { return [] }
        return [.partial(text: transcript.text, stableWordCount: stableCount, audioSeconds: at)]
    }

    mutating func finish() async throws -> [SpeechEvent] {
        speechStarted ? try await close() : []
    }

    private mutating func close() async throws -> [SpeechEvent] {
        stopPass()
        let transcript: Transcript
        if let closing {
            transcript = closing
        } else {
            transcript = try await streamer.transcriber.transcribe(PCMAudio(samples: utterance), options: streamer.options)
        }
        closing = nil
        let event = SpeechEvent.final(transcript, audioSeconds: audioSeconds)
        utterance.removeAll(keepingCapacity: true)
        speechStarted = false
        silentFrames = 0
        sinceLastPartial = 0
        previousWords = []
        previousAudio = 0
        stableCount = 0
        return transcript.text.isEmpty ? [] : [event]
    }
}

/// Audio split into fixed-size chunks, optionally paced in real time on a clock.
///
/// ```swift
/// // A file played at real-time pace, 100 ms at a time:
/// let chunks = AudioChunks(audio.samples, chunkSize: 1_600, clock: ContinuousClock())
/// ```
public struct AudioChunks: AsyncSequence, Sendable {
    public typealias Element = [Float]
    let samples: [Float]
    let chunkSize: Int
    /// Makes, when iteration starts, a function that waits until a stream position is due.
    let makePacer: (@Sendable () -> @Sendable (Duration) async throws -> Void)?

    /// Chunks as fast as they are consumed.
    public init(_ samples: [Float], chunkSize: Int) {
        self.samples = samples
        self.chunkSize = Swift.max(1, chunkSize)
        self.makePacer = nil
    }

    /// Chunks released at real-time pace on `clock`: the chunk ending at stream position t is
    /// released t after iteration starts (deadlines, so slow consumers do not add drift).
    public init<C: Clock>(_ samples: [Float], chunkSize: Int, clock: C) where C.Duration == Duration {
        self.samples = samples
        self.chunkSize = Swift.max(1, chunkSize)
        self.makePacer = {
            let start = clock.now
            return { position in try await clock.sleep(until: start.advanced(by: position), tolerance: nil) }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let chunks: AudioChunks
        let pace: (@Sendable (Duration) async throws -> Void)?
        var offset = 0

        public mutating func next() async throws -> [Float]? {
            guard offset < chunks.samples.count else { return nil }
            let end = Swift.min(offset + chunks.chunkSize, chunks.samples.count)
            if let pace {
                try await pace(.microseconds(Int64(end) * 1_000_000 / Int64(PCMAudio.sampleRate)))
            }
            defer { offset = end }
            return Array(chunks.samples[offset..<end])
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: self, pace: makePacer?()) }
}
