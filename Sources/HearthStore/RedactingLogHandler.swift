public import Logging

/// A swift-log handler that follows the store's redaction rule: metadata whose key starts with
/// `user.` (`"user.prompt"`, `"user.document"`) is user content and is written as
/// `<redacted: N characters>` unless content logging is on.
///
/// ```swift
/// LoggingSystem.bootstrap { label in RedactingLogHandler(label: label, includeUserContent: false) { print($0) } }
/// logger.info("generating", metadata: ["user.prompt": "\(prompt)", "tokens": "\(count)"])
/// ```
public struct RedactingLogHandler: LogHandler {
    /// The prefix that marks a metadata key as user content.
    public static let userContentPrefix = "user."

    /// The logger's label (its component).
    public let label: String
    /// Keep user content (the `debug.log-content` setting).
    public let includeUserContent: Bool
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let sink: @Sendable (String) -> Void

    /// - Parameters:
    ///   - label: the logger's label.
    ///   - level: the lowest level written.
    ///   - includeUserContent: write user content as is.
    ///   - sink: where a finished line goes (stderr, a file, a test's buffer).
    public init(label: String, level: Logger.Level = .warning, includeUserContent: Bool, sink: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.logLevel = level
        self.includeUserContent = includeUserContent
        self.sink = sink
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.keys.sorted().map { key in
            let value = "\(merged[key]!)"
            let shown = key.hasPrefix(Self.userContentPrefix) && !includeUserContent ? LogText.placeholder(for: value) : value
            return "\(key)=\(shown)"
        }
        let line = "\(event.level) \(label): \(event.message)" + (fields.isEmpty ? "" : " " + fields.joined(separator: " "))
        sink(line)
    }
}
