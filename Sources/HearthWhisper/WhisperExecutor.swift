import HearthCore

/// The one thread on which all whisper.cpp work runs. Whisper gets its own thread, apart from
/// llama.cpp's, so a transcription never waits behind a long generation.
enum WhisperExecutor {
    static let shared = DedicatedThreadExecutor(name: "hearth.whisper")
}
