import Foundation
public import HearthCore
import HearthCatalog
import HearthGovernor

/// One model as the catalogue view lists it: a pack (installed or available) or an installed file
/// no pack describes.
public struct PackEntry: Sendable, Hashable {
    /// The pack id (or, for a file without a pack, the id clients pass as `model`).
    public var id: String
    /// A name for people.
    public var displayName: String
    /// The model file's name in the store.
    public var file: String
    /// Bytes on disk when installed, else the manifest's size (nil when unknown).
    public var sizeBytes: Int?
    /// Weights plus KV cache at the default context (nil for a file without a pack).
    public var footprintBytes: Int?
    /// The model family.
    public var family: String?
    /// Parameter count.
    public var parameters: Int?
    /// Quantization (e.g. "Q4_K_M").
    public var quantization: String?
    /// chat, reasoning, maths, code, quick.
    public var specialities: [String]
    /// The trained context, in tokens.
    public var contextLength: Int?
    /// The model's licence.
    public var licence: String?
    /// Where the files come from: pypi, url or local.
    public var source: String?
    /// Whether every file's size and SHA-256 are recorded (only such packs install and load).
    public var verified: Bool
    /// Whether its files are in the model store.
    public var installed: Bool
    /// Whether it is the loaded model.
    public var resident: Bool
    /// Whether its footprint fits the memory available now (nil when unknown).
    public var fitsNow: Bool?
    /// Whether the catalogue knows it (false: an installed file without a manifest).
    public var inCatalogue: Bool
}

/// The catalogue view: every pack, the installed files without one, and the memory available now.
public struct PackCatalogue: Sendable, Hashable {
    /// Every pack, then installed files without one.
    public var entries: [PackEntry]
    /// Memory available now (nil when unknown).
    public var availableMemoryBytes: Int?
    /// The resident (or default) model's id.
    public var resident: String
}

/// Progress of a pack install, for a progress bar.
public struct PackInstallProgress: Sendable, Hashable {
    /// What is happening ("copying x.gguf", "downloading ...", "verifying").
    public var phase: String
    /// Bytes done in this phase.
    public var bytesDone: Int64
    /// Bytes in this phase, when known.
    public var bytesTotal: Int64?
}

extension ModelHost {
    /// The data folder this host serves (its `configuration.paths`).
    public nonisolated var dataPaths: HearthPaths { configuration.paths }

    private nonisolated func catalog() throws(HearthError) -> Catalog {
        do { return try Catalog(store: configuration.paths.models) } catch { throw error.hearthError }
    }

    /// The catalogue as the page and `/api/models` show it.
    public func packCatalogue() async -> PackCatalogue {
        let resident = await residentModel
        let installedFiles = await installedModels()
        let available = (configuration.governor.map { $0 as any MemoryProbe } ?? LiveProbes.memory()).readMemory().availableBytes
        guard let catalog = try? catalog() else {
            return PackCatalogue(entries: installedFiles.map { Self.entry(file: $0) }, availableMemoryBytes: available, resident: resident)
        }
        var entries = catalog.packs.map { pack in
            Self.entry(pack: pack, catalog: catalog, resident: resident, available: available)
        }
        let described = Set(catalog.packs.flatMap { $0.files.map(\.name) })
        entries += installedFiles.filter { !described.contains($0.file) }.map { Self.entry(file: $0) }
        return PackCatalogue(entries: entries, availableMemoryBytes: available, resident: resident)
    }

    /// One pack of the catalogue, by id.
    ///
    /// - Throws: `.modelNotFound` naming the known ids.
    public func pack(_ id: String) async throws(HearthError) -> PackEntry {
        let catalog = try catalog()
        let pack: PackManifest
        do { pack = try catalog.pack(id) } catch { throw error.hearthError }
        let available = (configuration.governor.map { $0 as any MemoryProbe } ?? LiveProbes.memory()).readMemory().availableBytes
        return Self.entry(pack: pack, catalog: catalog, resident: await residentModel, available: available)
    }

    /// Installs a pack into this host's model store (PyPI, URL with resume, or a local file),
    /// verifying SHA-256 before the file becomes visible; `hearth models install`'s work.
    ///
    /// - Parameters:
    ///   - id: the pack id.
    ///   - progress: called as bytes arrive and while hashing.
    /// - Returns: the installed files' paths.
    /// - Throws: `.modelNotFound` for an unknown pack, `.invalidModel` for an unverified pack or a
    ///   hash mismatch (the partial file is deleted), `.io` for download or file failures.
    public nonisolated func installPack(_ id: String, progress: @escaping @Sendable (PackInstallProgress) -> Void) async throws(HearthError) -> [String] {
        let catalog = try catalog()
        let cache = configuration.paths.home.appendingPathComponent("cache/pypi", isDirectory: true)
        do {
            let pack = try catalog.pack(id)
            let urls = try await PackInstaller(catalog: catalog, cache: cache).install(pack) {
                progress(PackInstallProgress(phase: $0.phase, bytesDone: $0.bytesDone, bytesTotal: $0.bytesTotal))
            }
            return urls.map(\.path)
        } catch {
            throw error.hearthError
        }
    }

    private static func entry(pack: PackManifest, catalog: Catalog, resident: String, available: Int?) -> PackEntry {
        let installed = catalog.isInstalled(pack)
        let file = pack.files.first?.name ?? ""
        let onDisk = installed ? (try? FileManager.default.attributesOfItem(atPath: catalog.url(of: pack.files[0]).path))?[.size] as? Int : nil
        let declared = pack.files.compactMap(\.size).reduce(0, +)
        let isResident = pack.id == resident
        return PackEntry(
            id: pack.id, displayName: pack.displayName, file: file,
            sizeBytes: onDisk ?? (declared > 0 ? declared : nil), footprintBytes: pack.footprint.totalBytes,
            family: pack.family, parameters: pack.parameters, quantization: pack.quantization,
            specialities: pack.specialities.map(\.rawValue), contextLength: pack.contextLength, licence: pack.licence,
            source: pack.files.first?.source.kind.rawValue, verified: pack.hashesRecorded, installed: installed,
            resident: isResident, fitsNow: isResident ? true : available.map { pack.footprint.totalBytes <= $0 },
            inCatalogue: true
        )
    }

    private static func entry(file: InstalledModel) -> PackEntry {
        PackEntry(
            id: file.id, displayName: file.file, file: file.file, sizeBytes: file.sizeBytes, footprintBytes: nil,
            family: nil, parameters: nil, quantization: nil, specialities: [], contextLength: nil, licence: nil,
            source: nil, verified: false, installed: true, resident: file.resident, fitsNow: nil, inCatalogue: false
        )
    }
}

extension CatalogError {
    /// The runtime's error for a catalogue failure.
    var hearthError: HearthError {
        switch code {
        case .unknownPack: HearthError(.modelNotFound, message)
        case .invalidGGUF, .hashMismatch, .unverified, .invalidManifest: HearthError(.invalidModel, message)
        case .doesNotFit: HearthError(.resourceLimited, message)
        case .download, .io: HearthError(.io, message)
        }
    }
}
