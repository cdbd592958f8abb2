import Foundation

/// An approximate nearest-neighbour index (hierarchical navigable small world graphs, Malkov &
/// Yashunin) over L2-normalised vectors, for corpora where an exact scan is too slow. Similarity
/// is the dot product; recall against `VectorIndex` is measured by `hearth search-bench` and the
/// tests.
///
/// Layout for a million nodes: vectors back to back in one `[Float]`, layer-0 links in one flat
/// `[Int32]` (`2 × maxNeighbours` slots per node), the few upper-layer links in a dictionary.
/// Neighbours are chosen with the paper's heuristic (a candidate is kept only when it is closer
/// to the new node than to every neighbour already kept), which keeps clustered data connected.
/// A removed vector stays in the graph as a waypoint (as hnswlib's `markDelete` does) but is never
/// returned; `deletedCount` says when a rebuild pays. The index is written to one file (owner-only)
/// and read back without rebuilding.
///
/// ```swift
/// var hnsw = HNSWIndex(dimensions: 384)
/// hnsw.add(id: 1, vector: v)
/// let hits = hnsw.search(query, k: 10)
/// try hnsw.write(to: url); let same = try HNSWIndex.read(from: url)
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

    /// The row ids, in insertion order (removed rows included).
    public private(set) var ids: [Int64] = []
    /// Free text stored with the index (`SearchIndex` keeps the embedding model and the change it
    /// is current to).
    public var metadata = ""
    /// Rows removed with `remove(id:)`: still waypoints, never results.
    public private(set) var deletedCount = 0
    private var deleted: [UInt64] = []
    private var rowByID: [Int64: Int32] = [:]
    private var storage: [Float] = []
    private var levels: [UInt8] = []
    /// Layer-0 links: `baseSlots` per node, the first `baseCounts[node]` used.
    private var base: [Int32] = []
    private var baseCounts: [UInt16] = []
    /// Links above layer 0: node -> [layer 1, layer 2, ...].
    private var upper: [Int32: [[Int32]]] = [:]
    private var entry: Int32 = -1
    private var topLayer = 0
    private var random: UInt64 = 0x2545_F491_4F6C_DD1D

    private var baseSlots: Int { maxNeighbours * 2 }

    /// An empty index for vectors of `dimensions` floats; the other parameters are the properties of the same name.
    public init(dimensions: Int, maxNeighbours: Int = 16, constructionBreadth: Int = 100, searchBreadth: Int = 64) {
        self.dimensions = dimensions
        self.maxNeighbours = max(2, maxNeighbours)
        self.constructionBreadth = max(constructionBreadth, maxNeighbours)
        self.searchBreadth = searchBreadth
    }

    /// Vectors in the index, removed ones included (`liveCount` leaves them out).
    public var count: Int { ids.count }

    /// Vectors a search can return.
    public var liveCount: Int { ids.count - deletedCount }

    /// Whether `id` is in the index and not removed.
    public func contains(id: Int64) -> Bool { rowByID[id] != nil }

    /// The stored vector of `id` (nil when absent or removed).
    public func vector(for id: Int64) -> [Float]? {
        guard let row = rowByID[id] else { return nil }
        let start = Int(row) * dimensions
        return Array(storage[start..<(start + dimensions)])
    }

    /// Removes `id` from the results (it stays in the graph as a waypoint); false when absent.
    @discardableResult
    public mutating func remove(id: Int64) -> Bool {
        guard let row = rowByID.removeValue(forKey: id) else { return false }
        if deleted.count < (ids.count + 63) / 64 { deleted += Array(repeating: 0, count: (ids.count + 63) / 64 - deleted.count) }
        deleted[Int(row) >> 6] |= UInt64(1) << UInt64(Int(row) & 63)
        deletedCount += 1
        return true
    }

    @inline(__always)
    private func isDeleted(_ node: Int32) -> Bool {
        let word = Int(node) >> 6
        return word < deleted.count && deleted[word] & (UInt64(1) << UInt64(Int(node) & 63)) != 0
    }

    /// Bytes the index holds in memory: vectors, ids (and their lookup table), links.
    public var memoryBytes: Int {
        storage.count * 4 + ids.count * 8 + levels.count + base.count * 4 + baseCounts.count * 2
            + rowByID.capacity * (MemoryLayout<Int64>.stride + MemoryLayout<Int32>.stride) + deleted.count * 8
            + upper.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count * 4 + 16 } + 48 }
    }

    /// Reserves room for `count` nodes (saves reallocation while building a large index).
    public mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        rowByID.reserveCapacity(count)
        storage.reserveCapacity(count * dimensions)
        levels.reserveCapacity(count)
        base.reserveCapacity(count * baseSlots)
        baseCounts.reserveCapacity(count)
    }

    @inline(__always)
    private func similarity(_ query: UnsafeBufferPointer<Float>, _ node: Int32, _ rows: UnsafeBufferPointer<Float>) -> Float {
        VectorIndex.dot(query, rows, offset: Int(node) &* dimensions, count: dimensions)
    }

    private mutating func randomLayer() -> Int {
        random ^= random << 13; random ^= random >> 7; random ^= random << 17
        let uniform = Double(random >> 11) / Double(1 << 53)
        return min(15, Int(-log(max(uniform, 1e-12)) / log(Double(maxNeighbours))))
    }

    private func neighbours(of node: Int32, layer: Int) -> ArraySlice<Int32> {
        if layer == 0 {
            let start = Int(node) * baseSlots
            return base[start..<(start + Int(baseCounts[Int(node)]))]
        }
        guard let layers = upper[node], layer - 1 < layers.count else { return [] }
        return layers[layer - 1][...]
    }

    private mutating func setNeighbours(of node: Int32, layer: Int, _ list: [Int32]) {
        if layer == 0 {
            let start = Int(node) * baseSlots
            for (i, n) in list.prefix(baseSlots).enumerated() { base[start + i] = n }
            baseCounts[Int(node)] = UInt16(min(list.count, baseSlots))
        } else {
            upper[node]![layer - 1] = list
        }
    }

    /// Adds a vector (ignored unless it has `dimensions` floats); an `id` already present is
    /// replaced (the old vector is removed first).
    public mutating func add(id: Int64, vector: [Float]) {
        guard vector.count == dimensions else { return }
        remove(id: id)
        let node = Int32(ids.count)
        let layer = randomLayer()
        ids.append(id)
        rowByID[id] = node
        storage.append(contentsOf: vector)
        levels.append(UInt8(layer))
        base.append(contentsOf: repeatElement(-1, count: baseSlots))
        baseCounts.append(0)
        if layer > 0 { upper[node] = Array(repeating: [], count: layer) }
        guard entry >= 0 else { entry = node; topLayer = layer; return }
        var visited = VisitedSet(count: ids.count)
        vector.withUnsafeBufferPointer { q in
            var current = entry
            if topLayer > layer {
                for level in stride(from: topLayer, to: layer, by: -1) { current = greedy(q, from: current, layer: level) }
            }
            for level in stride(from: min(layer, topLayer), through: 0, by: -1) {
                let found = searchLayer(q, from: current, breadth: constructionBreadth, layer: level, visited: &visited, results: .all)
                let chosen = selectNeighbours(found, limit: maxNeighbours)
                setNeighbours(of: node, layer: level, chosen)
                let limit = level == 0 ? baseSlots : maxNeighbours
                for neighbour in chosen {
                    var list = Array(neighbours(of: neighbour, layer: level))
                    if list.count < limit {
                        list.append(node)
                        setNeighbours(of: neighbour, layer: level, list)
                    } else {
                        // Over capacity: choose again among the old links and the new node.
                        list.append(node)
                        let scored: [(node: Int32, score: Float)] = storage.withUnsafeBufferPointer { rows in
                            let start = Int(neighbour) * dimensions
                            let own = UnsafeBufferPointer(rebasing: rows[start..<(start + dimensions)])
                            return list.map { ($0, similarity(own, $0, rows)) }.sorted { $0.score > $1.score }
                        }
                        setNeighbours(of: neighbour, layer: level, selectNeighbours(scored, limit: limit))
                    }
                }
                if let best = found.first { current = best.node }
            }
        }
        if layer > topLayer { topLayer = layer; entry = node }
    }

    /// The paper's heuristic: walk candidates from the most similar; keep one only when it is more
    /// similar to the base than to every neighbour kept so far; then top up with the skipped ones.
    private func selectNeighbours(_ candidates: [(node: Int32, score: Float)], limit: Int) -> [Int32] {
        guard candidates.count > limit else { return candidates.map(\.node) }
        var kept: [Int32] = []
        var skipped: [Int32] = []
        storage.withUnsafeBufferPointer { rows in
            for candidate in candidates {
                if kept.count >= limit { break }
                let start = Int(candidate.node) * dimensions
                let vector = UnsafeBufferPointer(rebasing: rows[start..<(start + dimensions)])
                var diverse = true
                for other in kept where similarity(vector, other, rows) > candidate.score {
                    diverse = false
                    break
                }
                if diverse { kept.append(candidate.node) } else { skipped.append(candidate.node) }
            }
        }
        for node in skipped where kept.count < limit { kept.append(node) }
        return kept
    }

    private func greedy(_ q: UnsafeBufferPointer<Float>, from start: Int32, layer: Int) -> Int32 {
        storage.withUnsafeBufferPointer { rows in
            var current = start
            var best = similarity(q, current, rows)
            var improved = true
            while improved {
                improved = false
                for neighbour in neighbours(of: current, layer: layer) {
                    let s = similarity(q, neighbour, rows)
                    if s > best { best = s; current = neighbour; improved = true }
                }
            }
            return current
        }
    }

    /// Which nodes a layer search may return: every node (building the graph) or only live ones
    /// (answering a query; removed nodes are still walked through).
    private enum Results { case all, live }

    /// Best-first search on one layer; returns up to `breadth` nodes, most similar first.
    private func searchLayer(_ q: UnsafeBufferPointer<Float>, from start: Int32, breadth: Int, layer: Int, visited: inout VisitedSet, results kind: Results) -> [(node: Int32, score: Float)] {
        visited.reset()
        let skipRemoved = kind == .live && deletedCount > 0
        return storage.withUnsafeBufferPointer { rows in
            var candidates = Heap(maximum: true)
            var results = Heap(maximum: false) // worst result on top
            let first = similarity(q, start, rows)
            _ = visited.insert(start)
            candidates.push(start, first)
            if !skipRemoved || !isDeleted(start) { results.push(start, first) }
            while let best = candidates.pop() {
                if results.count >= breadth, best.score < results.top!.score { break }
                for neighbour in neighbours(of: best.node, layer: layer) where visited.insert(neighbour) {
                    let s = similarity(q, neighbour, rows)
                    if results.count < breadth || s > results.top!.score {
                        candidates.push(neighbour, s)
                        if skipRemoved, isDeleted(neighbour) { continue }
                        results.push(neighbour, s)
                        if results.count > breadth { _ = results.pop() }
                    }
                }
            }
            return results.drainSortedDescending()
        }
    }

    /// The approximately `k` most similar rows, best first.
    public func search(_ query: [Float], k: Int) -> [(id: Int64, score: Float)] {
        guard query.count == dimensions, k > 0, entry >= 0 else { return [] }
        var visited = VisitedSet(count: ids.count)
        return query.withUnsafeBufferPointer { q in
            var current = entry
            for level in stride(from: topLayer, to: 0, by: -1) { current = greedy(q, from: current, layer: level) }
            return searchLayer(q, from: current, breadth: max(k, searchBreadth), layer: 0, visited: &visited, results: .live).prefix(k).map { (ids[Int($0.node)], $0.score) }
        }
    }

    // MARK: Persistence

    private static let magic: [UInt8] = Array("HEARTH-HNSW-2\n".utf8)

    /// Writes the whole index to `url`, readable by its owner only (replacing it atomically).
    ///
    /// - Throws: `SearchError.database` when the file cannot be written.
    public func write(to url: URL) throws(SearchError) {
        var data = Data(Self.magic)
        func append<T>(_ values: [T]) { values.withUnsafeBytes { data.append(contentsOf: $0) } }
        let label = Array(metadata.utf8)
        let removed = deletedCount > 0 ? deleted : []
        append([Int64(dimensions), Int64(maxNeighbours), Int64(constructionBreadth), Int64(searchBreadth),
                Int64(ids.count), Int64(entry), Int64(topLayer), Int64(bitPattern: random),
                Int64(label.count), Int64(removed.count)])
        append(label)
        append(ids)
        append(storage)
        append(levels)
        append(baseCounts)
        append(base)
        append(removed)
        for node in upper.keys.sorted() {
            for list in upper[node]! {
                append([Int32(node), Int32(list.count)])
                append(list)
            }
        }
        // Written beside the target with owner-only permissions, then renamed over it.
        let part = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).part")
        do {
            guard FileManager.default.createFile(atPath: part.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw SearchError(.database, "the vector index could not be written to \(url.path)")
            }
            try data.write(to: part)
            // rename(2) replaces the target atomically: a reader sees the old file or the new one.
            guard rename(part.path, url.path) == 0 else {
                throw SearchError(.database, "the vector index could not be moved into place at \(url.path) (errno \(errno))")
            }
        } catch {
            try? FileManager.default.removeItem(at: part)
            throw SearchError(.database, "the vector index could not be written to \(url.path): \(error.localizedDescription)")
        }
    }

    /// Reads an index that `write(to:)` wrote.
    ///
    /// - Throws: `SearchError.database` for a missing, foreign or truncated file.
    public static func read(from url: URL) throws(SearchError) -> HNSWIndex {
        let data: Data
        do { data = try Data(contentsOf: url, options: .alwaysMapped) } catch {
            throw SearchError(.database, "the vector index \(url.path) could not be read: \(error.localizedDescription)")
        }
        var reader = Reader(data: data)
        guard reader.bytes(magic.count) == magic, let header: [Int64] = reader.array(10) else {
            throw SearchError(.database, "\(url.lastPathComponent) is not a Hearth vector index (or one written by another version)")
        }
        let dimensions = Int(header[0]), m = Int(header[1]), n = Int(header[4])
        let labelBytes = Int(header[8]), removedWords = Int(header[9])
        guard dimensions > 0, dimensions < 65_536, m >= 2, m < 1024, n >= 0, n < 1 << 34,
              (0..<(1 << 20)).contains(labelBytes), removedWords == 0 || removedWords == (n + 63) / 64 else {
            throw SearchError(.database, "\(url.lastPathComponent) has an impossible header")
        }
        var index = HNSWIndex(dimensions: dimensions, maxNeighbours: m, constructionBreadth: Int(header[2]), searchBreadth: Int(header[3]))
        index.entry = Int32(header[5])
        index.topLayer = Int(header[6])
        index.random = UInt64(bitPattern: header[7])
        guard let label: [UInt8] = reader.array(labelBytes), let ids: [Int64] = reader.array(n),
              let storage: [Float] = reader.array(n * dimensions),
              let levels: [UInt8] = reader.array(n), let counts: [UInt16] = reader.array(n),
              let base: [Int32] = reader.array(n * 2 * m), let removed: [UInt64] = reader.array(removedWords) else {
            throw SearchError(.database, "\(url.lastPathComponent) is truncated")
        }
        index.metadata = String(decoding: label, as: UTF8.self)
        index.ids = ids
        index.deleted = removed
        index.rowByID.reserveCapacity(n)
        for (row, id) in ids.enumerated() where !index.isDeleted(Int32(row)) { index.rowByID[id] = Int32(row) }
        index.deletedCount = n - index.rowByID.count
        index.storage = storage
        index.levels = levels
        index.baseCounts = counts
        index.base = base
        while !reader.atEnd {
            guard let pair: [Int32] = reader.array(2), let list: [Int32] = reader.array(Int(pair[1])),
                  pair[0] >= 0, Int(pair[0]) < n else {
                throw SearchError(.database, "\(url.lastPathComponent) is truncated")
            }
            index.upper[pair[0], default: []].append(list)
        }
        guard counts.allSatisfy({ Int($0) <= 2 * m }), n == 0 || (0..<Int32(n)).contains(index.entry),
              base.allSatisfy({ $0 >= -1 && $0 < Int32(n) }),
              index.upper.allSatisfy({ Int(levels[Int($0.key)]) == $0.value.count && $0.value.allSatisfy { $0.allSatisfy { (0..<Int32(n)).contains($0) } } }) else {
            throw SearchError(.database, "\(url.lastPathComponent) is damaged")
        }
        return index
    }

    private struct Reader {
        let data: Data
        var offset = 0
        var atEnd: Bool { offset >= data.count }

        mutating func bytes(_ count: Int) -> [UInt8]? {
            guard count >= 0, offset + count <= data.count else { return nil }
            defer { offset += count }
            return Array(data[data.startIndex + offset..<data.startIndex + offset + count])
        }

        mutating func array<T>(_ count: Int) -> [T]? {
            let size = count * MemoryLayout<T>.stride
            guard count >= 0, offset + size <= data.count else { return nil }
            let start = data.startIndex + offset
            offset += size
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                data.withUnsafeBytes { raw in
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[(start - data.startIndex)..<(start - data.startIndex + size)]))
                }
                initialized = count
            }
        }
    }
}

/// Nodes seen during one search: a bitset, cleared by remembering which words were touched.
struct VisitedSet {
    private var words: [UInt64]
    private var touched: [Int] = []

    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    /// Marks `node`; false when it was already marked.
    @inline(__always)
    mutating func insert(_ node: Int32) -> Bool {
        let word = Int(node) >> 6, bit = UInt64(1) << UInt64(Int(node) & 63)
        if words[word] & bit != 0 { return false }
        if words[word] == 0 { touched.append(word) }
        words[word] |= bit
        return true
    }

    mutating func reset() {
        for word in touched { words[word] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}

/// A binary heap of (node, score): the largest score on top when `maximum`, else the smallest.
struct Heap {
    let maximum: Bool
    private(set) var items: [(node: Int32, score: Float)] = []

    init(maximum: Bool) { self.maximum = maximum }

    var count: Int { items.count }
    var top: (node: Int32, score: Float)? { items.first }

    @inline(__always)
    private func above(_ a: Float, _ b: Float) -> Bool { maximum ? a > b : a < b }

    mutating func push(_ node: Int32, _ score: Float) {
        items.append((node, score))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard above(items[child].score, items[parent].score) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (node: Int32, score: Float)? {
        guard !items.isEmpty else { return nil }
        let first = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < items.count, above(items[left].score, items[best].score) { best = left }
                if right < items.count, above(items[right].score, items[best].score) { best = right }
                guard best != parent else { break }
                items.swapAt(parent, best)
                parent = best
            }
        }
        return first
    }

    /// All items, most similar first.
    func drainSortedDescending() -> [(node: Int32, score: Float)] {
        items.sorted { $0.score > $1.score }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
