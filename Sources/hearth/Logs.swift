import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth logs show|clear`: the bounded error log.
struct Logs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or clear the error log (the newest entries, at most `log.capacity`).",
        subcommands: [Show.self, Clear.self],
        defaultSubcommand: Show.self
    )

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the error log, oldest first.")

        @Flag(help: "Print JSON.")
        var json = false

        func run() throws {
            let entries = try Store.open(paths: .standard()).errorLog()
            if json {
                Terminal.write(try JSONOutput.encode(entries) + "\n")
                return
            }
            if entries.isEmpty { printStderr("the error log is empty") }
            let formatter = ISO8601DateFormatter()
            for entry in entries {
                Terminal.write("\(formatter.string(from: entry.time))\t\(entry.component)\t\(entry.code)\t\(entry.message)\n")
            }
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every entry of the error log.")

        func run() throws {
            let report = try Store.open(paths: .standard()).delete(.logs)
            printStderr("deleted \(report.rows["error_log"] ?? 0) log entries")
        }
    }
}
