import HearthCore

/// The one thread on which all whisper.cpp transcription runs. Whisper gets its own thread, apart
/// from llama.cpp's, so a transcription never waits behind a long generation.
enum WhisperExecutor {
    static let shared = DedicatedThreadExecutor(name: "hearth.whisper")
}

/// The thread of the voice-activity detector: apart from the transcriber's, so a stream keeps
/// finding the end of speech while a partial pass runs (and can stop that pass when the speech
/// stops; see `StreamingConfiguration.closingPartialSilenceSeconds`).
enum VoiceActivityExecutor {
    static let shared = DedicatedThreadExecutor(name: "hearth.vad")
}
