import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth settings list|set`: typed settings with defaults.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change settings (`hearth data delete settings` restores the defaults).",
        subcommands: [List.self, Set.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print every setting and its value.")

        func run() throws {
            let settings = try Store.open(paths: .standard()).settings()
            for (key, kind, summary) in StoreSettings.keys {
                Terminal.write("\(key)\t\(try settings.value(of: key))\t(\(kind): \(summary))\n")
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change one setting.")

        @Argument(help: "The setting's name.")
        var key: String

        @Argument(help: "The new value.")
        var value: String

        func run() throws {
            try Store.open(paths: .standard()).set(key, to: value)
        }
    }
}
