import Foundation
import GRDB
import HearthCore
import HearthStore
import HearthTesting
import Logging
import Testing

/// A store in a fresh temporary data folder, removed afterwards.
struct TemporaryStore {
    let folder: TemporaryDirectory
    let store: Store

    init(migrations: [StoreMigration] = []) throws {
        folder = try TemporaryDirectory()
        let home = folder.url.appendingPathComponent("data", isDirectory: true)
        store = try Store.open(paths: HearthPaths(home: home), migrations: migrations)
    }

    var home: URL { store.paths.home }

    /// Every byte of every file in the data folder, recursively.
    func allFileBytes() throws -> [(path: String, data: Data)] {
        let enumerator = FileManager.default.enumerator(at: home, includingPropertiesForKeys: [.isRegularFileKey])!
        var files: [(String, Data)] = []
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files.append((url.path, try Data(contentsOf: url)))
        }
        return files
    }

    /// The files of the data folder that contain `text` (as UTF-8).
    func filesContaining(_ text: String) throws -> [String] {
        let needle = Data(text.utf8)
        return try allFileBytes().filter { $0.data.range(of: needle) != nil }.map(\.path)
    }
}

func permissions(_ url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Suite struct StoreTests {
    @Test func filesAreOwnerOnly() throws {
        let temp = try TemporaryStore()
        let conversation = try temp.store.createConversation()
        try temp.store.append(.user("hello"), to: conversation.id)
        #expect(try permissions(temp.home) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: temp.home.path)
        #expect(names.contains(Store.fileName))
        for name in names where name.hasPrefix(Store.fileName) {
            #expect(try permissions(temp.home.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    @Test func walAndForeignKeysAreOn() throws {
        let temp = try TemporaryStore()
        let mode = try temp.store.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let keys = try temp.store.writer.read { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") }
        #expect(keys == 1)
    }

    @Test func conversationsRoundTripAcrossReopen() throws {
        let temp = try TemporaryStore()
        let conversation = try temp.store.createConversation()
        var metrics = GenerationMetrics(backend: "llama.cpp", model: "SmolLM2")
        metrics.completionTokens = 7
        try temp.store.append(.user("My name is Ada.\nAnd more."), to: conversation.id)
        try temp.store.append(.assistant("Hello Ada."), to: conversation.id, metrics: metrics)

        let reopened = try Store.open(paths: temp.store.paths)
        let loaded = try reopened.conversation(conversation.id)
        #expect(loaded.title == "My name is Ada.")
        #expect(loaded.messages.map(\.chatMessage) == [.user("My name is Ada.\nAnd more."), .assistant("Hello Ada.")])
        #expect(loaded.messages[1].metrics?.completionTokens == 7)
        #expect(loaded.messages[1].backend == "llama.cpp")
        #expect(try reopened.conversations().map(\.messageCount) == [2])
    }

    @Test func deletingAConversationCascadesToItsMessages() throws {
        let temp = try TemporaryStore()
        let first = try temp.store.createConversation()
        let second = try temp.store.createConversation()
        try temp.store.append(.user("first one"), to: first.id)
        try temp.store.append(.assistant("answer one"), to: first.id)
        try temp.store.append(.user("second one"), to: second.id)

        // Delete the conversation row only, in SQL: SQLite itself must remove the messages.
        try temp.store.writer.write { db in try db.execute(sql: "DELETE FROM conversations WHERE id = ?", arguments: [first.id]) }
        let remaining = try temp.store.writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT conversation_id FROM messages")
        }
        #expect(remaining == [second.id])
        #expect(throws: StoreError.self) { try temp.store.conversation(first.id) }

        try temp.store.deleteConversation(second.id)
        #expect(try temp.store.messageCount() == 0)
        #expect(throws: StoreError.self) { try temp.store.deleteConversation(second.id) }
    }

    @Test func appendingToAMissingConversationFails() throws {
        let temp = try TemporaryStore()
        let error = #expect(throws: StoreError.self) { try temp.store.append(.user("x"), to: 99) }
        #expect(error?.code == .notFound)
    }

    @Test func settingsAreTypedWithDefaults() throws {
        let temp = try TemporaryStore()
        #expect(try temp.store.settings() == StoreSettings())
        try temp.store.set("log.capacity", to: "12")
        try temp.store.set("debug.log-content", to: "on")
        let settings = try temp.store.settings()
        #expect(settings.errorLogCapacity == 12)
        #expect(settings.debugLogContent)
        #expect(throws: StoreError.self) { try temp.store.set("log.capacity", to: "many") }
        #expect(throws: StoreError.self) { try temp.store.set("log.capacity", to: "0") }
        #expect(throws: StoreError.self) { try temp.store.set("no.such", to: "1") }
    }

    @Test func errorLogIsABoundedRingThatOverwritesTheOldest() throws {
        let temp = try TemporaryStore()
        try temp.store.set("log.capacity", to: "5")
        for index in 1...12 {
            try temp.store.record(component: "test", code: "e\(index)", message: "failure number \(index)")
        }
        let entries = try temp.store.errorLog()
        #expect(entries.map(\.code) == ["e8", "e9", "e10", "e11", "e12"])
        let rows = try temp.store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM error_log") }
        #expect(rows == 5)

        // Shrinking keeps the newest; growing keeps everything and the order.
        try temp.store.set("log.capacity", to: "3")
        #expect(try temp.store.errorLog().map(\.code) == ["e10", "e11", "e12"])
        try temp.store.set("log.capacity", to: "4")
        for index in 13...14 {
            try temp.store.record(component: "test", code: "e\(index)", message: "failure number \(index)")
        }
        #expect(try temp.store.errorLog().map(\.code) == ["e11", "e12", "e13", "e14"])
    }

    @Test func errorLogDefaultCapacityIs500() throws {
        let temp = try TemporaryStore()
        for index in 1...510 {
            try temp.store.record(component: "test", code: "c", message: "entry \(index)")
        }
        let entries = try temp.store.errorLog()
        #expect(entries.count == 500)
        #expect(entries.first?.message == "entry 11")
        #expect(entries.last?.message == "entry 510")
    }

    @Test func errorLogRedactsUserContentUnlessDebugIsOn() throws {
        let temp = try TemporaryStore()
        let secret = "my bank PIN is 4711"
        let redacted = try temp.store.record(component: "chat", code: "context_overflow", message: "the message \(user: secret) did not fit")
        #expect(redacted.message == "the message <redacted: \(secret.count) characters> did not fit")
        try temp.store.scrub()
        #expect(try temp.filesContaining(secret).isEmpty)

        try temp.store.set("debug.log-content", to: "true")
        let kept = try temp.store.record(component: "chat", code: "context_overflow", message: "the message \(user: secret) did not fit")
        #expect(kept.message == "the message \(secret) did not fit")
    }

    @Test func quotedAndKnownUserContentIsRedacted() {
        let text = LogText.quoting("no model named 'my-secret-model'; prompt was top secret plan", sensitive: ["top secret plan"])
        #expect(text.rendered(includingUserContent: false) == "no model named '<redacted: 15 characters>'; prompt was <redacted: 15 characters>")
        #expect(text.rendered(includingUserContent: true) == "no model named 'my-secret-model'; prompt was top secret plan")
    }

    @Test func swiftLogHandlerRedactsUserMetadata() {
        let lines = LockedLines()
        let handler = RedactingLogHandler(label: "test", level: .info, includeUserContent: false) { lines.append($0) }
        let logger = Logger(label: "test") { _ in handler }
        logger.info("generating", metadata: ["user.prompt": "secret words", "tokens": "12"])
        #expect(lines.all == ["info test: generating tokens=12 user.prompt=<redacted: 12 characters>"])

        let debug = RedactingLogHandler(label: "test", level: .info, includeUserContent: true) { lines.append($0) }
        Logger(label: "test") { _ in debug }.info("generating", metadata: ["user.prompt": "secret words"])
        #expect(lines.all.last == "info test: generating user.prompt=secret words")
    }

    @Test func deletingEachCategoryLeavesTheOthersIntact() throws {
        for category in [DataCategory.conversations, .logs, .settings, .index, .models] {
            let temp = try TemporaryStore(migrations: [Self.searchTables])
            try Self.fill(temp)
            try temp.store.delete(category)

            let messages = try temp.store.messageCount()
            let logs = try temp.store.errorLog().count
            let settings = try temp.store.settings()
            let chunks = try temp.store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM chunks") }
            let fts = try temp.store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH 'zanzibar'") }
            let model = FileManager.default.fileExists(atPath: temp.store.paths.models.appendingPathComponent("tiny.gguf").path)
            let indexFile = FileManager.default.fileExists(atPath: temp.store.indexFolder.appendingPathComponent("vectors.bin").path)

            #expect((messages == 0) == (category == .conversations), "\(category)")
            #expect((logs == 0) == (category == .logs), "\(category)")
            #expect((settings == StoreSettings()) == (category == .settings), "\(category)")
            #expect((chunks == 0) == (category == .index), "\(category)")
            #expect((fts == 0) == (category == .index), "\(category)")
            #expect(indexFile == (category != .index), "\(category)")
            #expect(model == (category != .models), "\(category)")
            #expect(try temp.store.integrityCheck() == ["ok"])
        }
    }

    @Test func deleteAllEmptiesEverything() throws {
        let temp = try TemporaryStore(migrations: [Self.searchTables])
        try Self.fill(temp)
        let report = try temp.store.delete(.all)
        #expect(report.rows["messages"] == 2)
        #expect(try temp.store.messageCount() == 0)
        #expect(try temp.store.errorLog().isEmpty)
        #expect(try temp.store.settings() == StoreSettings())
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.store.paths.models.path).isEmpty)
        for marker in Self.markers {
            #expect(try temp.filesContaining(marker).isEmpty, "\(marker)")
        }
    }

    @Test func deletedTextIsGoneFromEveryFileInTheDataFolder() throws {
        let temp = try TemporaryStore(migrations: [Self.searchTables])
        try Self.fill(temp)
        // Before: each marker is somewhere in the folder (the WAL or the database).
        for marker in Self.markers {
            #expect(try !temp.filesContaining(marker).isEmpty, "\(marker) should be stored")
        }
        try temp.store.delete(.conversations)
        #expect(try temp.filesContaining("xylophone-conversation-marker").isEmpty)
        #expect(try temp.filesContaining("quokka-answer-marker").isEmpty)
        #expect(try !temp.filesContaining("zanzibar-document-marker").isEmpty)
        try temp.store.delete(.index)
        #expect(try temp.filesContaining("zanzibar-document-marker").isEmpty)
        try temp.store.delete(.logs)
        #expect(try temp.filesContaining("platypus-log-marker").isEmpty)
        try temp.store.delete(.settings)
        #expect(try temp.filesContaining("narwhal-policy-marker").isEmpty)

        // A single conversation deleted on its own leaves no trace either.
        let other = try temp.store.createConversation()
        try temp.store.append(.user("lonely-walrus-marker"), to: other.id)
        #expect(try !temp.filesContaining("lonely-walrus-marker").isEmpty)
        try temp.store.deleteConversation(other.id)
        #expect(try temp.filesContaining("lonely-walrus-marker").isEmpty)
    }

    // MARK: Fixtures

    static let markers = ["xylophone-conversation-marker", "quokka-answer-marker", "zanzibar-document-marker", "platypus-log-marker", "narwhal-policy-marker"]

    /// Tables shaped like the search issue's, registered the way it will register them.
    static let searchTables = StoreMigration("search-test-v1") { db in
        try db.execute(sql: "CREATE TABLE documents (id INTEGER PRIMARY KEY, path TEXT NOT NULL)")
        try db.execute(sql: "CREATE TABLE chunks (id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE, text TEXT NOT NULL)")
        try db.execute(sql: "CREATE VIRTUAL TABLE search_fts USING fts5(text)")
    }

    static func fill(_ temp: TemporaryStore) throws {
        let store = temp.store
        let conversation = try store.createConversation()
        try store.append(.user("please remember xylophone-conversation-marker"), to: conversation.id)
        try store.append(.assistant("noted quokka-answer-marker"), to: conversation.id)
        try store.set("debug.log-content", to: "true")
        try store.record(component: "test", code: "x", message: "failed on \(user: "platypus-log-marker")")
        try store.set("prompt.policy", to: "Be kind. narwhal-policy-marker")
        try store.writer.write { db in
            try db.execute(sql: "INSERT INTO documents (id, path) VALUES (1, 'notes.md')")
            try db.execute(sql: "INSERT INTO chunks (document_id, text) VALUES (1, 'the zanzibar-document-marker chunk')")
            try db.execute(sql: "INSERT INTO search_fts (text) VALUES ('zanzibar zanzibar-document-marker')")
        }
        try FileManager.default.createDirectory(at: store.paths.models, withIntermediateDirectories: true)
        try Data("GGUF fake".utf8).write(to: store.paths.models.appendingPathComponent("tiny.gguf"))
        try FileManager.default.createDirectory(at: store.indexFolder, withIntermediateDirectories: true)
        try Data("zanzibar-document-marker vectors".utf8).write(to: store.indexFolder.appendingPathComponent("vectors.bin"))
    }
}

/// Lines collected from a log handler, safely across threads.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        lines.append(line)
    }

    var all: [String] {
        lock.lock(); defer { lock.unlock() }
        return lines
    }
}
