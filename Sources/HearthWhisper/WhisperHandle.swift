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

    func transcribe(_ samples: [Float], threads: Int, fitEncoder: Bool, retryLoops: Bool, abort: WhisperAbortFlag) throws(HearthError) -> Transcript {
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
        var result = try run(input, seconds: seconds, threads: threads, encoderFrames: encoderFrames, abort: abort)
        if encoderFrames > 0, retryLoops, Self.looksLikeALoop(result.tokenIDs, seconds: seconds) {
            // Still greedy and deterministic: the full window is what tiny.en was trained on.
            result = try run(input, seconds: seconds, threads: threads, encoderFrames: 0, abort: abort)
        }
        return result.transcript
    }

    private struct Result {
        var transcript: Transcript
        var tokenIDs: [Int32]
    }

    /// A repetition loop: far more tokens than speech has, or few distinct tokens repeated.
    /// Clips under 2 s are allowed 12 tokens: a short question ("Have I got any mail from him?",
    /// 8 tokens in 1.3 s) is not a loop, and a real loop runs on to the pass's token bound.
    static func looksLikeALoop(_ tokens: [Int32], seconds: Double) -> Bool {
        guard tokens.count >= 8 else { return false }
        if Double(tokens.count) > 6 * max(seconds, 2) { return true }
        return Double(Set(tokens).count) / Double(tokens.count) < 0.45
    }

    private func run(_ input: [Float], seconds: Double, threads: Int, encoderFrames: Int32, abort: WhisperAbortFlag) throws(HearthError) -> Result {
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
        // The abort callback is a C function pointer: it cannot capture, so the flag travels in
        // user_data. The flag outlives the call (the caller holds it).
        params.abort_callback = { data in
            guard let data else { return false }
            return Unmanaged<WhisperAbortFlag>.fromOpaque(data).takeUnretainedValue().isSet
        }
        params.abort_callback_user_data = Unmanaged.passUnretained(abort).toOpaque()

        // `language` is a C string that must outlive whisper_full: the call happens inside the
        // closure that owns it.
        let status = "en".withCString { language in
            params.language = language
            return input.withUnsafeBufferPointer { buffer in
                whisper_full(context, params, buffer.baseAddress, Int32(buffer.count))
            }
        }
        if abort.isSet { throw HearthError(.cancelled, "transcription was cancelled") }
        guard status == 0 else {
            let reason = WhisperBackend.takeLastError().map { ": \($0)" } ?? ""
            throw HearthError(.backendFailure, "whisper.cpp failed with status \(status)\(reason)")
        }

        var text = ""
        var logSum = 0.0
        var ids: [Int32] = []
        let endOfText = whisper_token_eot(context)
        for segment in 0..<whisper_full_n_segments(context) {
            if let piece = whisper_full_get_segment_text(context, segment) { text += String(cString: piece) }
            for index in 0..<whisper_full_n_tokens(context, segment) {
                // Special tokens (timestamps, start/end markers) sit at and above end-of-text.
                let id = whisper_full_get_token_id(context, segment, index)
                guard id < endOfText else { continue }
                let p = Double(whisper_full_get_token_p(context, segment, index))
                logSum += log(max(p, 1e-9))
                ids.append(id)
            }
        }
        let confidence = ids.isEmpty ? 0 : min(1, max(0, exp(logSum / Double(ids.count))))
        let transcript = Transcript(
            text: text.trimmingCharacters(in: .whitespacesAndNewlines),
            confidence: confidence, tokenCount: ids.count, audioSeconds: seconds
        )
        return Result(transcript: transcript, tokenIDs: ids)
    }
}
