import Foundation
import HearthCore
import HearthLlama
import HearthVoice

/// Puts voice commands together: the model, the intent parser with the bundled examples and the
/// saved calibration, and the file connector with its journal under `<home>/voice`.
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

    /// Where `hearth calibrate` writes its parameters.
    public static func calibrationURL(_ paths: HearthPaths) -> URL {
        paths.home.appendingPathComponent("voice/calibration.json")
    }

    /// The runner alone (for `hearth undo`: no model needed).
    public static func runner(_ paths: HearthPaths) -> ActionRunner {
        let folders = folders(paths)
        return ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
    }

    /// Loads the model and builds the parser.
    ///
    /// - Throws: `HearthError` for the model, `VoiceError` for the schema, examples or calibration.
    public static func load(paths: HearthPaths, model: URL, configuration: VoiceConfiguration = VoiceConfiguration(),
                            llama: LlamaConfiguration = LlamaConfiguration()) async throws -> VoiceRuntime {
        var llama = llama
        if llama.contextLength <= 0 { llama.contextLength = 2048 }
        try await ModelProbe(paths: paths).ensureLoadable(model)
        let engine = try await LlamaEngine.load(modelAt: model, configuration: llama)
        let calibration = try Calibration.load(calibrationURL(paths))
        let parser = try IntentParser(generator: engine, examples: LabelledExample.bundled(), configuration: configuration, calibration: calibration)
        return VoiceRuntime(engine: engine, parser: parser, runner: runner(paths), folders: folders(paths))
    }
}
