import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth models ...`: the pack catalogue.
struct Models: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List, show, install, import, verify and remove model packs.",
        subcommands: [List.self, Show.self, Install.self, Import.self, Verify.self, Remove.self]
    )

    static func catalog() throws(HearthError) -> Catalog {
        do { return try Catalog(store: HearthPaths.standard().models) } catch { throw error.hearth }
    }

    static func mib(_ bytes: Int?) -> String {
        guard let bytes else { return "?" }
        return bytes >= 1 << 30 ? String(format: "%.2f GiB", Double(bytes) / Double(1 << 30)) : "\(bytes / 1_048_576) MiB"
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Installed and available packs, with size, footprint, speciality and whether each fits now.")

        func run() async throws {
            let catalog = try Models.catalog()
            let available = LinuxMemoryProbe().readMemory().availableBytes
            print("ID                   STATUS       SIZE       FOOTPRINT  FITS  SPECIALITY")
            for pack in catalog.packs {
                let status = catalog.isInstalled(pack) ? "installed" : (pack.hashesRecorded ? "available" : "unverified")
                let size = pack.files.compactMap(\.size).reduce(0, +)
                let fits = available.map { pack.footprint.totalBytes <= $0 ? "yes" : "no" } ?? "?"
                let line = [pack.id.padding(toLength: 20, withPad: " ", startingAt: 0),
                            status.padding(toLength: 12, withPad: " ", startingAt: 0),
                            (size > 0 ? Models.mib(size) : "?").padding(toLength: 10, withPad: " ", startingAt: 0),
                            Models.mib(pack.footprint.totalBytes).padding(toLength: 10, withPad: " ", startingAt: 0),
                            fits.padding(toLength: 5, withPad: " ", startingAt: 0),
                            pack.specialities.map(\.rawValue).joined(separator: ",")].joined(separator: " ")
                print(line)
            }
            if let available { print("available memory now: \(Models.mib(available))") }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show a pack's manifest.")
        @Argument(help: "The pack id.") var id: String
        @Flag(help: "Print the manifest JSON.") var json = false

        func run() async throws {
            let catalog = try Models.catalog()
            let pack: PackManifest
            do { pack = try catalog.pack(id) } catch { throw error.hearth }
            if json {
                print(String(decoding: pack.encoded(), as: UTF8.self))
                return
            }
            print("\(pack.displayName) (\(pack.id))")
            print("  family \(pack.family), \(pack.parameters) parameters, \(pack.quantization), licence \(pack.licence)")
            print("  speciality \(pack.specialities.map(\.rawValue).joined(separator: ", "))" + (pack.defaultFor.map { "; default for \($0.joined(separator: ", "))" } ?? ""))
            print("  context \(pack.contextLength) (Hearth uses \(pack.defaultContext))")
            print("  footprint \(Models.mib(pack.footprint.totalBytes)) = weights \(Models.mib(pack.footprint.weightsBytes)) + KV cache \(Models.mib(pack.footprint.kvCacheBytes)) [\(pack.footprint.computedFrom)]")
            print("  expected decode: " + pack.expectedDecodeTokensPerSecond.sorted { $0.key < $1.key }.map { "\($0.value) tok/s on \($0.key)" }.joined(separator: ", "))
            print("  chat template \(pack.chatTemplate)")
            print("  \(pack.verification.rawValue); \(catalog.isInstalled(pack) ? "installed" : "not installed")")
            for file in pack.files {
                print("  file \(file.name) \(file.size.map(String.init) ?? "?") bytes sha256 \(file.sha256 ?? "never recorded")")
                switch file.source.kind {
                case .pypi: print("    from PyPI: " + (file.source.parts ?? []).map { "\($0.package)==\($0.version):\($0.innerPath)" }.joined(separator: " + "))
                case .url: print("    from \(file.source.url ?? "?")")
                case .local: print("    from \(file.source.path ?? "?")")
                }
            }
            if let notes = pack.notes { print("  notes: \(notes)") }
        }
    }

    struct Install: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Install a pack: download (PyPI, URL with resume, or a local file), verify SHA-256, move into the store.")
        @Argument(help: "The pack id.") var id: String

        func run() async throws {
            let catalog = try Models.catalog()
            let pack: PackManifest
            do { pack = try catalog.pack(id) } catch { throw error.hearth }
            let cache = HearthPaths.standard().home.appendingPathComponent("cache/pypi", isDirectory: true)
            let bar = ProgressBar()
            do {
                let urls = try await PackInstaller(catalog: catalog, cache: cache).install(pack) { bar.update($0) }
                bar.finish()
                for url in urls { print("installed \(url.path)") }
            } catch {
                bar.finish()
                throw error.hearth
            }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Import a local GGUF file: read its header, hash it, copy it into the store with a manifest.")
        @Argument(help: "A .gguf file.") var file: String
        @Option(help: "The id to give the pack (default: the file name).") var id: String?

        func run() async throws {
            let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
            let paths = HearthPaths.standard()
            do { _ = try GGUFHeader.read(from: url) } catch { throw error.hearth }
            // A file llama.cpp cannot load (or that makes it abort) never enters the store.
            try await ModelProbe(paths: paths).ensureLoadable(url)
            var manifest: PackManifest
            do {
                let sha = try ProbeLedger(store: paths.models).sha256(of: url)
                manifest = try Catalog.manifest(importing: url, id: id, sha256: sha)
            } catch { throw error.hearth }
            let catalog = try Models.catalog()
            if (try? catalog.pack(manifest.id)) != nil, !catalog.packs.contains(where: { $0.id == manifest.id && $0.notes?.hasPrefix("imported") == true }) {
                throw HearthError(.invalidRequest, "a pack named \(manifest.id) already exists; pass --id")
            }
            let bar = ProgressBar()
            do {
                try await PackInstaller(catalog: catalog, cache: catalog.store).install(manifest) { bar.update($0) }
                bar.finish()
                let manifestURL = catalog.store.appendingPathComponent(manifest.files[0].name + ".pack.json")
                manifest.files[0].source = PackSource(kind: .local, path: url.path)
                try manifest.encoded().write(to: manifestURL, options: .atomic)
            } catch let error as CatalogError {
                bar.finish()
                throw error.hearth
            }
            print("imported \(manifest.id): \(manifest.architecture.name), \(manifest.parameters) parameters, \(manifest.quantization), footprint \(Models.mib(manifest.footprint.totalBytes)), chat template: \(manifest.chatTemplate)")
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Re-hash installed files against their manifests.")
        @Argument(help: "A pack id (default: every installed pack).") var id: String?

        func run() async throws {
            let catalog = try Models.catalog()
            let packs: [PackManifest]
            if let id {
                do { packs = [try catalog.pack(id)] } catch { throw error.hearth }
            } else {
                packs = catalog.packs.filter(catalog.isInstalled)
            }
            var bad = 0
            for pack in packs {
                let result: [String: String?]
                do { result = try catalog.verify(pack) } catch { throw error.hearth }
                for (file, problem) in result.sorted(by: { $0.key < $1.key }) {
                    if let problem { bad += 1; print("\(pack.id): \(file): \(problem)") } else { print("\(pack.id): \(file): ok") }
                }
            }
            if bad > 0 { throw HearthError(.invalidModel, "\(bad) file(s) failed verification") }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a pack's files from the store.")
        @Argument(help: "The pack id.") var id: String

        func run() async throws {
            let catalog = try Models.catalog()
            do { try catalog.remove(try catalog.pack(id)) } catch { throw error.hearth }
            print("removed \(id)")
        }
    }
}

extension CatalogError {
    /// The CLI's error: one line, the exit code by kind.
    var hearth: HearthError {
        switch code {
        case .unknownPack: HearthError(.modelNotFound, message)
        case .invalidGGUF, .hashMismatch, .unverified, .invalidManifest: HearthError(.invalidModel, message)
        case .doesNotFit: HearthError(.invalidRequest, message)
        case .download, .io: HearthError(.io, message)
        }
    }
}

/// A one-line progress bar on stderr: bytes, rate and ETA.
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    private var phase = ""
    private var lastDraw: ContinuousClock.Instant
    private var drawn = false

    init() {
        start = clock.now
        lastDraw = clock.now
    }

    func update(_ progress: InstallProgress) {
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        if progress.phase != phase {
            if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
            phase = progress.phase
            start = now
        } else if now - lastDraw < .milliseconds(100) {
            return
        }
        lastDraw = now
        drawn = true
        let elapsed = (now - start).seconds
        let rate = elapsed > 0 ? Double(progress.bytesDone) / elapsed : 0
        var line = "\r\(phase) \(Models.mib(Int(progress.bytesDone)))"
        if let total = progress.bytesTotal, total > 0 {
            let fraction = min(1, Double(progress.bytesDone) / Double(total))
            let filled = Int(fraction * 30)
            line += " / \(Models.mib(Int(total))) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "]"
            if rate > 0 { line += String(format: " %.1f MiB/s ETA %.0fs", rate / 1_048_576, Double(total - progress.bytesDone) / rate) }
        } else if rate > 0 {
            line += String(format: " %.1f MiB/s", rate / 1_048_576)
        }
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
    }

    func finish() {
        lock.withLock { if drawn { FileHandle.standardError.write(Data("\n".utf8)) } }
    }
}
