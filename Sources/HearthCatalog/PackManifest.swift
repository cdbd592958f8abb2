import Foundation

/// What a pack is best at.
public enum Speciality: String, Sendable, Hashable, Codable, CaseIterable {
    /// Conversation.
    case chat
    /// Step-by-step reasoning.
    case reasoning
    /// Arithmetic and mathematics.
    case maths
    /// Programming, and structured output such as JSON.
    case code
    /// Small and fast: the first answer quickly.
    case quick
}

/// A pack manifest: one model, its files, where they come from and what it costs to run.
///
/// Stored as JSON (`manifestVersion` 1), shipped as package resources for the built-in catalogue and
/// written next to an imported model as `<file>.pack.json`. The format: <doc:ModelPacks>.
public struct PackManifest: Sendable, Hashable, Codable {
    /// A manifest; each parameter is the property of the same name.
    public init(
        manifestVersion: Int = 1, id: String, displayName: String, family: String, parameters: Int, quantization: String,
        specialities: [Speciality], defaultFor: [String]?, files: [PackFile], contextLength: Int, defaultContext: Int,
        architecture: Architecture, footprint: Footprint, expectedDecodeTokensPerSecond: [String: Double],
        chatTemplate: String, licence: String, verification: Verification, notes: String?
    ) {
        self.manifestVersion = manifestVersion
        self.id = id
        self.displayName = displayName
        self.family = family
        self.parameters = parameters
        self.quantization = quantization
        self.specialities = specialities
        self.defaultFor = defaultFor
        self.files = files
        self.contextLength = contextLength
        self.defaultContext = defaultContext
        self.architecture = architecture
        self.footprint = footprint
        self.expectedDecodeTokensPerSecond = expectedDecodeTokensPerSecond
        self.chatTemplate = chatTemplate
        self.licence = licence
        self.verification = verification
        self.notes = notes
    }

    /// The format version; readers refuse versions they do not know.
    public var manifestVersion: Int
    /// A short, stable id (e.g. "qwen2.5-coder-0.5b").
    public var id: String
    /// A name for people (e.g. "Qwen2.5-Coder 0.5B Instruct").
    public var displayName: String
    /// The model family (e.g. "qwen2.5").
    public var family: String
    /// Parameter count (from the GGUF tensors where known, else the published number).
    public var parameters: Int
    /// Quantization, e.g. "Q4_K_M".
    public var quantization: String
    /// What the model is best at.
    public var specialities: [Speciality]
    /// Roles this pack is the default for (e.g. "structured-output", "quick").
    public var defaultFor: [String]?
    /// The pack's files (one GGUF for every pack so far).
    public var files: [PackFile]
    /// The longest context the model was trained for.
    public var contextLength: Int
    /// The context Hearth uses by default (sets the KV cache in the footprint).
    public var defaultContext: Int
    /// The dimensions the KV cache depends on.
    public var architecture: Architecture
    /// Memory needed to run at the default context.
    public var footprint: Footprint
    /// Expected decode tokens/s by device class (e.g. "linux-x86-2core"), measured or estimated.
    public var expectedDecodeTokensPerSecond: [String: Double]
    /// Where the chat template comes from (e.g. "gguf:tokenizer.chat_template").
    public var chatTemplate: String
    /// The model's licence (e.g. "Apache-2.0").
    public var licence: String
    /// "verified" when every file's size and SHA-256 were recorded from the real file here;
    /// "unverified-until-installed" when they were never recorded (such files are refused at load).
    public var verification: Verification
    /// Provenance: what was measured and what estimated.
    public var notes: String?

    /// Whether the files' sizes and hashes were recorded from the real files.
    public enum Verification: String, Sendable, Hashable, Codable {
        /// Every file's size and SHA-256 were recorded from the real file: installable and loadable.
        case verified
        /// Never downloaded here: no size or hash, so Hearth refuses to install or load it.
        case unverifiedUntilInstalled = "unverified-until-installed"
    }

    /// The dimensions the KV cache depends on.
    public struct Architecture: Sendable, Hashable, Codable {
        /// Dimensions; each parameter is the property of the same name.
        public init(name: String, layers: Int, embedding: Int, heads: Int, headsKV: Int, keyLength: Int, valueLength: Int, source: String) {
            self.name = name
            self.layers = layers
            self.embedding = embedding
            self.heads = heads
            self.headsKV = headsKV
            self.keyLength = keyLength
            self.valueLength = valueLength
            self.source = source
        }

        /// llama.cpp's architecture name, e.g. "llama", "qwen2", "phi3".
        public var name: String
        /// Transformer blocks.
        public var layers: Int
        /// Embedding width.
        public var embedding: Int
        /// Attention heads.
        public var heads: Int
        /// Key/value heads (fewer than `heads` with grouped-query attention).
        public var headsKV: Int
        /// Width of one key head.
        public var keyLength: Int
        /// Width of one value head.
        public var valueLength: Int
        /// "gguf" (read from the file) or "published config" (the model card's numbers).
        public var source: String
    }

    /// Memory needed to run: weights plus an f16 KV cache at the default context.
    public struct Footprint: Sendable, Hashable, Codable {
        /// A footprint; each parameter is the property of the same name.
        public init(weightsBytes: Int, kvCacheBytes: Int, totalBytes: Int, computedFrom: String) {
            self.weightsBytes = weightsBytes
            self.kvCacheBytes = kvCacheBytes
            self.totalBytes = totalBytes
            self.computedFrom = computedFrom
        }

        /// The weights: the file size (or an estimate for packs never downloaded).
        public var weightsBytes: Int
        /// The f16 KV cache at the default context: layers × context × KV heads × (key + value width) × 2 bytes.
        public var kvCacheBytes: Int
        /// Weights plus KV cache: what the fit check compares with available memory.
        public var totalBytes: Int
        /// How it was computed (e.g. "gguf header: 30 layers x 3 kv heads x (64+64) x 4096 ctx x f16").
        public var computedFrom: String
    }

    /// Whether this pack's files may be loaded: every file has a recorded size and SHA-256.
    public var hashesRecorded: Bool { files.allSatisfy { $0.sha256 != nil && $0.size != nil } }
}

/// One file of a pack.
public struct PackFile: Sendable, Hashable, Codable {
    /// A file; each parameter is the property of the same name.
    public init(name: String, size: Int?, sha256: String?, source: PackSource) {
        self.name = name
        self.size = size
        self.sha256 = sha256
        self.source = source
    }

    /// The file name in the model store.
    public var name: String
    /// Size in bytes; nil until recorded from the real file.
    public var size: Int?
    /// SHA-256 (hex); nil until recorded from the real file.
    public var sha256: String?
    /// Where the file is downloaded or copied from.
    public var source: PackSource
}

/// Where a pack file comes from.
public struct PackSource: Sendable, Hashable, Codable {
    /// How a file is fetched.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// PyPI wheels, their inner files concatenated (`parts`).
        case pypi
        /// An HTTP(S) download, resumed with Range requests (`url`).
        case url
        /// A file on this machine, copied (`path`).
        case local
    }
    /// Which of the fields below applies.
    public var kind: Kind
    /// PyPI: the wheels to download, whose inner files are concatenated in order.
    public var parts: [PyPIPart]?
    /// URL: where to download the file.
    public var url: String?
    /// Local: the file's path.
    public var path: String?

    /// A source; give the field that `kind` names.
    public init(kind: Kind, parts: [PyPIPart]? = nil, url: String? = nil, path: String? = nil) {
        self.kind = kind
        self.parts = parts
        self.url = url
        self.path = path
    }
}

/// One PyPI wheel and the file inside it.
public struct PyPIPart: Sendable, Hashable, Codable {
    /// A part; each parameter is the property of the same name.
    public init(package: String, version: String, innerPath: String, wheelSHA256: String?) {
        self.package = package
        self.version = version
        self.innerPath = innerPath
        self.wheelSHA256 = wheelSHA256
    }

    /// The PyPI package name.
    public var package: String
    /// Its exact version.
    public var version: String
    /// The path of the file inside the wheel.
    public var innerPath: String
    /// The wheel's SHA-256, when recorded.
    public var wheelSHA256: String?
}

extension PackManifest {
    /// Decodes and checks a manifest.
    ///
    /// - Throws: `CatalogError.invalidManifest` naming what is wrong.
    public static func decode(_ data: Data, name: String) throws(CatalogError) -> PackManifest {
        let manifest: PackManifest
        do { manifest = try JSONDecoder().decode(PackManifest.self, from: data) } catch {
            throw CatalogError(.invalidManifest, "pack manifest \(name) is malformed: \(error)")
        }
        guard manifest.manifestVersion == 1 else {
            throw CatalogError(.invalidManifest, "pack manifest \(name) has version \(manifest.manifestVersion); this Hearth reads version 1")
        }
        guard !manifest.id.isEmpty, !manifest.files.isEmpty, manifest.defaultContext > 0 else {
            throw CatalogError(.invalidManifest, "pack manifest \(name) needs an id, files and a default context")
        }
        for file in manifest.files where file.name.contains("/") || file.name.hasPrefix(".") || file.name.isEmpty {
            throw CatalogError(.invalidManifest, "pack manifest \(name): bad file name '\(file.name)'")
        }
        if manifest.verification == .verified && !manifest.hashesRecorded {
            throw CatalogError(.invalidManifest, "pack manifest \(name) says verified but lacks a size or SHA-256")
        }
        return manifest
    }

    /// The manifest as pretty, stably ordered JSON.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}
