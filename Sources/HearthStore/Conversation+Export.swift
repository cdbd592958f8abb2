import Foundation

/// The formats a conversation can be exported in.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// One JSON object: id, title, times, and every message with its model, backend and metrics.
    case json
    /// A readable Markdown transcript.
    case markdown
}

extension Conversation {
    /// The conversation as text in `format`.
    ///
    /// ```swift
    /// let markdown = try store.conversation(3).exported(as: .markdown)
    /// ```
    public func exported(as format: ExportFormat) -> String {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        case .markdown:
            var lines = ["# \(title.isEmpty ? "Conversation \(id)" : title)", ""]
            lines.append("Conversation \(id), started \(Self.timestamp(created)), last message \(Self.timestamp(updated)).")
            for message in messages {
                lines.append("")
                var heading = "## \(message.role.rawValue.capitalized)"
                if message.role == .assistant, let model = message.model {
                    heading += " (\(model)\(message.backend.map { " · \($0)" } ?? ""))"
                }
                lines.append(heading)
                lines.append("")
                lines.append(message.content)
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
