import Foundation

/// One executed action: what it was and the files it created, so it can be undone.
public struct JournalEntry: Sendable, Hashable, Codable {
    /// The undo id.
    public var id: UUID
    /// When the action ran.
    public var date: Date
    /// The intent that ran (e.g. "add_reminder").
    public var intent: String
    /// What it did, in words.
    public var summary: String
    /// Files the action created (paths); undo removes them.
    public var createdFiles: [String]
    /// Set when the action was undone.
    public var undone: Bool

    /// An entry; each parameter is the property of the same name.
    public init(id: UUID = UUID(), date: Date, intent: String, summary: String, createdFiles: [String], undone: Bool = false) {
        self.id = id
        self.date = date
        self.intent = intent
        self.summary = summary
        self.createdFiles = createdFiles
        self.undone = undone
    }
}

/// Where executed actions are journaled. A file-backed implementation for now; the store
/// (HearthStore) can provide a database-backed one with the same role.
public protocol ActionJournaling: Sendable {
    /// Records an executed action.
    func record(_ entry: JournalEntry) throws(VoiceError)
    /// The most recent entries not yet undone, newest first.
    func recent(_ count: Int) throws(VoiceError) -> [JournalEntry]
    /// Marks an entry undone.
    func markUndone(_ id: UUID) throws(VoiceError)
    /// The most recent entries, undone ones included, newest first.
    func history(_ count: Int) throws(VoiceError) -> [JournalEntry]
}

/// A JSON-lines journal file, rewritten atomically (write to a temporary file, then rename) on
/// every change so a crash never leaves half a journal.
///
/// ```swift
/// let journal = FileActionJournal(url: folder.appendingPathComponent("journal.jsonl"))
/// ```
public struct FileActionJournal: ActionJournaling {
    /// The JSON-lines file.
    public let url: URL

    /// A journal in the file at `url` (created on the first entry).
    public init(url: URL) {
        self.url = url
    }

    func all() throws(VoiceError) -> [JournalEntry] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw VoiceError(.invalidData, "cannot read the journal \(url.path)") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var entries: [JournalEntry] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            guard let entry = try? decoder.decode(JournalEntry.self, from: Data(line.utf8)) else {
                throw VoiceError(.invalidData, "the journal \(url.path) has a damaged line; move it away to start afresh")
            }
            entries.append(entry)
        }
        return entries
    }

    func write(_ entries: [JournalEntry]) throws(VoiceError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        var data = Data()
        for entry in entries {
            guard let line = try? encoder.encode(entry) else { continue }
            data += line + Data("\n".utf8)
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw VoiceError(.actionFailed, "cannot write the journal \(url.path): \(error.localizedDescription)")
        }
    }

    public func record(_ entry: JournalEntry) throws(VoiceError) {
        try write(all() + [entry])
    }

    public func recent(_ count: Int) throws(VoiceError) -> [JournalEntry] {
        Array(try all().filter { !$0.undone }.reversed().prefix(count))
    }

    public func history(_ count: Int) throws(VoiceError) -> [JournalEntry] {
        Array(try all().reversed().prefix(count))
    }

    public func markUndone(_ id: UUID) throws(VoiceError) {
        var entries = try all()
        for index in entries.indices where entries[index].id == id { entries[index].undone = true }
        try write(entries)
    }
}
