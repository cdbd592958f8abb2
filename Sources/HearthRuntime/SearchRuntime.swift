import Foundation
import GRDB
import HearthCore
import HearthLlama
import HearthSearch
import HearthStore

/// Wires search together: the embedding model from the model store and the search tables in the
/// store's one database (`hearth.sqlite` in the data folder).
public enum SearchRuntime {
    /// The embedding model file name in the model store.
    public static let embeddingModelFile = "all-MiniLM-L6-v2.F16.gguf"

    /// The id clients see for the embedding model (OpenAI's `model` field).
    public static let embeddingModelName = "all-MiniLM-L6-v2"

    /// The vector graph's file in the store's index folder (used from `ApproximateSearch`'s threshold on).
    public static let vectorGraphFile = "vectors.hnsw"

    /// Files an earlier build kept the index in, outside the store; removed when search opens
    /// (the index is rebuilt by indexing again) and by `data delete index`.
    public static let legacyFiles = ["search.sqlite", "search.sqlite-wal", "search.sqlite-shm"]

    /// Loads the embedding model of `paths`' model store.
    ///
    /// - Throws: `HearthError` `.modelNotFound` when it is not installed.
    public static func loadEmbedder(paths: HearthPaths = .standard(), threads: Int = 2) async throws(HearthError) -> LlamaEmbedder {
        let model = paths.models.appendingPathComponent(embeddingModelFile)
        guard FileManager.default.fileExists(atPath: model.path) else {
            throw HearthError(.modelNotFound, "the embedding model \(embeddingModelFile) is not installed: run scripts/setup")
        }
        try await ModelProbe(paths: paths).ensureLoadable(model, kind: .embedding)
        return try await LlamaEmbedder.load(modelAt: model, threads: threads)
    }

    /// Opens the search index of `paths`' data folder, in the store's database.
    ///
    /// - Throws: `HearthError` `.modelNotFound` when the embedding model is not installed, `.io`
    ///   when the database cannot be opened.
    public static func open(paths: HearthPaths = .standard(), threads: Int = 2) async throws(HearthError) -> SearchIndex {
        let embedder = try await loadEmbedder(paths: paths, threads: threads)
        return try open(paths: paths, embedder: embedder)
    }

    /// Opens the search index of `paths`' data folder with an embedder already loaded.
    ///
    /// - Throws: `HearthError` `.io` when the database cannot be opened.
    public static func open(paths: HearthPaths, embedder: any Embedding, ranking: SearchRanking = SearchRanking()) throws(HearthError) -> SearchIndex {
        let store: Store
        do {
            store = try SearchSchema.openStore(paths: paths)
        } catch {
            throw HearthError(.io, error.message)
        }
        for file in legacyFiles {
            try? FileManager.default.removeItem(at: paths.home.appendingPathComponent(file))
        }
        // A large index searches through a persisted graph, kept in the folder `data delete index` removes.
        let approximate = ApproximateSearch(file: store.indexFolder.appendingPathComponent(vectorGraphFile))
        return SearchIndex(database: store.writer, embedder: embedder, ranking: ranking, approximate: approximate)
    }

    /// A `SearchError` as the runtime's error, for the CLI and server edges.
    public static func hearthError(_ error: SearchError) -> HearthError {
        switch error.code {
        case .invalidQuery, .unreadablePath, .invalidDocument: HearthError(.invalidRequest, error.message)
        case .emptyIndex: HearthError(.invalidRequest, error.message)
        case .database: HearthError(.io, error.message)
        case .embedding: HearthError(.backendFailure, error.message)
        }
    }
}
