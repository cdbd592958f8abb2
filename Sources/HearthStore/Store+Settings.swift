import GRDB

extension Store {
    /// The current settings (defaults for any never set).
    public func settings() throws(StoreError) -> StoreSettings {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT key, value FROM settings").map { (key: $0["key"] as String, value: $0["value"] as String) }
        }
        var settings = StoreSettings()
        for row in rows {
            // A value that no longer parses (an older version's) falls back to the default.
            try? settings.set(row.key, to: row.value)
        }
        return settings
    }

    /// Stores every setting that differs from its default (and removes the rows of those that
    /// do not), in one transaction.
    public func save(_ settings: StoreSettings) throws(StoreError) {
        let defaults = StoreSettings()
        let previousCapacity = try self.settings().errorLogCapacity
        var rows: [(String, String?)] = []
        for key in StoreSettings.keys.map(\.key) {
            let value = try settings.value(of: key)
            rows.append((key, value == (try defaults.value(of: key)) ? nil : value))
        }
        try write { db in
            for (key, value) in rows {
                if let value {
                    try db.execute(sql: "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", arguments: [key, value])
                } else {
                    try db.execute(sql: "DELETE FROM settings WHERE key = ?", arguments: [key])
                }
            }
        }
        if settings.errorLogCapacity != previousCapacity {
            try trimErrorLog(to: settings.errorLogCapacity)
        }
    }

    /// Sets one setting from text.
    ///
    /// - Throws: `StoreError.invalidSetting` for an unknown key or a bad value.
    public func set(_ key: String, to value: String) throws(StoreError) {
        var settings = try settings()
        try settings.set(key, to: value)
        try save(settings)
    }
}
