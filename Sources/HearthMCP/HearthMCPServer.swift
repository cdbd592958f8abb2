import Foundation
import HearthCore
import HearthRuntime
public import MCP

/// Hearth as a Model Context Protocol server: its tools (`HearthTools`: search, ask, reminders,
/// events, notes, email drafts, reading email, undo) and resources (status, indexed documents,
/// today's and tomorrow's calendar, notes), on `modelcontextprotocol/swift-sdk`.
///
/// Writes need `confirm: true` in their arguments; without it they come back as a pending action
/// with its description (`status: "pending"`), which `confirm_pending` runs later. Arguments that
/// are missing or of the wrong type are JSON-RPC errors (`-32602`); a tool that runs and fails is a
/// result with `isError`.
///
/// ```swift
/// let server = await HearthMCPServer.make(toolbox: toolbox)
/// try await server.start(transport: StdioTransport())
/// await server.waitUntilCompleted()
/// ```
public enum HearthMCPServer {
    /// The server's name in `initialize`.
    public static let name = "hearth"
    /// Runs or drops a pending action (not in `HearthTools`: it only exists for clients that confirm).
    static let confirmTool = "confirm_pending"

    /// A server with Hearth's handlers, not yet started on a transport.
    public static func make(toolbox: HearthToolbox, version: String = "1.0") async -> Server {
        let server = Server(
            name: name, version: version,
            instructions: "Hearth's local tools over the person's own documents, calendar, notes and email. Writes need confirm: true, or they come back pending.",
            capabilities: Server.Capabilities(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools())
        }
        await server.withMethodHandler(CallTool.self) { params in
            try await call(params, toolbox: toolbox)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            let items = await toolbox.resources()
            return ListResources.Result(resources: items.map {
                Resource(name: $0.name, uri: $0.uri, description: $0.description, mimeType: $0.mimeType)
            })
        }
        await server.withMethodHandler(ReadResource.self) { params in
            do throws(HearthToolbox.Failure) {
                let (text, mimeType) = try await toolbox.read(params.uri)
                return ReadResource.Result(contents: [.text(text, uri: params.uri, mimeType: mimeType)])
            } catch {
                throw error.kind == .unknownTool ? MCPError.invalidParams(error.message) : MCPError.internalError(error.message)
            }
        }
        return server
    }

    /// The tool list: Hearth's tools (writes with `confirm`) and `confirm_pending`.
    static func tools() -> [Tool] {
        var tools = HearthTools.all.map { tool in
            Tool(
                name: tool.name, description: tool.description, inputSchema: value(tool.inputSchema(confirmable: true)),
                annotations: .init(readOnlyHint: !tool.writes, destructiveHint: tool.name == "undo", idempotentHint: !tool.writes, openWorldHint: false)
            )
        }
        tools.append(Tool(
            name: confirmTool, description: "Run (confirm: true) or drop (confirm: false) a pending action by its pending_id.",
            inputSchema: value(#"{"type":"object","properties":{"pending_id":{"type":"string"},"confirm":{"type":"boolean"}},"required":["pending_id","confirm"]}"#),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false)
        ))
        return tools
    }

    static func call(_ params: CallTool.Parameters, toolbox: HearthToolbox) async throws -> CallTool.Result {
        let arguments = String(decoding: try JSONEncoder().encode(params.arguments ?? [:]), as: UTF8.self)
        if params.name == confirmTool { return try await confirm(params.arguments ?? [:], toolbox: toolbox) }
        do throws(HearthToolbox.Failure) {
            let result = try await toolbox.call(params.name, arguments: arguments)
            return CallTool.Result(content: [.text(text: result.text, annotations: nil, _meta: nil)], isError: false)
        } catch {
            switch error.kind {
            case .unknownTool, .invalidArguments: throw MCPError.invalidParams(error.message)
            case .failed: return CallTool.Result(content: [.text(text: error.message, annotations: nil, _meta: nil)], isError: true)
            }
        }
    }

    static func confirm(_ arguments: [String: Value], toolbox: HearthToolbox) async throws -> CallTool.Result {
        guard let id = arguments["pending_id"]?.stringValue, !id.isEmpty, case .bool(let yes)? = arguments["confirm"],
              arguments.keys.allSatisfy({ ["pending_id", "confirm"].contains($0) }) else {
            throw MCPError.invalidParams("\(confirmTool) needs pending_id (a string) and confirm (true or false), nothing else")
        }
        let outcome = await settle(id, confirm: yes, voice: toolbox.voice)
        switch outcome {
        case .success(let text):
            return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: false)
        case .failure(let failure):
            if failure.kind == .notFound || failure.kind == .badRequest { throw MCPError.invalidParams(failure.message) }
            return CallTool.Result(content: [.text(text: failure.message, annotations: nil, _meta: nil)], isError: true)
        }
    }

    /// Confirms or cancels a pending action.
    static func settle(_ id: String, confirm: Bool, voice: VoiceService) async -> Result<String, VoiceService.Failure> {
        do throws(VoiceService.Failure) {
            if confirm {
                let (_, action) = try await voice.confirm(id)
                return .success(#"{"status":"done","id":"\#(action.id ?? "")","summary":\#(quoted(action.summary))}"#)
            }
            _ = try await voice.cancel(id)
            return .success(#"{"status":"cancelled"}"#)
        } catch {
            return .failure(error)
        }
    }

    /// A JSON schema text as the SDK's `Value`.
    static func value(_ json: String) -> Value {
        (try? JSONDecoder().decode(Value.self, from: Data(json.utf8))) ?? .object([:])
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// Serves on standard input and output until the client closes them (`hearth mcp`).
    public static func serveStdio(toolbox: HearthToolbox) async throws {
        let server = await make(toolbox: toolbox)
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
