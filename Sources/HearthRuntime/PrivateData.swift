import Foundation
public import HearthCore
public import HearthStore

/// The private store as the server uses it: saved conversations, deletion by category, the error
/// log, and saving a chat that arrives over HTTP. A facade, so that the server never imports
/// `HearthStore` itself; every call opens the database in `paths` (creating it if needed).
///
/// ```swift
/// let data = PrivateData(paths: host.configuration.paths)
/// for conversation in try data.conversations() { print(conversation.id, conversation.title) }
/// try data.delete(categoryNamed: "logs")
/// ```
public struct PrivateData: Sendable {
    /// What the store throws: a code (`.notFound`, `.invalidRequest`, ...) and a message.
    public typealias Failure = StoreError

    /// The data folder.
    public let paths: HearthPaths

    /// Private data in the data folder `paths`.
    public init(paths: HearthPaths) {
        self.paths = paths
    }

    private func store() throws(StoreError) -> Store {
        try Store.open(paths: paths)
    }

    /// Every conversation, most recently updated first.
    ///
    /// - Throws: `Failure` when the database cannot be opened.
    public func conversations() throws(StoreError) -> [ConversationSummary] {
        try store().conversations()
    }

    /// One conversation with its messages, oldest first.
    ///
    /// - Throws: `Failure.notFound` for an unknown id.
    public func conversation(_ id: Int64) throws(StoreError) -> Conversation {
        try store().conversation(id)
    }

    /// A conversation exported as `format` ("json" or "markdown").
    ///
    /// - Returns: the text, its media type and a file name for a download.
    /// - Throws: `Failure.invalidRequest` for an unknown format, `.notFound` for an unknown id.
    public func export(_ id: Int64, format: String) throws(StoreError) -> (text: String, mediaType: String, fileName: String) {
        guard let format = ExportFormat(rawValue: format.lowercased()) else {
            throw StoreError(.invalidRequest, "unknown export format '\(format)': use json or markdown")
        }
        let text = try conversation(id).exported(as: format)
        return switch format {
        case .json: (text, "application/json", "conversation-\(id).json")
        case .markdown: (text, "text/markdown; charset=utf-8", "conversation-\(id).md")
        }
    }

    /// Deletes one conversation; its messages go with it (`ON DELETE CASCADE`), and the file is
    /// scrubbed.
    ///
    /// - Throws: `Failure.notFound` for an unknown id.
    public func deleteConversation(_ id: Int64) throws(StoreError) {
        try store().deleteConversation(id)
    }

    /// The names `delete(categoryNamed:)` takes, as `hearth data delete` does.
    public static var categoryNames: [String] { DataCategory.allCases.map(\.rawValue) }

    /// Whether deleting the category named `name` removes the installed model files.
    public static func deletesModels(_ name: String) -> Bool {
        [DataCategory.models, .all].contains(DataCategory(rawValue: name.lowercased()))
    }

    /// Destroys one category of data, immediately and for good (`hearth data delete`'s semantics).
    ///
    /// - Returns: rows deleted by table, and the files removed.
    /// - Throws: `Failure.invalidRequest` for an unknown category; `Failure` when SQLite or the
    ///   file system refuses.
    @discardableResult
    public func delete(categoryNamed name: String) throws(StoreError) -> (rows: [String: Int], files: [String]) {
        guard let category = DataCategory(rawValue: name.lowercased()) else {
            throw StoreError(.invalidRequest, "unknown category '\(name)': use one of \(Self.categoryNames.joined(separator: ", "))")
        }
        let report = try store().delete(category)
        return (report.rows, report.files)
    }

    /// The error log, oldest first.
    public func errorLog() throws(StoreError) -> [LogEntry] {
        try store().errorLog()
    }

    /// Records a failure in the error log (never throws; user content in `sensitive` is redacted).
    public func record(_ error: any Error, component: String, sensitive: [String] = []) {
        ErrorRecorder.record(error, component: component, sensitive: sensitive, paths: paths)
    }

    /// Prepares saving a chat that arrives over HTTP, as `hearth chat` saves its turns: a new
    /// conversation, or appending to `conversationID`.
    ///
    /// - Parameters:
    ///   - conversationID: an existing conversation to continue; nil starts a new one.
    ///   - system: the new conversation's system message.
    /// - Returns: the recorder, or nil when the `history.save` setting is off.
    /// - Throws: `Failure.notFound` for an unknown conversation id.
    public func chatRecorder(conversationID: Int64?, system: String?) throws(StoreError) -> ConversationRecorder? {
        try SavedChats.start(paths: paths, resume: conversationID, system: system, save: true).recorder
    }
}

extension ConversationRecorder {
    /// Saves the user's message now (creating the conversation if it is new).
    ///
    /// - Returns: the conversation's id.
    /// - Throws: `StoreError` when the message cannot be saved.
    public func recordUser(_ text: String) throws -> Int64 {
        try record(.user(text), metrics: nil)
        guard let id = conversationID else { throw StoreError(.database, "the conversation was not created") }
        return id
    }

    /// Passes `upstream` through unchanged, saving the answer: when it finishes (before the final
    /// event is passed on, so a client that sees the end can read it back), or as far as it got
    /// when the stream fails or the consumer goes away.
    public func recordingAnswer(of upstream: AsyncThrowingStream<GenerationEvent, any Error>) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let task = Task {
            var partial = ""
            var saved = false
            do {
                for try await event in upstream {
                    switch event {
                    case .text(let piece):
                        partial += piece
                    case .finished(let summary):
                        try? record(.assistant(summary.text), metrics: summary.metrics)
                        saved = true
                    }
                    continuation.yield(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
            if !saved, !partial.isEmpty { try? record(.assistant(partial), metrics: nil) }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
