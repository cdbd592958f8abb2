import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// Hearth's API for the private store: saved conversations, deletion by category, the error log.
///
/// - `GET /api/conversations`: id, title, message count, created and last-message times.
/// - `GET /api/conversations/{id}`: the messages with role, content, model, backend and metrics.
/// - `GET /api/conversations/{id}/export?format=markdown|json`: a download.
/// - `DELETE /api/conversations/{id}`: the conversation and (by the foreign key) its messages.
/// - `POST /api/data/delete {"category": ...}`: `hearth data delete`'s categories and semantics;
///   `models` and `all` also need `"confirm": "delete models"`.
/// - `GET /api/logs`: the bounded error log, oldest first.
struct StoreRoutes: RouteGroup {
    /// What a request that deletes the installed models must carry in `confirm`.
    static let modelsConfirmation = "delete models"

    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let data = PrivateData(paths: environment.host.dataPaths)
        let limit = min(environment.maxBodyBytes, 64 << 10)

        router.get("/api/conversations") { _, _ -> Response in
            let list = try Self.storing { () throws(PrivateData.Failure) in try data.conversations() }
            return JSON.response(["conversations": list.map { conversation -> [String: Any] in
                [
                    "id": conversation.id, "title": conversation.title, "message_count": conversation.messageCount,
                    "created": Self.time(conversation.created), "updated": Self.time(conversation.updated),
                ]
            }])
        }

        router.get("/api/conversations/:id") { _, context -> Response in
            let id = try Self.conversationID(context)
            let conversation = try Self.storing { () throws(PrivateData.Failure) in try data.conversation(id) }
            let messages = conversation.messages.map { message -> [String: Any] in
                [
                    "id": message.id, "role": message.role.rawValue, "content": message.content,
                    "model": message.model ?? NSNull(), "backend": message.backend ?? NSNull(),
                    "metrics": message.metrics.map(Self.metrics) ?? NSNull(), "created": Self.time(message.created),
                ]
            }
            return JSON.response([
                "id": conversation.id, "title": conversation.title, "created": Self.time(conversation.created),
                "updated": Self.time(conversation.updated), "messages": messages,
            ])
        }

        router.get("/api/conversations/:id/export") { request, context -> Response in
            let id = try Self.conversationID(context)
            let format = request.uri.queryParameters.get("format") ?? "json"
            let export = try Self.storing { () throws(PrivateData.Failure) in try data.export(id, format: format) }
            var headers = HTTPFields()
            headers[.contentType] = export.mediaType
            headers[.contentDisposition] = "attachment; filename=\"\(export.fileName)\""
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: export.text)))
        }

        router.delete("/api/conversations/:id") { _, context -> Response in
            let id = try Self.conversationID(context)
            try Self.storing { () throws(PrivateData.Failure) in try data.deleteConversation(id) }
            return JSON.response(["deleted": id])
        }

        router.post("/api/data/delete") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(DeleteRequest.self, from: &request, limit: limit)
            let names = PrivateData.categoryNames
            guard names.contains(body.category.lowercased()) else {
                throw ServerError(.badRequest, "unknown category '\(body.category)': use one of \(names.joined(separator: ", "))", parameter: "category")
            }
            if PrivateData.deletesModels(body.category), body.confirm != Self.modelsConfirmation {
                throw ServerError(.badRequest, "deleting '\(body.category.lowercased())' removes the installed model files; to go ahead, send \"confirm\": \"\(Self.modelsConfirmation)\"", parameter: "confirm")
            }
            let report = try Self.storing { () throws(PrivateData.Failure) in try data.delete(categoryNamed: body.category) }
            return JSON.response(["deleted": body.category.lowercased(), "rows": report.rows, "files_removed": report.files.count])
        }

        router.get("/api/logs") { _, _ -> Response in
            let entries = try Self.storing { () throws(PrivateData.Failure) in try data.errorLog() }
            return JSON.response(["entries": entries.map { entry -> [String: Any] in
                ["sequence": entry.sequence, "time": Self.time(entry.time), "component": entry.component, "code": entry.code, "message": entry.message]
            }])
        }
    }

    struct DeleteRequest: Decodable {
        var category: String
        var confirm: String?
    }

    /// Runs a store call, turning its failures into HTTP errors.
    static func storing<T>(_ body: () throws(PrivateData.Failure) -> T) throws(ServerError) -> T {
        do {
            return try body()
        } catch {
            switch error.code {
            case .notFound: throw ServerError(.notFound, error.message)
            case .invalidRequest, .invalidSetting: throw ServerError(.badRequest, error.message)
            case .io, .database: throw ServerError(.internalError, error.message)
            }
        }
    }

    static func conversationID(_ context: ServerContext) throws(ServerError) -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text), id > 0 else {
            throw ServerError(.badRequest, "'\(text)' is not a conversation id (a positive whole number; see GET /api/conversations)", parameter: "id")
        }
        return id
    }

    static func time(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// A stored answer's measurements, with snake_case keys.
    static func metrics(_ metrics: GenerationMetrics) -> [String: Any] {
        var body = metrics.hearthTimings
        body["prompt_tokens"] = metrics.promptTokens
        body["completion_tokens"] = metrics.completionTokens
        return body
    }
}

/// Hearth's extension to a chat-completions request: `"hearth": {"save": true, "conversation_id": 3}`
/// saves the user's last message and the answer as a conversation, as `hearth chat` does. Without
/// it a request is stateless, as OpenAI clients expect.
struct HearthChatOptions: Decodable, Sendable {
    /// Save this turn (subject to the `history.save` setting).
    var save: Bool?
    /// The conversation to append to; nil starts a new one.
    var conversation_id: Int64?
}

/// Saving one chat turn that came over HTTP.
struct ChatSaving: Sendable {
    let recorder: ConversationRecorder?
    let userText: String

    /// Checks the options and opens the conversation; nil when the request did not ask to save.
    ///
    /// - Throws: `ServerError` for a `conversation_id` without `save`, a last message that is not
    ///   the user's, or an unknown conversation (404).
    static func prepare(_ options: HearthChatOptions?, messages: [ChatMessage], host: ModelHost) throws(ServerError) -> ChatSaving? {
        guard let options, options.save == true else {
            if options?.conversation_id != nil {
                throw ServerError(.badRequest, "hearth.conversation_id needs hearth.save: true", parameter: "hearth")
            }
            return nil
        }
        guard let last = messages.last, last.role == .user else {
            throw ServerError(.badRequest, "to save a chat, the last message must be the user's", parameter: "messages")
        }
        if let id = options.conversation_id, id <= 0 {
            throw ServerError(.badRequest, "hearth.conversation_id must be a positive id", parameter: "hearth")
        }
        let system = messages.first { $0.role == .system }?.content
        let data = PrivateData(paths: host.dataPaths)
        let recorder = try StoreRoutes.storing { () throws(PrivateData.Failure) in
            try data.chatRecorder(conversationID: options.conversation_id, system: system)
        }
        return ChatSaving(recorder: recorder, userText: last.content)
    }

    /// Saves the user's message and wraps `stream` so the answer is saved when it ends.
    ///
    /// - Returns: the conversation id (nil when the `history.save` setting is off).
    func start(_ stream: inout AsyncThrowingStream<GenerationEvent, any Error>) throws(ServerError) -> Int64? {
        guard let recorder else { return nil }
        let id: Int64
        do { id = try recorder.recordUser(userText) } catch {
            throw ServerError(.internalError, "cannot save the conversation: \(error)")
        }
        stream = recorder.recordingAnswer(of: stream)
        return id
    }
}
