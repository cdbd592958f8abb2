import Foundation
import HearthCatalog
import HearthCore

extension ModelLocator {
    /// Architectures llama.cpp runs only as encoders (embedding or reranking models): they have
    /// no language-model head, so they can never chat or generate.
    static let encoderArchitectures: Set<String> = [
        "bert", "nomic-bert", "nomic-bert-moe", "jina-bert-v2", "jina-bert-v3", "neo-bert", "modern-bert", "t5encoder", "gemma-embedding",
    ]

    /// Whether the GGUF file at `url` is an embedding (or reranking) model rather than a chat model:
    /// an encoder architecture, or a header that declares a pooling type (`<arch>.pooling_type`,
    /// which only embedding conversions write). An unreadable header counts as not an embedding model.
    public static func isEmbeddingModel(at url: URL) -> Bool {
        guard let header = try? GGUFHeader.read(from: url), let architecture = header.architecture else { return false }
        return encoderArchitectures.contains(architecture) || header.value("\(architecture).pooling_type") != nil
    }

    /// The `.gguf` files in the model store that can chat: `installedFiles()` without the embedding
    /// models (search's model is listed in no model picker, `/v1/models` included).
    public func chatModelFiles() -> [String] {
        installedFiles().filter { !Self.isEmbeddingModel(at: paths.models.appendingPathComponent($0)) }
    }

    /// Throws when `url` is an embedding model, so asking one to chat is one clear error.
    ///
    /// - Throws: `HearthError.invalidRequest` naming the file.
    static func requireChatModel(_ url: URL) throws(HearthError) {
        if isEmbeddingModel(at: url) {
            throw HearthError(.invalidRequest, "\(url.lastPathComponent) is an embedding model (search uses it): it cannot chat or generate; pick a chat model (`hearth models list`)")
        }
    }
}
