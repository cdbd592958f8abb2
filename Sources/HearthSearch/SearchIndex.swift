import Foundation
import GRDB
import HearthCore

/// Progress of an indexing run.
public struct IndexProgress: Sendable, Hashable {
    /// Files looked at so far, of `totalFiles`.
    public var filesDone = 0
    /// Files found under the given paths.
    public var totalFiles = 0
    /// Files skipped because their content hash did not change.
    public var filesUnchanged = 0
    /// Chunks written so far.
    public var chunks = 0
    /// Documents removed because their file is gone.
    public var removed = 0
}

/// What indexing one named document did.
public struct DocumentIndexResult: Sendable, Hashable {
    /// Whether the document is new, replaced an older version, or was already indexed as is.
    public enum Change: String, Sendable, Hashable {
        /// A name not indexed before.
        case added
        /// The same name with new text: the old chunks were replaced.
        case updated
        /// The same name and text: nothing was done.
        case unchanged
    }

    /// The document's name.
    public var name: String
    /// What indexing did to it.
    public var change: Change
    /// Chunks the document has in the index now.
    public var chunks: Int
}

/// An indexed document, as listed.
public struct IndexedDocument: Sendable, Hashable {
    /// The upload's name or the file's path.
    public var name: String
    /// The first heading, or the file name.
    public var title: String
    /// Chunks it has in the index.
    public var chunks: Int
    /// When it was last indexed.
    public var indexedAt: Date
}

/// One search result, with the reasons it was returned.
public struct SearchHit: Sendable, Hashable {
    /// The chunk's row id in the index.
    public var chunkID: Int64
    /// The document's path.
    public var path: String
    /// The chunk's position in its document (0-based).
    public var ordinal: Int
    /// The nearest heading above the passage ("" when none).
    public var heading: String
    /// The passage.
    public var text: String
    /// Reciprocal-rank fusion score.
    public var fusedScore: Double
    /// Cosine similarity with the query (nil when the chunk has no vector for this model yet).
    public var similarity: Float?
    /// Rank in the BM25 list (1-based), nil when the keywords did not match.
    public var bm25Rank: Int?
    /// Rank in the vector list (1-based), nil when not among the nearest.
    public var vectorRank: Int?
    /// Query terms that occur in the passage.
    public var matchedTerms: [String]

    /// A hit; each parameter is the property of the same name.
    public init(chunkID: Int64, path: String, ordinal: Int, heading: String, text: String, fusedScore: Double, similarity: Float?, bm25Rank: Int?, vectorRank: Int?, matchedTerms: [String]) {
        self.chunkID = chunkID
        self.path = path
        self.ordinal = ordinal
        self.heading = heading
        self.text = text
        self.fusedScore = fusedScore
        self.similarity = similarity
        self.bm25Rank = bm25Rank
        self.vectorRank = vectorRank
        self.matchedTerms = matchedTerms
    }
}

/// Documents, chunks, BM25 and vectors in one SQLite database, searched by hybrid retrieval.
///
/// ```swift
/// let index = SearchIndex(database: queue, embedder: embedder)
/// try await index.index(paths: ["notes"]) { print($0.filesDone) }
/// let hits = try await index.search("how to back up the laptop")
/// ```
public final class SearchIndex: Sendable {
    private let database: any DatabaseWriter
    private let embedder: any Embedding
    private let chunker: Chunker

    /// - Parameters:
    ///   - database: a database with `SearchSchema`'s migrations applied.
    ///   - embedder: the embedding model; its `modelID` versions the stored vectors.
    ///   - chunker: how documents are split into chunks.
    public init(database: any DatabaseWriter, embedder: any Embedding, chunker: Chunker = Chunker()) {
        self.database = database
        self.embedder = embedder
        self.chunker = chunker
    }

    // MARK: Indexing

    /// Indexes files and folders. Each file is written in one transaction (its checkpoint): a
    /// killed run leaves every file either fully old or fully new, and the next run skips the
    /// files whose content hash is unchanged. Files under `paths` that were indexed before and are
    /// gone are removed. Chunks without a vector for the current model get one.
    ///
    /// - Throws: `SearchError.unreadablePath` for a missing path, `.database`, `.embedding`.
    @discardableResult
    public func index(paths: [String], progress: @Sendable (IndexProgress) -> Void = { _ in }) async throws(SearchError) -> IndexProgress {
        var files: [String] = []
        var roots: [String] = []
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw SearchError(.unreadablePath, "\(path) does not exist")
            }
            roots.append(url.path)
            if isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
                while let file = enumerator?.nextObject() as? URL {
                    if Chunker.Kind(pathExtension: file.pathExtension) != nil, (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                        files.append(file.standardizedFileURL.path)
                    }
                }
            } else {
                files.append(url.path)
            }
        }
        files.sort()
        var state = IndexProgress(totalFiles: files.count)
        progress(state)
        let model = embedder.modelID
        let known: [String: String] = try await read { db in
            Dictionary(try Row.fetchAll(db, sql: "SELECT path, content_hash FROM search_documents").map { ($0["path"], $0["content_hash"]) }, uniquingKeysWith: { a, _ in a })
        }
        for file in files {
            if Task.isCancelled { throw SearchError(.embedding, "indexing cancelled") }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SearchError(.unreadablePath, "\(file) could not be read")
            }
            let hash = SHA256.hex(bytes: data)
            if known[file] == hash {
                state.filesUnchanged += 1
            } else {
                let text = String(decoding: data, as: UTF8.self)
                let kind = Chunker.Kind(pathExtension: (file as NSString).pathExtension) ?? .text
                state.chunks += try await store(path: file, hash: hash, text: text, kind: kind)
            }
            state.filesDone += 1
            progress(state)
        }
        // Remove documents under the given roots whose files are gone.
        let present = Set(files)
        let stale = known.keys.filter { path in !present.contains(path) && roots.contains { path == $0 || path.hasPrefix($0 + "/") } }
        if !stale.isEmpty {
            try await write { db in for path in stale { try Self.deleteDocument(path: path, in: db) } }
            state.removed = stale.count
        }
        // Vectors of another model: rebuild for this one (old keyword results stay available).
        try await backfillVectors()
        progress(state)
        return state
    }

    /// Chunks, embeds and writes one document in one transaction, replacing any earlier version
    /// of `path`. Returns the number of chunks written.
    private func store(path: String, hash: String, text: String, kind: Chunker.Kind) async throws(SearchError) -> Int {
        let model = embedder.modelID
        let chunks = chunker.chunks(of: text, kind: kind)
        let vectors = try await vectors(for: chunks.map(\.text))
        let title = chunks.first(where: { !$0.heading.isEmpty })?.heading ?? (path as NSString).lastPathComponent
        try await write { db in
            try Self.deleteDocument(path: path, in: db)
            try db.execute(sql: "INSERT INTO search_documents (path, content_hash, title, indexed_at) VALUES (?, ?, ?, ?)",
                           arguments: [path, hash, title, Date().timeIntervalSince1970])
            let documentID = db.lastInsertedRowID
            for (ordinal, (chunk, vector)) in zip(chunks, vectors).enumerated() {
                try db.execute(sql: "INSERT INTO search_chunks (document_id, ordinal, heading, text, text_hash, token_estimate) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: [documentID, ordinal, chunk.heading, chunk.text, Self.cacheKey(chunk.text, model: model), chunk.tokenEstimate])
                let chunkID = db.lastInsertedRowID
                try db.execute(sql: "INSERT INTO search_fts (rowid, text) VALUES (?, ?)", arguments: [chunkID, chunk.heading.isEmpty ? chunk.text : chunk.heading + "\n" + chunk.text])
                try db.execute(sql: "INSERT INTO search_vectors (chunk_id, model, vector) VALUES (?, ?, ?)", arguments: [chunkID, model, Self.blob(vector)])
            }
        }
        return chunks.count
    }

    // MARK: Documents by name

    /// Indexes `text` as the document `name` (an upload rather than a file): re-indexing the same
    /// name replaces the old version, unless the text is unchanged. The name's extension picks
    /// the chunking (`.md` Markdown, `.html` HTML as text, anything else plain text).
    ///
    /// ```swift
    /// let result = try await index.index(text: "# Wifi\n\nThe password is tulip-42.", named: "house.md")
    /// ```
    ///
    /// - Throws: `SearchError.invalidDocument` for an empty name or a text with nothing to index,
    ///   `.database`, `.embedding`.
    public func index(text: String, named name: String) async throws(SearchError) -> DocumentIndexResult {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw SearchError(.invalidDocument, "a document needs a name") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw SearchError(.invalidDocument, "the document '\(name)' has no text to index")
        }
        let hash = SHA256.hex(bytes: Array(text.utf8))
        let previous: String? = try await read { db in
            try String.fetchOne(db, sql: "SELECT content_hash FROM search_documents WHERE path = ?", arguments: [name])
        }
        if previous == hash {
            let chunks: Int = try await read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_chunks c JOIN search_documents d ON d.id = c.document_id WHERE d.path = ?", arguments: [name]) ?? 0
            }
            return DocumentIndexResult(name: name, change: .unchanged, chunks: chunks)
        }
        let kind = Chunker.Kind(pathExtension: (name as NSString).pathExtension) ?? .text
        let chunks = try await store(path: name, hash: hash, text: text, kind: kind)
        guard chunks > 0 else {
            try await write { db in try Self.deleteDocument(path: name, in: db) }
            throw SearchError(.invalidDocument, "the document '\(name)' has no text to index")
        }
        return DocumentIndexResult(name: name, change: previous == nil ? .added : .updated, chunks: chunks)
    }

    /// The indexed documents (files and uploads), by name.
    public func documents() async throws(SearchError) -> [IndexedDocument] {
        try await read { db in
            try Row.fetchAll(db, sql: """
                SELECT d.path, d.title, d.indexed_at, COUNT(c.id) AS chunks
                FROM search_documents d LEFT JOIN search_chunks c ON c.document_id = d.id
                GROUP BY d.id ORDER BY d.path
                """).map { row in
                IndexedDocument(name: row["path"], title: row["title"], chunks: row["chunks"], indexedAt: Date(timeIntervalSince1970: row["indexed_at"]))
            }
        }
    }

    /// Removes the document `name` (an upload's name or a file's path) with its chunks and vectors.
    ///
    /// - Returns: false when no such document is indexed.
    @discardableResult
    public func removeDocument(named name: String) async throws(SearchError) -> Bool {
        try await write { db in
            guard try Int64.fetchOne(db, sql: "SELECT id FROM search_documents WHERE path = ?", arguments: [name]) != nil else { return false }
            try Self.deleteDocument(path: name, in: db)
            return true
        }
    }

    /// Embeds chunks that have no vector for the current model (after a model change).
    public func backfillVectors() async throws(SearchError) {
        let model = embedder.modelID
        while true {
            let missing: [(Int64, String)] = try await read { db in
                try Row.fetchAll(db, sql: "SELECT id, text FROM search_chunks WHERE id NOT IN (SELECT chunk_id FROM search_vectors WHERE model = ?) LIMIT 64", arguments: [model])
                    .map { ($0["id"], $0["text"]) }
            }
            if missing.isEmpty { return }
            let vectors = try await vectors(for: missing.map(\.1))
            try await write { db in
                for ((id, _), vector) in zip(missing, vectors) {
                    try db.execute(sql: "INSERT OR REPLACE INTO search_vectors (chunk_id, model, vector) VALUES (?, ?, ?)", arguments: [id, model, Self.blob(vector)])
                }
            }
        }
    }

    private static func deleteDocument(path: String, in db: Database) throws {
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM search_documents WHERE path = ?", arguments: [path]) else { return }
        try db.execute(sql: "DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_chunks WHERE document_id = ?)", arguments: [id])
        try db.execute(sql: "DELETE FROM search_vectors WHERE chunk_id IN (SELECT id FROM search_chunks WHERE document_id = ?)", arguments: [id])
        try db.execute(sql: "DELETE FROM search_chunks WHERE document_id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM search_documents WHERE id = ?", arguments: [id])
    }

    /// Vectors for texts: from the cache (SHA-256 of the normalised text and the model id) or
    /// the embedder, in batches; new vectors go into the cache.
    public func vectors(for texts: [String]) async throws(SearchError) -> [[Float]] {
        let model = embedder.modelID
        let keys = texts.map { Self.cacheKey($0, model: model) }
        let cached: [String: [Float]] = try await read { db in
            var found: [String: [Float]] = [:]
            for key in Set(keys) {
                if let data = try Data.fetchOne(db, sql: "SELECT vector FROM search_embedding_cache WHERE key = ?", arguments: [key]) {
                    found[key] = Self.floats(data)
                }
            }
            return found
        }
        let missing = texts.indices.filter { cached[keys[$0]] == nil }
        var fresh: [[Float]] = []
        if !missing.isEmpty {
            do {
                fresh = try await embedder.embed(missing.map { Self.normalise(texts[$0]) })
            } catch {
                throw SearchError(.embedding, "the embedding model failed: \(error.message)")
            }
            let pairs = zip(missing.map { keys[$0] }, fresh).map { ($0, Self.blob($1)) }
            try await write { db in
                for (key, blob) in pairs { try db.execute(sql: "INSERT OR REPLACE INTO search_embedding_cache (key, vector) VALUES (?, ?)", arguments: [key, blob]) }
            }
        }
        var result = texts.indices.map { cached[keys[$0]] ?? [] }
        for (position, index) in missing.enumerated() { result[index] = fresh[position] }
        return result
    }

    // MARK: Search

    /// Hybrid search: BM25 and exact vector similarity fused by reciprocal rank, then MMR.
    ///
    /// - Parameters:
    ///   - query: words or a question.
    ///   - limit: results to return.
    ///   - diversity: MMR's weight on novelty (0 = pure relevance).
    /// - Throws: `SearchError.invalidQuery` for an empty query, `.emptyIndex`, `.database`.
    public func search(_ query: String, limit: Int = 5, diversity: Double = 0.3) async throws(SearchError) -> [SearchHit] {
        let terms = Self.terms(of: query)
        guard !terms.isEmpty else { throw SearchError(.invalidQuery, "the query has no words to search for") }
        let model = embedder.modelID
        let candidates = max(50, limit * 10)
        let (index, bm25): (VectorIndex, [Int64]) = try await read { db in
            var index = VectorIndex(dimensions: self.embedder.dimensions)
            let rows = try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM search_vectors WHERE model = ?", arguments: [model])
            while let row = try rows.next() { index.add(id: row["chunk_id"], vector: Self.floats(row["vector"])) }
            let match = terms.map { "\"\($0)\"" }.joined(separator: " OR ")
            let keyword = try Int64.fetchAll(db, sql: "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts) LIMIT ?", arguments: [match, candidates])
            return (index, keyword)
        }
        if index.count == 0 && bm25.isEmpty {
            let documents: Int = try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_documents") ?? 0 }
            if documents == 0 { throw SearchError(.emptyIndex, "nothing is indexed yet: run `hearth index PATH` first") }
        }
        let queryVector = try await vectors(for: [query])[0]
        let nearest = index.search(queryVector, k: candidates)

        // Reciprocal-rank fusion (k = 60).
        var fused: [Int64: Double] = [:]
        var bm25Rank: [Int64: Int] = [:]
        var vectorRank: [Int64: Int] = [:]
        for (rank, id) in bm25.enumerated() { fused[id, default: 0] += 1 / Double(60 + rank + 1); bm25Rank[id] = rank + 1 }
        for (rank, hit) in nearest.enumerated() { fused[hit.id, default: 0] += 1 / Double(60 + rank + 1); vectorRank[hit.id] = rank + 1 }
        let pool = fused.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(max(limit * 4, 20))
        let best = pool.first?.value ?? 1

        // MMR: relevance (fused score, scaled to 0...1) minus similarity to what is already chosen.
        var chosen: [Int64] = []
        var remaining = Array(pool)
        while chosen.count < limit, !remaining.isEmpty {
            var bestIndex = 0
            var bestValue = -Double.infinity
            for (i, candidate) in remaining.enumerated() {
                var redundancy: Float = 0
                if let v = index.vector(for: candidate.key) {
                    for id in chosen { if let w = index.vector(for: id) { redundancy = max(redundancy, VectorIndex.dot(v, w)) } }
                }
                let value = (1 - diversity) * candidate.value / best - diversity * Double(redundancy)
                if value > bestValue { bestValue = value; bestIndex = i }
            }
            chosen.append(remaining.remove(at: bestIndex).key)
        }
        let picked = chosen
        let rows: [Int64: StoredChunk] = try await read { db in
            var out: [Int64: StoredChunk] = [:]
            for id in picked {
                if let row = try Row.fetchOne(db, sql: "SELECT c.ordinal, c.heading, c.text, d.path FROM search_chunks c JOIN search_documents d ON d.id = c.document_id WHERE c.id = ?", arguments: [id]) {
                    out[id] = StoredChunk(path: row["path"], ordinal: row["ordinal"], heading: row["heading"], text: row["text"])
                }
            }
            return out
        }
        return chosen.compactMap { id in
            guard let row = rows[id] else { return nil }
            let text = row.text
            let lower = text.lowercased()
            return SearchHit(
                chunkID: id, path: row.path, ordinal: row.ordinal, heading: row.heading, text: text,
                fusedScore: fused[id] ?? 0,
                similarity: index.vector(for: id).map { VectorIndex.dot($0, queryVector) },
                bm25Rank: bm25Rank[id], vectorRank: vectorRank[id],
                matchedTerms: terms.filter { lower.contains($0) })
        }
    }

    /// Counts of documents, chunks and vectors of the current model.
    public func statistics() async throws(SearchError) -> (documents: Int, chunks: Int, vectors: Int) {
        let model = embedder.modelID
        return try await read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_documents") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_chunks") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vectors WHERE model = ?", arguments: [model]) ?? 0)
        }
    }

    // MARK: Helpers

    private struct StoredChunk: Sendable {
        var path: String
        var ordinal: Int
        var heading: String
        var text: String
    }

    static let stopWords: Set<String> = ["a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "is", "are", "was", "what", "how", "do", "does", "i", "my", "it", "be", "with", "at", "by", "from", "that", "this", "which", "who", "when", "where", "why"]

    /// Lowercased words of a query without stop words, for FTS5 and the "why".
    static func terms(of query: String) -> [String] {
        var seen = Set<String>()
        return query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            .filter { !stopWords.contains($0) && seen.insert($0).inserted }
    }

    static func normalise(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func cacheKey(_ text: String, model: String) -> String {
        SHA256.hex(model + "\n" + normalise(text))
    }

    static func blob(_ vector: [Float]) -> Data {
        vector.withUnsafeBufferPointer { Data(buffer: $0) }
    }

    static func floats(_ data: Data) -> [Float] {
        data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SearchError) -> T {
        do { return try await database.read(body) } catch { throw SearchError(.database, "the search database failed: \(error)") }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SearchError) -> T {
        do { return try await database.write(body) } catch { throw SearchError(.database, "the search database failed: \(error)") }
    }
}
