import CWhisper
import Foundation
import HearthCore

/// Settings of a Whisper engine.
public struct WhisperConfiguration: Sendable, Hashable {
    /// Threads for the encoder and decoder; 0 uses the active processor count.
    public var threads = 0
    /// Show whisper.cpp's own log lines on stderr.
    public var verboseLogging = false

    /// Settings; by default all cores and whisper.cpp's log hidden.
    public init(threads: Int = 0, verboseLogging: Bool = false) {
        self.threads = threads
        self.verboseLogging = verboseLogging
    }
}

/// A whisper.cpp model behind an actor: English, greedy, temperature 0.
///
/// All whisper.cpp calls run on one dedicated thread (`WhisperExecutor`). Cancelling the calling
/// task aborts a running encoder or decoder pass through whisper.cpp's abort callback.
///
/// ```swift
/// let engine = try await WhisperEngine.load(modelAt: url)
/// let transcript = try await engine.transcribe(try WAVDecoder.decode(contentsOf: clip))
/// ```
public actor WhisperEngine: Transcribing {
    /// The model file.
    public nonisolated let url: URL
    private let handle: WhisperHandle
    private let configuration: WhisperConfiguration

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        WhisperExecutor.shared.asUnownedSerialExecutor()
    }

    private init(url: URL, handle: WhisperHandle, configuration: WhisperConfiguration) {
        self.url = url
        self.handle = handle
        self.configuration = configuration
    }

    /// Loads a whisper.cpp ggml model (e.g. `ggml-tiny.en.bin`) on the whisper thread.
    ///
    /// - Throws: `HearthError` `.modelNotFound` for a missing file, `.invalidModel` when
    ///   whisper.cpp rejects it.
    public static func load(modelAt url: URL, configuration: WhisperConfiguration = WhisperConfiguration()) async throws(HearthError) -> WhisperEngine {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw HearthError(.modelNotFound, "no Whisper model at \(url.path) (run scripts/setup)")
        }
        WhisperBackend.start(verbose: configuration.verboseLogging)
        let loader = WhisperLoader()
        let box = try await loader.load(url)
        return WhisperEngine(url: url, handle: box.value, configuration: configuration)
    }

    /// Transcribes mono 16 kHz audio.
    ///
    /// Audio shorter than one second is padded with silence (whisper.cpp skips shorter input).
    /// With `fitEncoderToAudio`, the encoder window (`audio_ctx`) covers the audio plus a margin
    /// instead of 30 s.
    ///
    /// - Throws: `HearthError` `.cancelled` when the task is cancelled, `.backendFailure` when
    ///   whisper.cpp fails.
    public func transcribe(_ audio: PCMAudio, options: TranscriptionOptions = TranscriptionOptions()) async throws(HearthError) -> Transcript {
        if Task.isCancelled { throw HearthError(.cancelled, "transcription was cancelled") }
        let abort = WhisperAbortFlag()
        let threads = options.threads ?? (configuration.threads > 0 ? configuration.threads : ProcessInfo.processInfo.activeProcessorCount)
        // This method runs on the whisper thread (the actor's executor); the cancellation handler
        // runs wherever the cancel happens and only sets the atomic flag.
        let result: Result<Transcript, HearthError> = await withTaskCancellationHandler {
            do throws(HearthError) {
                return .success(try handle.transcribe(audio.samples, threads: threads, fitEncoder: options.fitEncoderToAudio, retryLoops: options.retriesLoops, stopLoops: options.stopsLoops, abort: abort))
            } catch {
                return .failure(error)
            }
        } onCancel: {
            abort.set()
        }
        return try result.get()
    }
}

/// Loads models on the whisper thread.
private actor WhisperLoader {
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        WhisperExecutor.shared.asUnownedSerialExecutor()
    }

    func load(_ url: URL) throws(HearthError) -> UncheckedBox<WhisperHandle> {
        UncheckedBox(try WhisperHandle(url: url))
    }
}
