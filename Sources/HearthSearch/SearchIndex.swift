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
    /// Chunks of the changed files, all to be written (known once they are chunked).
    public var totalChunks = 0
    /// Tokens the embedding model has read so far (cached chunks cost none).
    public var tokens = 0
    /// Documents removed because their file is gone.
    public var removed = 0

    /// A progress value; each parameter is the property of the same name.
    public init(filesDone: Int = 0, totalFiles: Int = 0, filesUnchanged: Int = 0, chunks: Int = 0, totalChunks: Int = 0, tokens: Int = 0, removed: Int = 0) {
        self.filesDone = filesDone
        self.totalFiles = totalFiles
        self.filesUnchanged = filesUnchanged
        self.chunks = chunks
        self.totalChunks = totalChunks
        self.tokens = tokens
        self.removed = removed
    }
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
    /// Query terms the keyword index matched in the passage (after stemming: "baking" matches
    /// "bake"), in query order.
    public var matchedTerms: [String]
    /// For each matched query term, the words of the passage it matched.
    public var termMatches: [TermMatch]

    /// A hit; each parameter is the property of the same name (`termMatches` defaults to the
    /// matched terms matching themselves).
    public init(chunkID: Int64, path: String, ordinal: Int, heading: String, text: String, fusedScore: Double, similarity: Float?, bm25Rank: Int?, vectorRank: Int?,
                matchedTerms: [String], termMatches: [TermMatch] = []) {
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
        self.termMatches = termMatches.isEmpty ? matchedTerms.map { TermMatch(term: $0, words: [$0]) } : termMatches
    }
}

/// A query term and the words of a passage the keyword index matched it to (FTS5's Porter
/// stemmer maps "baking" and "baked" to "bake").
public struct TermMatch: Sendable, Hashable {
    /// The word as the query has it (lowercased).
    public var term: String
    /// The passage's words it matched, lowercased, in order of first occurrence.
    public var words: [String]

    /// A match; each parameter is the property of the same name.
    public init(term: String, words: [String]) {
        self.term = term
        self.words = words
    }

    /// "baking → bake, baked", or just "bread" when the passage has the query's own word.
    public var summary: String {
        words == [term] ? term : "\(term) → \(words.joined(separator: ", "))"
    }
}

/// How hybrid search fuses its two lists: weighted reciprocal-rank fusion,
/// `score = Σ weight / (fusionK + rank)`, then MMR with `diversity`.
public struct SearchRanking: Sendable, Hashable {
    /// Weight of the BM25 (keyword) list.
    public var keywordWeight: Double = 1
    /// Weight of the vector (meaning) list.
    public var vectorWeight: Double = 1
    /// RRF's k: larger flattens the difference between neighbouring ranks.
    public var fusionK: Double = 10
    /// MMR's weight on novelty (0 = pure relevance).
    public var diversity: Double = 0.3
    /// How sharply keyword evidence is scaled by coverage: a chunk's keyword score is multiplied
    /// by (IDF mass of the query terms it matched / IDF mass of all query terms) to this power,
    /// so a passage that shares only a question's common words barely counts, while one that has
    /// the query's rare words ("restic", "tulip") counts fully. 0 turns the scaling off.
    public var coveragePower: Double = 4

    /// The defaults were chosen on the retrieval set's dev half (`hearth search-eval --split dev
    /// --keyword-weight 0 0.5 1 2 --fusion-k 10 60 --coverage-power 1 2 4`, BENCHMARKS.md).
    public init(keywordWeight: Double = 1, vectorWeight: Double = 1, fusionK: Double = 10, diversity: Double = 0.3, coveragePower: Double = 4) {
        self.keywordWeight = keywordWeight
        self.vectorWeight = vectorWeight
        self.fusionK = fusionK
        self.diversity = diversity
        self.coveragePower = coveragePower
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
    let embedder: any Embedding
    private let chunker: Chunker
    /// How the keyword and vector lists are fused.
    public let ranking: SearchRanking
    /// When searches walk the persisted graph instead of scanning every vector.
    public let approximate: ApproximateSearch
    /// The current model's vectors (or graph) in memory, loaded by the first search after a write.
    let cache = VectorCache()

    /// - Parameters:
    ///   - database: a database with `SearchSchema`'s migrations applied.
    ///   - embedder: the embedding model; its `modelID` versions the stored vectors.
    ///   - chunker: how documents are split into chunks.
    ///   - ranking: the fusion weights (the defaults were chosen on the retrieval set's dev half).
    ///   - approximate: the graph for large indexes (the default, no file, always scans exactly).
    public init(database: any DatabaseWriter, embedder: any Embedding, chunker: Chunker = Chunker(), ranking: SearchRanking = SearchRanking(),
                approximate: ApproximateSearch = ApproximateSearch()) {
        self.database = database
        self.embedder = embedder
        self.chunker = chunker
        self.ranking = ranking
        self.approximate = approximate
    }

    // MARK: Indexing

    /// Chunks embedded together before their window is handed to the writer (the default).
    public static let defaultWindowChunks = 64

    /// Indexes files and folders. Changed files are read and chunked first; their chunks are then
    /// embedded in windows of many chunks across files (the embedder packs several into each
    /// decode), and each window is written in one transaction by a writer task while the next
    /// window is embedded, so the database stays out of the embedding's way. A window is the
    /// checkpoint: a killed run leaves every file either fully old or fully new, and the next run
    /// skips the files whose content hash is unchanged. Files under `paths` that were indexed
    /// before and are gone are removed. Chunks without a vector for the current model get one.
    ///
    /// - Parameters:
    ///   - paths: files and folders.
    ///   - windowChunks: chunks per window (the checkpoint; a window holds at least one file).
    ///   - progress: called after planning and after each window.
    /// - Throws: `SearchError.unreadablePath` for a missing path, `.database`, `.embedding`.
    @discardableResult
    public func index(paths: [String], windowChunks: Int = SearchIndex.defaultWindowChunks,
                      progress: @Sendable (IndexProgress) -> Void = { _ in }) async throws(SearchError) -> IndexProgress {
        let (files, roots) = try Self.files(under: paths)
        var state = IndexProgress(totalFiles: files.count)
        progress(state)
        let known: [String: String] = try await read { db in
            Dictionary(try Row.fetchAll(db, sql: "SELECT path, content_hash FROM search_documents").map { ($0["path"], $0["content_hash"]) }, uniquingKeysWith: { a, _ in a })
        }
        // Plan: read, hash and chunk every changed file (cheap next to embedding).
        var pending: [PendingDocument] = []
        for file in files {
            if Task.isCancelled { throw SearchError(.embedding, "indexing cancelled") }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SearchError(.unreadablePath, "\(file) could not be read")
            }
            let hash = SHA256.hex(bytes: data)
            if known[file] == hash {
                state.filesUnchanged += 1
                state.filesDone += 1
                continue
            }
            let kind = Chunker.Kind(pathExtension: (file as NSString).pathExtension) ?? .text
            let document = PendingDocument(path: file, hash: hash, chunks: chunker.chunks(of: String(decoding: data, as: UTF8.self), kind: kind))
            state.totalChunks += document.chunks.count
            pending.append(document)
        }
        progress(state)
        try await embedAndWrite(pending, windowChunks: max(1, windowChunks), state: &state, progress: progress)
        // Remove documents under the given roots whose files are gone.
        let present = Set(files)
        let stale = known.keys.filter { path in !present.contains(path) && roots.contains { path == $0 || path.hasPrefix($0 + "/") } }
        if !stale.isEmpty {
            try await write { db in for path in stale { try Self.deleteDocument(path: path, in: db) } }
            state.removed = stale.count
        }
        // Vectors of another model: rebuild for this one (old keyword results stay available);
        // then the graph, if the index is large enough for one, catches up.
        try await backfillVectors()
        progress(state)
        return state
    }

    /// The indexable files under `paths` (sorted) and the standardised roots.
    ///
    /// - Throws: `SearchError.unreadablePath` for a path that does not exist.
    public static func files(under paths: [String]) throws(SearchError) -> (files: [String], roots: [String]) {
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
        return (Array(Set(files)).sorted(), roots)
    }

    /// A changed document, chunked, waiting for its vectors.
    struct PendingDocument: Sendable {
        var path: String
        var hash: String
        var chunks: [Chunk]
    }

    /// Embeds `documents` window by window and writes each window while the next is embedded.
    private func embedAndWrite(_ documents: [PendingDocument], windowChunks: Int, state: inout IndexProgress, progress: @Sendable (IndexProgress) -> Void) async throws(SearchError) {
        // The window being written, and what it adds to the progress once its transaction commits
        // (so "files done" never counts a file a kill could still lose).
        var writer: Task<Void, any Error>?
        var inFlight = IndexProgress()
        func finishWriter(_ state: inout IndexProgress) async throws(SearchError) {
            guard let task = writer else { return }
            writer = nil
            do { try await task.value } catch let error as SearchError { throw error } catch {
                throw SearchError(.database, "the search database failed: \(error)")
            }
            state.chunks += inFlight.chunks
            state.tokens += inFlight.tokens
            state.filesDone += inFlight.filesDone
            progress(state)
        }
        var start = 0
        while start < documents.count {
            // A window: whole documents, at least one, until it holds `windowChunks` chunks.
            var end = start
            var chunks = 0
            while end < documents.count, end == start || chunks + documents[end].chunks.count <= windowChunks {
                chunks += documents[end].chunks.count
                end += 1
            }
            let window = Array(documents[start..<end])
            start = end
            if Task.isCancelled {
                try await finishWriter(&state)
                throw SearchError(.embedding, "indexing cancelled")
            }
            let embedded: Embedded
            do {
                embedded = try await embedWithCache(window.flatMap { $0.chunks.map(\.text) })
            } catch {
                try? await finishWriter(&state)
                throw error
            }
            try await finishWriter(&state)
            let model = embedder.modelID
            writer = Task { [database] in
                try await database.write { db in
                    var offset = 0
                    for document in window {
                        let vectors = embedded.vectors[offset..<(offset + document.chunks.count)]
                        offset += document.chunks.count
                        try Self.store(document, vectors: Array(vectors), model: model, in: db)
                    }
                    for (key, vector) in embedded.fresh {
                        try db.execute(sql: "INSERT OR REPLACE INTO search_embedding_cache (key, vector) VALUES (?, ?)", arguments: [key, Self.blob(vector)])
                    }
                }
            }
            inFlight = IndexProgress(filesDone: window.count, chunks: chunks, tokens: embedded.tokens)
        }
        try await finishWriter(&state)
    }

    /// Writes one document's chunks, FTS rows and vectors, replacing any earlier version.
    private static func store(_ document: PendingDocument, vectors: [[Float]], model: String, in db: Database) throws {
        let title = document.chunks.first(where: { !$0.heading.isEmpty })?.heading ?? (document.path as NSString).lastPathComponent
        try deleteDocument(path: document.path, in: db)
        try db.execute(sql: "INSERT INTO search_documents (path, content_hash, title, indexed_at) VALUES (?, ?, ?, ?)",
                       arguments: [document.path, document.hash, title, Date().timeIntervalSince1970])
        let documentID = db.lastInsertedRowID
        for (ordinal, (chunk, vector)) in zip(document.chunks, vectors).enumerated() {
            try db.execute(sql: "INSERT INTO search_chunks (document_id, ordinal, heading, text, text_hash, token_estimate) VALUES (?, ?, ?, ?, ?, ?)",
                           arguments: [documentID, ordinal, chunk.heading, chunk.text, cacheKey(chunk.text, model: model), chunk.tokenEstimate])
            let chunkID = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO search_fts (rowid, text) VALUES (?, ?)", arguments: [chunkID, chunk.heading.isEmpty ? chunk.text : chunk.heading + "\n" + chunk.text])
            try db.execute(sql: "INSERT INTO search_vectors (chunk_id, model, vector) VALUES (?, ?, ?)", arguments: [chunkID, model, blob(vector)])
        }
    }

    /// Chunks, embeds and writes one document in one transaction, replacing any earlier version
    /// of `path`. Returns the number of chunks written.
    private func store(path: String, hash: String, text: String, kind: Chunker.Kind) async throws(SearchError) -> Int {
        let document = PendingDocument(path: path, hash: hash, chunks: chunker.chunks(of: text, kind: kind))
        let embedded = try await embedWithCache(document.chunks.map(\.text))
        let model = embedder.modelID
        try await write { db in
            try Self.store(document, vectors: embedded.vectors, model: model, in: db)
            for (key, vector) in embedded.fresh {
                try db.execute(sql: "INSERT OR REPLACE INTO search_embedding_cache (key, vector) VALUES (?, ?)", arguments: [key, Self.blob(vector)])
            }
        }
        return document.chunks.count
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
            try await updateGraph()
            throw SearchError(.invalidDocument, "the document '\(name)' has no text to index")
        }
        try await updateGraph()
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
        let removed = try await write { db in
            guard try Int64.fetchOne(db, sql: "SELECT id FROM search_documents WHERE path = ?", arguments: [name]) != nil else { return false }
            try Self.deleteDocument(path: name, in: db)
            return true
        }
        if removed { try await updateGraph() }
        return removed
    }

    /// Embeds chunks that have no vector for the current model (after a model change), then
    /// brings the vector graph (`ApproximateSearch`) up to date.
    public func backfillVectors() async throws(SearchError) {
        let model = embedder.modelID
        while true {
            let missing: [(Int64, String)] = try await read { db in
                try Row.fetchAll(db, sql: "SELECT id, text FROM search_chunks WHERE id NOT IN (SELECT chunk_id FROM search_vectors WHERE model = ?) LIMIT 64", arguments: [model])
                    .map { ($0["id"], $0["text"]) }
            }
            if missing.isEmpty { break }
            let vectors = try await vectors(for: missing.map(\.1))
            try await write { db in
                for ((id, _), vector) in zip(missing, vectors) {
                    try db.execute(sql: "INSERT OR REPLACE INTO search_vectors (chunk_id, model, vector) VALUES (?, ?, ?)", arguments: [id, model, Self.blob(vector)])
                }
            }
        }
        try await updateGraph()
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
        let embedded = try await embedWithCache(texts)
        if !embedded.fresh.isEmpty {
            try await write { db in
                for (key, vector) in embedded.fresh {
                    try db.execute(sql: "INSERT OR REPLACE INTO search_embedding_cache (key, vector) VALUES (?, ?)", arguments: [key, Self.blob(vector)])
                }
            }
        }
        return embedded.vectors
    }

    /// Vectors for texts, and the cache entries still to be written.
    struct Embedded: Sendable {
        var vectors: [[Float]]
        /// (cache key, vector) for the texts the model embedded now.
        var fresh: [(String, [Float])]
        /// Tokens the model read.
        var tokens: Int
    }

    /// Looks texts up in the embedding cache and embeds the rest; writes nothing.
    func embedWithCache(_ texts: [String]) async throws(SearchError) -> Embedded {
        let model = embedder.modelID
        let keys = texts.map { Self.cacheKey($0, model: model) }
        let cached: [String: [Float]] = try await read { db in
            var found: [String: [Float]] = [:]
            let statement = try db.cachedStatement(sql: "SELECT vector FROM search_embedding_cache WHERE key = ?")
            for key in Set(keys) {
                if let data = try Data.fetchOne(statement, arguments: [key]) { found[key] = Self.floats(data) }
            }
            return found
        }
        var missing: [Int] = []
        var firstOfKey: [String: Int] = [:]
        for index in texts.indices where cached[keys[index]] == nil && firstOfKey[keys[index]] == nil {
            firstOfKey[keys[index]] = index
            missing.append(index)
        }
        var fresh: [[Float]] = []
        var tokens = 0
        if !missing.isEmpty {
            let inputs = missing.map { Self.normalise(texts[$0]) }
            do {
                tokens = try await embedder.tokenCounts(inputs).reduce(0, +)
                fresh = try await embedder.embed(inputs)
            } catch {
                throw SearchError(.embedding, "the embedding model failed: \(error.message)")
            }
        }
        var byKey = cached
        for (position, index) in missing.enumerated() { byKey[keys[index]] = fresh[position] }
        return Embedded(vectors: keys.map { byKey[$0] ?? [] }, fresh: zip(missing.map { keys[$0] }, fresh).map { ($0, $1) }, tokens: tokens)
    }

    // MARK: Search

    /// Hybrid search: BM25 and exact vector similarity fused by reciprocal rank, then MMR.
    ///
    /// - Parameters:
    ///   - query: words or a question.
    ///   - limit: results to return.
    ///   - diversity: MMR's weight on novelty (0 = pure relevance).
    /// - Throws: `SearchError.invalidQuery` for an empty query, `.emptyIndex`, `.database`.
    public func search(_ query: String, limit: Int = 5, diversity: Double? = nil) async throws(SearchError) -> [SearchHit] {
        let diversity = diversity ?? ranking.diversity
        let terms = Self.terms(of: query)
        guard !terms.isEmpty else { throw SearchError(.invalidQuery, "the query has no words to search for") }
        let candidates = max(50, limit * 10)
        // The vectors stay in memory until the generation counter says they changed.
        let index = try await loadedVectors()
        let (bm25, coverage, keywordMatches): ([Int64], [Int64: Double], [Int64: [TermMatch]]) = try await read { db in
            let match = terms.map { "\"\($0)\"" }.joined(separator: " OR ")
            let keyword = try Int64.fetchAll(db, sql: "SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts) LIMIT ?", arguments: [match, candidates])
            // Coverage: the share of the query's IDF mass each keyword hit matched.
            let matches = try Self.termMatches(of: terms, in: keyword, db: db)
            var coverage: [Int64: Double] = [:]
            if !keyword.isEmpty {
                let total = Double(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_chunks") ?? 0)
                var idf: [String: Double] = [:]
                for term in terms {
                    let frequency = Double(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH ?", arguments: ["\"\(term)\""]) ?? 0)
                    idf[term] = log(1 + (total - frequency + 0.5) / (frequency + 0.5))
                }
                let mass = idf.values.reduce(0, +)
                for id in keyword {
                    let matched = (matches[id] ?? []).reduce(0) { $0 + (idf[$1.term] ?? 0) }
                    coverage[id] = mass > 0 ? matched / mass : 0
                }
            }
            return (keyword, coverage, matches)
        }
        if index.isEmpty && bm25.isEmpty {
            let documents: Int = try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_documents") ?? 0 }
            if documents == 0 { throw SearchError(.emptyIndex, "nothing is indexed yet: run `hearth index PATH` first") }
        }
        let queryVector = try await vectors(for: [query])[0]
        let nearest = index.search(queryVector, k: candidates)

        // Weighted reciprocal-rank fusion.
        var fused: [Int64: Double] = [:]
        var bm25Rank: [Int64: Int] = [:]
        var vectorRank: [Int64: Int] = [:]
        let k = ranking.fusionK
        for (rank, id) in bm25.enumerated() {
            let scale = ranking.coveragePower > 0 ? pow(coverage[id] ?? 0, ranking.coveragePower) : 1
            fused[id, default: 0] += ranking.keywordWeight * scale / (k + Double(rank + 1))
            bm25Rank[id] = rank + 1
        }
        for (rank, hit) in nearest.enumerated() { fused[hit.id, default: 0] += ranking.vectorWeight / (k + Double(rank + 1)); vectorRank[hit.id] = rank + 1 }
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
        let (rows, matches): ([Int64: StoredChunk], [Int64: [TermMatch]]) = try await read { db in
            var out: [Int64: StoredChunk] = [:]
            for id in picked {
                if let row = try Row.fetchOne(db, sql: "SELECT c.ordinal, c.heading, c.text, d.path FROM search_chunks c JOIN search_documents d ON d.id = c.document_id WHERE c.id = ?", arguments: [id]) {
                    out[id] = StoredChunk(path: row["path"], ordinal: row["ordinal"], heading: row["heading"], text: row["text"])
                }
            }
            let unknown = picked.filter { keywordMatches[$0] == nil && !bm25.contains($0) }
            return (out, keywordMatches.merging(try Self.termMatches(of: terms, in: unknown, db: db)) { a, _ in a })
        }
        return chosen.compactMap { id in
            guard let row = rows[id] else { return nil }
            let found = matches[id] ?? []
            return SearchHit(
                chunkID: id, path: row.path, ordinal: row.ordinal, heading: row.heading, text: row.text,
                fusedScore: fused[id] ?? 0,
                similarity: index.vector(for: id).map { VectorIndex.dot($0, queryVector) },
                bm25Rank: bm25Rank[id], vectorRank: vectorRank[id],
                matchedTerms: found.map(\.term), termMatches: found)
        }
    }

    /// The words of each chunk that the keyword index matched to each query term, as FTS5 itself
    /// marks them (`highlight()`, with the same Porter tokenizer that ranked them), so the "why"
    /// names a match exactly when BM25 found one.
    static func termMatches(of terms: [String], in chunks: [Int64], db: Database) throws -> [Int64: [TermMatch]] {
        guard !chunks.isEmpty else { return [:] }
        let list = chunks.map(String.init).joined(separator: ",")
        var result: [Int64: [TermMatch]] = [:]
        for term in terms {
            let rows = try Row.fetchAll(db, sql: "SELECT rowid, highlight(search_fts, 0, char(1), char(2)) AS marked FROM search_fts WHERE search_fts MATCH ? AND rowid IN (\(list))",
                                        arguments: ["\"\(term)\""])
            for row in rows {
                let words = markedWords(row["marked"])
                if !words.isEmpty { result[row["rowid"], default: []].append(TermMatch(term: term, words: words)) }
            }
        }
        return result
    }

    /// The distinct lowercased spans between \u{1} and \u{2} markers, in order.
    static func markedWords(_ marked: String) -> [String] {
        var words: [String] = []
        var rest = Substring(marked)
        while let open = rest.firstIndex(of: "\u{1}") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "\u{2}") else { break }
            let word = rest[..<close].lowercased()
            if !word.isEmpty, !words.contains(word) { words.append(word) }
            rest = rest[rest.index(after: close)...]
        }
        return words
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

    /// English function words: a question's filler ("how much will I get") would otherwise make
    /// the OR query match nearly every passage and drown the words that carry meaning.
    static let stopWords: Set<String> = [
        "a", "about", "above", "after", "again", "all", "am", "an", "and", "any", "are", "as", "at", "be", "because", "been",
        "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "down", "during",
        "each", "few", "for", "from", "further", "get", "gets", "got", "had", "has", "have", "having", "he", "her", "here", "hers",
        "him", "his", "how", "i", "if", "in", "into", "is", "it", "its", "just", "me", "might", "more", "most", "much", "must", "my",
        "no", "nor", "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "out", "over", "own", "same",
        "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs", "them", "then", "there", "these", "they",
        "this", "those", "through", "to", "too", "under", "until", "up", "us", "very", "was", "we", "were", "what", "when", "where",
        "which", "while", "who", "whom", "whose", "why", "will", "with", "would", "you", "your", "yours", "s", "t", "d", "ll", "m", "re", "ve",
    ]

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

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SearchError) -> T {
        do { return try await database.read(body) } catch { throw SearchError(.database, "the search database failed: \(error)") }
    }

    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SearchError) -> T {
        do { return try await database.write(body) } catch { throw SearchError(.database, "the search database failed: \(error)") }
    }
}

/// The vectors of the current model (exact or the graph), shared by searches while the
/// database's vector generation (bumped by triggers on every change) stays the same.
final class VectorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entry: (model: String, generation: Int, vectors: LoadedVectors)?

    func vectors(model: String, generation: Int) -> LoadedVectors? {
        lock.withLock { entry.flatMap { $0.model == model && $0.generation == generation ? $0.vectors : nil } }
    }

    /// The last vectors stored for `model`, whatever their generation (the graph to patch).
    func latest(model: String) -> LoadedVectors? {
        lock.withLock { entry.flatMap { $0.model == model ? $0.vectors : nil } }
    }

    func store(_ vectors: LoadedVectors, model: String, generation: Int) {
        lock.withLock { entry = (model, generation, vectors) }
    }
}
