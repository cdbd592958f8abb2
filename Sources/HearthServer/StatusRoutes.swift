import Foundation
import HearthRuntime
import Hummingbird

/// Hearth's own API for what exists now: `GET /api/status` and `GET /api/models`.
///
/// `/api/features` tells the page which sections have a backend yet.
struct StatusRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host

        router.get("/api/status") { _, _ -> Response in
            let status = await host.status()
            return JSON.response([
                "model": status.model,
                "model_name": status.modelName,
                "architecture": status.architecture,
                "parameters": status.parameters,
                "context_length": status.contextLength,
                "backend": status.backend,
                "queue": ["running": status.running, "waiting": status.waiting, "max_waiting": status.maxWaiting],
                "memory": ["resident_bytes": status.residentMemoryBytes, "peak_bytes": status.peakMemoryBytes],
            ])
        }

        router.get("/api/models") { _, _ -> Response in
            let models: [[String: Any]] = await host.installedModels().map {
                ["id": $0.id, "file": $0.file, "size_bytes": $0.sizeBytes, "resident": $0.resident]
            }
            return JSON.response(["models": models])
        }

        router.get("/api/features") { _, _ -> Response in
            JSON.response(["features": HearthServer.features])
        }
    }
}

extension HearthServer {
    /// Which of Hearth's capabilities this build serves; the page shows a "not available yet"
    /// note for the others. A stream that lands a feature flips its entry.
    static let features: [String: Bool] = [
        "chat": true,
        "models": true,
        "status": true,
        "search": false,
        "voice": false,
        "conversations": false,
        "data": false,
        "embeddings": false,
    ]
}
