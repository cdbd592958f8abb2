import Foundation
import HearthRuntime

/// `hearth search-bench --embed FOLDER --vectors FILE`: real embeddings of a corpus, the base for
/// the scale test; `--vectors FILE --hnsw`: a million vectors with the base's neighbourhoods.
extension SearchBench {
    /// Embeds the chunks of `folder` (small chunks, many vectors) into `output` as raw float32 rows.
    func embedCorpus(folder: String, output: String) async throws {
        let (files, _) = try SearchIndex.files(under: [folder])
        let embedder = try await SearchRuntime.loadEmbedder(threads: threads)
        let chunker = Chunker(tokenBudget: 64, overlapTokens: 0)
        var texts: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let kind = Chunker.Kind(pathExtension: (file as NSString).pathExtension) ?? .text
            for chunk in chunker.chunks(of: String(decoding: data, as: UTF8.self), kind: kind) where chunk.text.count >= 40 {
                texts.append(chunk.text)
            }
        }
        // An even sample across the corpus (every n-th distinct chunk), not its first files.
        let distinct = Array(Set(texts)).sorted()
        let step = max(1, distinct.count / max(1, maxChunks))
        texts = Array(stride(from: 0, to: distinct.count, by: step).map { distinct[$0] }.prefix(maxChunks))
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: output) else { throw HearthError(.io, "cannot write \(output)") }
        defer { try? handle.close() }
        var done = 0
        for start in stride(from: 0, to: texts.count, by: 256) {
            let vectors = try await embedder.embed(Array(texts[start..<min(texts.count, start + 256)]))
            for vector in vectors { vector.withUnsafeBytes { handle.write(Data($0)) } }
            done += vectors.count
            FileHandle.standardError.write(Data("\r\(done)/\(texts.count) chunks embedded".utf8))
        }
        FileHandle.standardError.write(Data("\n".utf8))
        print("wrote \(done) vectors of \(embedder.dimensions) floats from \(files.count) files to \(output)")
    }

    /// Reads raw float32 rows of `dimensions`.
    static func readVectors(_ path: String, dimensions: Int) throws -> [[Float]] {
        guard let data = FileManager.default.contents(atPath: path), data.count % (dimensions * 4) == 0, !data.isEmpty else {
            throw HearthError(.invalidRequest, "\(path) is not a file of \(dimensions)-float rows (make one with --embed FOLDER --vectors FILE)")
        }
        let floats = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        return stride(from: 0, to: floats.count, by: dimensions).map { Array(floats[$0..<($0 + dimensions)]) }
    }

    /// `count` unit vectors along the base's real neighbourhoods: each starts at a base vector,
    /// moves part of the way towards one of its 8 nearest base neighbours, plus a little noise
    /// (so the synthetic points fill the same manifold the real corpus lies on).
    static func synthesize(count: Int, from base: [[Float]], seed: UInt64) -> [[Float]] {
        let dimensions = base[0].count
        var graph = HNSWIndex(dimensions: dimensions)
        for (i, v) in base.enumerated() { graph.add(id: Int64(i), vector: v) }
        let neighbours = base.map { v in graph.search(v, k: 9).map { Int($0.id) }.dropFirst().map { $0 } }
        var random = SplitMix64(seed: seed)
        func gaussian() -> Float {
            let u = max(random.nextUnit(), 1e-12), w = random.nextUnit()
            return Float((-2 * log(u)).squareRoot() * cos(2 * .pi * w))
        }
        let noise: Float = 0.35 / Float(dimensions).squareRoot()
        return (0..<count).map { _ in
            let a = Int(random.next() % UInt64(base.count))
            let list = neighbours[a]
            let b = list.isEmpty ? a : list[Int(random.next() % UInt64(list.count))]
            let t = Float(random.nextUnit() * 0.5)
            var v = (0..<dimensions).map { (1 - t) * base[a][$0] + t * base[b][$0] + noise * gaussian() }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            for i in v.indices { v[i] /= norm }
            return v
        }
    }

    /// The scale test: exact truth, HNSW built (or reopened from `indexFile`), p50/p95, recall@10.
    func runScale(vectorsPath: String) throws {
        let all = try Self.readVectors(vectorsPath, dimensions: dimensions)
        let held = min(queries, all.count / 5)
        let base = Array(all.dropLast(held)), queryVectors = Array(all.suffix(held))
        print("base: \(base.count) real vectors, \(held) held out as queries")
        let clock = ContinuousClock()

        let before = ProcessMemory.residentBytes()
        var synthesized: [[Float]] = []
        let synthesis = clock.measure { synthesized = Self.synthesize(count: chunks, from: base, seed: 42) }
        print(String(format: "synthesized %d vectors in %.1f s", chunks, synthesis.seconds))
        var exact = VectorIndex(dimensions: dimensions)
        for (i, v) in synthesized.enumerated() { exact.add(id: Int64(i), vector: v) }
        var truth: [Set<Int64>] = []
        var exactTimes: [Double] = []
        for q in queryVectors {
            var hits: [(id: Int64, score: Float)] = []
            exactTimes.append(clock.measure { hits = exact.search(q, k: 10) }.seconds * 1000)
            truth.append(Set(hits.map(\.id)))
        }
        exactTimes.sort()
        print(String(format: "exact search: p50 %.2f ms, p95 %.2f ms", exactTimes[exactTimes.count / 2], exactTimes[exactTimes.count * 95 / 100]))

        var hnsw: HNSWIndex
        let file = URL(fileURLWithPath: indexFile ?? (FileManager.default.temporaryDirectory.path + "/hearth-scale.hnsw"))
        if reuse, FileManager.default.fileExists(atPath: file.path) {
            var loaded: HNSWIndex?
            let reading = try clock.measure { loaded = try HNSWIndex.read(from: file) }
            hnsw = loaded!
            print(String(format: "reopened %@ (%d vectors) in %.1f s, no rebuild", file.lastPathComponent, hnsw.count, reading.seconds))
        } else {
            hnsw = HNSWIndex(dimensions: dimensions, maxNeighbours: neighboursPerNode, constructionBreadth: constructionBreadth)
            hnsw.reserveCapacity(chunks)
            var built = hnsw
            let building = clock.measure {
                for (i, v) in synthesized.enumerated() {
                    built.add(id: Int64(i), vector: v)
                    if i % 50_000 == 0, i > 0 { FileHandle.standardError.write(Data("\r  HNSW: \(i) added".utf8)) }
                }
            }
            hnsw = built
            FileHandle.standardError.write(Data("\n".utf8))
            print(String(format: "HNSW built: %d vectors, M %d, efConstruction %d, in %.1f s", hnsw.count, neighboursPerNode, constructionBreadth, building.seconds))
            let writing = try clock.measure { try hnsw.write(to: file) }
            var loaded: HNSWIndex?
            let reading = try clock.measure { loaded = try HNSWIndex.read(from: file) }
            hnsw = loaded!
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            print(String(format: "persisted to %@ (%.0f MB) in %.1f s; reopened in %.1f s without a rebuild", file.path, Double(size) / 1e6, writing.seconds, reading.seconds))
        }
        synthesized = []
        for breadth in searchBreadths {
            hnsw.searchBreadth = breadth
            var times: [Double] = []
            var found = 0
            for (q, expected) in zip(queryVectors, truth) {
                var hits: [(id: Int64, score: Float)] = []
                times.append(clock.measure { hits = hnsw.search(q, k: 10) }.seconds * 1000)
                found += hits.filter { expected.contains($0.id) }.count
            }
            times.sort()
            print(String(format: "HNSW efSearch %d: p50 %.2f ms, p95 %.2f ms, recall@10 %.3f", breadth, times[times.count / 2], times[times.count * 95 / 100], Double(found) / Double(held * 10)))
        }
        print(String(format: "memory per chunk: HNSW %.0f bytes (vectors %d + links), process RSS growth %.0f bytes per chunk incl. the exact index",
                     Double(hnsw.memoryBytes) / Double(hnsw.count), dimensions * 4, Double((ProcessMemory.residentBytes()) - before) / Double(chunks)))
    }
}
