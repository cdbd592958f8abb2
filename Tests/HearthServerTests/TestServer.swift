import Foundation
import HearthCore
import HearthGovernor
import HearthLlama
import HearthRuntime
import HearthServer
import HearthTesting
import Synchronization
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// All server suites, one at a time: they share one model and one loaded machine.
@Suite(.serialized) struct HearthServerSuites {}

/// A real Hearth server on a loopback ephemeral port, around the real default model.
final class TestServer: Sendable {
    let host: ModelHost
    let port: Int
    let apiKey: String?
    private let task: Task<Void, any Error>

    var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private init(host: ModelHost, port: Int, apiKey: String?, task: Task<Void, any Error>) {
        self.host = host
        self.port = port
        self.apiKey = apiKey
        self.task = task
    }

    deinit { task.cancel() }

    /// Starts a server; returns once it accepts connections.
    /// With `paths`, the server keeps its data there and loads the default pack from its `models`.
    static func start(
        maxWaiting: Int = 8, apiKey: String? = nil, maxBodyBytes: Int = 1 << 20, governor: ResourceGovernor? = nil,
        paths: HearthPaths? = nil, parallel: Int = 1
    ) async throws -> TestServer {
        var configuration = ModelHost.Configuration()
        configuration.model = paths == nil ? TestModels.defaultModel.path : nil
        if let paths { configuration.paths = paths }
        configuration.engine.contextLength = 1024
        configuration.maxWaiting = maxWaiting
        configuration.governor = governor
        configuration.engine.parallelSequences = parallel
        let host = try await ModelHost.start(configuration)
        var server = HearthServer.Configuration()
        server.port = 0
        server.apiKey = apiKey
        server.maxBodyBytes = maxBodyBytes
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { [server] in
            try await HearthServer(host: host, configuration: server).run { port in continuation.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw HearthError(.io, "the server did not start") }
        return TestServer(host: host, port: port, apiKey: apiKey, task: task)
    }

    /// One shared server for the tests that do not need their own, with a data folder of its own
    /// (the page saves chats: tests never write into the user's `HEARTH_HOME`).
    static let shared = Task {
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("models"), withDestinationURL: TestModels.defaultModel.deletingLastPathComponent())
        sharedFolder.withLock { $0 = folder }
        return try await TestServer.start(paths: HearthPaths(home: folder.url))
    }
    private static let sharedFolder = Mutex<TemporaryDirectory?>(nil)

    struct Reply {
        var status: Int
        var headers: [AnyHashable: Any]
        var body: Data
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var text: String { String(decoding: body, as: UTF8.self) }
        var errorMessage: String { (json["error"] as? [String: Any])?["message"] as? String ?? "" }
        var errorParam: String? { (json["error"] as? [String: Any])?["param"] as? String }
        func header(_ name: String) -> String? {
            headers.first { ($0.key as? String)?.lowercased() == name.lowercased() }?.value as? String
        }
    }

    /// Sends a request with URLSession and returns the whole reply.
    func request(_ path: String, method: String = "GET", json: Any? = nil, rawBody: Data? = nil, key: String? = nil) async throws -> Reply {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let rawBody { request.httpBody = rawBody }
        if let key = key ?? apiKey, !key.isEmpty { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
        request.timeoutInterval = 3600 // a hang guard for loaded machines, not a timing assertion
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        return Reply(status: http.statusCode, headers: http.allHeaderFields, body: data)
    }
}

/// The `data:` payloads of a server-sent-events body, in order.
func sseEvents(_ body: String) -> [String] {
    body.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { frame in
        frame.hasPrefix("data: ") ? String(frame.dropFirst(6)) : "<not data: \(frame)>"
    }
}
