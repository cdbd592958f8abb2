import Foundation
import HearthCatalog
import HearthCore
import HearthTesting
import Testing

@Suite struct CatalogTests {
    @Test func sha256MatchesTheStandardVectorsAndTheSetUpHash() throws {
        var hash = SHA256()
        hash.update(Data("abc".utf8))
        #expect(hash.finalizeHex() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var empty = SHA256()
        #expect(empty.finalizeHex() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // 1,000,000 × "a", fed in uneven pieces.
        var million = SHA256()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 999)
        var left = 1_000_000
        while left > 0 { let n = min(left, 999); million.update(piece.prefix(n)); left -= n }
        #expect(million.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(try SHA256.hashFile(at: TestModels.defaultModel) == setUpValue("SMOL_SHA"))
    }

    /// A value pinned in scripts/setup (e.g. SMOL_SHA=...).
    func setUpValue(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("scripts/setup"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(name + "=") })
        return String(line.dropFirst(name.count + 1))
    }

    @Test func builtInCatalogueAgreesWithTheSetUpScript() throws {
        let packs = try Catalog.builtIn()
        #expect(Set(packs.map(\.id)) == ["smollm2-135m", "qwen2.5-coder-0.5b", "qwen2.5-coder-1.5b", "smollm3-3b", "phi-4-mini",
                                         "stablelm-zephyr-3b", "exaone-deep-2.4b", "aceinstruct-1.5b"])
        let smol = try #require(packs.first { $0.id == "smollm2-135m" })
        let qwen = try #require(packs.first { $0.id == "qwen2.5-coder-0.5b" })
        #expect(smol.files[0].name == (try setUpValue("SMOL_FILE")))
        #expect(smol.files[0].sha256 == (try setUpValue("SMOL_SHA")))
        #expect(qwen.files[0].name == (try setUpValue("QWEN_FILE")))
        #expect(qwen.files[0].sha256 == (try setUpValue("QWEN_SHA")))
        #expect(qwen.files[0].size == Int(try setUpValue("QWEN_SIZE")))
        #expect(qwen.defaultFor == ["structured-output"])
        // Packs never downloaded here carry no invented hashes.
        for pack in packs where pack.verification == .unverifiedUntilInstalled {
            #expect(pack.files.allSatisfy { $0.sha256 == nil && $0.size == nil }, "\(pack.id)")
            #expect(pack.architecture.source.contains("published"))
            #expect(pack.footprint.computedFrom.contains("estimated"))
        }
        #expect(packs.filter { $0.verification == .verified }.count == 3)
    }

    @Test func installedFootprintsAreComputedFromTheGGUFHeader() throws {
        let catalog = try Catalog(store: HearthPaths.standard().models)
        for id in ["smollm2-135m", "qwen2.5-coder-0.5b"] {
            let pack = try catalog.pack(id)
            let url = try catalog.loadableFile(of: pack)
            let header = try GGUFHeader.read(from: url)
            let architecture = try FootprintCalculator.architecture(of: header)
            #expect(architecture == pack.architecture)
            let footprint = FootprintCalculator.footprint(weightsBytes: header.fileSize, architecture: architecture, context: pack.defaultContext)
            #expect(footprint == pack.footprint)
            #expect(pack.parameters == header.parameterCount)
            #expect(pack.contextLength == header.arch("context_length"))
        }
        // 30 layers x 4096 x 3 kv heads x (64 + 64) x 2 bytes.
        #expect(try catalog.pack("smollm2-135m").footprint.kvCacheBytes == 94_371_840)
    }

    @Test func unverifiedPacksAreRefusedAtLoadAndInstall() async throws {
        let store = try TemporaryDirectory()
        let catalog = try Catalog(store: store.url)
        let pack = try catalog.pack("phi-4-mini")
        // Even with a file in place, a never-recorded hash is refused.
        _ = try store.file(pack.files[0].name, contents: Data("GGUF".utf8))
        #expect(throws: CatalogError.self) { try catalog.loadableFile(of: pack) }
        do {
            _ = try catalog.loadableFile(of: pack)
        } catch {
            #expect(error.code == .unverified)
        }
        let installer = PackInstaller(catalog: catalog, cache: store.url.appendingPathComponent("cache"))
        await #expect(throws: CatalogError.self) { try await installer.install(pack) }
        #expect(throws: CatalogError.self) { try catalog.pack("no-such-pack") }
    }

    @Test func largestFittingPackPrefersInstalledOnes() throws {
        let catalog = try Catalog(store: HearthPaths.standard().models)
        let qwen = try catalog.pack("qwen2.5-coder-0.5b")
        let smol = try catalog.pack("smollm2-135m")
        #expect(catalog.largestPack(fittingIn: qwen.footprint.totalBytes - 1)?.id == "smollm2-135m")
        #expect(catalog.largestPack(fittingIn: smol.footprint.totalBytes - 1) == nil)
    }

    @Test func importReadsTheHeaderAndHashesTheFile() throws {
        let manifest = try Catalog.manifest(importing: TestModels.defaultModel, id: "imported-smol")
        let builtIn = try Catalog(store: HearthPaths.standard().models).pack("smollm2-135m")
        #expect(manifest.files[0].sha256 == builtIn.files[0].sha256)
        #expect(manifest.files[0].size == builtIn.files[0].size)
        #expect(manifest.architecture == builtIn.architecture)
        #expect(manifest.footprint == builtIn.footprint)
        #expect(manifest.quantization == "Q4_1")
        #expect(manifest.chatTemplate.hasPrefix("gguf:"))
        #expect(manifest.licence == "apache-2.0")
        let roundTrip = try PackManifest.decode(manifest.encoded(), name: "x")
        #expect(roundTrip == manifest)
    }
}
