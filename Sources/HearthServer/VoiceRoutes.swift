import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// Voice commands: `POST /api/voice/command` (JSON text or a WAV upload), the confirmation flow
/// (`/api/voice/confirm/{id}`, `/api/voice/cancel/{id}`), `POST /api/voice/undo` and
/// `GET /api/voice/actions`.
///
/// The intent model runs through the host's one resident model (`ModelHost.withModel`); Whisper
/// loads on the first audio command. Every command answers with what was understood, the
/// confidence and the gate's decision (`auto_run`, `confirm`, `reject`) with its reason; an
/// auto-run carries the action and its undo id, a confirm a pending id and the confirmation card.
struct VoiceRoutes: RouteGroup {
    /// The largest WAV upload, as a multiple of the server's body limit (1 MiB → 8 MiB: about
    /// four minutes of 16 kHz 16-bit mono).
    static let audioLimitFactor = 8

    /// The confirmation card's edits.
    struct EditBody: Decodable {
        var intent: String?
        var slots: [String: String]?

        enum CodingKeys: String, CodingKey, CaseIterable { case intent, slots }

        init(from decoder: any Decoder) throws {
            try decoder.refuseUnknownKeys(CodingKeys.self, in: "the edit")
            let container = try decoder.container(keyedBy: CodingKeys.self)
            intent = try container.decodeIfPresent(String.self, forKey: .intent)
            slots = try container.decodeIfPresent([String: String].self, forKey: .slots)
        }
    }

    struct CommandBody: Decodable {
        var text: String?
        /// "now" for time expressions, ISO 8601 with offset (default: the server's clock).
        var now: String?
        /// An IANA time zone (default: the server's).
        var timezone: String?
        /// The recogniser's confidence when the client transcribed the text itself.
        var asrConfidence: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case text, now, timezone
            case asrConfidence = "asr_confidence"
        }

        init(from decoder: any Decoder) throws {
            try decoder.refuseUnknownKeys(CodingKeys.self, in: "a voice command")
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decodeIfPresent(String.self, forKey: .text)
            now = try container.decodeIfPresent(String.self, forKey: .now)
            timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
            asrConfidence = try container.decodeIfPresent(Double.self, forKey: .asrConfidence)
        }
    }

    struct UndoBody: Decodable {
        var id: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case id }

        init(from decoder: any Decoder) throws {
            try decoder.refuseUnknownKeys(CodingKeys.self, in: "an undo")
            id = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .id)
        }
    }

    /// The query parameters a WAV upload takes (the JSON body's `now` and `timezone`).
    static let audioParameters = ["now", "timezone"]

    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let limit = environment.maxBodyBytes
        let host = environment.host
        let service = Task { () throws -> VoiceService in try VoiceService(host: host) }

        router.post("/api/voice/command") { request, _ -> Response in
            var request = request
            let voice = try await Self.voice(service)
            let type = (request.headers[.contentType] ?? "").lowercased()
            let outcome: VoiceService.Outcome
            do {
                if Self.isWAV(type) {
                    if let unknown = request.uri.queryParameters.map({ String($0.key) }).first(where: { !Self.audioParameters.contains($0) }) {
                        throw ServerError(.badRequest, "unknown query parameter '\(unknown)' for a WAV upload; the parameters are \(Self.audioParameters.joined(separator: ", "))", parameter: unknown)
                    }
                    let (reference, zone) = try Self.reference(now: request.uri.queryParameters.get("now"),
                                                               timezone: request.uri.queryParameters.get("timezone"))
                    let buffer = try await request.collectBody(limit: limit * Self.audioLimitFactor)
                    guard buffer.readableBytes > 0 else { throw ServerError(.badRequest, "the audio upload is empty") }
                    outcome = try await voice.command(wav: Data(buffer.readableBytesView), reference: reference, timeZone: zone)
                } else if type.hasPrefix("audio/") || type.hasPrefix("video/") {
                    return Self.error(.unsupportedMediaType, "unsupported_media_type",
                                      "only WAV audio can be transcribed (Content-Type: audio/wav), not \(type)")
                } else {
                    // JSON (whatever the client called it: curl -d says form-urlencoded).
                    let body = try await JSON.decode(CommandBody.self, from: &request, limit: limit)
                    guard let text = body.text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                        throw ServerError(.badRequest, "the command is empty: send {\"text\": \"...\"} or a WAV recording (Content-Type: audio/wav)", parameter: "text")
                    }
                    let (reference, zone) = try Self.reference(now: body.now, timezone: body.timezone)
                    outcome = try await voice.command(text: text, asrConfidence: body.asrConfidence, reference: reference, timeZone: zone)
                }
            } catch let failure as VoiceService.Failure {
                return Self.error(failure)
            }
            return JSON.response(Self.json(outcome))
        }

        router.post("/api/voice/confirm/:id") { request, context -> Response in
            var request = request
            let voice = try await Self.voice(service)
            let id = context.parameters.get("id") ?? ""
            do {
                // An optional body carries the card's edits: {"intent": "...", "slots": {"title": "..."}}.
                let buffer = try await request.collectBody(limit: limit)
                var edit: VoiceService.Edit?
                if buffer.readableBytes > 0 {
                    let body: EditBody
                    do {
                        body = try JSONDecoder().decode(EditBody.self, from: Data(buffer.readableBytesView))
                    } catch let error as ServerError {
                        throw error
                    } catch {
                        throw ServerError(.badRequest, "the edit is not JSON of the form {\"intent\": \"...\", \"slots\": {\"title\": \"...\"}}")
                    }
                    edit = VoiceService.Edit(intent: body.intent, slots: body.slots ?? [:])
                }
                let (pending, action) = try await voice.confirm(id, edit: edit)
                return JSON.response(["id": pending.id, "status": "done", "description": pending.description,
                                      "action": Self.json(action), "undo_id": action.id as Any? ?? NSNull()])
            } catch {
                return Self.error(error)
            }
        }

        router.post("/api/voice/cancel/:id") { _, context -> Response in
            let voice = try await Self.voice(service)
            let id = context.parameters.get("id") ?? ""
            do {
                let pending = try await voice.cancel(id)
                return JSON.response(["id": pending.id, "status": "cancelled", "description": pending.description])
            } catch {
                return Self.error(error)
            }
        }

        router.post("/api/voice/undo") { request, _ -> Response in
            var request = request
            let voice = try await Self.voice(service)
            let buffer = try await request.collectBody(limit: limit)
            var id: String?
            if buffer.readableBytes > 0 {
                id = try JSONDecoder().decode(UndoBody.self, from: Data(buffer.readableBytesView)).id
            }
            do {
                let action = try await voice.undo(id)
                return JSON.response(["undone": Self.json(action)])
            } catch {
                return Self.error(error)
            }
        }

        router.get("/api/voice/actions") { request, _ -> Response in
            let voice = try await Self.voice(service)
            let count = request.uri.queryParameters.get("limit").flatMap(Int.init) ?? 20
            guard (1...200).contains(count) else { throw ServerError(.badRequest, "limit must be between 1 and 200", parameter: "limit") }
            do {
                let actions = try await voice.recentActions(count)
                return JSON.response(["actions": actions.map(Self.json)])
            } catch {
                return Self.error(error)
            }
        }
    }

    // MARK: Helpers

    static func voice(_ service: Task<VoiceService, any Error>) async throws -> VoiceService {
        do {
            return try await service.value
        } catch let failure as VoiceService.Failure {
            throw ServerError(.internalError, "voice commands are not available: \(failure.message)")
        }
    }

    static func isWAV(_ type: String) -> Bool {
        ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"].contains { type.hasPrefix($0) }
    }

    static func reference(now: String?, timezone: String?) throws(ServerError) -> (Date?, TimeZone?) {
        var zone: TimeZone?
        if let timezone, !timezone.isEmpty {
            guard let named = TimeZone(identifier: timezone) else { throw ServerError(.badRequest, "unknown time zone '\(timezone)'", parameter: "timezone") }
            zone = named
        }
        guard let now, !now.isEmpty else { return (nil, zone) }
        guard let date = ISO8601DateFormatter().date(from: now) else {
            throw ServerError(.badRequest, "now must be ISO 8601 with an offset, e.g. 2026-11-23T10:00:00+01:00", parameter: "now")
        }
        return (date, zone)
    }

    static func error(_ error: any Error) -> Response {
        if let failure = error as? VoiceService.Failure { return Self.error(failure) }
        return ServerError.from(error).response()
    }

    static func error(_ failure: VoiceService.Failure) -> Response {
        switch failure.kind {
        case .badRequest: ServerError(.badRequest, failure.message).response()
        case .notFound: ServerError(.notFound, failure.message).response()
        case .internalError: ServerError(.internalError, failure.message).response()
        case .conflict: error(.conflict, failure.kind.rawValue, failure.message)
        case .unprocessable: error(.unprocessableContent, failure.kind.rawValue, failure.message)
        }
    }

    /// An error in the same JSON shape as `ServerError`'s, for statuses it has no code for.
    static func error(_ status: HTTPResponse.Status, _ code: String, _ message: String) -> Response {
        JSON.response(["error": ["message": message, "type": "invalid_request_error", "code": code, "param": NSNull()]], status: status)
    }

    static func json(_ outcome: VoiceService.Outcome) -> [String: Any] {
        var body: [String: Any] = [
            "text": outcome.text,
            "transcript": outcome.heard?.text ?? NSNull(),
            "intent": outcome.intent,
            "slots": outcome.slots,
            "summary": outcome.summary,
            "confidence": outcome.confidence,
            "nlu_confidence": outcome.nluConfidence,
            "asr_confidence": outcome.asrConfidence ?? NSNull(),
            "gate": outcome.decision.rawValue,
            "reason": outcome.reason,
            "alternatives": outcome.alternatives,
            "from_safety_net": outcome.fromSafetyNet,
        ]
        if let heard = outcome.heard {
            body["speech"] = ["text": heard.text, "normalized": heard.normalized, "confidence": heard.confidence, "audio_seconds": heard.audioSeconds]
        }
        if let action = outcome.action {
            body["action"] = json(action)
            body["undo_id"] = action.id ?? NSNull()
        }
        if let pending = outcome.pending {
            body["pending_id"] = pending.id
            body["confirmation"] = ["id": pending.id, "description": pending.description,
                                    "expires_at": ISO8601DateFormatter().string(from: pending.expiresAt)]
        }
        return body
    }

    static func json(_ action: VoiceService.Action) -> [String: Any] {
        var body: [String: Any] = [
            "id": action.id ?? NSNull(),
            "intent": action.intent,
            "summary": action.summary,
            "date": ISO8601DateFormatter().string(from: action.date),
            "files": action.files,
            "undone": action.undone,
        ]
        if action.intent == "read_email" {
            body["messages"] = action.messages.map { ["from": $0.from, "subject": $0.subject, "date": $0.date] }
        }
        return body
    }
}
