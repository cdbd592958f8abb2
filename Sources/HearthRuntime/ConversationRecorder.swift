import Foundation
public import HearthCore
public import HearthStore
import Logging

/// Saves a chat's turns into one stored conversation, creating it on the first message.
///
/// ```swift
/// let recorder = ConversationRecorder(store: store, system: "You are brief.")
/// let session = ChatSession(engine: engine, system: "You are brief.", recorder: recorder)
/// // after the first send: recorder.conversationID != nil
/// ```
public final class ConversationRecorder: ChatRecording, @unchecked Sendable {
    /// The store the turns are saved in.
    public let store: Store
    private let system: String?
    private let onCreate: @Sendable (Int64) -> Void
    private let lock = NSLock()
    private var id: Int64?
    private let logger = Logger(label: "hearth.conversations")

    /// - Parameters:
    ///   - store: where to save.
    ///   - conversationID: an existing conversation to append to (resume), or nil for a new one.
    ///   - system: the new conversation's system message, saved as its first message.
    ///   - onCreate: called once with the new conversation's id.
    public init(store: Store, conversationID: Int64? = nil, system: String? = nil, onCreate: @escaping @Sendable (Int64) -> Void = { _ in }) {
        self.store = store
        self.id = conversationID
        self.system = system
        self.onCreate = onCreate
    }

    /// The conversation being written (nil until the first message of a new one).
    public var conversationID: Int64? {
        lock.withLock { id }
    }

    public func record(_ message: ChatMessage, metrics: GenerationMetrics?) throws {
        let (target, created) = try lock.withLock { () throws -> (Int64, Bool) in
            if let id { return (id, false) }
            let conversation = try store.createConversation(title: message.role == .user ? message.content : "")
            if let system, !system.isEmpty {
                try store.append(.system(system), to: conversation.id)
            }
            id = conversation.id
            return (conversation.id, true)
        }
        if created { onCreate(target) }
        let stored = try store.append(message, to: target, metrics: metrics)
        // Diagnostic logs follow the store's rule: message text only under a `user.` key.
        logger.debug("saved message", metadata: [
            "conversation": "\(target)", "message": "\(stored.id)", "role": "\(message.role.rawValue)",
            "user.content": "\(message.content)",
        ])
    }
}
