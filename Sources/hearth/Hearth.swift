import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth`: the command-line front of Hearth.
@main
struct Hearth: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hearth",
        abstract: "A local-first AI runtime: chat and generation with small GGUF models, on this device.",
        subcommands: [
            Run.self, Chat.self, Serve.self, Bench.self, Models.self, Status.self, Doctor.self, Soak.self,
            Conversations.self, Logs.self, DataCommand.self, SettingsCommand.self, DebugCommand.self,
            Listen.self, Say.self, BenchSpeech.self, BenchVoice.self,
            VoiceCommand.self, Undo.self, Eval.self, Calibrate.self,
            Index.self, SearchCommand.self, Ask.self,
            SearchBench.self, SearchEval.self, ProbeModel.self, MCPCommand.self,
        ]
    )

    /// Parses and runs a command; any failure becomes one line on stderr and a non-zero exit code.
    static func main() async {
        Diagnostics.bootstrap()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exitWithOneLine(error)
        }
    }

    static func exitWithOneLine(_ error: any Error) -> Never {
        Diagnostics.recordFailure(error)
        if let store = error as? StoreError {
            printError(store.message)
            Foundation.exit(ExitCodes.code(for: store))
        }
        if let hearth = error as? HearthError {
            printError(hearth.message)
            Foundation.exit(ExitCodes.code(for: hearth))
        }
        if let voice = error as? VoiceError {
            printError(voice.message)
            Foundation.exit(voice.code == .invalidData ? 64 : 1)
        }
        let code = exitCode(for: error)
        if code == .success {
            exit(withError: error) // --help, --version
        }
        let message = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        printError(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
        Foundation.exit(code.rawValue)
    }
}

/// Exit codes: 0 ok, 1 a runtime failure, 2 a model problem, 64 bad usage, 130 interrupted.
enum ExitCodes {
    static func code(for error: HearthError) -> Int32 {
        switch error.code {
        case .invalidRequest: 64
        case .modelNotFound, .invalidModel: 2
        case .cancelled: 130
        default: 1
        }
    }

    static func code(for error: StoreError) -> Int32 {
        switch error.code {
        case .notFound, .invalidSetting, .invalidRequest: 64
        case .io, .database: 1
        }
    }
}

/// Writes one line to stderr.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("hearth: error: \(message)\n".utf8))
}

func printStderr(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
