import Foundation
public import GRDB
public import HearthCore

/// Hearth's private store: one SQLite database in the data folder, owner-only, in WAL mode with
/// foreign keys enforced, holding conversations, settings and the error log (and, through
/// migrations other modules register, the search index).
///
/// ```swift
/// let store = try Store.open(paths: .standard())
/// let conversation = try store.createConversation(title: "Groceries")
/// try store.append(.user("Milk, eggs"), to: conversation.id)
/// try store.delete(.conversations)   // immediate and permanent
/// ```
///
/// Every write is one ACID transaction; a process killed in the middle of a write loses at most
/// the transaction in flight.
public final class Store: Sendable {
    /// The file name of the database inside the data folder.
    public static let fileName = "hearth.sqlite"

    /// The data folder this store lives in.
    public let paths: HearthPaths
    /// The database file.
    public let url: URL
    /// The GRDB connection pool (WAL: one writer, concurrent readers). Other modules that persist
    /// (search) read and write through it; they register their tables with `open(...migrations:)`.
    public let writer: DatabasePool
    /// Where time comes from (injected in tests).
    let now: @Sendable () -> Date

    /// Opens (creating if needed) the store in `paths.home`.
    ///
    /// The folder is created `0700` and the database `0600` (SQLite gives its `-wal` and `-shm`
    /// files the database's mode); on Apple platforms the file gets complete file protection.
    /// Migrations run before the call returns: the store's own, then `migrations`.
    ///
    /// - Parameters:
    ///   - paths: the data folder.
    ///   - migrations: extra migrations registered after the store's own (e.g. the search index's
    ///     tables). Identifiers must be unique and stable: applied ones are never re-run.
    ///   - now: the clock for timestamps.
    /// - Throws: `StoreError` (`.io` when the folder or file cannot be created or secured,
    ///   `.database` when SQLite cannot open or migrate it).
    public static func open(
        paths: HearthPaths,
        migrations: [StoreMigration] = [],
        now: @escaping @Sendable () -> Date = Date.init
    ) throws(StoreError) -> Store {
        let url = paths.home.appendingPathComponent(fileName)
        try Self.prepareFolder(paths.home)
        try Self.prepareFile(url)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "hearth.store"
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Deleted content is overwritten with zeros in the file, not just unlinked from the
            // b-tree: deleted text must not linger in free pages.
            try db.execute(sql: "PRAGMA secure_delete = ON")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: url.path, configuration: configuration)
        } catch {
            throw StoreError(.database, "cannot open the database at \(url.path): \(Self.describe(error))")
        }
        let store = Store(paths: paths, url: url, writer: pool, now: now)
        try store.migrate(extra: migrations)
        try Self.secureFiles(of: url)
        return store
    }

    init(paths: HearthPaths, url: URL, writer: DatabasePool, now: @escaping @Sendable () -> Date) {
        self.paths = paths
        self.url = url
        self.writer = writer
        self.now = now
    }

    /// Runs `body` in one write transaction, translating SQLite failures into `StoreError`.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.database, "the database refused a write: \(Self.describe(error))")
        }
    }

    /// Runs `body` on a read-only snapshot, translating SQLite failures into `StoreError`.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.database, "the database refused a read: \(Self.describe(error))")
        }
    }

    /// `PRAGMA integrity_check`: `["ok"]` for a sound file.
    public func integrityCheck() throws(StoreError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return "\(error)"
    }

    // MARK: Files, owner-only

    private static func prepareFolder(_ folder: URL) throws(StoreError) {
        let fileManager = FileManager.default
        do {
            if !fileManager.fileExists(atPath: folder.path) {
                try fileManager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        } catch {
            throw StoreError(.io, "cannot create the data folder \(folder.path) (owner-only, 0700): \(error.localizedDescription)")
        }
    }

    private static func prepareFile(_ url: URL) throws(StoreError) {
        // Create the file owner-only before SQLite opens it, so it is never readable by others,
        // not even for the moment between creation and a chmod.
        let descriptor = Foundation.open(url.path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError(.io, "cannot create the database file \(url.path): \(String(cString: strerror(errno)))")
        }
        fchmod(descriptor, 0o600)
        close(descriptor)
    }

    private static func secureFiles(of url: URL) throws(StoreError) {
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard chmod(path, 0o600) == 0 else {
                throw StoreError(.io, "cannot make \(path) owner-only: \(String(cString: strerror(errno)))")
            }
            #if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)
            try? FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: path)
            #endif
        }
    }
}

/// A migration another module adds to the store's database (for example the search index's
/// tables), applied once, in the order given, after the store's own.
public struct StoreMigration: Sendable {
    /// A unique, stable identifier ("search-v1").
    public var identifier: String
    /// The schema change, run in a transaction.
    public var migrate: @Sendable (Database) throws -> Void

    /// A migration named `identifier` that runs `migrate` once, in a transaction.
    public init(_ identifier: String, migrate: @escaping @Sendable (Database) throws -> Void) {
        self.identifier = identifier
        self.migrate = migrate
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
