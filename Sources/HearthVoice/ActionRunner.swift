import Foundation

/// Executes understood commands through a connector, journals them, and undoes the last ones.
///
/// ```swift
/// let runner = ActionRunner(connector: FileConnector(folders: folders), journal: FileActionJournal(url: folders.journal))
/// let entry = try runner.execute(understanding, now: .now)
/// try runner.undo(1)
/// ```
public struct ActionRunner: Sendable {
    /// Performs and undoes actions.
    public let connector: any ActionConnecting
    /// Records them, so they can be undone.
    public let journal: any ActionJournaling

    /// A runner acting through `connector` and journaling in `journal`.
    public init(connector: any ActionConnecting, journal: any ActionJournaling) {
        self.connector = connector
        self.journal = journal
    }

    /// Carries out `understanding` and journals it (reading email is not journaled: nothing to undo).
    ///
    /// - Throws: `VoiceError.actionFailed`.
    @discardableResult
    public func execute(_ understanding: Understanding, now: Date) throws(VoiceError) -> JournalEntry? {
        guard understanding.intent != "read_email" else { return nil }
        let files = try connector.perform(understanding, now: now)
        let entry = JournalEntry(date: now, intent: understanding.intent, summary: understanding.summary, createdFiles: files.map(\.path))
        do {
            try journal.record(entry)
        } catch {
            for file in files { try? FileManager.default.removeItem(at: file) }
            throw error
        }
        return entry
    }

    /// Reverts the last `count` executed actions (newest first) by removing the files they created.
    ///
    /// - Throws: `VoiceError.nothingToUndo` when the journal has nothing left to undo.
    public func undo(_ count: Int = 1) throws(VoiceError) -> [JournalEntry] {
        let entries = try journal.recent(count)
        guard !entries.isEmpty else { throw VoiceError(.nothingToUndo, "there is nothing to undo") }
        for entry in entries { try revert(entry) }
        return entries
    }

    /// Reverts one executed action, named by its journal id.
    ///
    /// - Throws: `VoiceError.nothingToUndo` when no such action was journaled or it was already
    ///   undone; `.actionFailed` when a file cannot be removed.
    public func undo(id: UUID) throws(VoiceError) -> JournalEntry {
        guard let entry = try journal.history(Int.max).first(where: { $0.id == id }) else {
            throw VoiceError(.nothingToUndo, "no action \(id.uuidString.lowercased()) in the journal")
        }
        guard !entry.undone else { throw VoiceError(.nothingToUndo, "the action \(id.uuidString.lowercased()) was already undone") }
        try revert(entry)
        return entry
    }

    private func revert(_ entry: JournalEntry) throws(VoiceError) {
        for path in entry.createdFiles where FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw VoiceError(.actionFailed, "cannot remove \(path): \(error.localizedDescription)")
            }
        }
        try journal.markUndone(entry.id)
    }
}
