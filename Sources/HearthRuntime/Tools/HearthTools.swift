import Foundation
import HearthVoice

/// One of Hearth's own tools, defined once: the chat (`hearth chat --hearth-tools`), the OpenAI
/// route's examples and the MCP server all read this definition.
public struct HearthTool: Sendable, Hashable {
    /// What stands between a call and its effect.
    public enum Gate: String, Sendable, Hashable {
        /// Reads only: runs at once.
        case none
        /// Writes: runs when the caller confirmed (MCP's `confirm: true`), otherwise it becomes a
        /// pending action with its description, confirmed or cancelled later (the voice
        /// commands' confirmation and undo journal).
        case confirm
        /// Email: never runs from a model's own call; always a pending action first unless a
        /// person's client confirmed it explicitly.
        case alwaysConfirm = "always_confirm"
    }

    /// `snake_case`, unique.
    public var name: String
    /// What it does, for the model and for people.
    public var description: String
    /// The JSON Schema of the arguments (without `confirm`, which `inputSchema(confirmable:)` adds
    /// for writes).
    public var parameters: String
    /// Whether it changes anything (files, the journal).
    public var writes: Bool
    /// How a write is gated: run when confirmed, or always ask.
    public var gate: Gate

    /// The definition as a function a model can call (no `confirm`: a model never confirms).
    public var function: ToolFunction {
        ToolFunction(name: name, description: description, parameters: parameters)
    }

    /// The arguments schema for a client that can confirm (MCP): writes take `confirm`.
    public func inputSchema(confirmable: Bool) -> String {
        guard confirmable, writes, gate != .none,
              case .object(var members, let order)? = try? JSONValue.parse(parameters),
              case .object(var properties, let keys)? = members["properties"] else { return parameters }
        properties["confirm"] = .object(
            ["type": .string("boolean"), "description": .string("true runs it now; otherwise it comes back as a pending action to confirm")],
            order: ["type", "description"]
        )
        members["properties"] = .object(properties, order: keys + ["confirm"])
        return JSONValue.object(members, order: order).serialized
    }
}

/// Hearth's tools: search and ask over the person's documents, reminders, events, notes, email
/// drafts, reading email, undo.
///
/// ```swift
/// let functions = HearthTools.all.map(\.function)      // for a chat with tools
/// let search = HearthTools.named("search_documents")
/// ```
public enum HearthTools {
    /// How a `when` argument is written (the time resolver reads both kinds).
    static let when = #"{"type":"string","description":"When: an ISO 8601 date-time such as 2026-11-24T19:00:00+01:00, or words such as 'tomorrow at 7pm'"}"#

    /// Every tool: search, ask, reminder, event, note, email draft, read email, undo.
    public static let all: [HearthTool] = [
        HearthTool(
            name: "search_documents", description: "Search the person's indexed notes and documents; returns the best passages with their source.",
            parameters: #"{"type":"object","properties":{"query":{"type":"string","description":"What to look for"},"limit":{"type":"integer","minimum":1,"description":"At most this many passages (default 5, at most 10)"}},"required":["query"]}"#,
            writes: false, gate: .none
        ),
        HearthTool(
            name: "ask_documents", description: "Answer a question from the person's indexed documents, citing the sources.",
            parameters: #"{"type":"object","properties":{"question":{"type":"string","description":"The question"}},"required":["question"]}"#,
            writes: false, gate: .none
        ),
        HearthTool(
            name: "add_reminder", description: "Add a reminder (an iCalendar to-do with an alarm) to the person's calendar.",
            parameters: #"{"type":"object","properties":{"title":{"type":"string","description":"What to be reminded of"},"when":"# + when + #"},"required":["title","when"]}"#,
            writes: true, gate: .confirm
        ),
        HearthTool(
            name: "create_event", description: "Create a calendar event (iCalendar).",
            parameters: #"{"type":"object","properties":{"title":{"type":"string","description":"The event"},"when":"# + when + #","duration_min":{"type":"integer","minimum":1,"description":"Length in minutes (default 60)"}},"required":["title","when"]}"#,
            writes: true, gate: .confirm
        ),
        HearthTool(
            name: "create_note", description: "Write a note (Markdown) into the person's notes.",
            parameters: #"{"type":"object","properties":{"text":{"type":"string","description":"The note"}},"required":["text"]}"#,
            writes: true, gate: .confirm
        ),
        HearthTool(
            name: "draft_email", description: "Put an email into the outbox (Hearth never sends anything over the network). Always asks first.",
            parameters: #"{"type":"object","properties":{"to":{"type":"string","description":"Recipients: names from the contacts or addresses, comma separated"},"subject":{"type":"string"},"body":{"type":"string"}},"required":["to","subject","body"]}"#,
            writes: true, gate: .alwaysConfirm
        ),
        HearthTool(
            name: "read_email", description: "List the newest email in the local mailbox, optionally only from one sender.",
            parameters: #"{"type":"object","properties":{"from":{"type":"string","description":"Part of the sender's name or address"}}}"#,
            writes: false, gate: .none
        ),
        HearthTool(
            name: "undo", description: "Undo the last action Hearth carried out, or the one with this id.",
            parameters: #"{"type":"object","properties":{"id":{"type":"string","description":"The action id (default: the last action)"}}}"#,
            writes: true, gate: .none
        ),
    ]

    /// The tool called `name`, if there is one.
    public static func named(_ name: String) -> HearthTool? {
        all.first { $0.name == name }
    }
}
