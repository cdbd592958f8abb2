/// Memory arithmetic for packs.
public enum FootprintCalculator {
    /// Bytes of an f16 KV cache: layers x context x kv heads x (key + value length) x 2 bytes.
    public static func kvCacheBytes(layers: Int, context: Int, headsKV: Int, keyLength: Int, valueLength: Int) -> Int {
        layers * context * headsKV * (keyLength + valueLength) * 2
    }

    /// The architecture numbers a KV cache depends on, read from a GGUF header.
    ///
    /// - Throws: `CatalogError.invalidGGUF` when the header lacks them.
    public static func architecture(of header: GGUFHeader) throws(CatalogError) -> PackManifest.Architecture {
        guard let name = header.architecture, let layers = header.arch("block_count"),
              let embedding = header.arch("embedding_length"), let heads = header.arch("attention.head_count"),
              heads > 0 else {
            throw CatalogError(.invalidGGUF, "the GGUF header lacks the architecture numbers (block_count, embedding_length, head_count)")
        }
        let headsKV = header.arch("attention.head_count_kv") ?? heads
        let keyLength = header.arch("attention.key_length") ?? embedding / heads
        let valueLength = header.arch("attention.value_length") ?? embedding / heads
        return .init(name: name, layers: layers, embedding: embedding, heads: heads, headsKV: headsKV,
                     keyLength: keyLength, valueLength: valueLength, source: "gguf")
    }

    /// Weights (the file size) plus the KV cache at `context`.
    public static func footprint(weightsBytes: Int, architecture a: PackManifest.Architecture, context: Int) -> PackManifest.Footprint {
        let kv = kvCacheBytes(layers: a.layers, context: context, headsKV: a.headsKV, keyLength: a.keyLength, valueLength: a.valueLength)
        let how = "\(a.source): \(a.layers) layers x \(a.headsKV) kv heads x (\(a.keyLength)+\(a.valueLength)) x \(context) ctx x 2 B (f16) + weights"
        return .init(weightsBytes: weightsBytes, kvCacheBytes: kv, totalBytes: weightsBytes + kv, computedFrom: how)
    }

    /// The quantization name for a GGUF `general.file_type` code.
    public static func quantizationName(fileType: Int?) -> String {
        let names: [Int: String] = [0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1",
                                    10: "Q2_K", 11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M",
                                    16: "Q5_K_S", 17: "Q5_K_M", 18: "Q6_K", 32: "BF16"]
        guard let fileType else { return "unknown" }
        return names[fileType] ?? "type \(fileType)"
    }
}
