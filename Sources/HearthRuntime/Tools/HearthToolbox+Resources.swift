import Foundation
import HearthCore
import HearthVoice

extension HearthToolbox {
    /// Something a client can read (MCP's resources).
    public struct ResourceItem: Sendable, Hashable {
        /// `hearth://…`
        public var uri: String
        /// A short name for lists.
        public var name: String
        /// What it holds, in a sentence.
        public var description: String
        /// Its media type (`application/json`, `text/markdown`).
        public var mimeType: String
    }

    /// The readable resources: the server's status, the indexed documents, today's and
    /// tomorrow's calendar, the notes list and each note.
    public func resources() -> [ResourceItem] {
        var items = [
            ResourceItem(uri: "hearth://status", name: "Status", description: "The resident model, the request queue and the resource governor's tier", mimeType: "application/json"),
            ResourceItem(uri: "hearth://documents", name: "Indexed documents", description: "The documents search and ask read from", mimeType: "application/json"),
            ResourceItem(uri: "hearth://calendar/today", name: "Today", description: "Today's events and reminders", mimeType: "application/json"),
            ResourceItem(uri: "hearth://calendar/tomorrow", name: "Tomorrow", description: "Tomorrow's events and reminders", mimeType: "application/json"),
            ResourceItem(uri: "hearth://notes", name: "Notes", description: "The notes Hearth wrote", mimeType: "application/json"),
        ]
        for note in noteFiles() {
            items.append(ResourceItem(uri: "hearth://notes/" + note.lastPathComponent, name: note.deletingPathExtension().lastPathComponent,
                                      description: "A note", mimeType: "text/markdown"))
        }
        return items
    }

    /// Reads a resource.
    ///
    /// - Returns: its text and MIME type.
    /// - Throws: `Failure.unknownTool` (“no such resource”) for an unknown URI; `.failed` when it cannot be read.
    public func read(_ uri: String, timeZone: TimeZone = .current) async throws(Failure) -> (text: String, mimeType: String) {
        switch uri {
        case "hearth://status":
            let status = await host.status()
            var members: [(String, JSONValue)] = [
                ("model", .string(status.model)), ("backend", .string(status.backend)), ("context_length", .number(Double(status.contextLength))),
                ("running", .number(Double(status.running))), ("waiting", .number(Double(status.waiting))),
                ("resident_memory_bytes", .number(Double(status.residentMemoryBytes))),
            ]
            if let governance = host.governance {
                members.append(("tier", .string(governance.tier)))
                members.append(("explanation", .array(governance.explanation.map { .string($0) })))
            }
            return (Self.json(Self.object(members)), "application/json")
        case "hearth://documents":
            do {
                let documents = try await search.documents()
                return (Self.json(.array(documents.map {
                    Self.object([("name", .string($0.name)), ("title", .string($0.title)), ("chunks", .number(Double($0.chunks)))])
                })), "application/json")
            } catch {
                throw Failure(.failed, "the documents cannot be listed: \(error.message)")
            }
        case "hearth://calendar/today", "hearth://calendar/tomorrow":
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let day = calendar.startOfDay(for: uri.hasSuffix("today") ? clock() : calendar.date(byAdding: .day, value: 1, to: clock())!)
            let items = CalendarReader.items(in: voice.folders.calendar).filter { calendar.isDate($0.start, inSameDayAs: day) }.sorted { $0.start < $1.start }
            return (Self.json(.array(items.map {
                Self.object([("kind", .string($0.kind)), ("title", .string($0.title)), ("start", .string(ResolvedTime.iso($0.start, in: timeZone)))])
            })), "application/json")
        case "hearth://notes":
            return (Self.json(.array(noteFiles().map { .string($0.lastPathComponent) })), "application/json")
        default:
            let prefix = "hearth://notes/"
            if uri.hasPrefix(prefix) {
                let name = String(uri.dropFirst(prefix.count))
                guard !name.contains("/"), !name.hasPrefix("."), let note = noteFiles().first(where: { $0.lastPathComponent == name }),
                      let text = try? String(contentsOf: note, encoding: .utf8) else {
                    throw Failure(.unknownTool, "no note '\(name)'")
                }
                return (text, "text/markdown")
            }
            throw Failure(.unknownTool, "no resource '\(uri)' (see resources/list)")
        }
    }

    private func noteFiles() -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: voice.folders.notes, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// Reads the events and reminders of the iCalendar files the voice connector writes.
enum CalendarReader {
    struct Item {
        var kind: String
        var title: String
        var start: Date
    }

    static func items(in folder: URL) -> [Item] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "ics" }.compactMap { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            return item(text)
        }
    }

    /// The first VEVENT or VTODO of a calendar text (lines unfolded), if it has a time.
    static func item(_ text: String) -> Item? {
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        var fields: [String: String] = [:]
        var kind: String?
        for line in unfolded.components(separatedBy: .newlines) {
            let line = line.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if line == "BEGIN:VEVENT" { kind = "event" } else if line == "BEGIN:VTODO" { kind = "reminder" }
            if line.hasPrefix("BEGIN:VALARM") { break }
            guard kind != nil, let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].split(separator: ";").first.map(String.init) ?? ""
            if fields[name] == nil { fields[name] = String(line[line.index(after: colon)...]) }
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        guard let kind, let stamp = fields["DTSTART"] ?? fields["DUE"], let start = formatter.date(from: stamp) else { return nil }
        let title = (fields["SUMMARY"] ?? "").replacingOccurrences(of: "\\,", with: ",").replacingOccurrences(of: "\\;", with: ";")
            .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\\", with: "\\")
        return Item(kind: kind, title: title, start: start)
    }
}

extension Error {
    fileprivate var message: String {
        switch self {
        case let error as HearthError: error.message
        default: "\(self)"
        }
    }
}
