import Foundation

/// One metadata value in a GGUF file, of any of the format's types.
public indirect enum GGUFValue: Sendable, Hashable {
    /// GGUF type 0.
    case uint8(UInt8)
    /// GGUF type 1.
    case int8(Int8)
    /// GGUF type 2.
    case uint16(UInt16)
    /// GGUF type 3.
    case int16(Int16)
    /// GGUF type 4.
    case uint32(UInt32)
    /// GGUF type 5.
    case int32(Int32)
    /// GGUF type 6.
    case float32(Float)
    /// GGUF type 7.
    case bool(Bool)
    /// GGUF type 8: UTF-8 text.
    case string(String)
    /// GGUF type 10.
    case uint64(UInt64)
    /// GGUF type 11.
    case int64(Int64)
    /// GGUF type 12.
    case float64(Double)
    /// An array: the element type code and the values.
    case array(elementType: UInt32, values: [GGUFValue])

    /// The value as an integer, when it is one of the integer types.
    public var intValue: Int? {
        switch self {
        case .uint8(let v): Int(v)
        case .int8(let v): Int(v)
        case .uint16(let v): Int(v)
        case .int16(let v): Int(v)
        case .uint32(let v): Int(v)
        case .int32(let v): Int(v)
        case .uint64(let v): Int(exactly: v)
        case .int64(let v): Int(v)
        default: nil
        }
    }

    /// The value as a string, when it is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}

/// One tensor's description in a GGUF header.
public struct GGUFTensorInfo: Sendable, Hashable {
    /// The tensor's name (e.g. "blk.0.attn_q.weight").
    public var name: String
    /// Its shape, innermost dimension first.
    public var dimensions: [UInt64]
    /// The ggml type code (e.g. 2 = Q4_0, 12 = Q4_K).
    public var type: UInt32
    /// Offset of the tensor's data from the start of the data section.
    public var offset: UInt64
}

/// A parsed GGUF header: version, metadata and tensor infos.
///
/// ```swift
/// let header = try GGUFHeader.read(from: URL(fileURLWithPath: "model.gguf"))
/// header.architecture          // "llama"
/// header.integer("llama.block_count")   // 30
/// ```
public struct GGUFHeader: Sendable {
    /// Format version (2 or 3).
    public var version: UInt32
    /// Metadata key/values, in file order.
    public var metadata: [(key: String, value: GGUFValue)]
    /// Every tensor's description, in file order.
    public var tensors: [GGUFTensorInfo]
    /// Where the tensor data starts (aligned).
    public var dataOffset: Int
    /// The file's size in bytes.
    public var fileSize: Int

    /// The value for `key`, if present.
    public func value(_ key: String) -> GGUFValue? { metadata.first(where: { $0.key == key })?.value }
    /// The integer value for `key`, if present and an integer.
    public func integer(_ key: String) -> Int? { value(key)?.intValue }
    /// The string value for `key`, if present and a string.
    public func string(_ key: String) -> String? { value(key)?.stringValue }
    /// `general.architecture`, e.g. "llama", "qwen2".
    public var architecture: String? { string("general.architecture") }
    /// An architecture-scoped integer, e.g. `arch("block_count")` reads `llama.block_count`.
    public func arch(_ suffix: String) -> Int? { architecture.flatMap { integer("\($0).\(suffix)") } }

    /// The number of parameters: the sum over tensors of the product of their dimensions.
    public var parameterCount: Int {
        tensors.reduce(0) { sum, t in sum + t.dimensions.reduce(1) { $0 * Int(clamping: $1) } }
    }

    /// Reads and checks the header of the GGUF file at `url`.
    ///
    /// - Throws: `CatalogError.invalidGGUF` for a file that is not well-formed GGUF (wrong magic,
    ///   unknown version or type, truncation, lengths beyond the file), `.io` when it cannot be read.
    public static func read(from url: URL) throws(CatalogError) -> GGUFHeader {
        let data: Data
        do { data = try Data(contentsOf: url, options: .alwaysMapped) } catch {
            throw CatalogError(.io, "cannot read \(url.path): \(error.localizedDescription)")
        }
        return try parse(data, name: url.lastPathComponent)
    }

    /// Parses a GGUF header from bytes.
    ///
    /// - Parameters:
    ///   - data: the whole file, or (with `isWholeFile` false) at least its header.
    ///   - name: how the file is named in error messages.
    ///   - isWholeFile: when true, every tensor must start inside `data`.
    /// - Throws: `CatalogError.invalidGGUF` as for `read(from:)`.
    public static func parse(_ data: Data, name: String = "data", isWholeFile: Bool = true) throws(CatalogError) -> GGUFHeader {
        let result: Result<GGUFHeader, CatalogError> = data.withUnsafeBytes { raw in
            var cursor = GGUFCursor(bytes: raw, name: name, isWholeFile: isWholeFile)
            do throws(CatalogError) { return .success(try cursor.parseHeader()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

/// A bounds-checked reader over the bytes of a GGUF file.
struct GGUFCursor {
    let bytes: UnsafeRawBufferPointer
    let name: String
    var position = 0
    var isWholeFile = true

    /// Limits that keep a hostile file from asking for absurd allocations.
    static let maxStringLength = 1 << 24
    static let maxDimensions = 8
    static let maxArrayDepth = 4

    init(bytes: UnsafeRawBufferPointer, name: String, isWholeFile: Bool) {
        self.bytes = bytes
        self.name = name
        self.isWholeFile = isWholeFile
    }

    func fail(_ what: String) -> CatalogError {
        CatalogError(.invalidGGUF, "\(name) is not a valid GGUF file: \(what) (at byte \(position))")
    }

    var remaining: Int { bytes.count - position }

    mutating func need(_ count: Int, _ what: String) throws(CatalogError) {
        guard count >= 0, count <= remaining else { throw fail("truncated \(what)") }
    }

    mutating func load<T: FixedWidthInteger>(_ type: T.Type, _ what: String) throws(CatalogError) -> T {
        let size = MemoryLayout<T>.size
        try need(size, what)
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[position..<position + size])) }
        position += size
        return T(littleEndian: value)
    }

    /// A count that must be satisfiable by the remaining bytes at `minimumElementSize` each.
    mutating func count(_ what: String, minimumElementSize: Int) throws(CatalogError) -> Int {
        let raw = try load(UInt64.self, what)
        guard raw <= UInt64(Int.max), minimumElementSize == 0 || Int(raw) <= remaining / minimumElementSize else {
            throw fail("\(what) \(raw) is larger than the file allows")
        }
        return Int(raw)
    }

    mutating func string(_ what: String) throws(CatalogError) -> String {
        let length = try count("\(what) length", minimumElementSize: 1)
        guard length <= Self.maxStringLength else { throw fail("\(what) length \(length) is absurd") }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<position + length])
        position += length
        return String(decoding: slice, as: UTF8.self)
    }

    static func minimumSize(ofType type: UInt32) -> Int? {
        switch type {
        case 0, 1, 7: 1
        case 2, 3: 2
        case 4, 5, 6: 4
        case 10, 11, 12: 8
        case 8: 8   // the string's length field
        case 9: 12  // element type + count
        default: nil
        }
    }

    mutating func value(type: UInt32, depth: Int = 0) throws(CatalogError) -> GGUFValue {
        switch type {
        case 0: return .uint8(try load(UInt8.self, "u8"))
        case 1: return .int8(try load(Int8.self, "i8"))
        case 2: return .uint16(try load(UInt16.self, "u16"))
        case 3: return .int16(try load(Int16.self, "i16"))
        case 4: return .uint32(try load(UInt32.self, "u32"))
        case 5: return .int32(try load(Int32.self, "i32"))
        case 6: return .float32(Float(bitPattern: try load(UInt32.self, "f32")))
        case 7:
            let b = try load(UInt8.self, "bool")
            guard b <= 1 else { throw fail("bool value \(b)") }
            return .bool(b == 1)
        case 8: return .string(try string("string value"))
        case 9:
            guard depth < Self.maxArrayDepth else { throw fail("arrays nested too deep") }
            let elementType = try load(UInt32.self, "array type")
            guard let size = Self.minimumSize(ofType: elementType) else { throw fail("unknown array element type \(elementType)") }
            let n = try count("array length", minimumElementSize: size)
            var values = [GGUFValue]()
            values.reserveCapacity(n)
            for _ in 0..<n { values.append(try value(type: elementType, depth: depth + 1)) }
            return .array(elementType: elementType, values: values)
        case 10: return .uint64(try load(UInt64.self, "u64"))
        case 11: return .int64(try load(Int64.self, "i64"))
        case 12: return .float64(Double(bitPattern: try load(UInt64.self, "f64")))
        default: throw fail("unknown value type \(type)")
        }
    }

    mutating func parseHeader() throws(CatalogError) -> GGUFHeader {
        try need(4, "magic")
        guard bytes[0] == 0x47, bytes[1] == 0x47, bytes[2] == 0x55, bytes[3] == 0x46 else { throw fail("wrong magic") }
        position = 4
        let version = try load(UInt32.self, "version")
        guard version == 2 || version == 3 else { throw fail("unsupported version \(version)") }
        // A tensor info is at least 8 (name length) + 4 (n_dims) + 4 (type) + 8 (offset) bytes.
        let tensorCount = try count("tensor count", minimumElementSize: 24)
        // A key/value is at least 8 (key length) + 4 (type) + 1 byte.
        let kvCount = try count("metadata count", minimumElementSize: 13)
        var metadata = [(key: String, value: GGUFValue)]()
        metadata.reserveCapacity(kvCount)
        for _ in 0..<kvCount {
            let key = try string("metadata key")
            let type = try load(UInt32.self, "value type")
            metadata.append((key, try value(type: type)))
        }
        var tensors = [GGUFTensorInfo]()
        tensors.reserveCapacity(tensorCount)
        for _ in 0..<tensorCount {
            let name = try string("tensor name")
            let nDims = try load(UInt32.self, "tensor dimension count")
            guard nDims >= 1, nDims <= Self.maxDimensions else { throw fail("tensor \(name) has \(nDims) dimensions") }
            var dims = [UInt64]()
            for _ in 0..<nDims {
                let d = try load(UInt64.self, "tensor dimension")
                guard d > 0, d < 1 << 40 else { throw fail("tensor \(name) dimension \(d) is absurd") }
                dims.append(d)
            }
            let type = try load(UInt32.self, "tensor type")
            guard type < 64 else { throw fail("tensor \(name) has unknown type \(type)") }
            let offset = try load(UInt64.self, "tensor offset")
            tensors.append(GGUFTensorInfo(name: name, dimensions: dims, type: type, offset: offset))
        }
        var alignment = 32
        if let a = metadata.first(where: { $0.key == "general.alignment" })?.value.intValue {
            guard a > 0, a <= 1 << 16, a & (a - 1) == 0 else { throw fail("alignment \(a)") }
            alignment = a
        }
        let dataOffset = (position + alignment - 1) / alignment * alignment
        // Every tensor's start must lie inside the file.
        if isWholeFile {
            guard dataOffset <= bytes.count else { throw fail("the file ends before its tensor data") }
            for t in tensors where t.offset > UInt64(bytes.count - dataOffset) {
                throw fail("tensor \(t.name) offset \(t.offset) lies beyond the end of the file")
            }
        }
        return GGUFHeader(version: version, metadata: metadata, tensors: tensors, dataOffset: dataOffset, fileSize: bytes.count)
    }
}
