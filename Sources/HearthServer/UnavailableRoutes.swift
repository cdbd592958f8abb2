import Hummingbird

/// Endpoints whose feature has not landed: a clear 501 JSON error instead of a 404.
/// (Empty now: `/v1/embeddings` is served by `SearchRoutes`.)
struct UnavailableRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {}
}
