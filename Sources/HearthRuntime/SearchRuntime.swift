import Foundation
import GRDB
import HearthCore
import HearthLlama
import HearthSearch

/// Wires search together: the embedding model from the model store and the search database in
/// the data folder. (Until the store's database lands, search keeps its own file, `search.sqlite`.)
public enum SearchRuntime {
    /// The embedding model file name in the model store.
    public static let embeddingModelFile = "all-MiniLM-L6-v2.F16.gguf"

    /// Opens the search index of `paths`' data folder.
    ///
    /// - Throws: `HearthError` `.modelNotFound` when the embedding model is not installed, `.io`
    ///   when the database cannot be opened.
    public static func open(paths: HearthPaths = .standard(), threads: Int = 2) async throws(HearthError) -> SearchIndex {
        let model = paths.models.appendingPathComponent(embeddingModelFile)
        guard FileManager.default.fileExists(atPath: model.path) else {
            throw HearthError(.modelNotFound, "the embedding model \(embeddingModelFile) is not installed: run scripts/setup")
        }
        let embedder = try await LlamaEmbedder.load(modelAt: model, threads: threads)
        do {
            try FileManager.default.createDirectory(at: paths.home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw HearthError(.io, "could not create \(paths.home.path): \(error.localizedDescription)")
        }
        let database: DatabaseQueue
        do {
            database = try SearchSchema.openDatabase(atPath: paths.home.appendingPathComponent("search.sqlite").path)
        } catch {
            throw HearthError(.io, error.message)
        }
        return SearchIndex(database: database, embedder: embedder)
    }

    /// A `SearchError` as the runtime's error, for the CLI and server edges.
    public static func hearthError(_ error: SearchError) -> HearthError {
        switch error.code {
        case .invalidQuery, .unreadablePath: HearthError(.invalidRequest, error.message)
        case .emptyIndex: HearthError(.invalidRequest, error.message)
        case .database: HearthError(.io, error.message)
        case .embedding: HearthError(.backendFailure, error.message)
        }
    }
}
