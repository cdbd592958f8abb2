import Foundation
import GRDB

/// One entry of the error log.
public struct LogEntry: Sendable, Hashable, Codable {
    /// Increases by one per entry, never reused: the order of entries.
    public var sequence: Int64
    /// When the error happened.
    public var time: Date
    /// Which part of Hearth failed ("cli", "chat", "store").
    public var component: String
    /// The error's code ("model_not_found").
    public var code: String
    /// What happened; user content redacted unless content logging was on when it was written.
    public var message: String

    /// An entry; see the properties.
    public init(sequence: Int64, time: Date, component: String, code: String, message: String) {
        self.sequence = sequence
        self.time = time
        self.component = component
        self.code = code
        self.message = message
    }
}

extension Store {
    /// Records an error in the bounded error log: the newest entry overwrites the oldest once the
    /// log holds `StoreSettings.errorLogCapacity` entries. User content in `message` is redacted
    /// unless the `debug.log-content` setting is on.
    ///
    /// - Parameters:
    ///   - component: which part of Hearth failed.
    ///   - code: the error's code.
    ///   - message: what happened, with user content marked (`"\(user: prompt)"`).
    /// - Returns: the entry as stored.
    @discardableResult
    public func record(component: String, code: String, message: LogText) throws(StoreError) -> LogEntry {
        let settings = try settings()
        let capacity = Int64(settings.errorLogCapacity)
        let text = message.rendered(includingUserContent: settings.debugLogContent)
        let time = now()
        let sequence = try write { db -> Int64 in
            let sequence = (try Int64.fetchOne(db, sql: "SELECT MAX(sequence) FROM error_log") ?? 0) + 1
            // The slot is the sequence modulo the capacity: the new entry replaces the oldest in place.
            try db.execute(
                sql: "INSERT OR REPLACE INTO error_log (slot, sequence, time, component, code, message) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [sequence % capacity, sequence, time, component, code, text]
            )
            try db.execute(sql: "DELETE FROM error_log WHERE sequence <= ?", arguments: [sequence - capacity])
            return sequence
        }
        return LogEntry(sequence: sequence, time: time, component: component, code: code, message: text)
    }

    /// The error log, oldest entry first.
    public func errorLog() throws(StoreError) -> [LogEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM error_log ORDER BY sequence").map { row in
                LogEntry(sequence: row["sequence"], time: row["time"], component: row["component"], code: row["code"], message: row["message"])
            }
        }
    }

    /// Keeps the newest `capacity` entries and lays them out in the slots that capacity implies.
    func trimErrorLog(to capacity: Int) throws(StoreError) {
        let capacity = Int64(capacity)
        try write { db in
            let newest = try Int64.fetchOne(db, sql: "SELECT MAX(sequence) FROM error_log") ?? 0
            try db.execute(sql: "DELETE FROM error_log WHERE sequence <= ?", arguments: [newest - capacity])
            // Two steps, so that no intermediate slot collides with a row not yet moved.
            try db.execute(sql: "UPDATE error_log SET slot = -sequence")
            try db.execute(sql: "UPDATE error_log SET slot = sequence % ?", arguments: [capacity])
        }
    }
}
