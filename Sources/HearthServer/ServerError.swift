import Foundation
import HearthCore
import Hummingbird

/// The error the server reports: an HTTP status, an OpenAI-style type and code, and a message.
///
/// Rendered as `{"error": {"message": ..., "type": ..., "code": ..., "param": null}}`, the shape
/// OpenAI clients parse.
public struct ServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, which fixes the HTTP status.
    public enum Code: String, Sendable, Hashable {
        /// 400: the request is malformed or a field is out of range.
        case badRequest = "invalid_request_error"
        /// 401: a missing or wrong API key.
        case unauthorized = "invalid_api_key"
        /// 404: no such route or record.
        case notFound = "not_found"
        /// 404: no such model installed.
        case modelNotFound = "model_not_found"
        /// 413: the body is over the limit.
        case tooLarge = "request_too_large"
        /// 429: the queue is full; try again after `Retry-After`.
        case busy = "rate_limit_exceeded"
        /// 501: the feature is not built yet.
        case notImplemented = "not_implemented"
        /// 500: a failure that is Hearth's fault, not the request's.
        case internalError = "internal_error"
        /// 400: the prompt does not fit the model's context.
        case contextOverflow = "context_length_exceeded"
        /// The resource governor refuses the work now (heat, memory): try again later.
        case resourceLimited = "resource_limited"
        /// The upload is in a format the server cannot read (audio that is not WAV).
        case unsupportedMedia = "unsupported_media_type"
        /// The server is not ready (a model is loading): try again shortly.
        case unavailable = "service_unavailable"
    }

    /// What went wrong; fixes the status.
    public var code: Code
    /// One sentence a person can act on, sent as `error.message`.
    public var message: String
    /// The request field at fault, if one is.
    public var parameter: String?

    /// An error of kind `code`; `parameter` names the request field at fault.
    public init(_ code: Code, _ message: String, parameter: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
    }

    public var description: String { message }

    var status: HTTPResponse.Status {
        switch code {
        case .badRequest, .contextOverflow: .badRequest
        case .unauthorized: .unauthorized
        case .notFound, .modelNotFound: .notFound
        case .tooLarge: .contentTooLarge
        case .busy: .tooManyRequests
        case .notImplemented: .notImplemented
        case .internalError: .internalServerError
        case .resourceLimited, .unavailable: .serviceUnavailable
        case .unsupportedMedia: .unsupportedMediaType
        }
    }

    var type: String {
        switch code {
        case .badRequest, .contextOverflow, .modelNotFound, .notFound, .tooLarge, .unsupportedMedia: "invalid_request_error"
        case .unauthorized: "authentication_error"
        case .busy: "rate_limit_error"
        case .notImplemented: "not_implemented_error"
        case .internalError, .resourceLimited, .unavailable: "server_error"
        }
    }

    /// The server error for any error thrown below the server.
    static func from(_ error: any Error) -> ServerError {
        switch error {
        case let error as ServerError: return error
        case let error as HearthError:
            switch error.code {
            case .invalidRequest: return ServerError(.badRequest, error.message)
            case .contextOverflow: return ServerError(.contextOverflow, error.message)
            case .modelNotFound, .invalidModel: return ServerError(.modelNotFound, error.message, parameter: "model")
            case .busy: return ServerError(.busy, error.message)
            case .unavailable: return ServerError(.notImplemented, error.message)
            case .resourceLimited: return ServerError(.resourceLimited, error.message)
            case .cancelled, .backendFailure, .io: return ServerError(.internalError, error.message)
            }
        case let error as any HTTPResponseError:
            switch error.status {
            case .contentTooLarge: return ServerError(.tooLarge, "the request body is too large")
            case .notFound: return ServerError(.notFound, "no such endpoint")
            case .methodNotAllowed: return ServerError(.notFound, "this endpoint does not take that method")
            default: return ServerError(.badRequest, "\(error.status.code) \(error.status.reasonPhrase)")
            }
        case let error as DecodingError:
            return ServerError(.badRequest, "the request body is not valid: \(describe(error))")
        default:
            return ServerError(.internalError, "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
        }
        switch error {
        case .typeMismatch(_, let context): return "wrong type\(path(context)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value\(path(context))"
        case .keyNotFound(let key, let context): return "missing field '\(key.stringValue)'\(path(context))"
        case .dataCorrupted(let context): return "not JSON\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// The JSON response for this error.
    func response() -> Response {
        var error: [String: Any] = ["message": message, "type": type, "code": code.rawValue]
        error["param"] = parameter ?? NSNull()
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        if code == .busy { headers[.retryAfter] = "1" }
        if code == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: JSON.buffer(["error": error])))
    }
}

/// Turns every thrown error into an OpenAI-style JSON error response.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            return ServerError.from(error).response()
        }
    }
}

/// Requires `Authorization: Bearer <key>` on every API request (the page's static files excepted:
/// they hold no data, and the page asks for the key).
struct APIKeyMiddleware<Context: RequestContext>: RouterMiddleware {
    let key: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        let isAPI = path.hasPrefix("/v1/") || path.hasPrefix("/api/") || path == "/mcp" || path == "/metrics"
        if isAPI {
            let given = request.headers[.authorization] ?? ""
            guard constantTimeEqual(given, "Bearer " + key) else {
                throw ServerError(.unauthorized, given.isEmpty ? "this server needs an API key: send 'Authorization: Bearer <key>'" : "the API key is not valid")
            }
        }
        return try await next(request, context)
    }

    private func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// JSON helpers for `[String: Any]` bodies (explicit `null`s, as OpenAI's responses have).
enum JSON {
    static func data(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    static func buffer(_ object: Any) -> ByteBuffer {
        ByteBuffer(bytes: data(object))
    }

    static func response(_ object: Any, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: buffer(object)))
    }

    /// Reads and decodes a request body no larger than `limit` bytes.
    /// Collects through `collectBody`, which keeps the connection's inbound stream usable for
    /// `consumeWithCancellationOnInboundClose` later.
    static func decode<T: Decodable>(_ type: T.Type, from request: inout Request, limit: Int) async throws -> T {
        let buffer = try await request.collectBody(limit: limit)
        guard buffer.readableBytes > 0 else { throw ServerError(.badRequest, "the request body is empty; send a JSON object") }
        return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
    }
}

extension Request {
    /// The whole body, no larger than `limit` bytes; a larger one is a 413 whose message names the
    /// limit (so a client knows what to send instead).
    mutating func collectBody(limit: Int) async throws -> ByteBuffer {
        do {
            return try await collectBody(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw ServerError(.tooLarge, "the request body is larger than this route's limit of \(Self.describe(bytes: limit))")
        }
    }

    /// A byte count as a person reads it: 16 KiB, 1 MiB, 25 MiB.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// Any key of a JSON object, to list the keys a body holds.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Refuses a JSON object with a key `Keys` does not name: on Hearth's own routes a misspelt
    /// key ("timezon", "slot", "undo_id") would otherwise be dropped and the request run with the
    /// default in its place (the server's time zone, no edit, the latest action undone).
    func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, in what: String) throws {
        let known = Keys.allCases.map(\.stringValue)
        let unknown = try container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).filter { !known.contains($0) }
        guard let first = unknown.sorted().first else { return }
        throw ServerError(.badRequest, "unknown key '\(first)' in \(what); the keys are \(known.joined(separator: ", "))", parameter: first)
    }
}
