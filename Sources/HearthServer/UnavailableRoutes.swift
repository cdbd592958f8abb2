import Hummingbird

/// Endpoints whose feature has not landed: a clear 501 JSON error instead of a 404.
struct UnavailableRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        router.post("/v1/embeddings") { _, _ -> Response in
            throw ServerError(.notImplemented, "embeddings need an embedding model, which the search work (issue 6) installs; not available in this build")
        }
    }
}
