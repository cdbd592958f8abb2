import Foundation
import HearthCore

/// The packs Hearth knows: the built-in catalogue (package resources) plus packs imported into the
/// model store (`<file>.pack.json` next to the model).
///
/// ```swift
/// let catalog = try Catalog(store: HearthPaths.standard().models)
/// let pack = try catalog.pack("qwen2.5-coder-0.5b")
/// catalog.isInstalled(pack)   // true after scripts/setup
/// ```
public struct Catalog: Sendable {
    /// Every pack, built-in first, then imported ones, by id.
    public private(set) var packs: [PackManifest]
    /// The model store folder.
    public var store: URL

    /// The id used when none is named.
    public static let defaultPackID = "smollm2-135m"

    /// Loads the built-in catalogue and the manifests in `store`.
    ///
    /// - Throws: `CatalogError.invalidManifest` when a built-in manifest is malformed. A malformed
    ///   manifest in the store is skipped (it is the user's file; `verify` reports it).
    public init(store: URL) throws(CatalogError) {
        self.store = store
        var packs = try Self.builtIn()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: store.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".pack.json") {
            guard let data = FileManager.default.contents(atPath: store.appendingPathComponent(file).path),
                  let manifest = try? PackManifest.decode(data, name: file),
                  !packs.contains(where: { $0.id == manifest.id }) else { continue }
            packs.append(manifest)
        }
        self.packs = packs
    }

    /// The built-in manifests shipped with Hearth, sorted by id.
    ///
    /// - Throws: `CatalogError.invalidManifest` when one is malformed.
    public static func builtIn() throws(CatalogError) -> [PackManifest] {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("packs", isDirectory: true),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw CatalogError(.io, "the built-in catalogue is missing from Hearth's resources")
        }
        var packs = [PackManifest]()
        for url in names.filter({ $0.hasSuffix(".json") }).map({ folder.appendingPathComponent($0) }) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CatalogError(.io, "cannot read built-in manifest \(url.lastPathComponent)")
            }
            packs.append(try PackManifest.decode(data, name: url.lastPathComponent))
        }
        return packs.sorted { $0.id < $1.id }
    }

    /// The pack with this id (case-insensitive), or whose file name matches.
    ///
    /// - Throws: `CatalogError.unknownPack` listing the known ids.
    public func pack(_ id: String) throws(CatalogError) -> PackManifest {
        let key = id.lowercased()
        if let pack = packs.first(where: { $0.id.lowercased() == key })
            ?? packs.first(where: { $0.files.contains { $0.name.lowercased() == key || $0.name.lowercased() == key + ".gguf" } }) {
            return pack
        }
        throw CatalogError(.unknownPack, "no pack '\(id)'; known: \(packs.map(\.id).joined(separator: ", "))")
    }

    /// The store URL of a pack's file.
    public func url(of file: PackFile) -> URL { store.appendingPathComponent(file.name) }

    /// Whether every file of the pack is in the store with the recorded size (no hashing).
    public func isInstalled(_ pack: PackManifest) -> Bool {
        pack.files.allSatisfy { file in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: url(of: file).path))?[.size] as? Int else { return false }
            return file.size == nil || file.size == size
        }
    }

    /// The file to load for a pack, after checking it is installed and its hash was recorded.
    ///
    /// - Throws: `.unverified` when the pack's hash was never recorded, `.unknownPack` when it is
    ///   not installed (with the install command), `.hashMismatch` when the size differs.
    public func loadableFile(of pack: PackManifest) throws(CatalogError) -> URL {
        guard pack.hashesRecorded else {
            throw CatalogError(.unverified, "pack \(pack.id) has no recorded SHA-256; Hearth refuses to load unverified files (download the file yourself and `hearth models import` it)")
        }
        guard let file = pack.files.first else { throw CatalogError(.invalidManifest, "pack \(pack.id) lists no files") }
        let url = url(of: file)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
            throw CatalogError(.unknownPack, "pack \(pack.id) is not installed; run `hearth models install \(pack.id)`")
        }
        guard size == file.size else {
            throw CatalogError(.hashMismatch, "\(file.name) is \(size) bytes, the manifest says \(file.size ?? 0); run `hearth models verify \(pack.id)`")
        }
        return url
    }

    /// Among packs that could be installed or are, the largest footprint below `bytes`, preferring installed ones.
    public func largestPack(fittingIn bytes: Int, excluding id: String? = nil) -> PackManifest? {
        let candidates = packs.filter { $0.id != id && $0.footprint.totalBytes <= bytes && $0.hashesRecorded }
        return candidates.filter(isInstalled).max { $0.footprint.totalBytes < $1.footprint.totalBytes }
            ?? candidates.max { $0.footprint.totalBytes < $1.footprint.totalBytes }
    }

    /// Re-hashes a pack's installed files.
    ///
    /// - Returns: per file, nil when it matches, else a one-line problem.
    /// - Throws: `CatalogError.io` when a file cannot be read.
    public func verify(_ pack: PackManifest, progress: ((Int64) -> Void)? = nil) throws(CatalogError) -> [String: String?] {
        var result = [String: String?]()
        for file in pack.files {
            let url = url(of: file)
            guard FileManager.default.fileExists(atPath: url.path) else { result[file.name] = "not installed"; continue }
            guard let expected = file.sha256 else { result[file.name] = "no recorded SHA-256 (unverified)"; continue }
            let got = try SHA256.catalogHash(of: url, progress: progress)
            result[file.name] = got == expected ? String?.none : "SHA-256 \(got), expected \(expected)"
        }
        return result
    }

    /// Deletes a pack's files (and its imported manifest) from the store.
    ///
    /// - Throws: `.unknownPack` when nothing was installed, `.io` when deletion fails.
    public func remove(_ pack: PackManifest) throws(CatalogError) {
        var removed = 0
        for file in pack.files {
            for url in [url(of: file), store.appendingPathComponent(file.name + ".pack.json"), store.appendingPathComponent("." + file.name + ".part")]
            where FileManager.default.fileExists(atPath: url.path) {
                do { try FileManager.default.removeItem(at: url) } catch {
                    throw CatalogError(.io, "cannot delete \(url.path): \(error.localizedDescription)")
                }
                removed += 1
            }
        }
        if removed == 0 { throw CatalogError(.unknownPack, "pack \(pack.id) is not installed") }
    }

    /// Builds a manifest for a local GGUF file from its header and hash.
    ///
    /// - Parameters:
    ///   - url: the GGUF file.
    ///   - id: the pack id to give it (nil: from the file name).
    ///   - defaultContext: the context Hearth will use, which sizes the KV cache in the footprint.
    ///   - sha256: the file's hash when the caller has it already (else it is computed).
    /// - Throws: `CatalogError.invalidGGUF` for a malformed file, `.io` when unreadable.
    public static func manifest(importing url: URL, id: String? = nil, defaultContext: Int = 4096, sha256: String? = nil) throws(CatalogError) -> PackManifest {
        let header = try GGUFHeader.read(from: url)
        let architecture = try FootprintCalculator.architecture(of: header)
        let sha: String
        if let sha256 { sha = sha256 } else { sha = try SHA256.catalogHash(of: url) }
        let contextLength = header.arch("context_length") ?? defaultContext
        let context = min(defaultContext, contextLength)
        let name = header.string("general.name") ?? url.deletingPathExtension().lastPathComponent
        let fileName = url.lastPathComponent
        let derivedID = id ?? url.deletingPathExtension().lastPathComponent.lowercased()
        return PackManifest(
            manifestVersion: 1, id: derivedID, displayName: name,
            family: header.string("general.basename") ?? architecture.name,
            parameters: header.parameterCount,
            quantization: FootprintCalculator.quantizationName(fileType: header.integer("general.file_type")),
            specialities: [.chat], defaultFor: nil,
            files: [PackFile(name: fileName, size: header.fileSize, sha256: sha, source: PackSource(kind: .local, path: url.path))],
            contextLength: contextLength, defaultContext: context, architecture: architecture,
            footprint: FootprintCalculator.footprint(weightsBytes: header.fileSize, architecture: architecture, context: context),
            expectedDecodeTokensPerSecond: [:],
            chatTemplate: header.string("tokenizer.chat_template") != nil ? "gguf:tokenizer.chat_template" : "none (raw completion)",
            licence: header.string("general.license") ?? "unknown (not in the GGUF header)",
            verification: .verified, notes: "imported from \(url.path)")
    }
}
