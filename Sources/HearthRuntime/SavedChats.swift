import Foundation
public import HearthCore
public import HearthStore

/// What a chat starts from: its system message, earlier turns, Hearth's policy, and where new
/// turns are saved.
public struct ChatStart: Sendable {
    /// The system message (a resumed conversation's own, unless one was given).
    public var system: String?
    /// Earlier user and assistant turns (a resumed conversation).
    public var history: [ChatMessage]
    /// Hearth's system policy (the `prompt.policy` setting).
    public var policy: String
    /// Saves new turns; nil when saving is off.
    public var recorder: ConversationRecorder?
}

/// Wires chats to the store: resuming, saving, and the settings prompts depend on.
public enum SavedChats {
    /// The settings, read without creating anything: defaults when there is no database yet.
    ///
    /// - Throws: `StoreError` when the database exists but cannot be read.
    public static func settings(paths: HearthPaths = .standard()) throws(StoreError) -> StoreSettings {
        guard FileManager.default.fileExists(atPath: paths.home.appendingPathComponent(Store.fileName).path) else {
            return StoreSettings()
        }
        return try Store.open(paths: paths).settings()
    }

    /// Prepares a chat.
    ///
    /// - Parameters:
    ///   - paths: the data folder.
    ///   - resume: a saved conversation to continue, by id.
    ///   - system: a system message for this chat (overrides a resumed conversation's).
    ///   - save: save the turns.
    ///   - explicit: `save` was asked for explicitly (`run --save`): save even when the
    ///     `history.save` setting is off. Otherwise the setting must be on too.
    ///   - onCreate: called with a new conversation's id when its first message is saved.
    /// - Throws: `StoreError.notFound` for an unknown conversation id.
    public static func start(
        paths: HearthPaths = .standard(),
        resume: Int64? = nil,
        system: String? = nil,
        save: Bool = true,
        explicit: Bool = false,
        onCreate: @escaping @Sendable (Int64) -> Void = { _ in }
    ) throws(StoreError) -> ChatStart {
        let settings = try Self.settings(paths: paths)
        let saving = save && (explicit || settings.saveConversations)
        guard resume != nil || saving else {
            return ChatStart(system: system, history: [], policy: settings.systemPolicy, recorder: nil)
        }
        let store = try Store.open(paths: paths)
        guard let resume else {
            return ChatStart(system: system, history: [], policy: settings.systemPolicy, recorder: ConversationRecorder(store: store, system: system, onCreate: onCreate))
        }
        let conversation = try store.conversation(resume)
        let messages = conversation.messages.map(\.chatMessage)
        let storedSystem = messages.first { $0.role == .system }?.content
        return ChatStart(
            system: system ?? storedSystem,
            history: messages.filter { $0.role != .system },
            policy: settings.systemPolicy,
            recorder: saving ? ConversationRecorder(store: store, conversationID: resume) : nil
        )
    }
}
