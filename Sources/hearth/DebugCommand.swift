import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth debug …`: hidden tools for tests.
struct DebugCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug",
        abstract: "Tools for Hearth's own tests.",
        shouldDisplay: false,
        subcommands: [WriteMessages.self]
    )

    /// Appends numbered messages, one transaction each, printing each id once it is committed:
    /// the crash-safety test kills this process mid-loop and checks every printed message.
    struct WriteMessages: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "write-messages")

        @Option(help: "How many messages to write.")
        var count = 1_000_000

        @Option(help: "Characters per message.")
        var size = 2000

        func run() throws {
            let store = try Store.open(paths: .standard())
            let conversation = try store.createConversation(title: "crash test")
            Terminal.write("conversation \(conversation.id)\n")
            for index in 0..<count {
                let stored = try store.append(.user(Self.content(index, size: size)), to: conversation.id)
                Terminal.write("committed \(stored.id) \(index)\n")
            }
        }

        /// The deterministic text of message `index`, so a reader can check it byte for byte.
        static func content(_ index: Int, size: Int) -> String {
            let head = "message \(index):"
            let fill = String(repeating: String(UnicodeScalar(UInt8(97 + index % 26))), count: max(0, size - head.count))
            return head + fill
        }
    }
}
