/// An approximate nearest-neighbour index (hierarchical navigable small world graphs) over
/// L2-normalised vectors, for corpora where an exact scan is too slow. Similarity is the dot
/// product; recall against `VectorIndex` is measured in the tests.
///
/// ```swift
/// var hnsw = HNSWIndex(dimensions: 384)
/// hnsw.add(id: 1, vector: v)
/// let hits = hnsw.search(query, k: 10)
/// ```
public struct HNSWIndex: Sendable {
    /// The length of every vector.
    public let dimensions: Int
    /// Neighbours kept per node on the upper layers (twice this on layer 0).
    public let maxNeighbours: Int
    /// Candidates examined while inserting.
    public let constructionBreadth: Int
    /// Candidates examined while searching (at least `k`).
    public var searchBreadth: Int

    private var ids: [Int64] = []
    private var storage: [Float] = []
    private var links: [[[Int32]]] = [] // node -> layer -> neighbours
    private var entry: Int32 = -1
    private var topLayer = 0
    private var random: UInt64 = 0x2545_F491_4F6C_DD1D

    /// An empty index for vectors of `dimensions` floats; the other parameters are the properties of the same name.
    public init(dimensions: Int, maxNeighbours: Int = 16, constructionBreadth: Int = 100, searchBreadth: Int = 64) {
        self.dimensions = dimensions
        self.maxNeighbours = maxNeighbours
        self.constructionBreadth = constructionBreadth
        self.searchBreadth = searchBreadth
    }

    /// Vectors in the index.
    public var count: Int { ids.count }

    private func similarity(_ query: UnsafeBufferPointer<Float>, _ node: Int32) -> Float {
        storage.withUnsafeBufferPointer { VectorIndex.dot(query, $0, offset: Int(node) * dimensions, count: dimensions) }
    }

    private mutating func randomLayer() -> Int {
        random ^= random << 13; random ^= random >> 7; random ^= random << 17
        let uniform = Double(random >> 11) / Double(1 << 53)
        return Int(-log(max(uniform, 1e-12)) / log(Double(maxNeighbours)))
    }

    /// Adds a vector (ignored unless it has `dimensions` floats).
    public mutating func add(id: Int64, vector: [Float]) {
        guard vector.count == dimensions else { return }
        let node = Int32(ids.count)
        let layer = randomLayer()
        ids.append(id)
        storage.append(contentsOf: vector)
        links.append(Array(repeating: [], count: layer + 1))
        guard entry >= 0 else { entry = node; topLayer = layer; return }
        vector.withUnsafeBufferPointer { q in
            var current = entry
            if topLayer > layer {
                for level in stride(from: topLayer, to: layer, by: -1) { current = greedy(q, from: current, layer: level) }
            }
            for level in stride(from: min(layer, topLayer), through: 0, by: -1) {
                let found = searchLayer(q, from: [current], breadth: constructionBreadth, layer: level)
                let limit = level == 0 ? maxNeighbours * 2 : maxNeighbours
                let chosen = Array(found.prefix(maxNeighbours).map(\.node))
                links[Int(node)][level] = chosen
                for neighbour in chosen {
                    links[Int(neighbour)][level].append(node)
                    if links[Int(neighbour)][level].count > limit { prune(neighbour, layer: level, limit: limit) }
                }
                current = found.first?.node ?? current
            }
        }
        if layer > topLayer { topLayer = layer; entry = node }
    }

    private mutating func prune(_ node: Int32, layer: Int, limit: Int) {
        let base = Array(storage[Int(node) * dimensions..<(Int(node) + 1) * dimensions])
        let scored = base.withUnsafeBufferPointer { q in links[Int(node)][layer].map { ($0, similarity(q, $0)) } }
        links[Int(node)][layer] = scored.sorted { $0.1 > $1.1 }.prefix(limit).map(\.0)
    }

    private func greedy(_ q: UnsafeBufferPointer<Float>, from start: Int32, layer: Int) -> Int32 {
        var current = start
        var best = similarity(q, current)
        var improved = true
        while improved {
            improved = false
            for neighbour in links[Int(current)][layer] {
                let s = similarity(q, neighbour)
                if s > best { best = s; current = neighbour; improved = true }
            }
        }
        return current
    }

    /// Best-first search on one layer; returns up to `breadth` nodes, most similar first.
    private func searchLayer(_ q: UnsafeBufferPointer<Float>, from starts: [Int32], breadth: Int, layer: Int) -> [(node: Int32, score: Float)] {
        var visited = Set<Int32>(starts)
        var candidates = starts.map { (node: $0, score: similarity(q, $0)) }
        var results = candidates.sorted { $0.score > $1.score }
        while let best = candidates.max(by: { $0.score < $1.score }) {
            candidates.removeAll { $0.node == best.node }
            if results.count >= breadth, let worst = results.last, best.score < worst.score { break }
            guard layer < links[Int(best.node)].count else { continue }
            for neighbour in links[Int(best.node)][layer] where visited.insert(neighbour).inserted {
                let s = similarity(q, neighbour)
                if results.count < breadth || s > results[results.count - 1].score {
                    candidates.append((neighbour, s))
                    let position = results.firstIndex { $0.score < s } ?? results.count
                    results.insert((neighbour, s), at: position)
                    if results.count > breadth { results.removeLast() }
                }
            }
        }
        return results
    }

    /// The approximately `k` most similar rows, best first.
    public func search(_ query: [Float], k: Int) -> [(id: Int64, score: Float)] {
        guard query.count == dimensions, k > 0, entry >= 0 else { return [] }
        return query.withUnsafeBufferPointer { q in
            var current = entry
            for level in stride(from: topLayer, to: 0, by: -1) { current = greedy(q, from: current, layer: level) }
            return searchLayer(q, from: [current], breadth: max(k, searchBreadth), layer: 0).prefix(k).map { (ids[Int($0.node)], $0.score) }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
