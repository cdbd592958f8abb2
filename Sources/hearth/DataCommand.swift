import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth data delete CATEGORY`: destroy one category of data.
struct DataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data",
        abstract: "Manage the data Hearth keeps on this device.",
        subcommands: [Delete.self]
    )

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete one category of data, immediately and permanently (no trash, no undo).",
            discussion: """
            conversations: every conversation and message. logs: the error log. settings: back to \
            defaults (conversations stay). index: the search index. models: the installed model \
            files. all: everything. Afterwards the database is checkpointed and vacuumed, so the \
            deleted text is gone from the files too.
            """
        )

        @Argument(help: "conversations, logs, settings, index, models or all.")
        var categoryName: String

        var category: DataCategory { DataCategory(rawValue: categoryName.lowercased()) ?? .all }

        func validate() throws {
            guard DataCategory(rawValue: categoryName.lowercased()) != nil else {
                throw ValidationError("unknown category '\(categoryName)': use one of \(DataCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }

        func run() throws {
            let report = try Store.open(paths: .standard()).delete(category)
            let rows = report.rows.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            var parts = rows
            if !report.files.isEmpty { parts.append("\(report.files.count) files") }
            printStderr("deleted \(category.rawValue)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")))
        }
    }
}
