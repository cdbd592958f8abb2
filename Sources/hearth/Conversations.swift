import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth conversations list|show|delete|export`: the saved conversations.
struct Conversations: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List, show, export or delete saved conversations.",
        subcommands: [List.self, Show.self, Export.self, Delete.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List conversations, most recent first.")

        @Flag(help: "Print JSON.")
        var json = false

        func run() throws {
            let conversations = try Store.open(paths: .standard()).conversations()
            if json {
                Terminal.write(try JSONOutput.encode(conversations) + "\n")
                return
            }
            if conversations.isEmpty {
                printStderr("no saved conversations")
                return
            }
            let formatter = ISO8601DateFormatter()
            for conversation in conversations {
                Terminal.write("\(conversation.id)\t\(formatter.string(from: conversation.updated))\t\(conversation.messageCount) messages\t\(conversation.title)\n")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a conversation as a readable transcript.")

        @Argument(help: "The conversation id (see `hearth conversations list`).")
        var id: Int64

        func run() throws {
            Terminal.write(try Store.open(paths: .standard()).conversation(id).exported(as: .markdown))
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Export a conversation as JSON or Markdown.")

        @Argument(help: "The conversation id.")
        var id: Int64

        @Option(help: "json or markdown.")
        var format: ExportFormat = .json

        @Option(name: .shortAndLong, help: "Write to this file (owner-only) instead of stdout.")
        var output: String?

        func run() throws {
            let text = try Store.open(paths: .standard()).conversation(id).exported(as: format)
            guard let output else {
                Terminal.write(text.hasSuffix("\n") ? text : text + "\n")
                return
            }
            let url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
            guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]) else {
                throw HearthError(.io, "cannot write \(url.path)")
            }
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete conversations and their messages, immediately and for good.")

        @Argument(help: "The conversation ids.")
        var ids: [Int64]

        func validate() throws {
            if ids.isEmpty { throw ValidationError("name at least one conversation id (see `hearth conversations list`); `hearth data delete conversations` deletes them all") }
        }

        func run() throws {
            let store = try Store.open(paths: .standard())
            for id in ids {
                try store.deleteConversation(id)
                printStderr("deleted conversation \(id)")
            }
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}
