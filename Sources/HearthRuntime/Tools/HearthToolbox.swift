import Foundation
import HearthCore
import HearthVoice

/// Runs Hearth's own tools (`HearthTools`) for any caller: the chat, the MCP server.
///
/// Reads run at once. Writes go through the voice commands' gates: they run only when the caller
/// confirmed (`confirmed: true`, which only a person's client may pass: a model's own call never
/// confirms), otherwise they come back as a pending action with its description, confirmed or
/// cancelled later; whatever runs is journaled and can be undone.
///
/// ```swift
/// let toolbox = HearthToolbox(host: host, search: SearchService(host: host), voice: try VoiceService(host: host))
/// let result = try await toolbox.call("add_reminder", arguments: #"{"title":"call Ann","when":"tomorrow at 9"}"#)
/// if let pending = result.pending { _ = try await toolbox.voice.confirm(pending.id) }
/// ```
public actor HearthToolbox {
    /// Why a call could not be made.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What kind of failure.
        public enum Kind: String, Sendable, Hashable {
            /// No tool of that name.
            case unknownTool = "unknown_tool"
            /// Arguments missing, of the wrong type, or unreadable (a time that means nothing).
            case invalidArguments = "invalid_arguments"
            /// The tool ran and failed (nothing indexed, a file that cannot be written).
            case failed
        }

        /// What kind of failure.
        public var kind: Kind
        /// One sentence a person (or the model) can act on.
        public var message: String

        /// A failure of kind `kind`.
        public init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }

        public var description: String { message }
    }

    /// What a call produced.
    public struct Result: Sendable, Hashable {
        /// The result as JSON text (what a model reads back).
        public var text: String
        /// For a write that waits: what confirming does.
        public var pending: VoiceService.Pending?
        /// For a write that ran: its undo id.
        public var actionID: String?
    }

    /// The model host (the resident model answers `ask`).
    public let host: ModelHost
    /// Search and grounded answers over the person's documents.
    public let search: SearchService
    /// Reminders, events, notes and email, through the voice gates and journal.
    public let voice: VoiceService
    let clock: @Sendable () -> Date

    /// A toolbox over the server's services; `now` stamps the actions.
    public init(host: ModelHost, search: SearchService, voice: VoiceService, now: @escaping @Sendable () -> Date = { Date() }) {
        self.host = host
        self.search = search
        self.voice = voice
        clock = now
    }

    /// Calls a tool.
    ///
    /// - Parameters:
    ///   - name: a `HearthTools` name.
    ///   - arguments: the arguments object as JSON text.
    ///   - confirmed: the caller (a person's client, never a model) confirmed a write.
    ///   - timeZone: for `when` arguments in words and for descriptions.
    /// - Throws: `Failure` for an unknown tool, bad arguments, or a tool that failed.
    public func call(_ name: String, arguments: String, confirmed: Bool = false, timeZone: TimeZone = .current) async throws(Failure) -> Result {
        guard let tool = HearthTools.named(name) else {
            throw Failure(.unknownTool, "there is no tool '\(name)' (tools: \(HearthTools.all.map(\.name).joined(separator: ", ")))")
        }
        let args = try Self.validated(arguments, for: tool, confirmable: true)
        let confirmed = confirmed || args["confirm"] == .bool(true)
        let now = clock()
        do {
            switch name {
            case "search_documents":
                let limit = min(10, args["limit"]?.number.map(Int.init) ?? 5)
                let hits = try await search.search(args["query"]!.string!, limit: limit)
                return Result(text: Self.json(.array(hits.map { hit in
                    Self.object([("source", .string(hit.path)), ("heading", .string(hit.heading)), ("text", .string(hit.text)), ("score", .number(hit.fusedScore))])
                })))
            case "ask_documents":
                let answer = try await search.ask(args["question"]!.string!, host: host)
                return Result(text: Self.json(Self.object([
                    ("answer", .string(answer.text)),
                    ("sources", .array(answer.sources.map { .string($0.path) })),
                ])))
            case "read_email":
                let messages = try await voice.readEmail(from: args["from"]?.string)
                return Result(text: Self.json(.array(messages.map {
                    Self.object([("from", .string($0.from)), ("subject", .string($0.subject)), ("date", .string($0.date))])
                })))
            case "undo":
                let action = try await voice.undo(args["id"]?.string)
                return Result(text: Self.json(Self.object([("status", .string("undone")), ("id", .string(action.id ?? "")), ("summary", .string(action.summary))])), actionID: action.id)
            default:
                let (intent, slots) = try Self.slots(for: tool, args, now: now, timeZone: timeZone)
                // Email always asks first: only an explicit confirmation from the caller runs it.
                let (action, pending) = try await voice.propose(intent: intent, slots: slots, reference: now, timeZone: timeZone, confirmed: confirmed)
                if let pending {
                    return Result(text: Self.json(Self.object([
                        ("status", .string("pending")), ("pending_id", .string(pending.id)), ("description", .string(pending.description)),
                        ("expires_at", .string(ISO8601DateFormatter().string(from: pending.expiresAt))),
                    ])), pending: pending)
                }
                return Result(text: Self.json(Self.object([
                    ("status", .string("done")), ("id", .string(action?.id ?? "")), ("summary", .string(action?.summary ?? "")),
                    ("files", .array((action?.files ?? []).map { .string($0) })),
                ])), actionID: action?.id)
            }
        } catch let failure as Failure {
            throw failure
        } catch let failure as VoiceService.Failure {
            throw Failure(failure.kind == .badRequest ? .invalidArguments : .failed, failure.message)
        } catch let error as HearthError {
            throw Failure(error.code == .invalidRequest ? .invalidArguments : .failed, error.message)
        } catch {
            throw Failure(.failed, "\(error)")
        }
    }

    // MARK: Arguments

    /// The arguments object, checked against the tool's schema: required keys present, no
    /// unknown keys, strings non-empty, integers whole and at least their minimum.
    static func validated(_ arguments: String, for tool: HearthTool, confirmable: Bool) throws(Failure) -> [String: JSONValue] {
        let text = arguments.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = try? JSONValue.parse(text.isEmpty ? "{}" : text), case .object(let members, _) = value else {
            throw Failure(.invalidArguments, "\(tool.name): the arguments must be a JSON object")
        }
        guard let schema = try? JSONValue.parse(tool.inputSchema(confirmable: confirmable)), case .object(let properties, _)? = schema["properties"] else {
            throw Failure(.failed, "\(tool.name): its schema is damaged")
        }
        for key in schema["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil || members[key] == .null {
            throw Failure(.invalidArguments, "\(tool.name): '\(key)' is required")
        }
        for (key, value) in members {
            guard let property = properties[key] else {
                throw Failure(.invalidArguments, "\(tool.name): unknown argument '\(key)' (arguments: \(properties.keys.sorted().joined(separator: ", ")))")
            }
            switch (property["type"]?.string, value) {
            case ("string", .string(let text)):
                guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw Failure(.invalidArguments, "\(tool.name): '\(key)' is empty") }
            case ("integer", .number(let number)):
                // Bounded both ways, so the value always converts to Int (1e20 or 1e999 would trap).
                let minimum = max(property["minimum"]?.number ?? -Self.largestInteger, -Self.largestInteger)
                let maximum = min(property["maximum"]?.number ?? Self.largestInteger, Self.largestInteger)
                guard number == number.rounded(), number >= minimum, number <= maximum else {
                    throw Failure(.invalidArguments, "\(tool.name): '\(key)' must be a whole number from \(Int(minimum)) to \(Int(maximum)) (got \(value.serialized))")
                }
            case ("boolean", .bool): break
            default:
                throw Failure(.invalidArguments, "\(tool.name): '\(key)' must be a \(property["type"]?.string ?? "value"), not \(value.serialized)")
            }
        }
        return members
    }

    /// The largest integer argument any tool takes (a limit, minutes of an event): far beyond any
    /// real use, far inside `Int`.
    static let largestInteger = 1_000_000.0

    /// The voice intent and resolved slots a write tool stands for.
    static func slots(for tool: HearthTool, _ args: [String: JSONValue], now: Date, timeZone: TimeZone) throws(Failure) -> (String, [String: String]) {
        func text(_ key: String) -> String { args[key]?.string ?? "" }
        switch tool.name {
        case "add_reminder":
            return ("add_reminder", ["title": text("title"), "datetime_point": try time(text("when"), now: now, timeZone: timeZone).iso])
        case "create_event":
            let start = try time(text("when"), now: now, timeZone: timeZone)
            let minutes = args["duration_min"]?.number.map(Int.init) ?? 60
            let end = ResolvedTime.iso(start.date.addingTimeInterval(Double(minutes) * 60), in: timeZone)
            return ("create_event", ["title": text("title"), "datetime_range": start.iso + "/" + end])
        case "create_note":
            return ("create_note", ["title": text("text")])
        case "draft_email":
            return ("send_email", ["email_to": text("to"), "email_subject": text("subject"), "email_body": text("body")])
        default:
            throw Failure(.unknownTool, "\(tool.name) is not a write tool")
        }
    }

    /// A `when` argument: ISO 8601 (with or without seconds and offset), or words for the time
    /// resolver ("tomorrow at 7pm").
    static func time(_ when: String, now: Date, timeZone: TimeZone) throws(Failure) -> (date: Date, iso: String) {
        let trimmed = when.trimmingCharacters(in: .whitespacesAndNewlines)
        let iso = ISO8601DateFormatter()
        iso.timeZone = timeZone
        var date: Date?
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
                                                        [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime]] where date == nil {
            iso.formatOptions = options
            date = iso.date(from: trimmed)
        }
        if date == nil, trimmed.count == 16 { // 2026-11-24T19:00
            iso.formatOptions = [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime]
            date = iso.date(from: trimmed + ":00")
        }
        if date == nil {
            do {
                date = try TimeResolver(reference: now, timeZone: timeZone).resolve(trimmed).start
            } catch {
                throw Failure(.invalidArguments, "'when': cannot read '\(when)' as a time; give ISO 8601 (2026-11-24T19:00:00+01:00) or words such as 'tomorrow at 7pm'")
            }
        }
        return (date!, ResolvedTime.iso(date!, in: timeZone))
    }


    static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(Dictionary(members, uniquingKeysWith: { $1 }), order: members.map(\.0))
    }

    static func json(_ value: JSONValue) -> String { value.serialized }
}
