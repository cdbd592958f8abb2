import Foundation
import HearthCore
import HearthCatalog
import HearthTesting
import Testing

@Suite struct GGUFHeaderTests {
    @Test func readsTheInstalledSmolLM2Header() throws {
        let header = try GGUFHeader.read(from: TestModels.defaultModel)
        #expect(header.version == 3)
        #expect(header.architecture == "llama")
        #expect(header.arch("block_count") == 30)
        #expect(header.arch("embedding_length") == 576)
        #expect(header.arch("attention.head_count") == 9)
        #expect(header.arch("attention.head_count_kv") == 3)
        #expect(header.arch("context_length") == 8192)
        #expect(header.integer("general.file_type") == 3)
        #expect(header.string("tokenizer.chat_template")?.contains("<|im_start|>") == true)
        guard case .array(let type, let tokens)? = header.value("tokenizer.ggml.tokens") else {
            Issue.record("no token array"); return
        }
        #expect(type == 8)
        #expect(tokens.count == 49152)
        #expect(header.tensors.count == 272)
        #expect(header.parameterCount == 134_515_008)
        #expect(header.dataOffset % 32 == 0)
        // Every tensor's data lies inside the file.
        #expect(header.tensors.allSatisfy { UInt64(header.dataOffset) + $0.offset < UInt64(header.fileSize) })
    }

    @Test func readsTheInstalledQwenHeader() throws {
        let header = try GGUFHeader.read(from: TestModels.qwenModel)
        #expect(header.architecture == "qwen2")
        #expect(header.arch("block_count") == 24)
        #expect(header.arch("attention.head_count_kv") == 2)
        #expect(header.arch("context_length") == 32768)
        #expect(FootprintCalculator.quantizationName(fileType: header.integer("general.file_type")) == "Q4_K_M")
        #expect(header.parameterCount == 630_167_424)
    }

    /// The first 4 MiB of the real file hold the whole header (metadata and tensor infos).
    func headerBytes() throws -> Data {
        let handle = try FileHandle(forReadingFrom: TestModels.defaultModel)
        defer { try? handle.close() }
        return try handle.read(upToCount: 4 << 20) ?? Data()
    }

    func expectInvalid(_ data: Data, _ fragment: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try GGUFHeader.parse(data, name: "corrupt.gguf")
            Issue.record("parsed a corrupt file", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == .invalidGGUF, sourceLocation: sourceLocation)
            if let fragment { #expect(error.message.contains(fragment), "\(error.message)", sourceLocation: sourceLocation) }
        }
    }

    @Test func refusesWrongMagicAndVersion() throws {
        var data = try headerBytes()
        data[0] = UInt8(ascii: "X")
        expectInvalid(data, "wrong magic")
        data = try headerBytes()
        data[4] = 99
        expectInvalid(data, "version")
        expectInvalid(Data(), "truncated")
        expectInvalid(Data("GGU".utf8), "truncated")
    }

    @Test func refusesEveryTruncationOfTheHeader() throws {
        let data = try headerBytes()
        let full = try GGUFHeader.parse(data, isWholeFile: false)
        // Cut at every byte of the fixed header and first key, then at 40 points through the metadata
        // and tensor infos, plus the edges.
        var cuts = Array(0..<64) + Array(stride(from: 64, to: full.dataOffset, by: full.dataOffset / 40))
        cuts += [full.dataOffset - 1, full.dataOffset - 8, 23, 24, 25]
        for cut in cuts where cut < full.dataOffset - 1 && cut >= 0 {
            // The last bytes before dataOffset are alignment padding; cuts there still parse fully.
            let prefix = data.prefix(cut)
            if let header = try? GGUFHeader.parse(prefix, isWholeFile: false) {
                #expect(header.tensors.count == full.tensors.count && cut >= full.dataOffset - 32, "cut at \(cut) parsed")
            }
        }
        expectInvalid(data.prefix(1000), "larger than the file allows")
        // A real file cut inside its tensor data: the header parses, the tensors point past the end.
        let folder = try TemporaryDirectory()
        let cut = try folder.file("cut.gguf", contents: data)
        #expect(throws: CatalogError.self) { try GGUFHeader.read(from: cut) }
        do { _ = try GGUFHeader.read(from: cut) } catch { #expect(error.message.contains("beyond the end of the file")) }
    }

    @Test func refusesAbsurdLengthsWithoutAllocating() throws {
        let data = try headerBytes()
        // Tensor count (bytes 8..<16) and metadata count (16..<24) set to 2^62.
        for offset in [8, 16] {
            var corrupt = data
            corrupt.replaceSubrange(offset..<offset + 8, with: withUnsafeBytes(of: UInt64(1 << 62).littleEndian) { Data($0) })
            expectInvalid(corrupt, "larger than the file allows")
        }
        // The first key's length (bytes 24..<32) set to UInt64.max.
        var corrupt = data
        corrupt.replaceSubrange(24..<32, with: Data(repeating: 0xFF, count: 8))
        expectInvalid(corrupt, "larger than the file allows")
        // An array of 2^40 u64 values in a tiny file.
        var tiny = Data("GGUF".utf8)
        func append<T: FixedWidthInteger>(_ v: T) { withUnsafeBytes(of: v.littleEndian) { tiny.append(contentsOf: $0) } }
        append(UInt32(3)); append(UInt64(0)); append(UInt64(1))
        append(UInt64(3)); tiny.append(contentsOf: Array("arr".utf8)); append(UInt32(9)); append(UInt32(10)); append(UInt64(1 << 40))
        expectInvalid(tiny, "array length")
        // Unknown value type.
        tiny = Data("GGUF".utf8)
        append(UInt32(3)); append(UInt64(0)); append(UInt64(1))
        append(UInt64(1)); tiny.append(UInt8(ascii: "k")); append(UInt32(77))
        expectInvalid(tiny, "unknown value type 77")
    }

    @Test func randomMutationsNeverCrash() throws {
        let data = try headerBytes()
        let full = try GGUFHeader.parse(data, isWholeFile: false)
        var rng = SplitMix64(seed: 2026)
        var refused = 0, parsed = 0
        // The fixed header and the first keys are where lengths live; mutate there and anywhere in the header.
        for round in 0..<150 {
            var corrupt = data
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let limit = round % 2 == 0 ? 256 : full.dataOffset
                let index = Int(rng.next() % UInt64(limit))
                corrupt[index] = UInt8(truncatingIfNeeded: rng.next())
            }
            do {
                _ = try GGUFHeader.parse(corrupt, isWholeFile: false)
                parsed += 1
            } catch {
                #expect(error.code == .invalidGGUF)
                refused += 1
            }
        }
        #expect(refused + parsed == 150)
        #expect(refused > 0)
    }
}

