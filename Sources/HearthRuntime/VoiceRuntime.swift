import Foundation
import HearthCore
import HearthLlama
import HearthVoice

/// Puts voice commands together: the model, the intent parser with the bundled examples and the
/// voice model (the one `hearth calibrate` saved, else the bundled one), and the file connector with its journal under `<home>/voice`.
///
/// ```swift
/// let voice = try await VoiceRuntime.load(paths: .standard(), model: url)
/// let understanding = try await voice.parser.understand("remind me at 7 to call John", reference: .now, timeZone: .current)
/// try voice.runner.execute(understanding, now: .now)
/// ```
public struct VoiceRuntime: Sendable {
    /// The model voice commands use unless told otherwise (the target model).
    public static let defaultModelName = "qwen2.5-coder-0.5b"

    /// The intent model.
    public let engine: LlamaEngine
    /// Turns commands into understandings.
    public let parser: IntentParser
    /// Carries them out and undoes them.
    public let runner: ActionRunner
    /// Where calendar, notes, outbox and the journal live.
    public let folders: VoiceFolders

    /// Where voice data lives: `<home>/voice`.
    public static func folders(_ paths: HearthPaths) -> VoiceFolders {
        VoiceFolders(root: paths.home.appendingPathComponent("voice", isDirectory: true))
    }

    /// Where `hearth calibrate` writes a refit voice model (it overrides the bundled one).
    public static func voiceModelURL(_ paths: HearthPaths) -> URL {
        paths.home.appendingPathComponent("voice/voice-model.json")
    }

    /// The refit voice model in the data folder if there is one, else the bundled one.
    ///
    /// - Throws: `VoiceError.invalidData` for an unreadable model file.
    public static func voiceModel(_ paths: HearthPaths) throws(VoiceError) -> VoiceModel {
        let url = voiceModelURL(paths)
        return FileManager.default.fileExists(atPath: url.path) ? try VoiceModel.load(url) : try VoiceModel.bundled()
    }

    /// The runner alone (for `hearth undo`: no model needed).
    public static func runner(_ paths: HearthPaths) -> ActionRunner {
        let folders = folders(paths)
        return ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
    }

    /// Loads the model and builds the parser.
    ///
    /// - Parameters:
    ///   - paths: the data folder (the voice folder, a refit voice model).
    ///   - model: the intent model's GGUF file.
    ///   - configuration: thresholds, weights and prompt size.
    ///   - llama: the engine's settings (context at least 2048 tokens).
    ///   - voiceModel: the stacker and calibration (nil: ``voiceModel(_:)``).
    /// - Throws: `HearthError` for the model, `VoiceError` for the schema, examples or voice model.
    public static func load(paths: HearthPaths, model: URL, configuration: VoiceConfiguration = VoiceConfiguration(),
                            llama: LlamaConfiguration = LlamaConfiguration(), voiceModel: VoiceModel? = nil) async throws -> VoiceRuntime {
        var llama = llama
        if llama.contextLength <= 0 { llama.contextLength = 2048 }
        try await ModelProbe(paths: paths).ensureLoadable(model)
        let engine = try await LlamaEngine.load(modelAt: model, configuration: llama)
        let fitted = try voiceModel ?? Self.voiceModel(paths)
        let parser = try IntentParser(scorer: engine, examples: LabelledExample.bundled(), configuration: configuration, model: fitted)
        return VoiceRuntime(engine: engine, parser: parser, runner: runner(paths), folders: folders(paths))
    }
}
