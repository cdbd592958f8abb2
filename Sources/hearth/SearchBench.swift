import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth search-bench`: exact vector search latency on synthetic vectors (the scaling curve), or
/// with `--index FOLDER` indexing throughput beside llama-bench's.
struct SearchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-bench",
        abstract: "Time vector search over N synthetic chunks (p50/p95, memory per chunk), or with --index FOLDER indexing tokens/s against llama-bench -embd 1."
    )

    @Option(help: "Index this folder into a scratch data folder and compare tokens/s with llama-bench on the embedding model.")
    var index: String?

    @Option(name: .customLong("pack-tokens"), help: "With --index: tokens packed into one embedding decode.")
    var packTokens = LlamaEmbedder.defaultPackTokens

    @Option(help: "With --index: indexing runs (and llama-bench repetitions, at least 3).")
    var repetitions = 3

    @Option(name: .customLong("llama-bench"), help: "Path of llama-bench (default: the set-up's).")
    var llamaBench: String?

    @Option(help: "Embed the chunks of this folder (64-token chunks) into --vectors, the base of the scale test.")
    var embed: String?

    @Option(help: "Raw float32 rows of real embeddings: written by --embed, read by the scale test (--hnsw).")
    var vectors: String?

    @Option(help: "With --embed or --index: CPU threads for the embedding model.")
    var threads = 2

    @Option(name: .customLong("max-chunks"), help: "With --embed: the most chunks to embed.")
    var maxChunks = 12_000

    @Option(name: .customLong("index-file"), help: "With --vectors: where the HNSW index is persisted.")
    var indexFile: String?

    @Flag(help: "With --vectors: reopen --index-file instead of building it.")
    var reuse = false

    @Option(name: .customLong("m"), help: "HNSW neighbours per node (twice on layer 0).")
    var neighboursPerNode = 16

    @Option(name: .customLong("ef-construction"), help: "HNSW candidates examined per insertion.")
    var constructionBreadth = 100

    @Option(name: .customLong("ef-search"), parsing: .upToNextOption, help: "HNSW candidates examined per query (several values: one run each).")
    var searchBreadths: [Int] = [64, 128]

    @Option(help: "Chunks (vectors) in the index.")
    var chunks: Int = 100_000

    @Option(help: "Queries to time.")
    var queries: Int = 200

    @Option(help: "Vector length.")
    var dimensions: Int = 384

    @Flag(help: "Also build the HNSW index and report its latency and recall@10 against exact search.")
    var hnsw = false

    func validate() throws {
        if chunks < 1 || queries < 1 || dimensions < 1 { throw ValidationError("--chunks, --queries and --dimensions must be positive") }
    }

    func run() async throws {
        if let index {
            try await runIndex(folder: index)
            return
        }
        if let embed {
            guard let vectors else { throw ValidationError("--embed needs --vectors FILE to write") }
            try await embedCorpus(folder: embed, output: vectors)
            return
        }
        if let vectors {
            try runScale(vectorsPath: vectors)
            return
        }
        var state: UInt64 = 42
        func random() -> Float {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Float(Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)) * 2 - 1
        }
        func unit() -> [Float] {
            var v = (0..<dimensions).map { _ in random() }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            for i in v.indices { v[i] /= norm }
            return v
        }
        let before = ProcessMemory.peakResidentBytes()
        var index = VectorIndex(dimensions: dimensions)
        for id in 0..<chunks { index.add(id: Int64(id), vector: unit()) }
        let after = ProcessMemory.peakResidentBytes()
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<queries {
            let query = unit()
            let elapsed = clock.measure { _ = index.search(query, k: 10) }
            times.append(elapsed.seconds * 1000)
        }
        times.sort()
        let p50 = times[times.count / 2], p95 = times[min(times.count - 1, times.count * 95 / 100)]
        print(String(format: "exact search, %d chunks x %d floats, %d queries: p50 %.2f ms, p95 %.2f ms", chunks, dimensions, queries, p50, p95))
        if hnsw {
            var approximate = HNSWIndex(dimensions: dimensions)
            for id in 0..<index.count { approximate.add(id: index.ids[id], vector: index.vector(for: index.ids[id]) ?? []) }
            var approxTimes: [Double] = []
            var found = 0
            for _ in 0..<queries {
                let query = unit()
                var hits: [(id: Int64, score: Float)] = []
                let elapsed = clock.measure { hits = approximate.search(query, k: 10) }
                approxTimes.append(elapsed.seconds * 1000)
                let truth = Set(index.search(query, k: 10).map(\.id))
                found += hits.filter { truth.contains($0.id) }.count
            }
            approxTimes.sort()
            print(String(format: "HNSW search: p50 %.2f ms, p95 %.2f ms, recall@10 %.3f", approxTimes[approxTimes.count / 2], approxTimes[min(approxTimes.count - 1, approxTimes.count * 95 / 100)], Double(found) / Double(queries * 10)))
        }
        if after > before {
            print(String(format: "memory per chunk: %.0f bytes (peak RSS growth; the vector alone is %d bytes)", Double(after - before) / Double(chunks), dimensions * 4))
        }
    }
}

extension SearchBench {
    func runIndex(folder: String) async throws {
        let model = HearthPaths.standard().models.appendingPathComponent(SearchRuntime.embeddingModelFile)
        var configuration = SearchIndexBenchmark.Configuration(
            model: model, folder: URL(fileURLWithPath: folder),
            llamaBench: llamaBench.map { URL(fileURLWithPath: $0) } ?? Benchmark.locateLlamaBench())
        configuration.packTokens = packTokens
        configuration.threads = threads
        configuration.repetitions = repetitions
        let result = try await SearchIndexBenchmark(configuration: configuration).run { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        print("indexing \(folder): \(result.files) files, \(result.chunks) chunks, \(result.tokens) tokens (mean \(result.promptTokens) per chunk), \(packTokens) tokens per decode")
        print(String(format: "hearth index   %8.0f ± %.0f tok/s", result.hearth.mean, result.hearth.standardDeviation))
        if let reference = result.reference, let ratio = result.ratio {
            print(String(format: "llama-bench    %8.0f ± %.0f tok/s (-p %d -n 0 -embd 1)", reference.mean, reference.standardDeviation, result.promptTokens))
            print(String(format: "ratio          %8.2f", ratio))
        } else {
            print("llama-bench    unavailable: \(result.referenceError ?? "?")")
        }
    }
}
