/// Exact nearest-neighbour search over L2-normalised vectors in one contiguous `[Float]` buffer.
///
/// Rows are stored back to back (`dimensions` floats each), so a scan is a linear walk the
/// compiler vectorises; the dot product uses `SIMD8<Float>` lanes.
///
/// ```swift
/// var index = VectorIndex(dimensions: 384)
/// index.add(id: 7, vector: v)
/// let hits = index.search(query, k: 10) // [(id: 7, score: 0.93)]
/// ```
public struct VectorIndex: Sendable {
    /// Floats per vector.
    public let dimensions: Int
    /// Row ids, in storage order.
    public private(set) var ids: [Int64] = []
    /// Row-major vectors.
    public private(set) var storage: [Float] = []
    private var rowByID: [Int64: Int] = [:]

    /// An empty index for vectors of `dimensions` floats.
    public init(dimensions: Int) {
        self.dimensions = dimensions
    }

    /// Rows stored.
    public var count: Int { ids.count }

    /// Appends a vector (ignored unless it has `dimensions` floats).
    public mutating func add(id: Int64, vector: [Float]) {
        guard vector.count == dimensions else { return }
        rowByID[id] = ids.count
        ids.append(id)
        storage.append(contentsOf: vector)
    }

    /// The stored vector of `id`.
    public func vector(for id: Int64) -> [Float]? {
        guard let row = rowByID[id] else { return nil }
        return Array(storage[row * dimensions..<(row + 1) * dimensions])
    }

    /// The `k` rows with the largest dot product with `query`, best first.
    public func search(_ query: [Float], k: Int) -> [(id: Int64, score: Float)] {
        guard query.count == dimensions, k > 0, !ids.isEmpty else { return [] }
        var top = TopK(capacity: k)
        storage.withUnsafeBufferPointer { rows in
            query.withUnsafeBufferPointer { q in
                for row in 0..<ids.count {
                    top.insert(row: row, score: Self.dot(q, rows, offset: row * dimensions, count: dimensions))
                }
            }
        }
        return top.sorted().map { (ids[$0.row], $0.score) }
    }

    /// Dot product of `a` with `count` floats of `b` from `offset`, eight lanes at a time.
    @inline(__always)
    static func dot(_ a: UnsafeBufferPointer<Float>, _ b: UnsafeBufferPointer<Float>, offset: Int, count: Int) -> Float {
        var sum = SIMD8<Float>()
        var i = 0
        guard let baseA = a.baseAddress, let baseB = b.baseAddress else { return 0 }
        let x = UnsafeRawPointer(baseA), y = UnsafeRawPointer(baseB + offset)
        while i + 8 <= count {
            sum += x.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self) * y.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<Float>.self)
            i &+= 8
        }
        var total = sum.sum()
        while i < count {
            total += a[i] * b[offset + i]
            i += 1
        }
        return total
    }

    /// Dot product of two whole vectors.
    public static func dot(_ a: [Float], _ b: [Float]) -> Float {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in dot(x, y, offset: 0, count: min(x.count, y.count)) } }
    }
}

/// The best `capacity` (row, score) pairs seen, kept in a min-heap.
struct TopK {
    let capacity: Int
    private var heap: [(row: Int, score: Float)] = []

    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    mutating func insert(row: Int, score: Float) {
        if heap.count < capacity {
            heap.append((row, score))
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].score < heap[parent].score else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else if score > heap[0].score {
            heap[0] = (row, score)
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left].score < heap[smallest].score { smallest = left }
                if right < heap.count, heap[right].score < heap[smallest].score { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }

    func sorted() -> [(row: Int, score: Float)] {
        heap.sorted { $0.score > $1.score }
    }
}
