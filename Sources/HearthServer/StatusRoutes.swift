import Foundation
import HearthRuntime
import Hummingbird

/// Hearth's own API for what exists now: `GET /api/status` (models: `ModelRoutes`).
///
/// `/api/features` tells the page which sections have a backend yet.
struct StatusRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host

        router.get("/api/status") { _, _ -> Response in
            let status = await host.status()
            var body: [String: Any] = [
                "model": status.model,
                "model_name": status.modelName,
                "architecture": status.architecture,
                "parameters": status.parameters,
                "context_length": status.contextLength,
                "backend": status.backend,
                "queue": ["running": status.running, "max_running": status.maxRunning, "waiting": status.waiting, "max_waiting": status.maxWaiting],
                "memory": ["resident_bytes": status.residentMemoryBytes, "peak_bytes": status.peakMemoryBytes],
            ]
            // The governor's decisions are visible: tier, why, and what it does to answers now.
            if let state = host.governance {
                var governance: [String: Any] = [
                    "tier": state.tier,
                    "memory_pressure": state.memoryPressure,
                    "low_power": state.lowPower,
                    "explanation": state.explanation,
                    "token_delay_seconds": state.tokenDelaySeconds,
                    "loads_allowed": state.loadsAllowed,
                    "heavy_allowed": state.heavyAllowed,
                ]
                if let cap = state.maxTokens { governance["max_tokens"] = cap }
                if let unload = state.lastUnload { governance["last_unload"] = unload }
                body["governor"] = governance
            }
            return JSON.response(body)
        }

        // GET /api/models: the catalogue view, in ModelRoutes.

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
        "search": true,
        "voice": true,
        "conversations": true,
        "data": true,
        "embeddings": true,
    ]
}
