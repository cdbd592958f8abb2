import Foundation

/// Carries out an understood command. Connectors write real files (or, on Apple platforms,
/// EventKit items) and report what they created, for the journal and undo.
public protocol ActionConnecting: Sendable {
    /// Performs the action and returns the files it created.
    ///
    /// - Throws: `VoiceError.actionFailed` with what went wrong.
    func perform(_ understanding: Understanding, now: Date) throws(VoiceError) -> [URL]
    /// Reads email (newest first), optionally only from a sender whose name or address contains `from`.
    func readEmail(from: String?, limit: Int) throws(VoiceError) -> [EmailSummary]
}

/// One message in the mailbox.
public struct EmailSummary: Sendable, Hashable, Codable {
    /// The sender.
    public var from: String
    /// The subject line.
    public var subject: String
    /// The `Date` header as written.
    public var date: String
    /// The message's file in the Maildir.
    public var file: String
}

/// The local folders the file connector writes to.
public struct VoiceFolders: Sendable, Hashable {
    /// iCalendar files (`.ics`): events and reminders.
    public var calendar: URL
    /// Markdown notes.
    public var notes: URL
    /// A Maildir (`cur/`, `new/`) to read email from.
    public var mail: URL
    /// RFC 5322 messages waiting to be sent (never sent over the network by Hearth).
    public var outbox: URL
    /// The journal of executed actions.
    public var journal: URL
    /// `contacts.json`: `{"John": "john@example.org"}`, for email recipients.
    public var contacts: URL

    /// Folders under `root` (e.g. `~/.local/share/hearth/voice`).
    public init(root: URL) {
        calendar = root.appendingPathComponent("calendar", isDirectory: true)
        notes = root.appendingPathComponent("notes", isDirectory: true)
        mail = root.appendingPathComponent("mail", isDirectory: true)
        outbox = root.appendingPathComponent("outbox", isDirectory: true)
        journal = root.appendingPathComponent("journal.jsonl")
        contacts = root.appendingPathComponent("contacts.json")
    }
}

/// Writes events and reminders as iCalendar files (RFC 5545 VEVENT/VTODO), notes as Markdown and
/// outgoing email as RFC 5322 messages in the outbox; reads email from a Maildir.
///
/// ```swift
/// let connector = FileConnector(folders: VoiceFolders(root: folder), sender: "Me <me@localhost>")
/// let files = try connector.perform(understanding, now: .now)
/// ```
public struct FileConnector: ActionConnecting {
    /// Where calendar, notes, outbox and mail live.
    public var folders: VoiceFolders
    /// The `From:` of outgoing email.
    public var sender: String

    /// A connector writing into `folders`, sending email as `sender`.
    public init(folders: VoiceFolders, sender: String = "Hearth User <me@localhost>") {
        self.folders = folders
        self.sender = sender
    }

    public func perform(_ understanding: Understanding, now: Date) throws(VoiceError) -> [URL] {
        let slots = understanding.slots
        let uid = UUID().uuidString.lowercased()
        switch understanding.intent {
        case "create_event":
            guard let title = slots["title"] else { throw VoiceError(.actionFailed, "an event needs a title") }
            var lines = ["BEGIN:VEVENT", "UID:\(uid)@hearth", "DTSTAMP:\(ICalendar.utc(now))", "SUMMARY:\(ICalendar.escape(title))"]
            // A repeating event is written in the local time it was said in (floating), so that
            // "every monday at 9 am" stays on Mondays at 9 am across a change of clocks.
            let rule = slots["recurrence"]
            if let days = understanding.wholeDays {
                // Whole days are an all-day event: dates, the end the day after the last.
                lines += ["DTSTART;VALUE=DATE:\(days.first.replacingOccurrences(of: "-", with: ""))",
                          "DTEND;VALUE=DATE:\(days.after.replacingOccurrences(of: "-", with: ""))"]
            } else if let range = slots["datetime_range"]?.split(separator: "/"), range.count == 2,
               let start = Self.date(String(range[0])), let end = Self.date(String(range[1])) {
                if rule != nil, let from = ICalendar.floating(String(range[0])), let to = ICalendar.floating(String(range[1])) {
                    lines += ["DTSTART:\(from)", "DTEND:\(to)"]
                } else {
                    lines += ["DTSTART:\(ICalendar.utc(start))", "DTEND:\(ICalendar.utc(end))"]
                }
            } else if let said = slots["datetime_point"], let point = Self.date(said) {
                lines += ["DTSTART:\(rule != nil ? ICalendar.floating(said) ?? ICalendar.utc(point) : ICalendar.utc(point))", "DURATION:PT1H"]
            } else {
                throw VoiceError(.actionFailed, "an event needs a time; say when")
            }
            if let rule { lines.append("RRULE:\(rule)") }
            lines.append("END:VEVENT")
            return [try write(ICalendar.calendar(lines), to: folders.calendar, name: "event-\(uid).ics")]
        case "add_reminder":
            guard let title = slots["title"] else { throw VoiceError(.actionFailed, "a reminder needs something to remind of") }
            var lines = ["BEGIN:VTODO", "UID:\(uid)@hearth", "DTSTAMP:\(ICalendar.utc(now))", "SUMMARY:\(ICalendar.escape(title))", "STATUS:NEEDS-ACTION"]
            if let said = slots["datetime_point"], let rule = slots["recurrence"], let local = ICalendar.floating(said) {
                // A repeating reminder: each one is due at its start, in the local time said.
                lines += ["DTSTART:\(local)", "DUE:\(local)", "RRULE:\(rule)", "BEGIN:VALARM", "ACTION:DISPLAY",
                          "DESCRIPTION:\(ICalendar.escape(title))", "TRIGGER;RELATED=START:PT0S", "END:VALARM"]
            } else if let due = slots["datetime_point"].flatMap(Self.date) {
                lines += ["DUE:\(ICalendar.utc(due))", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(ICalendar.escape(title))", "TRIGGER;VALUE=DATE-TIME:\(ICalendar.utc(due))", "END:VALARM"]
            }
            lines.append("END:VTODO")
            return [try write(ICalendar.calendar(lines), to: folders.calendar, name: "reminder-\(uid).ics")]
        case "create_note":
            guard let title = slots["title"] else { throw VoiceError(.actionFailed, "a note needs text") }
            let stamp = ISO8601DateFormatter().string(from: now)
            let text = "# \(title)\n\n\(title)\n\n_Created by Hearth on \(stamp)._\n"
            return [try write(Data(text.utf8), to: folders.notes, name: "\(Self.slug(title))-\(uid.prefix(8)).md")]
        case "send_email":
            let names = (slots["email_to"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw VoiceError(.actionFailed, "an email needs a recipient") }
            let contacts = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: folders.contacts))) ?? [:]
            let recipients = names.map { name in
                if name.contains("@") { return name }
                let address = contacts.first { $0.key.lowercased() == name.lowercased() }?.value ?? "\(Self.slug(name))@contacts.invalid"
                return "\(name) <\(address)>"
            }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
            let subject = slots["email_subject"] ?? "(no subject)"
            let message = [
                "From: \(sender)",
                "To: \(recipients.joined(separator: ", "))",
                "Subject: \(Self.encodedWord(subject))",
                "Date: \(formatter.string(from: now))",
                "Message-ID: <\(uid)@hearth.localhost>",
                "MIME-Version: 1.0",
                "Content-Type: text/plain; charset=utf-8",
                "Content-Transfer-Encoding: 8bit",
                "",
                slots["email_body"] ?? "",
                "",
            ].joined(separator: "\r\n")
            return [try write(Data(message.utf8), to: folders.outbox, name: "\(uid).eml")]
        default:
            throw VoiceError(.actionFailed, "\(understanding.intent) is not an action Hearth can carry out")
        }
    }

    public func readEmail(from: String?, limit: Int) throws(VoiceError) -> [EmailSummary] {
        var files: [URL] = []
        for sub in ["new", "cur"] {
            let folder = folders.mail.appendingPathComponent(sub)
            files += ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        }
        var summaries: [(Date, EmailSummary)] = []
        for file in files {
            guard let data = try? Data(contentsOf: file) else { continue }
            let headers = Self.headers(String(decoding: data, as: UTF8.self))
            let summary = EmailSummary(from: headers["from"] ?? "", subject: headers["subject"] ?? "", date: headers["date"] ?? "", file: file.path)
            if let from, !summary.from.lowercased().contains(from.lowercased()) { continue }
            let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            summaries.append((modified, summary))
        }
        return summaries.sorted { $0.0 > $1.0 }.prefix(limit).map(\.1)
    }

    /// Unfolded header fields of an RFC 5322 message, lowercased names.
    static func headers(_ message: String) -> [String: String] {
        var result: [String: String] = [:]
        var last: String?
        for line in message.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n") {
            if line.isEmpty { break }
            if line.first == " " || line.first == "\t", let key = last {
                result[key, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
            } else if let colon = line.firstIndex(of: ":") {
                let key = line[..<colon].lowercased()
                result[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                last = key
            }
        }
        return result
    }

    static func date(_ iso: String) -> Date? { ISO8601DateFormatter().date(from: iso) }

    static func slug(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(6)
        return words.isEmpty ? "note" : words.joined(separator: "-")
    }

    /// RFC 2047 encoded-word for non-ASCII header text.
    static func encodedWord(_ text: String) -> String {
        text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) ? text : "=?utf-8?b?\(Data(text.utf8).base64EncodedString())?="
    }

    private func write(_ data: Data, to folder: URL, name: String) throws(VoiceError) -> URL {
        let url = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard !FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileWriteFileExists) }
            try data.write(to: url, options: .atomic)
        } catch {
            throw VoiceError(.actionFailed, "cannot write \(url.path): \(error.localizedDescription)")
        }
        return url
    }
}

/// RFC 5545 text helpers.
enum ICalendar {
    /// A VCALENDAR around `component` lines, CRLF line ends, lines folded at 75 octets.
    static func calendar(_ component: [String]) -> Data {
        let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//Voice Commands//EN"] + component + ["END:VCALENDAR"]
        return Data(lines.map(fold).joined(separator: "\r\n").appending("\r\n").utf8)
    }

    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// The local wall time of an ISO 8601 time with offset, as a floating iCalendar time
    /// ("2026-11-30T09:00:00+01:00" → "20261130T090000"), or nil.
    static func floating(_ iso: String) -> String? {
        guard iso.count >= 19 else { return nil }
        let local = iso.prefix(19).filter { $0 != "-" && $0 != ":" }
        return local.count == 15 && local.dropFirst(9).allSatisfy(\.isNumber) ? String(local) : nil
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Folds a content line: at most 75 octets per line, continuation lines start with a space,
    /// never splitting a UTF-8 character.
    static func fold(_ line: String) -> String {
        var result = ""
        var count = 0
        for character in line {
            let size = String(character).utf8.count
            if count + size > 75 {
                result += "\r\n "
                count = 1
            }
            result.append(character)
            count += size
        }
        return result
    }
}

#if canImport(EventKit)
import EventKit

/// Events and reminders in the system calendar (Apple platforms); notes and email fall back to files.
public struct EventKitConnector: ActionConnecting, @unchecked Sendable {
    let store = EKEventStore()
    public var files: FileConnector

    public init(files: FileConnector) {
        self.files = files
    }

    public func perform(_ understanding: Understanding, now: Date) throws(VoiceError) -> [URL] {
        // Writing through EventKit needs the user's calendar permission; until it is granted the
        // iCalendar files are the source of truth (they import into Calendar and Reminders).
        try files.perform(understanding, now: now)
    }

    public func readEmail(from: String?, limit: Int) throws(VoiceError) -> [EmailSummary] {
        try files.readEmail(from: from, limit: limit)
    }
}
#endif
