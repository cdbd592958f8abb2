import ArgumentParser
import Foundation
import HearthMCP
import HearthRuntime

/// `hearth mcp`: Hearth's tools and resources for an MCP client (a desktop chat app, an editor,
/// an agent framework) on standard input and output. Nothing else is written to standard output.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Hearth's tools (search, ask, reminders, events, notes, email drafts, undo) and resources to an MCP client over stdio."
    )

    @OptionGroup var model: ModelOptions

    func run() async throws {
        var configuration = ModelHost.Configuration()
        configuration.model = model.model
        configuration.engine = model.configuration()
        let host = try await ModelHost.start(configuration)
        let toolbox = HearthToolbox(host: host, search: SearchService(host: host), voice: try VoiceService(host: host))
        try await HearthMCPServer.serveStdio(toolbox: toolbox)
    }
}
