import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// Hearth's API for model packs.
///
/// - `GET /api/models`: the catalogue view. `models` lists every pack (installed or available)
///   and every installed file without a pack: id, file, size, footprint, speciality,
///   verified/unverified, installed, fits-now, resident.
/// - `POST /api/models/switch {"id"}`: makes an installed pack resident (hot swap, in the request
///   queue: generations running finish first).
/// - `POST /api/models/install {"id"}`: installs a pack, streaming progress as server-sent events:
///   `data: {"type":"progress","phase":...,"bytes_done":...,"bytes_total":...,"rate_bytes_per_second":...,"eta_seconds":...}`,
///   then `{"type":"done","verified":true,...}` or `{"type":"error","error":{...}}`, then
///   `data: [DONE]`. The install goes on if the client hangs up.
struct ModelRoutes: RouteGroup {
    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host
        let limit = min(environment.maxBodyBytes, 16 << 10)
        let data = PrivateData(paths: host.dataPaths)

        router.get("/api/models") { _, _ -> Response in
            let catalogue = await host.packCatalogue()
            return JSON.response([
                "models": catalogue.entries.map(Self.json),
                "resident": catalogue.resident,
                "available_memory_bytes": catalogue.availableMemoryBytes as Any? ?? NSNull(),
            ])
        }

        router.post("/api/models/switch") { request, _ -> Response in
            var request = request
            let id = try await JSON.decode(PackRequest.self, from: &request, limit: limit).validID()
            if let pack = try? await host.pack(id) {
                guard pack.verified else { throw Self.unverified(pack.id) }
                guard pack.installed else {
                    throw ServerError(.badRequest, "pack \(pack.id) is not installed; install it first (POST /api/models/install)", parameter: "id")
                }
            }
            do {
                try await host.switchModel(to: id)
            } catch let error as HearthError where error.code == .modelNotFound {
                throw ServerError(.modelNotFound, error.message, parameter: "id")
            }
            let status = await host.status()
            return JSON.response(["resident": status.model, "model_name": status.modelName, "context_length": status.contextLength])
        }

        router.post("/api/models/install") { request, _ -> Response in
            var request = request
            let id = try await JSON.decode(PackRequest.self, from: &request, limit: limit).validID()
            let pack: PackEntry
            do { pack = try await host.pack(id) } catch {
                throw ServerError(.modelNotFound, (error as? HearthError)?.message ?? "\(error)", parameter: "id")
            }
            guard pack.verified else { throw Self.unverified(pack.id) }
            guard await Self.installs.begin(pack.id) else {
                throw ServerError(.badRequest, "pack \(pack.id) is already being installed", parameter: "id")
            }
            let (frames, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
            let reporter = InstallReporter(continuation: continuation)
            continuation.yield(Self.frame(["type": "start", "id": pack.id, "file": pack.file, "bytes_total": pack.sizeBytes ?? NSNull()]))
            // Not tied to the request: an install the client stops watching still completes.
            Task {
                do {
                    let files = try await host.installPack(pack.id) { reporter.report($0) }
                    reporter.flush()
                    let sizes = files.compactMap { (try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int }
                    continuation.yield(Self.frame([
                        "type": "done", "id": pack.id, "verified": true, "installed": true,
                        "files": files.map { ($0 as NSString).lastPathComponent }, "size_bytes": sizes.reduce(0, +),
                    ]))
                } catch {
                    data.record(error, component: "server.models")
                    let failure = ServerError.from(error)
                    continuation.yield(Self.frame(["type": "error", "id": pack.id, "error": ["message": failure.message, "type": failure.type, "code": (error as? HearthError)?.code.rawValue ?? "error"]]))
                }
                continuation.yield(ByteBuffer(string: "data: [DONE]\n\n"))
                continuation.finish()
                await Self.installs.end(pack.id)
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                for await frame in frames { try await writer.write(frame) }
                try await writer.finish(nil)
            })
        }
    }

    struct PackRequest: Decodable {
        var id: String

        func validID() throws(ServerError) -> String {
            let id = id.trimmingCharacters(in: .whitespaces)
            guard !id.isEmpty, id.count <= 200 else { throw ServerError(.badRequest, "id must name a pack (see GET /api/models)", parameter: "id") }
            return id
        }
    }

    static func unverified(_ id: String) -> ServerError {
        ServerError(.badRequest, "pack \(id) is unverified: its SHA-256 was never recorded, so Hearth will not install or load it (download the file yourself and `hearth models import` it)", parameter: "id")
    }

    static func json(_ entry: PackEntry) -> [String: Any] {
        [
            "id": entry.id, "display_name": entry.displayName, "file": entry.file,
            "size_bytes": entry.sizeBytes ?? NSNull(), "footprint_bytes": entry.footprintBytes ?? NSNull(),
            "family": entry.family ?? NSNull(), "parameters": entry.parameters ?? NSNull(),
            "quantization": entry.quantization ?? NSNull(), "speciality": entry.specialities,
            "context_length": entry.contextLength ?? NSNull(), "licence": entry.licence ?? NSNull(),
            "source": entry.source ?? NSNull(), "verified": entry.verified,
            "verification": entry.verified ? "verified" : "unverified",
            "installed": entry.installed, "resident": entry.resident, "fits_now": entry.fitsNow ?? NSNull(),
            "in_catalogue": entry.inCatalogue,
        ]
    }

    static func frame(_ object: [String: Any]) -> ByteBuffer {
        var buffer = ByteBuffer(string: "data: ")
        buffer.writeBytes(JSON.data(object))
        buffer.writeString("\n\n")
        return buffer
    }

    /// The packs being installed now (one install per pack at a time).
    static let installs = InstallRegistry()
}

actor InstallRegistry {
    private var active: Set<String> = []

    func begin(_ id: String) -> Bool { active.insert(id).inserted }
    func end(_ id: String) { active.remove(id) }
}

/// Turns installer callbacks into progress events: bytes, rate and ETA per phase, at most ten a
/// second, always the first and the last of each phase.
final class InstallReporter: @unchecked Sendable {
    private let continuation: AsyncStream<ByteBuffer>.Continuation
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private var phase: String?
    private var phaseStart: ContinuousClock.Instant
    private var lastSent: ContinuousClock.Instant
    private var pending: PackInstallProgress?

    init(continuation: AsyncStream<ByteBuffer>.Continuation) {
        self.continuation = continuation
        phaseStart = clock.now
        lastSent = clock.now
    }

    func report(_ progress: PackInstallProgress) {
        lock.withLock {
            let now = clock.now
            let newPhase = progress.phase != phase
            if newPhase {
                if let pending { send(pending, at: now) }
                phase = progress.phase
                phaseStart = now
            }
            let last = progress.bytesTotal.map { progress.bytesDone >= $0 } ?? false
            if newPhase || last || now - lastSent >= .milliseconds(100) {
                send(progress, at: now)
            } else {
                pending = progress
            }
        }
    }

    /// Sends the last held-back event.
    func flush() {
        lock.withLock { if let pending { send(pending, at: clock.now) } }
    }

    private func send(_ progress: PackInstallProgress, at now: ContinuousClock.Instant) {
        pending = nil
        lastSent = now
        let elapsed = (now - phaseStart) / .seconds(1)
        let rate = elapsed > 0 ? Double(progress.bytesDone) / elapsed : 0
        var event: [String: Any] = [
            "type": "progress", "phase": progress.phase, "bytes_done": progress.bytesDone,
            "bytes_total": progress.bytesTotal ?? NSNull(), "rate_bytes_per_second": rate,
        ]
        if let total = progress.bytesTotal, total > 0 {
            event["fraction"] = min(1, Double(progress.bytesDone) / Double(total))
            event["eta_seconds"] = rate > 0 ? Double(max(0, total - progress.bytesDone)) / rate : NSNull()
        }
        continuation.yield(ModelRoutes.frame(event))
    }
}
