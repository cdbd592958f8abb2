import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth search-bench`: exact vector search latency on synthetic vectors (the scaling curve).
struct SearchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-bench",
        abstract: "Time exact vector search over N synthetic 384-d chunks (p50/p95), and memory per chunk."
    )

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
            let (seconds, attoseconds) = elapsed.components
            times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
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
                let (seconds, attoseconds) = elapsed.components
                approxTimes.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
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
