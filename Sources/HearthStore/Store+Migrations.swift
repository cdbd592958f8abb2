import GRDB

extension Store {
    /// The store's own schema, one registered migration per version. Never edit a shipped
    /// migration: add a new one.
    static func registerMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("store-v1") { db in
            try db.create(table: "conversations") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull().defaults(to: "")
                t.column("created", .datetime).notNull()
                t.column("updated", .datetime).notNull()
            }
            try db.create(table: "messages") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("conversation_id", .integer).notNull().indexed()
                    .references("conversations", onDelete: .cascade)
                t.column("role", .text).notNull()
                    .check(sql: "role IN ('system', 'user', 'assistant')")
                t.column("content", .text).notNull()
                t.column("model", .text)
                t.column("backend", .text)
                t.column("metrics", .jsonText)
                t.column("created", .datetime).notNull()
            }
            try db.create(table: "settings") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            // The error log is a ring: `slot` = `sequence` modulo the capacity, so a new entry
            // replaces the oldest one in place and the table never holds more than `capacity` rows.
            try db.create(table: "error_log") { t in
                t.primaryKey("slot", .integer)
                t.column("sequence", .integer).notNull().unique()
                t.column("time", .datetime).notNull()
                t.column("component", .text).notNull()
                t.column("code", .text).notNull()
                t.column("message", .text).notNull()
            }
        }
    }

    func migrate(extra: [StoreMigration]) throws(StoreError) {
        var migrator = DatabaseMigrator()
        Self.registerMigrations(&migrator)
        for migration in extra {
            migrator.registerMigration(migration.identifier, migrate: migration.migrate)
        }
        do {
            try migrator.migrate(writer)
        } catch {
            throw StoreError(.database, "cannot migrate the database at \(url.path): \(Self.describe(error))")
        }
    }
}
