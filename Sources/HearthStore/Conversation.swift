import Foundation
public import HearthCore

/// A conversation as listed: its id, title, times and how many messages it holds.
public struct ConversationSummary: Sendable, Hashable, Codable {
    /// The conversation's id (what `hearth chat --resume` takes).
    public var id: Int64
    /// Its title (usually the first user message, shortened).
    public var title: String
    /// When it was started.
    public var created: Date
    /// When its last message was written.
    public var updated: Date
    /// How many messages it holds.
    public var messageCount: Int

    /// A summary; see the properties.
    public init(id: Int64, title: String, created: Date, updated: Date, messageCount: Int) {
        self.id = id
        self.title = title
        self.created = created
        self.updated = updated
        self.messageCount = messageCount
    }
}

/// One stored message: who wrote it, the text, and for answers which model and backend produced
/// it with their metrics.
public struct StoredMessage: Sendable, Hashable, Codable {
    /// The message's id (increasing: the order of messages).
    public var id: Int64
    /// Who wrote it.
    public var role: ChatMessage.Role
    /// Its text.
    public var content: String
    /// The model that answered (assistant messages).
    public var model: String?
    /// The backend that answered ("llama.cpp").
    public var backend: String?
    /// The answer's measurements.
    public var metrics: GenerationMetrics?
    /// When it was stored.
    public var created: Date

    /// A stored message; see the properties.
    public init(id: Int64, role: ChatMessage.Role, content: String, model: String? = nil, backend: String? = nil, metrics: GenerationMetrics? = nil, created: Date) {
        self.id = id
        self.role = role
        self.content = content
        self.model = model
        self.backend = backend
        self.metrics = metrics
        self.created = created
    }

    /// The message as the engines take it.
    public var chatMessage: ChatMessage { ChatMessage(role: role, content: content) }
}

/// A conversation with all its messages, oldest first.
public struct Conversation: Sendable, Hashable, Codable {
    /// The conversation's id.
    public var id: Int64
    /// Its title.
    public var title: String
    /// When it was started.
    public var created: Date
    /// When its last message was written.
    public var updated: Date
    /// Its messages, oldest first.
    public var messages: [StoredMessage]

    /// A conversation; see the properties.
    public init(id: Int64, title: String, created: Date, updated: Date, messages: [StoredMessage]) {
        self.id = id
        self.title = title
        self.created = created
        self.updated = updated
        self.messages = messages
    }
}
