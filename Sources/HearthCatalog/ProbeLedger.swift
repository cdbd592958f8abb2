import Foundation
import HearthCore

/// What a model store remembers about the model files Hearth has checked: each file's SHA-256
/// (keyed by the file's identity, so a file is hashed once, not at every load) and the outcome of
/// each hash's trial load in a child process (so a file is probed once).
///
/// Kept as `.probes.json` in the model store, beside the files it describes; deleting the models
/// deletes it. Several processes may use one store: updates hold an advisory lock
/// (`.probes.lock`) and replace the file atomically.
///
/// ```swift
/// let ledger = ProbeLedger(store: HearthPaths.standard().models)
/// let sha = try ledger.sha256(of: url)      // hashed the first time only
/// ledger.outcome(sha256: sha)               // nil: never probed
/// ```
public struct ProbeLedger: Sendable {
    /// The result of a file's trial load.
    public struct Outcome: Sendable, Hashable, Codable {
        /// Whether the child process loaded the model and evaluated a token.
        public var passed: Bool
        /// What failed, in one line (nil when it passed).
        public var message: String?
        /// The file name it was probed under (for people reading the ledger).
        public var file: String
        /// When it was probed.
        public var date: Date

        /// An outcome; each parameter is the property of the same name.
        public init(passed: Bool, message: String?, file: String, date: Date = Date()) {
            self.passed = passed
            self.message = message
            self.file = file
            self.date = date
        }
    }

    /// A file's identity when it was hashed: a change to any of these means hashing again.
    struct Identity: Sendable, Hashable, Codable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedNanoseconds: Int64
        var changedNanoseconds: Int64
    }

    struct Hashed: Sendable, Hashable, Codable {
        var identity: Identity
        var sha256: String
    }

    struct Contents: Sendable, Codable {
        var version = 1
        /// By absolute path (symlinks resolved).
        var files: [String: Hashed] = [:]
        /// By SHA-256.
        var probes: [String: Outcome] = [:]
    }

    /// The model store folder.
    public let store: URL
    /// The ledger file.
    public var url: URL { store.appendingPathComponent(".probes.json") }
    private var lockURL: URL { store.appendingPathComponent(".probes.lock") }

    /// The ledger kept in the model store folder `store`.
    public init(store: URL) {
        self.store = store
    }

    /// The SHA-256 of `file`, from the ledger when the file has not changed since it was hashed,
    /// else computed now and remembered.
    ///
    /// - Throws: `CatalogError.io` when the file cannot be read.
    public func sha256(of file: URL, progress: ((Int64) -> Void)? = nil) throws(CatalogError) -> String {
        let path = file.resolvingSymlinksInPath().path
        guard let identity = Self.identity(ofFileAt: path) else {
            throw CatalogError(.io, "cannot read \(file.path)")
        }
        if let known = read().files[path], known.identity == identity { return known.sha256 }
        let sha = try SHA256.catalogHash(of: file, progress: progress)
        // Remember it only if the file did not change while it was read.
        if Self.identity(ofFileAt: path) == identity {
            update { $0.files[path] = Hashed(identity: identity, sha256: sha) }
        }
        return sha
    }

    /// Records a hash just computed by someone else (the installer, after verifying a file).
    public func remember(sha256: String, of file: URL) {
        let path = file.resolvingSymlinksInPath().path
        guard let identity = Self.identity(ofFileAt: path) else { return }
        update { $0.files[path] = Hashed(identity: identity, sha256: sha256) }
    }

    /// The recorded trial-load outcome for a file with this SHA-256, nil if never probed.
    public func outcome(sha256: String) -> Outcome? {
        read().probes[sha256]
    }

    /// Records a trial-load outcome.
    public func record(_ outcome: Outcome, sha256: String) {
        update { $0.probes[sha256] = outcome }
    }

    // MARK: File

    func read() -> Contents {
        guard let data = FileManager.default.contents(atPath: url.path),
              let contents = try? JSONDecoder.ledger.decode(Contents.self, from: data), contents.version == 1 else {
            return Contents()
        }
        return contents
    }

    /// Read, change and write back under the lock; entries for files that are gone are dropped.
    /// A ledger that cannot be written is only a cache: failures are ignored (the work is redone).
    private func update(_ change: (inout Contents) -> Void) {
        guard (try? FileManager.default.createDirectory(at: store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil else { return }
        let lock = open(lockURL.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        var contents = read()
        change(&contents)
        contents.files = contents.files.filter { FileManager.default.fileExists(atPath: $0.key) }
        guard let data = try? JSONEncoder.ledger.encode(contents) else { return }
        let temporary = store.appendingPathComponent(".probes.json.\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    static func identity(ofFileAt path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                        modifiedNanoseconds: modified, changedNanoseconds: changed)
    }
}

extension Catalog {
    /// The SHA-256 of every file of the built-in catalogue's packs: a file with one of these
    /// hashes is the file the catalogue describes, verified, and needs no trial load.
    public static func builtInHashes() -> Set<String> {
        Set(((try? builtIn()) ?? []).flatMap { $0.files.compactMap(\.sha256) })
    }
}

extension JSONEncoder {
    fileprivate static var ledger: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    fileprivate static var ledger: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
