import Foundation
import HearthCore

/// The real models the set-up installs, for tests that run on them.
public enum TestModels {
    /// The default chat model (SmolLM2-135M-Instruct Q4_1), installed by `scripts/setup`.
    public static var defaultModel: URL {
        HearthPaths.standard().models.appendingPathComponent("SmolLM2-135M-Instruct.Q4_1.gguf")
    }

    /// The stronger small model (Qwen2.5-Coder-0.5B-Instruct Q4_K_M), installed by `scripts/setup`.
    public static var qwenModel: URL {
        HearthPaths.standard().models.appendingPathComponent("qwen2.5-coder-0.5b-instruct-q4_k_m.gguf")
    }
}

/// A temporary folder removed when the value is released.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `data` to a file in the folder and returns its URL.
    public func file(_ name: String, contents data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }
}

extension TestModels {
    /// The embedding model (all-MiniLM-L6-v2 converted to an F16 GGUF), installed by `scripts/setup`.
    public static var embeddingModel: URL {
        HearthPaths.standard().models.appendingPathComponent("all-MiniLM-L6-v2.F16.gguf")
    }

    /// Search test data the set-up writes: the numpy reference embeddings and gensim's Lee corpus.
    public static var searchData: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".deps/search", isDirectory: true)
    }
}
