/// Mono 16 kHz audio as floats in [-1, 1]: what speech engines take.
public struct PCMAudio: Sendable, Hashable {
    /// The sample rate every Hearth speech engine expects.
    public static let sampleRate = 16_000

    /// Samples at `sampleRate`, mono, in [-1, 1].
    public var samples: [Float]

    /// Audio from mono samples at 16 kHz in [-1, 1].
    public init(samples: [Float]) {
        self.samples = samples
    }

    /// The length in seconds.
    public var seconds: Double { Double(samples.count) / Double(Self.sampleRate) }
}

/// One transcribed stretch of speech.
public struct Transcript: Sendable, Hashable, Codable {
    /// The text as the engine wrote it (trimmed).
    public var text: String
    /// Length-normalised token probability: the geometric mean of the text tokens'
    /// probabilities, 0–1 (0 when there are no tokens).
    public var confidence: Double
    /// Text tokens the confidence was computed from.
    public var tokenCount: Int
    /// Seconds of audio transcribed.
    public var audioSeconds: Double

    /// A transcript.
    public init(text: String, confidence: Double, tokenCount: Int, audioSeconds: Double) {
        self.text = text
        self.confidence = confidence
        self.tokenCount = tokenCount
        self.audioSeconds = audioSeconds
    }
}

/// How to transcribe. Decoding is always greedy at temperature 0.
public struct TranscriptionOptions: Sendable, Hashable {
    /// Shrink the encoder window to the audio's length (whisper.cpp `audio_ctx`) instead of
    /// always encoding 30 s: much faster for short commands.
    public var fitEncoderToAudio = true
    /// Threads for the engine; nil uses the active processor count.
    public var threads: Int?
    /// With a fitted window: when the text looks like a repetition loop, decode again with the
    /// full 30 s window (right more often, and a whole slow pass more). ``UtteranceStreamer``
    /// turns it off for its regular partials, whose text the next partial replaces anyway.
    public var retriesLoops = true
    /// Stop a pass as soon as its text repeats itself (the last few tokens said three times, one
    /// token four times) instead of letting the loop run on to the pass's token bound; the text
    /// keeps the first round. With `retriesLoops` the pass is then decoded again as above.
    public var stopsLoops = true

    /// Options; by default the encoder window fits the audio, all cores are used, and loops are
    /// stopped and decoded again.
    public init(fitEncoderToAudio: Bool = true, threads: Int? = nil, retriesLoops: Bool = true, stopsLoops: Bool = true) {
        self.fitEncoderToAudio = fitEncoderToAudio
        self.threads = threads
        self.retriesLoops = retriesLoops
        self.stopsLoops = stopsLoops
    }
}

/// Turns English speech into text.
///
/// ```swift
/// let transcript = try await engine.transcribe(audio, options: TranscriptionOptions())
/// print(transcript.text, transcript.confidence)
/// ```
public protocol Transcribing: Sendable {
    /// Transcribes `audio` (mono, 16 kHz).
    ///
    /// - Throws: `HearthError` `.cancelled` when the calling task is cancelled, `.backendFailure`
    ///   when the engine fails.
    func transcribe(_ audio: PCMAudio, options: TranscriptionOptions) async throws(HearthError) -> Transcript
}

/// Says, frame by frame, whether audio holds speech.
///
/// Stateful: successive calls continue the same stream until `reset()`.
public protocol VoiceActivityDetecting: Sendable {
    /// Samples per probability the detector returns.
    var frameLength: Int { get }

    /// Speech probabilities (0–1), one per whole frame of `samples` (a multiple of
    /// `frameLength` long), continuing the stream.
    func speechProbabilities(_ samples: [Float]) async throws(HearthError) -> [Float]

    /// Starts a new stream.
    func reset() async
}
