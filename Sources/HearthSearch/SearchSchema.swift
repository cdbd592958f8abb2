import GRDB

/// The search tables: documents, chunks, an FTS5 index over chunk text, vectors per embedding
/// model, and the embedding cache.
///
/// ```swift
/// var migrator = DatabaseMigrator()
/// SearchSchema.registerMigrations(in: &migrator)
/// try migrator.migrate(writer)
/// ```
public enum SearchSchema {
    /// Registers the search migrations, to run with the store's own migrator.
    ///
    /// - Parameter migrator: the migrator that owns the database.
    public static func registerMigrations(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("search-v1") { db in
            try db.execute(sql: """
                CREATE TABLE search_documents (
                    id INTEGER PRIMARY KEY,
                    path TEXT NOT NULL UNIQUE,
                    content_hash TEXT NOT NULL,
                    title TEXT NOT NULL,
                    indexed_at DOUBLE NOT NULL
                );
                CREATE TABLE search_chunks (
                    id INTEGER PRIMARY KEY,
                    document_id INTEGER NOT NULL REFERENCES search_documents(id) ON DELETE CASCADE,
                    ordinal INTEGER NOT NULL,
                    heading TEXT NOT NULL,
                    text TEXT NOT NULL,
                    text_hash TEXT NOT NULL,
                    token_estimate INTEGER NOT NULL
                );
                CREATE INDEX search_chunks_document ON search_chunks(document_id);
                CREATE VIRTUAL TABLE search_fts USING fts5(text, tokenize = 'porter unicode61');
                CREATE TABLE search_vectors (
                    chunk_id INTEGER NOT NULL REFERENCES search_chunks(id) ON DELETE CASCADE,
                    model TEXT NOT NULL,
                    vector BLOB NOT NULL,
                    PRIMARY KEY (chunk_id, model)
                );
                CREATE TABLE search_embedding_cache (
                    key TEXT PRIMARY KEY,
                    vector BLOB NOT NULL
                );
                """)
        }
    }

    /// Opens (creating if needed) a database file with the search tables, readable only by the user.
    ///
    /// - Throws: `SearchError.database` when the file cannot be opened or migrated.
    public static func openDatabase(atPath path: String) throws(SearchError) -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(path: path)
            chmod(path, 0o600)
            var migrator = DatabaseMigrator()
            registerMigrations(in: &migrator)
            try migrator.migrate(queue)
            return queue
        } catch {
            throw SearchError(.database, "the search database \(path) could not be opened: \(error)")
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
