import Foundation

/// SHA-256 (FIPS 180-4), streamed: feed bytes with `update`, read the hex digest with
/// `finalizeHex`. Hearth's one implementation: model files (hundreds of MB, so the module is built
/// with -O even in debug builds), document contents and embedding cache keys.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Data("abc".utf8))
/// hash.finalizeHex()   // "ba7816bf..."
/// SHA256.hex("abc")    // the same
/// ```
public struct SHA256: Sendable {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var buffer = [UInt8]()
    private var length: UInt64 = 0

    /// A hash of no bytes yet; feed it with `update(_:)`.
    public init() { buffer.reserveCapacity(64) }

    /// Adds bytes to the hash.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds bytes to the hash.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var index = 0
        if !buffer.isEmpty {
            let take = min(64 - buffer.count, bytes.count)
            buffer.append(contentsOf: bytes[0..<take])
            index = take
            if buffer.count == 64 {
                let block = buffer
                block.withUnsafeBytes { compress($0.baseAddress!) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        guard let base = bytes.baseAddress else { return }
        while bytes.count - index >= 64 {
            compress(base + index)
            index += 64
        }
        if index < bytes.count { buffer.append(contentsOf: bytes[index...]) }
    }

    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                let b = block + i * 4
                w[i] = UInt32(b.load(as: UInt8.self)) << 24 | UInt32(b.load(fromByteOffset: 1, as: UInt8.self)) << 16
                    | UInt32(b.load(fromByteOffset: 2, as: UInt8.self)) << 8 | UInt32(b.load(fromByteOffset: 3, as: UInt8.self))
            }
            for i in 16..<64 {
                let s0 = w[i - 15].rotateRight(7) ^ w[i - 15].rotateRight(18) ^ (w[i - 15] >> 3)
                let s1 = w[i - 2].rotateRight(17) ^ w[i - 2].rotateRight(19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let s1 = e.rotateRight(6) ^ e.rotateRight(11) ^ e.rotateRight(25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[i] &+ w[i]
                    let s0 = a.rotateRight(2) ^ a.rotateRight(13) ^ a.rotateRight(22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }

    /// Finishes the hash and returns it as 64 lowercase hex digits.
    public mutating func finalizeHex() -> String {
        let bitLength = length &* 8
        var tail: [UInt8] = [0x80]
        let used = (buffer.count + 1) % 64
        tail += [UInt8](repeating: 0, count: (56 - used + 64) % 64)
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        let savedLength = length
        tail.withUnsafeBytes { update($0) }
        length = savedLength
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.map { String(format: "%08x", $0) }.joined()
    }

    /// The SHA-256 of a string's UTF-8 bytes, as hex.
    public static func hex(_ text: String) -> String {
        hex(bytes: Array(text.utf8))
    }

    /// The SHA-256 of bytes, as hex.
    public static func hex<Bytes: Sequence>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        Array(bytes).withUnsafeBytes { hash.update($0) }
        return hash.finalizeHex()
    }

    /// Hashes a whole file in 4 MiB chunks, calling `progress` with the bytes done so far.
    ///
    /// - Throws: `HearthError` `.io` when the file cannot be read.
    public static func hashFile(at url: URL, progress: ((Int64) -> Void)? = nil) throws(HearthError) -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw HearthError(.io, "cannot read \(url.path)")
        }
        defer { try? handle.close() }
        var hash = SHA256()
        var done: Int64 = 0
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 4 << 20) ?? Data() } catch {
                throw HearthError(.io, "reading \(url.path) failed: \(error.localizedDescription)")
            }
            if chunk.isEmpty { break }
            hash.update(chunk)
            done += Int64(chunk.count)
            progress?(done)
        }
        return hash.finalizeHex()
    }
}

extension UInt32 {
    @inline(__always) fileprivate func rotateRight(_ n: UInt32) -> UInt32 { (self >> n) | (self << (32 - n)) }
}
