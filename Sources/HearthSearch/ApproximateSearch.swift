import Foundation
import GRDB

/// When and how searches use a persisted HNSW graph (`HNSWIndex`) instead of scanning every
/// vector. Below `threshold` vectors the exact scan is fast enough (about 5 ms per 100,000
/// 384-d vectors on two cores) and always right; above it the graph answers in well under a
/// millisecond at recall@10 ≥ 0.95 (`hearth search-bench --vectors`, BENCHMARKS.md).
///
/// The graph lives in one owner-only file, kept current by every write (indexing, uploads,
/// removals): a change log in the database (`search_vector_changes`, filled by triggers) says
/// which chunks' vectors changed since the graph was saved, so the graph is patched (new vectors
/// added, removed ones hidden) rather than rebuilt; it is rebuilt only when it is missing,
/// damaged, of another embedding model, or mostly removed vectors. A search whose graph is not
/// current falls back to the exact scan, so a result is never built on stale vectors.
///
/// ```swift
/// let approximate = ApproximateSearch(file: store.indexFolder.appendingPathComponent("vectors.hnsw"))
/// let index = SearchIndex(database: store.writer, embedder: embedder, approximate: approximate)
/// ```
public struct ApproximateSearch: Sendable {
    /// Where the graph is kept; nil: every search scans exactly. `SearchRuntime` puts it in the
    /// store's index folder, which `hearth data delete index` removes.
    public var file: URL?
    /// Vectors of the current model from which searches use the graph.
    public var threshold: Int
    /// Candidates a query examines (HNSW's efSearch; at least the candidates a search asks for).
    public var searchBreadth: Int
    /// Neighbours per node (HNSW's M; twice on layer 0).
    public var maxNeighbours: Int
    /// Candidates an insertion examines (HNSW's efConstruction).
    public var constructionBreadth: Int
    /// The share of removed vectors in the graph at which it is rebuilt instead of patched.
    public var rebuildShare: Double

    /// - Parameters are the properties of the same name; the defaults were measured at a million
    ///   vectors of real-embedding neighbourhoods (BENCHMARKS.md).
    public init(file: URL? = nil, threshold: Int = 100_000, searchBreadth: Int = 512, maxNeighbours: Int = 16,
                constructionBreadth: Int = 100, rebuildShare: Double = 0.25) {
        self.file = file
        self.threshold = max(1, threshold)
        self.searchBreadth = max(1, searchBreadth)
        self.maxNeighbours = maxNeighbours
        self.constructionBreadth = constructionBreadth
        self.rebuildShare = rebuildShare
    }
}

/// Which vector search a query uses.
public enum VectorSearchMode: Sendable, Hashable {
    /// Every vector scanned (`VectorIndex`).
    case exact(vectors: Int)
    /// The persisted graph (`HNSWIndex`).
    case approximate(vectors: Int)
}

/// The vectors a search ranks by: all of them scanned exactly, or the persisted graph.
enum LoadedVectors: Sendable {
    case exact(VectorIndex)
    case graph(HNSWIndex)

    var mode: VectorSearchMode {
        switch self {
        case .exact(let index): .exact(vectors: index.count)
        case .graph(let graph): .approximate(vectors: graph.liveCount)
        }
    }

    var isEmpty: Bool {
        switch self {
        case .exact(let index): index.count == 0
        case .graph(let graph): graph.liveCount == 0
        }
    }

    func search(_ query: [Float], k: Int) -> [(id: Int64, score: Float)] {
        switch self {
        case .exact(let index): index.search(query, k: k)
        case .graph(let graph): graph.search(query, k: k)
        }
    }

    func vector(for id: Int64) -> [Float]? {
        switch self {
        case .exact(let index): index.vector(for: id)
        case .graph(let graph): graph.vector(for: id)
        }
    }
}

extension SearchIndex {
    /// Which vector search the next query will use (loading the vectors or the graph if needed).
    ///
    /// - Throws: `SearchError.database`.
    public func vectorSearchMode() async throws(SearchError) -> VectorSearchMode {
        try await loadedVectors().mode
    }

    /// The label a current graph carries: the model and the last change it includes.
    static func graphLabel(model: String, head: Int64) -> String { "model=\(model)\nchange=\(head)" }

    /// The change the graph's label says it includes, when it is the model's.
    static func graphHead(_ label: String, model: String) -> Int64? {
        let lines = label.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[0] == "model=\(model)", lines[1].hasPrefix("change=") else { return nil }
        return Int64(lines[1].dropFirst("change=".count))
    }

    /// The last change logged (AUTOINCREMENT's counter survives the pruning of the log).
    static func changeHead(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'search_vector_changes'") ?? 0
    }

    /// Where the vectors stand, read in one transaction: the generation counter, the model's
    /// vector count and the last change logged.
    struct VectorState: Sendable, Equatable {
        var generation: Int
        var count: Int
        var head: Int64

        /// The counter that every change to the vectors bumps (-1 once the index was deleted).
        static func generation(_ db: Database) throws -> Int {
            try Int.fetchOne(db, sql: "SELECT generation FROM search_vector_generation") ?? -1
        }

        static func read(_ db: Database, model: String) throws -> VectorState {
            VectorState(generation: try generation(db),
                        count: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vectors WHERE model = ?", arguments: [model]) ?? 0,
                        head: try changeHead(db))
        }
    }

    /// The vectors for a search: cached while the vector generation stays put; else the graph
    /// when it is in use and current; else every vector, scanned exactly.
    func loadedVectors() async throws(SearchError) -> LoadedVectors {
        let model = embedder.modelID
        let dimensions = embedder.dimensions
        let cache = cache
        // The hot path: one small read while nothing changed (counting a million vectors is not).
        let generation = try await read { db in try VectorState.generation(db) }
        if let cached = cache.vectors(model: model, generation: generation) { return cached }
        let state = try await read { db in try VectorState.read(db, model: model) }
        if let file = approximate.file, state.count >= approximate.threshold,
           var graph = try? HNSWIndex.read(from: file), Self.graphHead(graph.metadata, model: model) == state.head {
            graph.searchBreadth = approximate.searchBreadth
            cache.store(.graph(graph), model: model, generation: state.generation)
            return .graph(graph)
        }
        let exact: VectorIndex = try await read { db in
            var loaded = VectorIndex(dimensions: dimensions)
            let rows = try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM search_vectors WHERE model = ?", arguments: [model])
            while let row = try rows.next() { loaded.add(id: row["chunk_id"], vector: Self.floats(row["vector"])) }
            return loaded
        }
        cache.store(.exact(exact), model: model, generation: state.generation)
        return .exact(exact)
    }

    /// Brings the graph up to the database after a write: patched from the change log, rebuilt
    /// when it cannot be patched, removed when the vectors fall below the threshold. The log is
    /// pruned up to what the graph (or the exact scan) now covers. A graph that cannot be written
    /// leaves searches on the exact scan; it never fails the write that came before.
    func updateGraph() async throws(SearchError) {
        let model = embedder.modelID
        let state = try await read { db in try VectorState.read(db, model: model) }
        guard let file = approximate.file, state.count >= approximate.threshold else {
            if let file = approximate.file { try? FileManager.default.removeItem(at: file) }
            try await pruneChanges(through: state.head)
            return
        }
        let cached: HNSWIndex? = if case .graph(let graph)? = cache.latest(model: model) { graph } else { nil }
        var graph = cached ?? (try? HNSWIndex.read(from: file))
        var from = graph.flatMap { Self.graphHead($0.metadata, model: model) }
        if let current = graph, let start = from, start <= state.head,
           Double(current.deletedCount) <= approximate.rebuildShare * Double(max(1, current.count)) {
            // Patch: every chunk touched since `start` loses its old vector and gets its current one.
            let changes: [(Int64, [Float]?)]? = try await read { db in
                let logged = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vector_changes WHERE seq > ? AND seq <= ?", arguments: [start, state.head]) ?? 0
                guard Int64(logged) == state.head - start else { return nil } // the log no longer covers the graph
                let touched = try Int64.fetchAll(db, sql: "SELECT DISTINCT chunk_id FROM search_vector_changes WHERE seq > ? AND seq <= ? AND model = ?", arguments: [start, state.head, model])
                return try touched.map { id in
                    (id, try Data.fetchOne(db, sql: "SELECT vector FROM search_vectors WHERE chunk_id = ? AND model = ?", arguments: [id, model]).map(Self.floats))
                }
            }
            if let changes {
                var patched = current
                for (id, vector) in changes {
                    patched.remove(id: id)
                    if let vector { patched.add(id: id, vector: vector) }
                }
                graph = patched
            } else {
                from = nil
            }
        } else {
            from = nil
        }
        if from == nil {
            // Rebuild from every vector of the model, as of `head` (one read transaction).
            let approximate = approximate
            let dimensions = embedder.dimensions
            let rebuilt: (HNSWIndex, VectorState) = try await read { db in
                var built = HNSWIndex(dimensions: dimensions, maxNeighbours: approximate.maxNeighbours,
                                      constructionBreadth: approximate.constructionBreadth, searchBreadth: approximate.searchBreadth)
                built.reserveCapacity(state.count)
                let rows = try Row.fetchCursor(db, sql: "SELECT chunk_id, vector FROM search_vectors WHERE model = ? ORDER BY chunk_id", arguments: [model])
                while let row = try rows.next() { built.add(id: row["chunk_id"], vector: Self.floats(row["vector"])) }
                return (built, try VectorState.read(db, model: model))
            }
            graph = rebuilt.0
            guard rebuilt.1 == state else {
                // A write landed meanwhile; the writer that made it brings the graph up to date.
                return
            }
        }
        guard var current = graph else { return }
        current.metadata = Self.graphLabel(model: model, head: state.head)
        current.searchBreadth = approximate.searchBreadth
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try current.write(to: file)
        } catch {
            try? FileManager.default.removeItem(at: file)
            return
        }
        cache.store(.graph(current), model: model, generation: state.generation)
        try await pruneChanges(through: state.head)
    }

    private func pruneChanges(through head: Int64) async throws(SearchError) {
        try await write { db in try db.execute(sql: "DELETE FROM search_vector_changes WHERE seq <= ?", arguments: [head]) }
    }
}
