import Foundation
import GRDB

/// A category of data that can be destroyed on its own.
public enum DataCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every conversation and message.
    case conversations
    /// The error log.
    case logs
    /// Settings: back to their defaults. Conversations are not touched.
    case settings
    /// The search index: documents, chunks, embeddings (tables and files).
    case index
    /// Installed model files.
    case models
    /// All of the above.
    case all
}

/// What a deletion removed.
public struct DeletionReport: Sendable, Hashable, Codable {
    /// The category that was deleted.
    public var category: DataCategory
    /// Rows deleted, by table.
    public var rows: [String: Int] = [:]
    /// Files and folders deleted.
    public var files: [String] = []

    /// An empty report for `category`.
    public init(category: DataCategory) {
        self.category = category
    }
}

extension Store {
    /// The folder, next to the database, where the search index may keep files (vectors,
    /// checkpoints). `data delete index` removes it.
    public var indexFolder: URL { paths.home.appendingPathComponent("index", isDirectory: true) }

    /// Tables that belong to the search index. Any table named `search_…` or one of
    /// `documents`, `chunks`, `embeddings` counts; FTS5 shadow tables are emptied through their
    /// virtual table.
    static func isIndexTable(_ name: String) -> Bool {
        ["documents", "chunks", "embeddings"].contains(name) || name.hasPrefix("search_") || name.hasPrefix("index_")
    }

    /// Destroys one category of data, immediately and for good: rows are deleted (SQLite's
    /// `secure_delete` overwrites them), the WAL is checkpointed and truncated, and the file is
    /// vacuumed, so the deleted text is left nowhere in the data folder.
    ///
    /// - Parameter category: what to destroy. `.settings` restores defaults and leaves
    ///   conversations alone; `.models` deletes the files in the model store.
    /// - Returns: what was removed.
    /// - Throws: `StoreError` when SQLite or the file system refuses.
    @discardableResult
    public func delete(_ category: DataCategory) throws(StoreError) -> DeletionReport {
        var report = DeletionReport(category: category)
        let categories: [DataCategory] = category == .all ? [.conversations, .logs, .settings, .index, .models] : [category]
        for category in categories {
            switch category {
            case .conversations:
                report.rows["messages"] = try count("messages")
                report.rows["conversations"] = try deleteAll(from: "conversations")
            case .logs:
                report.rows["error_log"] = try deleteAll(from: "error_log")
            case .settings:
                report.rows["settings"] = try deleteAll(from: "settings")
            case .index:
                // Newest table first: children (chunks, vectors) before the parents their rows
                // cascade from, so the report counts every table's own rows.
                let tables = try indexTables()
                for table in tables.reversed() {
                    report.rows[table.name] = try table.isVirtual ? deleteVirtual(table.name) : deleteAll(from: table.name)
                }
                // Triggers may have logged the deletions into a table emptied before them (the
                // search index's change log): empty those again.
                for table in tables where !table.isVirtual {
                    let logged = try deleteAll(from: table.name)
                    if logged > 0 { report.rows[table.name, default: 0] += logged }
                }
                report.files += try removeContents(of: indexFolder, removingFolder: true)
                // An earlier build kept the index in its own file next to the database.
                for name in ["search.sqlite", "search.sqlite-wal", "search.sqlite-shm"] {
                    report.files += try removeContents(of: paths.home.appendingPathComponent(name), removingFolder: true)
                }
            case .models:
                report.files += try removeContents(of: paths.models, removingFolder: false)
            case .all:
                break
            }
        }
        try scrub()
        return report
    }

    /// Checkpoints the WAL into the database and truncates it, then vacuums: afterwards no
    /// deleted row survives in the `-wal` file or in free pages.
    public func scrub() throws(StoreError) {
        do {
            try writer.writeWithoutTransaction { db in
                try db.checkpoint(.truncate)
                try db.execute(sql: "VACUUM")
                // VACUUM in WAL mode writes the new pages through the WAL: checkpoint again.
                try db.checkpoint(.truncate)
            }
        } catch {
            throw StoreError(.database, "cannot compact the database after deleting: \(Self.describe(error))")
        }
    }

    private func count(_ table: String) throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0 }
    }

    private func deleteAll(from table: String) throws(StoreError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)")
            return db.changesCount
        }
    }

    private func deleteVirtual(_ table: String) throws(StoreError) -> Int {
        try write { db in
            let rows = (try? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier)")) ?? 0
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [table]) ?? ""
            let compact = sql.lowercased().replacingOccurrences(of: " ", with: "")
            let name = table.quotedDatabaseIdentifier
            if compact.contains("fts5") {
                if compact.contains("content=") {
                    // Contentless and external-content FTS5 tables are emptied with 'delete-all'.
                    try db.execute(sql: "INSERT INTO \(name)(\(name)) VALUES('delete-all')")
                } else {
                    try db.execute(sql: "DELETE FROM \(name)")
                }
                // Deletions are recorded as tombstones in the index segments; merging them all
                // drops the old terms from the file.
                try db.execute(sql: "INSERT INTO \(name)(\(name)) VALUES('optimize')")
            } else {
                try db.execute(sql: "DELETE FROM \(name)")
            }
            return rows
        }
    }

    private func indexTables() throws(StoreError) -> [(name: String, isVirtual: Bool)] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'table'")
            let all = rows.map { (name: $0["name"] as String, sql: ($0["sql"] as String?) ?? "") }
            let virtual = Set(all.filter { $0.sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE") }.map(\.name))
            return all.compactMap { table in
                guard Self.isIndexTable(table.name) else { return nil }
                // Shadow tables of a virtual table (t_data, t_idx, t_content, ...) are emptied
                // through the virtual table itself.
                if virtual.contains(where: { table.name != $0 && table.name.hasPrefix($0 + "_") }) { return nil }
                return (table.name, virtual.contains(table.name))
            }
        }
    }

    private func removeContents(of folder: URL, removingFolder: Bool) throws(StoreError) -> [String] {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: folder.path) else { return [] }
        do {
            if removingFolder {
                try fileManager.removeItem(at: folder)
                return [folder.path]
            }
            var removed: [String] = []
            for item in try fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
                try fileManager.removeItem(at: item)
                removed.append(item.path)
            }
            return removed
        } catch {
            throw StoreError(.io, "cannot delete \(folder.path): \(error.localizedDescription)")
        }
    }
}
