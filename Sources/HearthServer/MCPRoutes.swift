import Foundation
import HearthCore
import HearthMCP
import HearthRuntime
import HTTPTypes
import Hummingbird
import MCP

/// `/mcp`: Hearth's MCP server over streamable HTTP (POST for requests, GET for the server's
/// event stream, DELETE to end a session), bridged from Hummingbird to the SDK's stateful
/// transport, one MCP session per client.
///
/// The transport checks `Host` and `Origin` (this machine's names, plus the bound address when
/// the server listens elsewhere, where the API key middleware also guards `/mcp`).
struct MCPRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let sessions = MCPSessions(host: environment.host, bind: environment.bindHost)
        let limit = environment.maxBodyBytes
        for method in [HTTPRequest.Method.post, .get, .delete] {
            router.on("/mcp", method: method) { request, _ -> Response in
                var request = request
                let body = method == .post ? Data(try await request.collectBody(limit: limit).readableBytesView) : nil
                var headers: [String: String] = [:]
                for field in request.headers { headers[field.name.canonicalName] = field.value }
                let reply = await sessions.handle(MCP.HTTPRequest(method: method.rawValue, headers: headers, body: body, path: request.uri.path))
                return Self.response(reply)
            }
        }
    }

    /// The SDK's response as a Hummingbird response (an SSE stream piped through as it comes).
    static func response(_ reply: MCP.HTTPResponse) -> Response {
        var headers = HTTPFields()
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let status = HTTPTypes.HTTPResponse.Status(code: reply.statusCode)
        if case .stream(let stream, _) = reply {
            return Response(status: status, headers: headers, body: ResponseBody { writer in
                for try await data in stream { try await writer.write(ByteBuffer(bytes: data)) }
                try await writer.finish(nil)
            })
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: reply.bodyData ?? Data())))
    }
}

/// The open MCP sessions: each has its own SDK server and transport; at most `limit`, the least
/// recently used one ends first.
actor MCPSessions {
    static let limit = 32

    private let host: ModelHost
    private let pipeline: any HTTPRequestValidationPipeline
    private var toolbox: HearthToolbox?
    private var sessions: [String: (server: Server, transport: StatefulHTTPServerTransport, used: ContinuousClock.Instant)] = [:]

    init(host: ModelHost, bind: String) {
        self.host = host
        var origin = OriginValidator.localhost()
        if !["127.0.0.1", "localhost", "::1"].contains(bind), !bind.hasPrefix("127.") {
            let shown = bind.contains(":") ? "[\(bind)]" : bind
            origin = OriginValidator(allowedHosts: origin.allowedHosts + ["\(shown):*"], allowedOrigins: origin.allowedOrigins + ["http://\(shown):*"])
        }
        pipeline = StandardValidationPipeline(validators: [
            origin, AcceptHeaderValidator(mode: .sseRequired), ContentTypeValidator(), ProtocolVersionValidator(), SessionValidator(),
        ])
    }

    private func sharedToolbox() throws -> HearthToolbox {
        if let toolbox { return toolbox }
        let made = HearthToolbox(host: host, search: SearchService(host: host), voice: try VoiceService(host: host))
        toolbox = made
        return made
    }

    func handle(_ request: MCP.HTTPRequest) async -> MCP.HTTPResponse {
        if let id = request.header(HTTPHeaderName.sessionID) {
            guard let session = sessions[id] else {
                return .error(statusCode: 404, .invalidRequest("Not Found: no MCP session \(id) (it ended or the server restarted); initialize again"))
            }
            sessions[id]?.used = .now
            let reply = await session.transport.handleRequest(request)
            if request.method.uppercased() == "DELETE" {
                sessions[id] = nil
                await session.server.stop()
            }
            return reply
        }
        // No session yet: only an initialize request opens one (the transport refuses the rest).
        let transport = StatefulHTTPServerTransport(validationPipeline: pipeline)
        let server: Server
        do {
            server = await HearthMCPServer.make(toolbox: try sharedToolbox())
            try await server.start(transport: transport)
        } catch {
            return .error(statusCode: 500, .internalError("the MCP server cannot start: \(error)"))
        }
        let reply = await transport.handleRequest(request)
        guard let id = reply.headers.first(where: { $0.key.lowercased() == HTTPHeaderName.sessionID.lowercased() })?.value else {
            await server.stop()
            return reply
        }
        sessions[id] = (server, transport, .now)
        if sessions.count > Self.limit, let oldest = sessions.min(by: { $0.value.used < $1.value.used }) {
            sessions[oldest.key] = nil
            await oldest.value.server.stop()
        }
        return reply
    }
}
