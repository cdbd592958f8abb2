import CWhisper
import Foundation
import HearthCore

/// Owns one whisper.cpp context (model + its default state). Not `Sendable`: only the engine
/// actor touches it, on the whisper thread. Freed in `deinit`.
final class WhisperHandle {
    private let context: OpaquePointer

    /// - Throws: `.invalidModel` when whisper.cpp rejects the file.
    init(url: URL) throws(HearthError) {
        var params = whisper_context_default_params()
        params.use_gpu = false
        params.flash_attn = false
        _ = WhisperBackend.takeLastError()
        guard let context = whisper_init_from_file_with_params(url.path, params) else {
            let reason = WhisperBackend.takeLastError().map { ": \($0)" } ?? " (not a whisper.cpp ggml model?)"
            throw HearthError(.invalidModel, "\(url.lastPathComponent) could not be loaded by whisper.cpp\(reason)")
        }
        self.context = context
    }

    deinit {
        whisper_free(context)
    }

    /// Encoder frames per second of audio (100 mel frames/s, halved by the second convolution).
    private static let encoderFramesPerSecond = 50.0
    /// Silence kept in the encoder window after the audio when it is fitted (see `transcribe`).
    private static let encoderMarginSeconds = 6.0

    func transcribe(_ samples: [Float], threads: Int, fitEncoder: Bool, retryLoops: Bool, stopLoops: Bool, abort: WhisperAbortFlag) throws(HearthError) -> Transcript {
        let seconds = Double(samples.count) / Double(PCMAudio.sampleRate)
        var input = samples
        // whisper.cpp ignores input under 1 s ("input is too short"); pad with silence.
        let minimum = Int(1.05 * Double(PCMAudio.sampleRate))
        if input.count < minimum { input += [Float](repeating: 0, count: minimum - input.count) }
        var encoderFrames: Int32 = 0
        if fitEncoder {
            // The encoder cost grows with its window; a short command needs a fraction of the 30 s
            // (1500 frames) window. With the window cut right at the audio's end, tiny.en loops
            // ("5 5 5 5 …", a sentence repeated) on short clips; 6 s of trailing silence in the
            // window stopped most of that on the test clips here (1 s and 3 s margins looped).
            let frames = Int((Double(input.count) / Double(PCMAudio.sampleRate) + Self.encoderMarginSeconds) * Self.encoderFramesPerSecond)
            encoderFrames = min(whisper_model_n_audio_ctx(context), Int32(max(frames, 128)))
        }
        var result = try run(input, seconds: seconds, threads: threads, encoderFrames: encoderFrames, stopLoops: stopLoops, abort: abort)
        let loop = result.stoppedAtLoop || Self.looksLikeALoop(result.tokenIDs, seconds: seconds)
        if encoderFrames > 0, retryLoops, loop {
            // Still greedy and deterministic: the full window is what tiny.en was trained on.
            result = try run(input, seconds: seconds, threads: threads, encoderFrames: 0, stopLoops: stopLoops, abort: abort)
        }
        return result.transcript
    }

    private struct Result {
        var transcript: Transcript
        var tokenIDs: [Int32]
        /// The pass was stopped where its text began to repeat (see ``LoopWatch``).
        var stoppedAtLoop = false
    }

    /// A repetition loop: far more tokens than speech has, or few distinct tokens repeated.
    /// Clips under 2 s are allowed 12 tokens: a short question ("Have I got any mail from him?",
    /// 8 tokens in 1.3 s) is not a loop, and a real loop runs on to the pass's token bound.
    static func looksLikeALoop(_ tokens: [Int32], seconds: Double) -> Bool {
        guard tokens.count >= 8 else { return false }
        if Double(tokens.count) > 6 * max(seconds, 2) { return true }
        return Double(Set(tokens).count) / Double(tokens.count) < 0.45
    }

    private func run(_ input: [Float], seconds: Double, threads: Int, encoderFrames: Int32, stopLoops: Bool, abort: WhisperAbortFlag) throws(HearthError) -> Result {
        var params = whisper_full_default_params(WHISPER_SAMPLING_GREEDY)
        params.n_threads = Int32(max(1, threads))
        params.translate = false
        params.no_context = true
        // Timestamp tokens let tiny.en close a segment; without them it looped more often on
        // short clips ("10 of clubs 10 of clubs …").
        params.no_timestamps = false
        params.print_special = false
        params.print_progress = false
        params.print_realtime = false
        params.print_timestamps = false
        params.suppress_blank = true
        params.suppress_nst = true
        params.temperature = 0
        params.temperature_inc = 0 // no fallback to sampling: greedy only
        params.greedy.best_of = 1
        params.detect_language = false
        params.audio_ctx = encoderFrames
        // A bound on a repetition loop: speech runs at most ~4 tokens a second.
        params.max_tokens = Int32(min(220, 16 + Int(seconds * 8)))
        // The callbacks are C function pointers: they cannot capture, so the watch (which also
        // holds the caller's cancel flag) travels in user_data. It outlives the call.
        let endOfText = whisper_token_eot(context)
        let watch = LoopWatch(cancel: abort, endOfText: endOfText)
        let watchPointer = Unmanaged.passUnretained(watch).toOpaque()
        params.abort_callback = { data in
            guard let data else { return false }
            return Unmanaged<LoopWatch>.fromOpaque(data).takeUnretainedValue().stops
        }
        params.abort_callback_user_data = watchPointer
        if stopLoops {
            params.logits_filter_callback = { _, _, tokens, count, _, data in
                guard let data, let tokens else { return }
                Unmanaged<LoopWatch>.fromOpaque(data).takeUnretainedValue().observe(UnsafeBufferPointer(start: tokens, count: Int(count)))
            }
            params.logits_filter_callback_user_data = watchPointer
        }

        // `language` is a C string that must outlive whisper_full: the call happens inside the
        // closure that owns it.
        let status = "en".withCString { language in
            params.language = language
            return input.withUnsafeBufferPointer { buffer in
                whisper_full(context, params, buffer.baseAddress, Int32(buffer.count))
            }
        }
        withExtendedLifetime(watch) {}
        if abort.isSet { throw HearthError(.cancelled, "transcription was cancelled") }
        if let loop = watch.loop {
            // whisper.cpp logged the stop as a failed decode: not an error to report later.
            _ = WhisperBackend.takeLastError()
            // Pieces are bytes: a character may span two tokens.
            let bytes = loop.flatMap { token -> [UInt8] in
                guard let piece = whisper_token_to_str(context, token.id) else { return [] }
                return Array(UnsafeBufferPointer(start: UnsafeRawPointer(piece).assumingMemoryBound(to: UInt8.self), count: strlen(piece)))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            return Self.result(text: text, tokens: loop, seconds: seconds, stoppedAtLoop: true)
        }
        guard status == 0 else {
            let reason = WhisperBackend.takeLastError().map { ": \($0)" } ?? ""
            throw HearthError(.backendFailure, "whisper.cpp failed with status \(status)\(reason)")
        }

        var text = ""
        var tokens: [(id: Int32, p: Float)] = []
        for segment in 0..<whisper_full_n_segments(context) {
            if let piece = whisper_full_get_segment_text(context, segment) { text += String(cString: piece) }
            for index in 0..<whisper_full_n_tokens(context, segment) {
                // Special tokens (timestamps, start/end markers) sit at and above end-of-text.
                let id = whisper_full_get_token_id(context, segment, index)
                guard id < endOfText else { continue }
                tokens.append((id, whisper_full_get_token_p(context, segment, index)))
            }
        }
        return Self.result(text: text, tokens: tokens, seconds: seconds, stoppedAtLoop: false)
    }

    /// A pass's transcript: its confidence is the geometric mean of its text tokens' probabilities.
    private static func result(text: String, tokens: [(id: Int32, p: Float)], seconds: Double, stoppedAtLoop: Bool) -> Result {
        let logSum = tokens.reduce(0.0) { $0 + log(max(Double($1.p), 1e-9)) }
        let confidence = tokens.isEmpty ? 0 : min(1, max(0, exp(logSum / Double(tokens.count))))
        let transcript = Transcript(
            text: text.trimmingCharacters(in: .whitespacesAndNewlines),
            confidence: confidence, tokenCount: tokens.count, audioSeconds: seconds
        )
        return Result(transcript: transcript, tokenIDs: tokens.map(\.id), stoppedAtLoop: stoppedAtLoop)
    }
}

/// Watches a pass's tokens as whisper.cpp decodes them and stops the pass once its text repeats
/// itself. A loop otherwise runs on to the pass's token bound (16 + 8 a second of audio), about
/// 6.5 ms a token on two cores, and a streamed pass that runs on puts the stream behind the
/// speaker.
///
/// whisper.cpp calls `observe` (its logits filter) before each token on the thread running the
/// pass; its abort callback reads `stops` there too, and between graph nodes.
final class LoopWatch {
    let cancel: WhisperAbortFlag
    let endOfText: Int32
    private let stopped = WhisperAbortFlag()
    /// The text tokens before the loop's second round, with their probabilities, once one was seen.
    private(set) var loop: [(id: Int32, p: Float)]?

    init(cancel: WhisperAbortFlag, endOfText: Int32) {
        self.cancel = cancel
        self.endOfText = endOfText
    }

    /// The pass should stop: it was cancelled or it loops.
    var stops: Bool { cancel.isSet || stopped.isSet }

    func observe(_ tokens: UnsafeBufferPointer<whisper_token_data>) {
        guard loop == nil else { return }
        let text = tokens.filter { $0.id < endOfText }
        guard let start = Self.loopStart(text.map(\.id)) else { return }
        loop = text.prefix(start).map { ($0.id, $0.p) }
        stopped.set()
    }

    /// Where the repetition at the end of `ids` begins its second round: the last `n` tokens
    /// (n ≤ 8) said three times in a row, or one token four times; nil when the end does not repeat.
    /// ("at 7.0.0.0" → "at 7.0"; "time time time time" → "time".)
    static func loopStart(_ ids: [Int32]) -> Int? {
        for period in 1...8 {
            let rounds = period == 1 ? 4 : 3
            guard ids.count >= period * rounds else { break }
            let start = ids.count - period * rounds
            if (start + period..<ids.count).allSatisfy({ ids[$0] == ids[$0 - period] }) { return start + period }
        }
        return nil
    }
}
