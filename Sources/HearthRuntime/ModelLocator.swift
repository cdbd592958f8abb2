import Foundation
import HearthCatalog
import HearthCore

/// Finds a model file from what a person types: a pack id from the catalogue, a path, or a file
/// name in the model store. The catalogue is the source of truth for ids.
///
/// ```swift
/// let locator = ModelLocator(paths: .standard())
/// let url = try locator.locate("qwen2.5-coder-0.5b")   // ~/.local/share/hearth/models/qwen2.5-...gguf
/// ```
public struct ModelLocator: Sendable {
    /// The short names of the models the set-up installs, and their files (the catalogue's
    /// verified, installable packs).
    public static var knownModels: [(name: String, file: String)] {
        ((try? Catalog.builtIn()) ?? []).filter { $0.verification == .verified }.map { ($0.id, $0.files[0].name) }
    }

    /// The model used when none is named.
    public static let defaultModelName = Catalog.defaultPackID

    /// The data folder whose model store is searched.
    public var paths: HearthPaths
    /// The catalogue (built-in packs plus imported ones in the store); nil if it failed to load.
    public let catalog: Catalog?

    /// A locator over `paths`' model store and catalogue.
    public init(paths: HearthPaths) {
        self.paths = paths
        self.catalog = try? Catalog(store: paths.models)
    }

    /// A resolved model: the file, its pack when the catalogue knows it, and its footprint.
    public struct Resolved: Sendable, Hashable {
        /// The pack id, or the file name without `.gguf`.
        public var id: String
        /// The model file.
        public var url: URL
        /// Its pack, when the catalogue knows the file.
        public var pack: PackManifest?
        /// From the pack, else the file size plus the KV cache computed from its GGUF header.
        public var footprintBytes: Int
    }

    /// Resolves `name` (nil: the default pack) to a file with its pack and footprint.
    ///
    /// - Throws: `HearthError.modelNotFound` naming what is installed, `.invalidModel` for a pack
    ///   whose hash was never recorded or whose file differs from its manifest.
    public func resolve(_ name: String?) throws(HearthError) -> Resolved {
        let name = name ?? Self.defaultModelName
        if let catalog, let pack = try? catalog.pack(name) {
            do {
                let url = try catalog.loadableFile(of: pack)
                return Resolved(id: pack.id, url: url, pack: pack, footprintBytes: pack.footprint.totalBytes)
            } catch {
                throw HearthError(error.code == .unknownPack ? .modelNotFound : .invalidModel, error.message)
            }
        }
        let url = try locate(name)
        try Self.requireChatModel(url)
        var footprint = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
        if let header = try? GGUFHeader.read(from: url), let architecture = try? FootprintCalculator.architecture(of: header) {
            let context = min(4096, header.arch("context_length") ?? 4096)
            footprint = FootprintCalculator.footprint(weightsBytes: header.fileSize, architecture: architecture, context: context).totalBytes
        }
        return Resolved(id: url.deletingPathExtension().lastPathComponent, url: url, pack: nil, footprintBytes: footprint)
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
        if let catalog, let pack = try? catalog.pack(name), !name.contains("/") {
            do { return try catalog.loadableFile(of: pack) } catch {
                throw HearthError(error.code == .unknownPack ? .modelNotFound : .invalidModel, error.message)
            }
        }
        let store = paths.models
        for candidate in [name, name + ".gguf"] {
            let url = store.appendingPathComponent(candidate)
            if fileManager.fileExists(atPath: url.path) { return url }
        }
        let installed = installedFiles()
        if let match = installed.first(where: { $0.lowercased().hasPrefix(name.lowercased()) }) {
            return store.appendingPathComponent(match)
        }
        let list = installed.isEmpty ? "none (run scripts/setup)" : installed.joined(separator: ", ")
        throw HearthError(.modelNotFound, "no model named '\(name)' in \(store.path); installed: \(list) (see `hearth models list`)")
    }

    /// The `.gguf` files in the model store, sorted.
    public func installedFiles() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: paths.models.path)) ?? []
        return files.filter { $0.hasSuffix(".gguf") && !$0.hasPrefix(".") }.sorted()
    }
}
