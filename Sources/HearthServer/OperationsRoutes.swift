import Foundation
import HearthCore
import HearthRuntime
import Hummingbird
import Synchronization

/// Operations: `GET /health` (200 when a model is resident and none is loading, 503 while one
/// loads) and `GET /metrics` (Prometheus text format 0.0.4: requests by route and status, tokens,
/// time-to-first-token and decode-rate histograms, queue depth, governor tier, resident model).
struct OperationsRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host
        let metrics = environment.metrics

        router.get("/health") { _, _ -> Response in
            let loading = await host.residency.isLoading
            let resident = await host.residency.residentModelID
            let ready = !loading && resident != nil
            var body: [String: Any] = ["status": ready ? "ok" : "loading", "model": resident ?? NSNull()]
            if !ready, resident == nil, !loading { body["status"] = "no model resident (the next request loads one)" }
            return JSON.response(body, status: loading ? .serviceUnavailable : .ok)
        }

        // Hearth's own tools, as the page and MCP clients see them.
        router.get("/api/tools") { _, _ -> Response in
            let tools: [[String: Any]] = HearthTools.all.map { tool in
                let schema = (try? JSONSerialization.jsonObject(with: Data(tool.parameters.utf8))) ?? [:]
                return ["name": tool.name, "description": tool.description, "writes": tool.writes, "gate": tool.gate.rawValue, "parameters": schema]
            }
            return JSON.response(["tools": tools, "mcp": ["http_path": "/mcp", "stdio_command": ["hearth", "mcp"]]])
        }

        router.get("/metrics") { _, _ -> Response in
            var text = metrics.render()
            let status = await host.status()
            text += ServerMetrics.gauge("hearth_queue_running", "Generations running now", Double(status.running))
            text += ServerMetrics.gauge("hearth_queue_waiting", "Requests waiting for the model", Double(status.waiting))
            text += ServerMetrics.gauge("hearth_queue_max_running", "Generations that may run at once", Double(status.maxRunning))
            text += ServerMetrics.gauge("hearth_resident_memory_bytes", "Resident memory of the server process", Double(status.residentMemoryBytes))
            text += "# HELP hearth_resident_model The model resident now (1)\n# TYPE hearth_resident_model gauge\n"
            text += "hearth_resident_model{model=\"\(ServerMetrics.escape(await host.residency.residentModelID ?? "none"))\"} 1\n"
            if let governance = host.governance {
                text += "# HELP hearth_governor_tier The resource governor's tier (1 for the current one)\n# TYPE hearth_governor_tier gauge\n"
                for tier in ["nominal", "fair", "serious", "critical"] {
                    text += "hearth_governor_tier{tier=\"\(tier)\"} \(governance.tier == tier ? 1 : 0)\n"
                }
            }
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text)))
        }
    }
}

/// The server's counters and histograms, rendered in Prometheus text format.
final class ServerMetrics: Sendable {
    /// Histogram buckets for time to first token, in seconds.
    static let ttftBuckets: [Double] = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
    /// Histogram buckets for decode speed, in tokens per second.
    static let decodeBuckets: [Double] = [1, 2, 5, 10, 20, 40, 80, 160, 320]

    struct Histogram {
        var buckets: [Double]
        var counts: [Int]
        var sum = 0.0
        var count = 0
        init(_ buckets: [Double]) {
            self.buckets = buckets
            counts = Array(repeating: 0, count: buckets.count)
        }
        mutating func observe(_ value: Double) {
            for index in buckets.indices where value <= buckets[index] { counts[index] += 1 }
            sum += value
            count += 1
        }
    }

    private struct State {
        var requests: [String: Int] = [:] // "route\tmethod\tstatus"
        var promptTokens = 0
        var completionTokens = 0
        var ttft = Histogram(ServerMetrics.ttftBuckets)
        var decode = Histogram(ServerMetrics.decodeBuckets)
    }

    private let state = Mutex(State())

    /// Counts one answered request.
    func countRequest(route: String, method: String, status: Int) {
        state.withLock { $0.requests["\(route)\t\(method)\t\(status)", default: 0] += 1 }
    }

    /// Records a finished generation.
    func observe(_ metrics: GenerationMetrics) {
        state.withLock { state in
            state.promptTokens += metrics.promptTokens
            state.completionTokens += metrics.completionTokens
            if metrics.completionTokens > 0 { state.ttft.observe(metrics.timeToFirstToken) }
            if metrics.completionTokens > 1 { state.decode.observe(metrics.decodeTokensPerSecond) }
        }
    }

    /// `stream`, observed: its summary is recorded when it finishes.
    func observing(_ stream: AsyncThrowingStream<GenerationEvent, any Error>) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (observed, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            do {
                for try await event in stream {
                    if case .finished(let summary) = event { self.observe(summary.metrics) }
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return observed
    }

    /// The counters and histograms as Prometheus text.
    func render() -> String {
        let state = state.withLock { $0 }
        var text = "# HELP hearth_http_requests_total HTTP requests answered, by route, method and status\n# TYPE hearth_http_requests_total counter\n"
        for (key, count) in state.requests.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            text += "hearth_http_requests_total{route=\"\(Self.escape(parts[0]))\",method=\"\(parts[1])\",status=\"\(parts[2])\"} \(count)\n"
        }
        text += "# HELP hearth_tokens_total Tokens read (prompt) and generated (completion)\n# TYPE hearth_tokens_total counter\n"
        text += "hearth_tokens_total{kind=\"prompt\"} \(state.promptTokens)\nhearth_tokens_total{kind=\"completion\"} \(state.completionTokens)\n"
        text += Self.histogram("hearth_time_to_first_token_seconds", "Seconds from request to the first generated token", state.ttft)
        text += Self.histogram("hearth_decode_tokens_per_second", "Generated tokens per second after the first", state.decode)
        return text
    }

    static func histogram(_ name: String, _ help: String, _ histogram: Histogram) -> String {
        var text = "# HELP \(name) \(help)\n# TYPE \(name) histogram\n"
        for (bound, count) in zip(histogram.buckets, histogram.counts) {
            text += "\(name)_bucket{le=\"\(number(bound))\"} \(count)\n"
        }
        text += "\(name)_bucket{le=\"+Inf\"} \(histogram.count)\n\(name)_sum \(number(histogram.sum))\n\(name)_count \(histogram.count)\n"
        return text
    }

    static func gauge(_ name: String, _ help: String, _ value: Double) -> String {
        "# HELP \(name) \(help)\n# TYPE \(name) gauge\n\(name) \(number(value))\n"
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)) : "NaN"
    }

    /// A label value with `\`, `"` and newlines escaped.
    static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The route label for a path: segments with digits (ids) become `:id`, so the label set stays small.
    static func route(_ path: String) -> String {
        "/" + path.split(separator: "/").map { $0.contains(where: \.isNumber) && $0 != "v1" ? ":id" : String($0) }.joined(separator: "/")
    }
}

/// Counts every answered request in `ServerMetrics` (after the error middleware, so errors count
/// with their status).
struct MetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        let status = Int(response.status.code)
        let route = status == 404 ? "(unmatched)" : ServerMetrics.route(request.uri.path)
        metrics.countRequest(route: route, method: request.method.rawValue, status: status)
        return response
    }
}
