import GRDB
import HearthCore
import HearthStore

/// The search tables, in the store's one database: documents, chunks, an FTS5 index over chunk
/// text, vectors per embedding model, and the embedding cache. Every table is named `search_…`,
/// so `Store.delete(.index)` empties them all.
///
/// ```swift
/// let store = try SearchSchema.openStore(paths: .standard())
/// let index = SearchIndex(database: store.writer, embedder: embedder)
/// ```
public enum SearchSchema {
    /// The search migrations, to register with the store (`Store.open(paths:migrations:)`).
    public static let migrations: [StoreMigration] = [
        StoreMigration("search-v1") { db in
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
        },
        // A counter that every change to the vectors bumps (triggers, so writes from any process
        // count): searches keep the vectors in memory and reload only when it moved.
        StoreMigration("search-v2-vector-generation") { db in
            try db.execute(sql: """
                CREATE TABLE search_vector_generation (generation INTEGER NOT NULL);
                INSERT INTO search_vector_generation (generation) VALUES (0);
                CREATE TRIGGER search_vectors_inserted AFTER INSERT ON search_vectors BEGIN
                    UPDATE search_vector_generation SET generation = generation + 1;
                END;
                CREATE TRIGGER search_vectors_deleted AFTER DELETE ON search_vectors BEGIN
                    UPDATE search_vector_generation SET generation = generation + 1;
                END;
                CREATE TRIGGER search_vectors_updated AFTER UPDATE ON search_vectors BEGIN
                    UPDATE search_vector_generation SET generation = generation + 1;
                END;
                """)
        },
        // Which chunks' vectors changed, in order (triggers again): the persisted vector graph
        // (`ApproximateSearch`) catches up from here instead of being rebuilt; applied rows are pruned.
        StoreMigration("search-v3-vector-changes") { db in
            try db.execute(sql: """
                CREATE TABLE search_vector_changes (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    chunk_id INTEGER NOT NULL,
                    model TEXT NOT NULL
                );
                CREATE TRIGGER search_vectors_inserted_log AFTER INSERT ON search_vectors BEGIN
                    INSERT INTO search_vector_changes (chunk_id, model) VALUES (NEW.chunk_id, NEW.model);
                END;
                CREATE TRIGGER search_vectors_deleted_log AFTER DELETE ON search_vectors BEGIN
                    INSERT INTO search_vector_changes (chunk_id, model) VALUES (OLD.chunk_id, OLD.model);
                END;
                CREATE TRIGGER search_vectors_updated_log AFTER UPDATE ON search_vectors BEGIN
                    INSERT INTO search_vector_changes (chunk_id, model) VALUES (OLD.chunk_id, OLD.model);
                    INSERT INTO search_vector_changes (chunk_id, model) VALUES (NEW.chunk_id, NEW.model);
                END;
                """)
        },
    ]

    /// Opens (creating if needed) the store of `paths`' data folder with the search tables.
    ///
    /// - Parameter paths: the data folder; the database is its `hearth.sqlite`.
    /// - Throws: `SearchError.database` when the store cannot be opened or migrated.
    public static func openStore(paths: HearthPaths) throws(SearchError) -> Store {
        do {
            return try Store.open(paths: paths, migrations: migrations)
        } catch {
            throw SearchError(.database, "the database in \(paths.home.path) could not be opened: \(error.message)")
        }
    }
}
