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
    /// The Whisper model used unless another is asked for.
    public static let defaultModelName = "tiny.en"
    /// The Silero voice-activity model's file in the store.
    public static let vadFile = "ggml-silero-v6.2.0.bin"

    /// Speech to text.
    public let transcriber: WhisperEngine
    /// Where speech starts and ends.
    public let voiceActivity: SileroVoiceActivity
    /// Why another Whisper model than the one asked for was loaded (heat), if it was.
    public var substitution: String?

    /// The Whisper model to load now: when the governor reports serious or critical heat, the
    /// smallest pack (tiny.en) instead of a larger one asked for; with the reason.
    public static func model(_ requested: String?, tier: ServiceTier) -> (name: String?, reason: String?) {
        let name = (requested ?? defaultModelName).lowercased()
        guard tier >= .serious, name != defaultModelName, !name.contains("/") else { return (requested, nil) }
        return (defaultModelName, "the device is \(tier.rawValue == "critical" ? "critically" : "seriously") hot, so Whisper \(defaultModelName) is used instead of \(requested ?? name)")
    }

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
    /// - Parameters:
    ///   - model: the Whisper pack (`tiny.en`, `base`) or file name; nil: the default.
    ///   - paths: the data folder whose model store holds the models.
    ///   - threads: CPU threads (0: all cores).
    ///   - verbose: let whisper.cpp log to stderr.
    ///   - tier: the governor's tier now; serious heat or worse loads the smallest model.
    /// - Throws: `.modelNotFound` / `.invalidModel` from the engines.
    public static func load(model: String? = nil, paths: HearthPaths = .standard(), threads: Int = 0, verbose: Bool = false,
                            tier: ServiceTier = .nominal) async throws(HearthError) -> SpeechRuntime {
        let (chosen, reason) = Self.model(model, tier: tier)
        let url = try locateModel(chosen, paths: paths)
        let engine = try await WhisperEngine.load(modelAt: url, configuration: WhisperConfiguration(threads: threads, verboseLogging: verbose))
        let vad = try await SileroVoiceActivity.load(modelAt: paths.models.appendingPathComponent(vadFile))
        return SpeechRuntime(transcriber: engine, voiceActivity: vad, substitution: reason)
    }

    /// A streamer over this runtime's engines.
    public func streamer(configuration: StreamingConfiguration = StreamingConfiguration()) -> UtteranceStreamer {
        UtteranceStreamer(transcriber: transcriber, voiceActivity: voiceActivity, configuration: configuration)
    }
}
