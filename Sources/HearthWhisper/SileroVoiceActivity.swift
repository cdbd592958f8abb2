import CWhisper
import Foundation
import HearthCore

/// Silero voice-activity detection through whisper.cpp's VAD API: one speech probability per
/// 512 samples (32 ms at 16 kHz), keeping the model's recurrent state across calls.
///
/// ```swift
/// let vad = try await SileroVoiceActivity.load(modelAt: url)
/// let probabilities = try await vad.speechProbabilities(Array(samples.prefix(5_120)))
/// ```
public actor SileroVoiceActivity: VoiceActivityDetecting {
    public nonisolated let frameLength = 512
    private let handle: VADHandle
    private var started = false

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        VoiceActivityExecutor.shared.asUnownedSerialExecutor()
    }

    private init(handle: VADHandle) {
        self.handle = handle
    }

    /// Loads a Silero VAD model in whisper.cpp's ggml format.
    ///
    /// - Throws: `.modelNotFound` for a missing file, `.invalidModel` when whisper.cpp rejects it.
    public static func load(modelAt url: URL, threads: Int = 1) async throws(HearthError) -> SileroVoiceActivity {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw HearthError(.modelNotFound, "no VAD model at \(url.path) (run scripts/setup)")
        }
        WhisperBackend.start(verbose: false)
        let loader = VADLoader()
        return SileroVoiceActivity(handle: try await loader.load(url, threads: threads).value)
    }

    public func speechProbabilities(_ samples: [Float]) throws(HearthError) -> [Float] {
        let whole = samples.count / frameLength * frameLength
        guard whole > 0 else { return [] }
        let first = !started
        started = true
        return try handle.detect(Array(samples.prefix(whole)), resetState: first)
    }

    public func reset() {
        started = false
    }
}

private actor VADLoader {
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        VoiceActivityExecutor.shared.asUnownedSerialExecutor()
    }

    func load(_ url: URL, threads: Int) throws(HearthError) -> UncheckedBox<VADHandle> {
        UncheckedBox(try VADHandle(url: url, threads: threads))
    }
}

/// Owns one whisper.cpp VAD context; freed in `deinit`. Used only on the voice-activity thread.
final class VADHandle {
    private let context: OpaquePointer

    init(url: URL, threads: Int) throws(HearthError) {
        var params = whisper_vad_default_context_params()
        params.n_threads = Int32(max(1, threads))
        params.use_gpu = false
        _ = WhisperBackend.takeLastError()
        guard let context = whisper_vad_init_from_file_with_params(url.path, params) else {
            let reason = WhisperBackend.takeLastError().map { ": \($0)" } ?? ""
            throw HearthError(.invalidModel, "\(url.lastPathComponent) could not be loaded as a VAD model\(reason)")
        }
        self.context = context
    }

    deinit {
        whisper_vad_free(context)
    }

    func detect(_ samples: [Float], resetState: Bool) throws(HearthError) -> [Float] {
        let ok = samples.withUnsafeBufferPointer { buffer in
            resetState
                ? whisper_vad_detect_speech(context, buffer.baseAddress, Int32(buffer.count))
                : whisper_vad_detect_speech_no_reset(context, buffer.baseAddress, Int32(buffer.count))
        }
        guard ok else { throw HearthError(.backendFailure, "whisper.cpp voice-activity detection failed") }
        let count = Int(whisper_vad_n_probs(context))
        guard count > 0, let probabilities = whisper_vad_probs(context) else { return [] }
        return Array(UnsafeBufferPointer(start: probabilities, count: count))
    }
}
