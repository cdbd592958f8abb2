import Foundation
import HearthCore

/// Finds a model file from what a person types: a path, a file name in the model store, or a
/// short name.
///
/// ```swift
/// let locator = ModelLocator(paths: .standard())
/// let url = try locator.locate("qwen2.5-coder-0.5b")   // ~/.local/share/hearth/models/qwen2.5-...gguf
/// ```
public struct ModelLocator: Sendable {
    /// The short names of the models the set-up installs, and their files.
    public static let knownModels: [(name: String, file: String)] = [
        ("smollm2-135m", "SmolLM2-135M-Instruct.Q4_1.gguf"),
        ("qwen2.5-coder-0.5b", "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"),
    ]

    /// The model used when none is named.
    public static let defaultModelName = "smollm2-135m"

    public var paths: HearthPaths

    public init(paths: HearthPaths) {
        self.paths = paths
    }

    /// Resolves `name` (nil: the default model) to a file.
    ///
    /// - Throws: `HearthError.modelNotFound` naming what is installed.
    public func locate(_ name: String?) throws(HearthError) -> URL {
        let name = name ?? Self.defaultModelName
        let fileManager = FileManager.default
        if name.contains("/") || name.hasSuffix(".gguf") {
            let url = URL(fileURLWithPath: (name as NSString).expandingTildeInPath)
            if fileManager.fileExists(atPath: url.path) || name.contains("/") { return url }
        }
        let store = paths.models
        var candidates = [name, name + ".gguf"]
        if let known = Self.knownModels.first(where: { $0.name == name.lowercased() }) {
            candidates.insert(known.file, at: 0)
        }
        for candidate in candidates {
            let url = store.appendingPathComponent(candidate)
            if fileManager.fileExists(atPath: url.path) { return url }
        }
        let installed = installedFiles()
        if let match = installed.first(where: { $0.lowercased().hasPrefix(name.lowercased()) }) {
            return store.appendingPathComponent(match)
        }
        let list = installed.isEmpty ? "none (run scripts/setup)" : installed.joined(separator: ", ")
        throw HearthError(.modelNotFound, "no model named '\(name)' in \(store.path); installed: \(list)")
    }

    /// The `.gguf` files in the model store, sorted.
    public func installedFiles() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: paths.models.path)) ?? []
        return files.filter { $0.hasSuffix(".gguf") && !$0.hasPrefix(".") }.sorted()
    }
}
