import Foundation

/// Hearth's settings, typed, each with a default. Stored as key/value rows; a missing row means
/// the default, so resetting the settings is deleting the rows.
///
/// ```swift
/// var settings = try store.settings()
/// settings.errorLogCapacity = 1000
/// try store.save(settings)
/// try store.set("debug.log-content", to: "true")   // from text, as the CLI does
/// ```
public struct StoreSettings: Sendable, Hashable, Codable {
    /// The most entries the error log keeps; older ones are overwritten (1...100000).
    public var errorLogCapacity: Int = 500
    /// Keep user content (prompts, answers, file text) in the error log and diagnostic logs.
    /// Off by default: logs say what failed, not what was said.
    public var debugLogContent: Bool = false
    /// Save chat turns to the database.
    public var saveConversations: Bool = true
    /// Hearth's system policy, first in every prompt (empty: none).
    public var systemPolicy: String = ""

    /// The defaults: 500 log entries, no content in logs, chats saved, no policy.
    public init() {}

    /// The settings as the CLI names them, with their kind and current value.
    public static let keys: [(key: String, kind: String, summary: String)] = [
        ("log.capacity", "integer", "the most entries the error log keeps (default 500)"),
        ("debug.log-content", "boolean", "keep user content in logs (default false)"),
        ("history.save", "boolean", "save chat turns (default true)"),
        ("prompt.policy", "text", "the system policy first in every prompt (default empty)"),
    ]

    /// The value of `key` as text.
    ///
    /// - Throws: `StoreError.invalidSetting` for an unknown key.
    public func value(of key: String) throws(StoreError) -> String {
        switch key {
        case "log.capacity": String(errorLogCapacity)
        case "debug.log-content": String(debugLogContent)
        case "history.save": String(saveConversations)
        case "prompt.policy": systemPolicy
        default: throw Self.unknown(key)
        }
    }

    /// Sets `key` from text, checking its type and range.
    ///
    /// - Throws: `StoreError.invalidSetting` for an unknown key or a value of the wrong kind.
    public mutating func set(_ key: String, to text: String) throws(StoreError) {
        switch key {
        case "log.capacity":
            guard let value = Int(text), (1...100_000).contains(value) else {
                throw StoreError(.invalidSetting, "log.capacity must be a whole number from 1 to 100000 (got '\(text)')")
            }
            errorLogCapacity = value
        case "debug.log-content": debugLogContent = try Self.bool(key, text)
        case "history.save": saveConversations = try Self.bool(key, text)
        case "prompt.policy": systemPolicy = text
        default: throw Self.unknown(key)
        }
    }

    private static func bool(_ key: String, _ text: String) throws(StoreError) -> Bool {
        switch text.lowercased() {
        case "true", "on", "yes", "1": return true
        case "false", "off", "no", "0": return false
        default: throw StoreError(.invalidSetting, "\(key) must be true or false (got '\(text)')")
        }
    }

    private static func unknown(_ key: String) -> StoreError {
        StoreError(.invalidSetting, "no setting named '\(key)'; settings: \(keys.map(\.key).joined(separator: ", "))")
    }
}
