import Foundation
import HearthCore

/// Speech measurements over labelled clips: word error rate (normalised text), real-time factor
/// of whole-clip transcription, and, with the clip played at real-time pace, the latency of each
/// partial and of the final transcript after the end of the audio.
///
/// Timings mean something only on an idle machine.
public struct SpeechBenchmark: Sendable {
    /// One clip's measurements.
    public struct Clip: Sendable, Hashable, Codable {
        /// The clip's file name.
        public var name: String
        /// The human transcript.
        public var reference: String
        /// Whisper's transcript of the whole clip.
        public var hypothesis: String
        /// Word edits between the two, after normalisation.
        public var errors: Int
        /// Words in the reference.
        public var referenceWords: Int
        /// The clip's length.
        public var audioSeconds: Double
        /// The final transcripts of the clip streamed through VAD and the streamer (in audio
        /// time, not paced), joined, and their word errors.
        public var streamedHypothesis: String
        /// Word edits of the streamed transcript.
        public var streamedErrors: Int
        /// Seconds spent transcribing the whole clip at once.
        public var transcribeSeconds: Double
        /// Wall seconds from a partial's audio arriving to the partial being ready (paced run).
        public var partialLatencies: [Double]
        /// Wall seconds from the audio that closed an utterance (300 ms of silence, or the end of
        /// the clip) arriving to its final transcript being ready (paced run). The 300 ms of
        /// silence itself comes on top.
        public var endOfSpeechLatencies: [Double]
    }

    /// Every clip, and the totals over them.
    public struct Result: Sendable, Codable {
        /// Per clip.
        public var clips: [Clip]
        /// Word error rate of the streamed transcripts, over all words.
        public var streamedWER: Double { Double(clips.map(\.streamedErrors).reduce(0, +)) / Double(max(1, clips.map(\.referenceWords).reduce(0, +))) }
        /// Word error rate of whole-clip transcription, over all words.
        public var overallWER: Double { Double(clips.map(\.errors).reduce(0, +)) / Double(max(1, clips.map(\.referenceWords).reduce(0, +))) }
        /// Seconds transcribing per second of audio (below 1 is faster than real time).
        public var realTimeFactor: Double { clips.map(\.transcribeSeconds).reduce(0, +) / max(1e-9, clips.map(\.audioSeconds).reduce(0, +)) }
        /// Median partial latency, seconds (nil without a paced run).
        public var partialLatencyP50: Double? { Self.percentile(clips.flatMap(\.partialLatencies), 0.5) }
        /// 95th-percentile partial latency, seconds.
        public var partialLatencyP95: Double? { Self.percentile(clips.flatMap(\.partialLatencies), 0.95) }
        /// Median end-of-speech latency, seconds.
        public var endOfSpeechLatencyP50: Double? { Self.percentile(clips.flatMap(\.endOfSpeechLatencies), 0.5) }
        /// 95th-percentile end-of-speech latency, seconds.
        public var endOfSpeechLatencyP95: Double? { Self.percentile(clips.flatMap(\.endOfSpeechLatencies), 0.95) }

        static func percentile(_ values: [Double], _ q: Double) -> Double? {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
    }

    /// The Whisper engine and VAD under test.
    public var speech: SpeechRuntime
    /// Also play each clip at real-time pace to measure partial and end-of-speech latency.
    public var paced: Bool

    /// Transcription options (e.g. the full 30 s encoder window instead of a fitted one).
    public var options: TranscriptionOptions

    /// A benchmark of `speech`; each parameter is the property of the same name.
    public init(speech: SpeechRuntime, paced: Bool, options: TranscriptionOptions = TranscriptionOptions()) {
        self.speech = speech
        self.paced = paced
        self.options = options
    }

    /// Runs every clip; `progress` gets one line per clip.
    public func run(clips: [(url: URL, reference: String)], progress: @Sendable (String) -> Void) async throws -> Result {
        var out: [Clip] = []
        let clock = ContinuousClock()
        for (url, reference) in clips {
            let audio = try WAVDecoder.decode(contentsOf: url)
            let start = clock.now
            let transcript = try await speech.transcriber.transcribe(audio, options: options)
            let spent = start.duration(to: clock.now)
            let wer = WordErrorCount(hypothesis: transcript.text, reference: reference)
            var streamer = speech.streamer()
            streamer.options = options
            let streamed = try await streamer.finalTranscripts(of: audio).map(\.text).joined(separator: " ")
            var clip = Clip(
                name: url.lastPathComponent, reference: reference, hypothesis: transcript.text, errors: wer.errors,
                referenceWords: wer.referenceWords, audioSeconds: audio.seconds,
                streamedHypothesis: streamed, streamedErrors: WordErrorCount(hypothesis: streamed, reference: reference).errors,
                transcribeSeconds: spent.seconds,
                partialLatencies: [], endOfSpeechLatencies: []
            )
            if paced {
                // Audio arrives in 100 ms chunks on the wall clock; a partial at stream position t
                // could at best appear at wall time t after the start.
                let begin = clock.now
                let chunks = AudioChunks(audio.samples, chunkSize: PCMAudio.sampleRate / 10, clock: clock)
                var pacedStreamer = speech.streamer(configuration: .live)
                pacedStreamer.options = options
                for try await event in pacedStreamer.events(from: chunks) {
                    let wall = begin.duration(to: clock.now).seconds
                    switch event {
                    case .partial(_, _, let at): clip.partialLatencies.append(max(0, wall - at))
                    case .final(_, let at): clip.endOfSpeechLatencies.append(max(0, wall - at))
                    }
                }
            }
            progress(String(format: "%@: WER %d/%d (streamed %d/%d), %.2f s audio in %.2f s: %@ | streamed: %@", clip.name, clip.errors, clip.referenceWords, clip.streamedErrors, clip.referenceWords, clip.audioSeconds, clip.transcribeSeconds, clip.hypothesis, clip.streamedHypothesis))
            out.append(clip)
        }
        return Result(clips: out)
    }

    /// The pocketsphinx 5.1.1 clips and jfk.wav under a share folder (`.deps/prefix/share/hearth`).
    public static func standardClips(share: URL) throws -> [(url: URL, reference: String)] {
        var clips: [(URL, String)] = []
        for (folder, list) in [("librivox", "transcription"), ("cards", "cards.transcription")] {
            let dir = share.appendingPathComponent("speech/\(folder)", isDirectory: true)
            let text: String
            do { text = try String(contentsOf: dir.appendingPathComponent(list), encoding: .utf8) } catch {
                throw HearthError(.io, "no test speech in \(dir.path) (run scripts/setup)")
            }
            for line in text.split(separator: "\n") {
                guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { continue }
                let id = String(line[line.index(after: open)..<close])
                let words = line[..<open].replacingOccurrences(of: "<s>", with: "").replacingOccurrences(of: "</s>", with: "")
                clips.append((dir.appendingPathComponent(id + ".wav"), words.trimmingCharacters(in: .whitespaces)))
            }
        }
        clips.append((share.appendingPathComponent("jfk.wav"), "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."))
        return clips
    }
}
