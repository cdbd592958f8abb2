import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth probe-model FILE` (hidden): the trial load that ``ModelProbe`` runs in a child process.
/// Loads the file, evaluates one token and exits 0; a clean failure is one line on stderr and
/// exit 2; a file that makes llama.cpp abort ends this process, which is the point.
struct ProbeModel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe-model",
        abstract: "Trial-load a model file (run by Hearth itself in a child process).",
        shouldDisplay: false
    )

    @Option(help: "generation or embedding.")
    var kind: String = ModelProbe.Kind.generation.rawValue

    @Argument(help: "The GGUF file.")
    var file: String

    func run() async throws {
        guard let kind = ModelProbe.Kind(rawValue: kind) else {
            throw ValidationError("--kind must be one of: \(ModelProbe.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        do {
            try await ModelProbe.runTrial(URL(fileURLWithPath: file), kind: kind)
        } catch {
            // Not through the CLI's error path: the parent reports the failure (and logs it once).
            printError(error.message)
            Foundation.exit(ExitCodes.code(for: error))
        }
    }
}
