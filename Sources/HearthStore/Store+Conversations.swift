import Foundation
import GRDB
public import HearthCore

extension Store {
    /// Starts a new, empty conversation.
    ///
    /// - Parameter title: a short title (the first user message, trimmed, is a good one).
    /// - Returns: its summary, with the new id.
    /// - Throws: `StoreError.database` if the write fails.
    public func createConversation(title: String = "") throws(StoreError) -> ConversationSummary {
        let time = now()
        let title = Self.shortTitle(title)
        let id = try write { db -> Int64 in
            try db.execute(sql: "INSERT INTO conversations (title, created, updated) VALUES (?, ?, ?)", arguments: [title, time, time])
            return db.lastInsertedRowID
        }
        return ConversationSummary(id: id, title: title, created: time, updated: time, messageCount: 0)
    }

    /// Appends one message to a conversation, in its own transaction: once this returns, the
    /// message survives a crash.
    ///
    /// - Parameters:
    ///   - message: role and text.
    ///   - conversationID: the conversation.
    ///   - metrics: for answers, which model and backend answered and how fast.
    /// - Returns: the stored message with its id.
    /// - Throws: `StoreError.notFound` when there is no such conversation.
    @discardableResult
    public func append(_ message: ChatMessage, to conversationID: Int64, metrics: GenerationMetrics? = nil) throws(StoreError) -> StoredMessage {
        let time = now()
        let metricsJSON = metrics.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) }
        let id = try write { db -> Int64 in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM conversations WHERE id = ?", arguments: [conversationID]) != nil else {
                throw StoreError(.notFound, "no conversation with id \(conversationID) (see `hearth conversations list`)")
            }
            try db.execute(
                sql: "INSERT INTO messages (conversation_id, role, content, model, backend, metrics, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [conversationID, message.role.rawValue, message.content, metrics?.model, metrics?.backend, metricsJSON, time]
            )
            let id = db.lastInsertedRowID
            try db.execute(sql: "UPDATE conversations SET updated = ? WHERE id = ?", arguments: [time, conversationID])
            if message.role == .user {
                try db.execute(sql: "UPDATE conversations SET title = ? WHERE id = ? AND title = ''", arguments: [Self.shortTitle(message.content), conversationID])
            }
            return id
        }
        return StoredMessage(id: id, role: message.role, content: message.content, model: metrics?.model, backend: metrics?.backend, metrics: metrics, created: time)
    }

    /// Every conversation, most recently updated first.
    public func conversations() throws(StoreError) -> [ConversationSummary] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.id, c.title, c.created, c.updated, COUNT(m.id) AS count
                FROM conversations c LEFT JOIN messages m ON m.conversation_id = c.id
                GROUP BY c.id ORDER BY c.updated DESC, c.id DESC
                """).map { row in
                ConversationSummary(id: row["id"], title: row["title"], created: row["created"], updated: row["updated"], messageCount: row["count"])
            }
        }
    }

    /// One conversation with its messages, oldest first.
    ///
    /// - Throws: `StoreError.notFound` when there is no such conversation.
    public func conversation(_ id: Int64) throws(StoreError) -> Conversation {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT id, title, created, updated FROM conversations WHERE id = ?", arguments: [id]) else {
                throw StoreError(.notFound, "no conversation with id \(id) (see `hearth conversations list`)")
            }
            let messages = try Row.fetchAll(db, sql: "SELECT * FROM messages WHERE conversation_id = ? ORDER BY id", arguments: [id]).map { row in
                let metrics: GenerationMetrics? = (row["metrics"] as String?).flatMap { try? JSONDecoder().decode(GenerationMetrics.self, from: Data($0.utf8)) }
                return StoredMessage(
                    id: row["id"],
                    role: ChatMessage.Role(rawValue: row["role"]) ?? .user,
                    content: row["content"],
                    model: row["model"],
                    backend: row["backend"],
                    metrics: metrics,
                    created: row["created"]
                )
            }
            return Conversation(id: row["id"], title: row["title"], created: row["created"], updated: row["updated"], messages: messages)
        }
    }

    /// Deletes one conversation; SQLite removes its messages through the foreign key
    /// (`ON DELETE CASCADE`). The space is then scrubbed (see `scrub()`).
    ///
    /// - Throws: `StoreError.notFound` when there is no such conversation.
    public func deleteConversation(_ id: Int64) throws(StoreError) {
        let deleted = try write { db -> Int in
            try db.execute(sql: "DELETE FROM conversations WHERE id = ?", arguments: [id])
            return db.changesCount
        }
        guard deleted > 0 else {
            throw StoreError(.notFound, "no conversation with id \(id) (see `hearth conversations list`)")
        }
        try scrub()
    }

    /// The number of stored messages (all conversations).
    public func messageCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM messages") ?? 0 }
    }

    static func shortTitle(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(59)) + "…" : trimmed
    }
}
