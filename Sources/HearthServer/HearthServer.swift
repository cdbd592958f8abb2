import Foundation
import HearthCore
import HearthRuntime
import Hummingbird
import Logging

/// Hearth's HTTP server: the OpenAI-compatible API, Hearth's own API and the web page, all on one
/// port, in front of one `ModelHost`.
///
/// ```swift
/// let host = try await ModelHost.start(ModelHost.Configuration())
/// let server = HearthServer(host: host, configuration: .init())
/// try await server.run()   // until cancelled
/// ```
public struct HearthServer: Sendable {
    /// Where to listen and who may call.
    public struct Configuration: Sendable {
        /// The address to bind; anything but loopback needs `apiKey`.
        public var host = "127.0.0.1"
        /// The port (0: any free port, reported through `onRunning`).
        public var port = 8080
        /// When set, every API request must carry `Authorization: Bearer <apiKey>`.
        public var apiKey: String?
        /// The largest request body accepted, in bytes.
        public var maxBodyBytes = 1 << 20

        /// The defaults: loopback, port 8080, no API key, 1 MiB bodies.
        public init() {}

        /// Whether `host` only accepts connections from this machine.
        public var isLoopback: Bool {
            ["127.0.0.1", "localhost", "::1"].contains(host) || host.hasPrefix("127.")
        }

        /// Checks the combination is safe.
        ///
        /// - Throws: `ServerError` when a non-loopback host has no API key, or the port is out of range.
        public func validate() throws(ServerError) {
            guard (0...65535).contains(port) else { throw ServerError(.badRequest, "port must be between 0 and 65535 (got \(port))") }
            if !isLoopback, apiKey?.isEmpty ?? true {
                throw ServerError(.badRequest, "binding \(host) exposes the server to other machines: pass --api-key (clients send it as 'Authorization: Bearer <key>')")
            }
            if let apiKey, apiKey.count < 8 { throw ServerError(.badRequest, "the API key must be at least 8 characters") }
        }
    }

    /// The route groups, one file each. A feature that lands adds its own `RouteGroup` here.
    public static let routeGroups: [any RouteGroup] = [
        OpenAIRoutes(),
        StatusRoutes(),
        SearchRoutes(),
        StoreRoutes(), ModelRoutes(),
        VoiceRoutes(),
        MCPRoutes(),
        AudioRoutes(),
        OperationsRoutes(),
    ]

    /// The model host every route generates through.
    public let host: ModelHost
    /// Where it listens and who may call.
    public let configuration: Configuration

    /// A server in front of `host`; ``Configuration/validate()`` is checked when it runs.
    public init(host: ModelHost, configuration: Configuration) {
        self.host = host
        self.configuration = configuration
    }

    /// Builds the router: middleware (errors, API key, body limit, static page), then every route group.
    public func makeRouter() -> Router<ServerContext> {
        let router = Router(context: ServerContext.self)
        let metrics = ServerMetrics()
        router.add(middleware: MetricsMiddleware(metrics: metrics))
        router.add(middleware: ErrorMiddleware())
        if let key = configuration.apiKey { router.add(middleware: APIKeyMiddleware(key: key)) }
        if let folder = Self.publicFolder {
            router.add(middleware: FileMiddleware(folder, searchForIndexHtml: true))
        }
        let environment = RouteEnvironment(host: host, maxBodyBytes: configuration.maxBodyBytes, bindHost: configuration.host, metrics: metrics)
        for group in Self.routeGroups { group.register(on: router, environment) }
        return router
    }

    /// Serves until the calling task is cancelled.
    ///
    /// - Parameters:
    ///   - handleSignals: shut down gracefully on SIGINT and SIGTERM (the CLI; not tests).
    ///   - onRunning: called with the bound port once the server accepts connections.
    /// - Throws: `ServerError` for an unsafe configuration; whatever binding throws.
    public func run(handleSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try configuration.validate()
        var logger = Logger(label: "hearth.server")
        logger.logLevel = ProcessInfo.processInfo.environment["HEARTH_DEBUG"] != nil ? .debug : .warning
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Hearth"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        try await app.runService(gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [])
    }

    /// The folder of the web page inside the package resources.
    static var publicFolder: String? {
        Bundle.module.url(forResource: "Public", withExtension: nil)?.path
    }
}

/// What a route group needs from the server.
public struct RouteEnvironment: Sendable {
    /// The model host.
    public let host: ModelHost
    /// The largest request body accepted, in bytes (a route may allow more, as voice audio does).
    public let maxBodyBytes: Int
    /// The address the server binds (`Configuration.host`).
    public var bindHost = "127.0.0.1"
    /// Counters and histograms for `/metrics`.
    let metrics: ServerMetrics
}

/// A set of routes that belongs to one feature (OpenAI API, status, search, voice, ...).
public protocol RouteGroup: Sendable {
    /// Adds the group's routes.
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment)
}

/// The request context of every Hearth route.
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: Source) {
        coreContext = .init(source: source)
    }
}
