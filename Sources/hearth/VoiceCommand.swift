import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth command "remind me tomorrow at 7 to call John"`.
struct VoiceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "command",
        abstract: "Understand a command (reminder, event, note, email) and carry it out, ask, or offer alternatives."
    )

    @Argument(help: "The command, as typed or transcribed.")
    var words: [String]

    @Flag(help: "Also print what was understood as JSON.")
    var json = false

    @Option(name: .customLong("asr-confidence"), help: "The speech recogniser's confidence (0-1); omit for typed text.")
    var asrConfidence: Double?

    @Option(help: "The reference time, ISO 8601 with offset (default: now).")
    var now: String?

    @Option(help: "The time zone, e.g. Europe/Berlin (default: this machine's).")
    var timezone: String?

    @OptionGroup var modelOptions: VoiceModelOptions

    func validate() throws {
        if words.joined().trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the command is empty") }
        if let asrConfidence, !(0...1).contains(asrConfidence) { throw ValidationError("--asr-confidence must be between 0 and 1") }
    }

    func run() async throws {
        let (reference, zone) = try VoiceOptions.reference(now: now, timezone: timezone)
        let paths = HearthPaths.standard()
        let model = try modelOptions.modelURL()
        let voice = try await VoiceRuntime.load(paths: paths, model: model, llama: modelOptions.configuration())
        let understanding = try await voice.parser.understand(words.joined(separator: " "), asrConfidence: asrConfidence,
                                                              reference: reference, timeZone: zone)
        try VoiceFlow.respond(to: understanding, voice: voice, now: reference, json: json)
    }
}

/// What `hearth command` and `hearth listen --command` do with an understanding: print it, then
/// run it, ask on the terminal, offer alternatives, or ask to rephrase, as the gate says.
enum VoiceFlow {
    static func respond(to understanding: Understanding, voice: VoiceRuntime, now reference: Date, json: Bool = false) throws {
        var understanding = understanding
        print("understood: \(understanding.summary)")
        print(String(format: "confidence %.2f (NLU %.2f) · %@%@", understanding.confidence, understanding.nluConfidence,
                     understanding.gate.rawValue, understanding.fromSafetyNet ? " · \"none\" was only just ahead" : ""))
        if let reason = understanding.heldBack, understanding.gate == .confirm { print("asking because \(reason)") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(understanding), as: UTF8.self))
        }
        let interactive = isatty(STDIN_FILENO) == 1
        switch understanding.gate {
        case .execute:
            try perform(understanding, voice: voice, now: reference)
        case .confirm:
            guard interactive else {
                print("would ask: run this? [y/N/edit] (stdin is not a terminal: nothing was done)")
                return
            }
            print("run this? [y/N/edit] ", terminator: "")
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            if answer == "edit" || answer == "e" {
                understanding = edit(understanding)
                try perform(understanding, voice: voice, now: reference)
            } else if answer == "y" || answer == "yes" {
                try perform(understanding, voice: voice, now: reference)
            } else {
                print("nothing done")
            }
        case .ask:
            let options = understanding.alternatives.isEmpty ? [understanding.intent] : [understanding.intent] + understanding.alternatives
            let described = options.filter { $0 != "none" }.map { voice.parser.schema.summaries[$0] ?? $0 }
            print("not sure. did you mean: " + described.enumerated().map { "\($0 + 1)) \($1.lowercased())" }.joined(separator: ", ") + "?")
            print(interactive ? "please say it again with the details (what, when, who)." : "(stdin is not a terminal: nothing was done)")
        case .rephrase:
            if let reason = understanding.heldBack { print("\(reason).") }
            print("I can set reminders, add events, take notes and read or send email; please rephrase.")
        }
    }

    private static func perform(_ understanding: Understanding, voice: VoiceRuntime, now: Date) throws {
        if understanding.intent == "read_email" {
            let messages = try voice.runner.connector.readEmail(from: understanding.slots["email_from"], limit: 10)
            if messages.isEmpty { print("no email in \(voice.folders.mail.path)") }
            for message in messages { print("\(message.date) · \(message.from) · \(message.subject)") }
            return
        }
        if let entry = try voice.runner.execute(understanding, now: now) {
            for file in entry.createdFiles { print("done: \(file)") }
            print("(hearth undo reverts it; later, hearth undo --id \(entry.id.uuidString.lowercased()))")
        }
    }

    private static func edit(_ understanding: Understanding) -> Understanding {
        var edited = understanding
        for slot in edited.slots.keys.sorted() {
            print("\(slot) [\(edited.slots[slot] ?? "")]: ", terminator: "")
            if let line = readLine()?.trimmingCharacters(in: .whitespaces), !line.isEmpty { edited.slots[slot] = line }
        }
        return edited
    }
}

/// `hearth undo [N | ID]`.
struct Undo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Revert the last executed voice command(s), or one by its id.",
        discussion: "`hearth undo --list` shows the recent actions with their ids; `hearth undo ID` (or `--id ID`) reverts that one.")

    @Argument(help: "How many actions to undo, newest first, or one action's id (as --list shows them).")
    var what: String?

    /// A count said as the argument.
    var count: Int? { what.flatMap { Int($0) } }
    /// The action to undo: --id, or an id given as the argument.
    var action: UUID? { (id ?? (count == nil ? what : nil)).flatMap { UUID(uuidString: $0) } }

    @Option(help: "Undo this action (an id from --list, or the undo_id the server answered).")
    var id: String?

    @Flag(help: "List the recent actions (newest first) with their ids; undo nothing.")
    var list = false

    func validate() throws {
        if let what, count == nil, UUID(uuidString: what) == nil {
            throw ValidationError("give a count of actions or an action id, as hearth undo --list shows them")
        }
        if let count, count < 1 { throw ValidationError("the count must be at least 1") }
        if list, what != nil || id != nil { throw ValidationError("--list undoes nothing; give it no count and no --id") }
        if let id {
            if what != nil { throw ValidationError("give either a count or --id, not both") }
            if UUID(uuidString: id) == nil { throw ValidationError("--id must be an action id, as hearth undo --list shows them") }
        }
    }

    func run() async throws {
        let runner = try VoiceRuntime.runner(.standard())
        if list {
            let entries = try runner.journal.history(20)
            if entries.isEmpty { print("no actions yet") }
            let dates = ISO8601DateFormatter()
            for entry in entries {
                print("\(entry.id.uuidString.lowercased())  \(dates.string(from: entry.date))  \(entry.summary)\(entry.undone ? "  (undone)" : "")")
            }
            return
        }
        if let action {
            print("undone: \(try runner.undo(id: action).summary)")
            return
        }
        for entry in try runner.undo(count ?? 1) { print("undone: \(entry.summary)") }
    }
}

enum VoiceOptions {
    static func reference(now: String?, timezone: String?) throws -> (Date, TimeZone) {
        var zone = TimeZone.current
        if let timezone {
            guard let named = TimeZone(identifier: timezone) else { throw ValidationError("unknown time zone \(timezone)") }
            zone = named
        }
        guard let now else { return (Date(), zone) }
        guard let date = ISO8601DateFormatter().date(from: now) else {
            throw ValidationError("--now must be ISO 8601 with an offset, e.g. 2026-11-23T10:00:00+01:00")
        }
        return (date, zone)
    }
}
