import ArgumentParser
import Foundation
import HearthRuntime
import Logging

/// Diagnostic logging and the error log, for the CLI.
enum Diagnostics {
    /// Sends swift-log output to stderr at `HEARTH_LOG_LEVEL` (default: warning), with user
    /// content redacted unless the `debug.log-content` setting is on.
    static func bootstrap() {
        let environment = ProcessInfo.processInfo.environment
        let level = environment["HEARTH_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
        let content = (try? SavedChats.settings())?.debugLogContent ?? false
        LoggingSystem.bootstrap { label in
            RedactingLogHandler(label: label, level: level, includeUserContent: content) { line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
    }

    /// Records a failed command in the error log. What the user typed (the arguments) is
    /// redacted unless content logging is on. `--help`, `--version` and interrupts are not failures.
    static func recordFailure(_ error: any Error) {
        if let hearth = error as? HearthError, hearth.code == .cancelled { return }
        if !(error is HearthError) && !(error is StoreError) && Hearth.exitCode(for: error) == .success { return }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let component = arguments.first.map { "cli.\($0)" } ?? "cli"
        // Command names and options are Hearth's words, not the user's.
        let commandNames = Set(commandNames(of: Hearth.self))
        let typed = arguments.filter { !$0.hasPrefix("-") && !commandNames.contains($0) }
        if error is HearthError || error is StoreError {
            ErrorRecorder.record(error, component: component, sensitive: typed)
        } else {
            var message = Hearth.fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            ErrorRecorder.record(HearthError(.invalidRequest, message), component: component, sensitive: typed)
        }
    }

    private static func commandNames(of command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.subcommands.flatMap { commandNames(of: $0) }
    }
}
