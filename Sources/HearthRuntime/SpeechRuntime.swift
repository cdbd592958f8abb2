import Foundation
import HearthCore
import HearthWhisper

/// Wires the speech side: a Whisper model and the Silero VAD from the model store, and the
/// streamer over them.
///
/// ```swift
/// let speech = try await SpeechRuntime.load(paths: .standard())
/// for try await event in speech.streamer().events(from: chunks) { … }
/// ```
public struct SpeechRuntime: Sendable {
    /// Installed Whisper models by short name (the set-up installs tiny.en).
    public static let knownModels: [(name: String, file: String)] = [
        ("tiny.en", "ggml-tiny.en.bin"),
        ("base", "ggml-base.bin"),
    ]
    public static let defaultModelName = "tiny.en"
    public static let vadFile = "ggml-silero-v6.2.0.bin"

    public let transcriber: WhisperEngine
    public let voiceActivity: SileroVoiceActivity

    /// The file for a model name or path (nil: the default model).
    ///
    /// - Throws: `.modelNotFound` naming what to run.
    public static func locateModel(_ name: String?, paths: HearthPaths) throws(HearthError) -> URL {
        let name = name ?? defaultModelName
        if name.contains("/") { return URL(fileURLWithPath: (name as NSString).expandingTildeInPath) }
        let file = knownModels.first { $0.name == name.lowercased() }?.file ?? name
        let url = paths.models.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw HearthError(.modelNotFound, "no Whisper model '\(name)' in \(paths.models.path) (run scripts/setup)")
        }
        return url
    }

    /// Loads the Whisper model and the VAD.
    ///
    /// - Throws: `.modelNotFound` / `.invalidModel` from the engines.
    public static func load(model: String? = nil, paths: HearthPaths = .standard(), threads: Int = 0, verbose: Bool = false) async throws(HearthError) -> SpeechRuntime {
        let url = try locateModel(model, paths: paths)
        let engine = try await WhisperEngine.load(modelAt: url, configuration: WhisperConfiguration(threads: threads, verboseLogging: verbose))
        let vad = try await SileroVoiceActivity.load(modelAt: paths.models.appendingPathComponent(vadFile))
        return SpeechRuntime(transcriber: engine, voiceActivity: vad)
    }

    /// A streamer over this runtime's engines.
    public func streamer(configuration: StreamingConfiguration = StreamingConfiguration()) -> UtteranceStreamer {
        UtteranceStreamer(transcriber: transcriber, voiceActivity: voiceActivity, configuration: configuration)
    }
}
