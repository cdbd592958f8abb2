import Foundation
import HearthCore
import HearthLlama
import HearthVoice
import HearthWhisper

/// Voice commands for a long-running host (the server): the intent model runs through the host's
/// one resident model, Whisper is loaded on the first audio, and commands that need a yes wait as
/// pending confirmations until confirmed, cancelled or expired.
///
/// Everything it returns is a plain value of this module, so callers (HTTP routes) need no
/// feature module. Voice data lives under `<host data folder>/voice`.
///
/// ```swift
/// let voice = try VoiceService(host: host)
/// let outcome = try await voice.command(text: "remind me tomorrow at 7 to call John")
/// if let pending = outcome.pending { _ = try await voice.confirm(pending.id) }
/// ```
public actor VoiceService {
    /// What went wrong, in terms a caller can map to a status.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which failure; decides the HTTP status.
        public enum Kind: String, Sendable, Hashable {
            /// The input cannot be used (empty, not audio, bad option).
            case badRequest = "invalid_request_error"
            /// No such pending command or action (or it expired).
            case notFound = "not_found"
            /// The pending command or action is no longer in a state that allows this.
            case conflict = "conflict"
            /// Understood, but it cannot be carried out (no speech, an action that lacks a detail).
            case unprocessable = "unprocessable"
            /// Voice data on disk is unusable.
            case internalError = "internal_error"
        }

        /// Which failure.
        public var kind: Kind
        /// One sentence a person can act on.
        public var message: String

        /// A failure of `kind`.
        public init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }

        public var description: String { message }
    }

    /// What the gates decided.
    public enum Decision: String, Sendable, Hashable {
        /// Confident enough: it ran.
        case autoRun = "auto_run"
        /// It waits for a yes (the confirmation card).
        case confirm
        /// Nothing runnable was understood.
        case reject
    }

    /// What the speech recogniser heard.
    public struct Heard: Sendable, Hashable {
        /// The transcript as Whisper wrote it (utterances joined).
        public var text: String
        /// Normalised for the intent model (lower case, "tmrw" → "tomorrow").
        public var normalized: String
        /// Length-normalised token probability, 0–1.
        public var confidence: Double
        /// Seconds of audio.
        public var audioSeconds: Double
    }

    /// One executed (or read) action.
    public struct Action: Sendable, Hashable {
        /// The undo id (the journal entry's), nil for reading email (nothing to undo).
        public var id: String?
        /// The intent that ran (e.g. "add_reminder").
        public var intent: String
        /// What it did, in words.
        public var summary: String
        /// When it ran.
        public var date: Date
        /// Files the action wrote.
        public var files: [String]
        /// Whether it was undone since.
        public var undone: Bool
        /// For `read_email`: the messages, newest first.
        public var messages: [Message]
    }

    /// An email read from the local mailbox.
    public struct Message: Sendable, Hashable {
        /// The sender.
        public var from: String
        /// The subject line.
        public var subject: String
        /// The `Date` header as written.
        public var date: String
    }

    /// A command waiting for confirmation.
    public struct Pending: Sendable, Hashable {
        /// The id to confirm or cancel it by.
        public var id: String
        /// What confirming does, in words (the confirmation card).
        public var description: String
        /// When it expires unconfirmed (by default 10 minutes after it was made).
        public var expiresAt: Date
    }

    /// The result of one command.
    public struct Outcome: Sendable, Hashable {
        /// The text the intent model read.
        public var text: String
        /// For audio: what was heard.
        public var heard: Heard?
        /// The intent understood (e.g. "add_reminder", "none").
        public var intent: String
        /// Its slots as text (times resolved).
        public var slots: [String: String]
        /// A one-line summary of what was understood.
        public var summary: String
        /// Fused confidence (0.6 NLU + 0.4 ASR by default; typed text counts ASR as 1).
        public var confidence: Double
        /// The intent model's calibrated confidence.
        public var nluConfidence: Double
        /// The speech recogniser's confidence (nil for typed text).
        public var asrConfidence: Double?
        /// What the gates decided.
        public var decision: Decision
        /// Why the gates decided so (for reject: why nothing runs).
        public var reason: String
        /// Other likely intents, best first.
        public var alternatives: [String]
        /// True when the example matcher, not the model, proposed the intent.
        public var fromSafetyNet: Bool
        /// For `autoRun`: what ran.
        public var action: Action?
        /// For `confirm`: what waits.
        public var pending: Pending?
    }

    /// The model voice commands run on.
    public static let modelName = VoiceRuntime.defaultModelName

    /// The host whose one resident model runs the intent model.
    public let host: ModelHost
    /// Where calendar, notes, outbox and the journal live.
    public nonisolated let folders: VoiceFolders
    /// How long a pending command can be confirmed.
    public let pendingLifetime: TimeInterval
    private let configuration: VoiceConfiguration
    let runner: ActionRunner
    private let schema: IntentSchema
    private let examples: [LabelledExample]
    private let model: VoiceModel
    let clock: @Sendable () -> Date

    enum State { case waiting, done, cancelled }
    struct Waiting {
        var text: String
        var understanding: Understanding
        var reference: Date
        var timeZone: TimeZone
        var pending: Pending
        var state: State
    }
    var waiting: [String: Waiting] = [:]
    private var speech: SpeechRuntime?
    /// Audio requests one at a time (the VAD keeps state per stream).
    private var speechTail: Task<Void, Never>?

    /// - Parameters:
    ///   - host: the server's model host; its data folder holds the voice data.
    ///   - pendingLifetime: seconds a pending command stays confirmable.
    ///   - now: the clock for expiry and for actions' time stamps.
    /// - Throws: `Failure` when the bundled schema or examples or the voice model are unusable.
    public init(host: ModelHost, pendingLifetime: TimeInterval = 600, now: @escaping @Sendable () -> Date = { Date() }) throws(Failure) {
        self.host = host
        let paths = host.configuration.paths
        folders = VoiceRuntime.folders(paths)
        runner = VoiceRuntime.runner(paths)
        configuration = VoiceConfiguration()
        self.pendingLifetime = pendingLifetime
        clock = now
        do {
            schema = try IntentSchema.bundled()
            examples = try LabelledExample.bundled()
            model = try VoiceRuntime.voiceModel(paths)
        } catch {
            throw Failure(.internalError, error.message)
        }
    }

    // MARK: Commands

    /// Understands typed (or already transcribed) text and acts on the gates' decision.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - asrConfidence: the recogniser's confidence when the text was heard, nil when typed.
    ///   - reference: "now" for time expressions (nil: the clock).
    ///   - timeZone: for time expressions (nil: this machine's).
    /// - Throws: `Failure.badRequest` for empty text; `HearthError` from the model (busy, not
    ///   installed); `Failure.unprocessable` when an auto-run action cannot be carried out.
    public func command(text: String, asrConfidence: Double? = nil, reference: Date? = nil, timeZone: TimeZone? = nil) async throws -> Outcome {
        try await command(text: text, heard: nil, asrConfidence: asrConfidence, reference: reference, timeZone: timeZone)
    }

    /// Transcribes WAV bytes with Whisper (loaded on first use), then runs the transcript as a
    /// command with the ASR confidence fused in.
    ///
    /// - Throws: `Failure.badRequest` for bytes that are not usable WAV audio,
    ///   `Failure.unprocessable` when no speech is heard; as `command(text:)` otherwise.
    public func command(wav: Data, reference: Date? = nil, timeZone: TimeZone? = nil) async throws -> Outcome {
        let audio: PCMAudio
        do {
            audio = try WAVDecoder.decode(wav, name: "the uploaded audio")
        } catch {
            throw Failure(.badRequest, error.message)
        }
        let heard = try await transcribe(audio)
        guard !heard.normalized.isEmpty else {
            throw Failure(.unprocessable, String(format: "no speech was heard in the %.1f s of audio", audio.seconds))
        }
        return try await command(text: heard.normalized, heard: heard, asrConfidence: heard.confidence, reference: reference, timeZone: timeZone)
    }

    private func command(text: String, heard: Heard?, asrConfidence: Double?, reference: Date?, timeZone: TimeZone?) async throws -> Outcome {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Failure(.badRequest, "the command is empty: send {\"text\": \"...\"} or a WAV recording") }
        guard trimmed.count <= 1000 else { throw Failure(.badRequest, "the command is too long (\(trimmed.count) characters; at most 1000)") }
        if let asrConfidence, !(0...1).contains(asrConfidence) { throw Failure(.badRequest, "asr_confidence must be between 0 and 1") }
        let reference = reference ?? clock()
        let zone = timeZone ?? .current
        let (schema, examples, configuration, model) = (schema, examples, configuration, model)
        let understanding = try await host.withModel(Self.modelName) { engine in
            let parser = try IntentParser(scorer: engine, schema: schema, examples: examples, configuration: configuration, model: model)
            return try await parser.understand(trimmed, asrConfidence: asrConfidence, reference: reference, timeZone: zone)
        }
        var outcome = Outcome(
            text: trimmed, heard: heard, intent: understanding.intent, slots: understanding.slots, summary: understanding.summary,
            confidence: understanding.confidence, nluConfidence: understanding.nluConfidence, asrConfidence: asrConfidence,
            decision: .reject, reason: "", alternatives: understanding.alternatives, fromSafetyNet: understanding.fromSafetyNet,
            action: nil, pending: nil
        )
        (outcome.decision, outcome.reason) = decide(understanding)
        switch outcome.decision {
        case .autoRun:
            outcome.action = try perform(understanding, reference: reference)
        case .confirm:
            let id = UUID().uuidString.lowercased()
            let pending = Pending(id: id, description: Self.describe(understanding, timeZone: zone), expiresAt: clock().addingTimeInterval(pendingLifetime))
            expireOld()
            waiting[id] = Waiting(text: trimmed, understanding: understanding, reference: reference, timeZone: zone, pending: pending, state: .waiting)
            outcome.pending = pending
        case .reject:
            break
        }
        return outcome
    }

    /// The gate's decision in the three outcomes a client shows, with the reason.
    private func decide(_ understanding: Understanding) -> (Decision, String) {
        // Two places, or three where two would round a confidence below the threshold up to it
        // ("0.909 is below 0.91", not "0.91 is below 0.91").
        let roundsUp = [configuration.autoExecuteThreshold, configuration.confirmThreshold].contains { threshold in
            understanding.confidence < threshold && String(format: "%.2f", understanding.confidence) == String(format: "%.2f", threshold)
        }
        let places = roundsUp ? 3 : 2
        let confidence = String(format: "%.\(places)f", understanding.confidence)
        let auto = String(format: "%.2f", configuration.autoExecuteThreshold)
        let ask = String(format: "%.2f", configuration.confirmThreshold)
        if understanding.malformed && understanding.intent == "none" && !understanding.fromSafetyNet {
            return (.reject, "the model's answer did not fit the intent schema; please rephrase")
        }
        switch understanding.gate {
        case .execute:
            return (.autoRun, "confidence \(confidence) is at or above \(auto): it ran without asking")
        case .confirm:
            if configuration.alwaysConfirm.contains(understanding.intent) {
                // "email Hanka at 5 pm saying…": what else it asks about is said too.
                let also = understanding.heldBack.map { "; \($0)" } ?? ""
                return (.confirm, "\(understanding.intent) always asks first (confidence \(confidence))\(also)")
            }
            if let reason = understanding.heldBack, understanding.confidence >= configuration.autoExecuteThreshold {
                return (.confirm, "confidence \(confidence), but \(reason): confirm the filled form")
            }
            return (.confirm, "confidence \(confidence) is below \(auto): confirm the filled form")
        case .ask:
            if understanding.intent == "none" {
                let guess = understanding.alternatives.first.map { " (closest example: \(schema.summaries[$0] ?? $0))" } ?? ""
                return (.reject, "the model did not find a command it can run\(guess); say it again with the details (what, when, who)")
            }
            return (.confirm, "confidence \(confidence) is below \(ask): confirm, or say it again (it may be one of the alternatives)")
        case .rephrase:
            if let reason = understanding.heldBack { return (.reject, "\(reason); please rephrase") }
            return (.reject, "this is not something Hearth can do (reminders, events, notes, email); please rephrase")
        }
    }

    func perform(_ understanding: Understanding, reference: Date) throws(Failure) -> Action {
        if understanding.intent == "read_email" {
            let messages: [EmailSummary]
            do { messages = try runner.connector.readEmail(from: understanding.slots["email_from"], limit: 10) } catch { throw Self.failure(error) }
            return Action(id: nil, intent: understanding.intent, summary: understanding.summary, date: clock(), files: [], undone: false,
                          messages: messages.map { Message(from: $0.from, subject: $0.subject, date: $0.date) })
        }
        let entry: JournalEntry?
        do { entry = try runner.execute(understanding, now: reference) } catch { throw Self.failure(error) }
        guard let entry else { throw Failure(.internalError, "the action left no journal entry") }
        return Self.action(entry)
    }

    // MARK: Confirmation

    /// What the person changed on the confirmation card before confirming.
    public struct Edit: Sendable, Hashable {
        /// Another intent (one of the alternatives, or any runnable intent): the slots are drafted
        /// again from the same words for it.
        public var intent: String?
        /// Slot values to set; an empty value removes the slot. `datetime_point` takes ISO 8601 or
        /// words ("friday at 3 pm"), resolved against the command's reference time and zone.
        public var slots: [String: String]

        /// An edit; see the properties.
        public init(intent: String? = nil, slots: [String: String] = [:]) {
            self.intent = intent
            self.slots = slots
        }
    }

    /// Runs a pending command, with the card's edits applied first.
    ///
    /// - Throws: `Failure.notFound` for an unknown or expired id, `.conflict` when it was already
    ///   confirmed or cancelled, `.badRequest` for an edit that does not fit the intent's slots,
    ///   `.unprocessable` when the action cannot be carried out.
    public func confirm(_ id: String, edit: Edit? = nil) throws(Failure) -> (pending: Pending, action: Action) {
        var item = try waitingItem(id)
        if let edit { item.understanding = try apply(edit, to: item) }
        waiting[id]?.state = .done
        do {
            return (item.pending, try perform(item.understanding, reference: item.reference))
        } catch {
            waiting[id]?.state = .waiting
            throw error
        }
    }

    /// The understanding after an edit, checked against the schema.
    func apply(_ edit: Edit, to item: Waiting) throws(Failure) -> Understanding {
        var understanding = item.understanding
        let resolver = TimeResolver(reference: item.reference, timeZone: item.timeZone)
        if let intent = edit.intent, intent != understanding.intent {
            guard schema.intents.contains(intent), intent != "none" else {
                throw Failure(.badRequest, "unknown intent \(intent); one of \(schema.intents.filter { $0 != "none" }.joined(separator: ", "))")
            }
            understanding.intent = intent
            understanding.slots = SlotDrafter().draft(item.text, intent: intent, resolver: resolver).slots
        }
        for (key, value) in edit.slots {
            let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if value.isEmpty {
                understanding.slots[key] = nil
            } else if key == "datetime_point", ISO8601DateFormatter().date(from: value) == nil {
                guard let date = resolver.value(of: value).start else { throw Failure(.badRequest, "\(key): no time in \"\(value)\"") }
                understanding.slots[key] = ResolvedTime.iso(date, in: resolver.timeZone)
            } else {
                understanding.slots[key] = value
            }
        }
        understanding.slots["when_unresolved"] = nil
        do {
            try schema.validateUnderstood(intent: understanding.intent, slots: understanding.slots)
        } catch {
            throw Failure(.badRequest, error.message)
        }
        return understanding
    }

    /// Drops a pending command without running it.
    ///
    /// - Throws: `Failure.notFound` for an unknown or expired id, `.conflict` when it was already
    ///   confirmed or cancelled.
    public func cancel(_ id: String) throws(Failure) -> Pending {
        let item = try waitingItem(id)
        waiting[id]?.state = .cancelled
        return item.pending
    }

    private func waitingItem(_ id: String) throws(Failure) -> Waiting {
        expireOld()
        guard let item = waiting[id.lowercased()] else {
            throw Failure(.notFound, "no pending command \(id) (unknown, or it expired after \(Int(pendingLifetime)) s)")
        }
        switch item.state {
        case .waiting: return item
        case .done: throw Failure(.conflict, "the command \(id) was already confirmed")
        case .cancelled: throw Failure(.conflict, "the command \(id) was cancelled")
        }
    }

    func expireOld() {
        let now = clock()
        waiting = waiting.filter { $0.value.pending.expiresAt > now }
    }

    // MARK: Journal

    /// Undoes the last action, or the one with journal id `id`.
    ///
    /// - Throws: `Failure.conflict` when there is nothing to undo or the action was already undone,
    ///   `.notFound` for an unknown id, `.badRequest` for an id that is not a UUID.
    public func undo(_ id: String? = nil) throws(Failure) -> Action {
        let entry: JournalEntry
        if let id {
            guard let uuid = UUID(uuidString: id) else { throw Failure(.badRequest, "'\(id)' is not an action id") }
            let known: JournalEntry?
            do { known = try runner.journal.history(Int.max).first { $0.id == uuid } } catch { throw Self.failure(error) }
            guard let known else { throw Failure(.notFound, "no action \(id) in the journal") }
            guard !known.undone else { throw Failure(.conflict, "the action \(id) was already undone") }
            do { entry = try runner.undo(id: uuid) } catch { throw Self.failure(error) }
        } else {
            let entries: [JournalEntry]
            do { entries = try runner.undo(1) } catch { throw Self.failure(error) }
            guard let first = entries.first else { throw Failure(.conflict, "there is nothing to undo") }
            entry = first
        }
        var action = Self.action(entry)
        action.undone = true
        return action
    }

    /// The most recent actions, undone ones included, newest first.
    ///
    /// - Throws: `Failure.internalError` when the journal is damaged.
    public func recentActions(_ count: Int = 20) throws(Failure) -> [Action] {
        do {
            return try runner.journal.history(count).map(Self.action)
        } catch {
            throw Self.failure(error)
        }
    }

    static func action(_ entry: JournalEntry) -> Action {
        Action(id: entry.id.uuidString.lowercased(), intent: entry.intent, summary: entry.summary, date: entry.date,
               files: entry.createdFiles, undone: entry.undone, messages: [])
    }

    static func failure(_ error: VoiceError) -> Failure {
        switch error.code {
        case .nothingToUndo: Failure(.conflict, error.message)
        case .actionFailed, .unresolvedTime, .malformedOutput: Failure(.unprocessable, error.message)
        case .invalidData, .invalidSchema: Failure(.internalError, error.message)
        }
    }

    // MARK: Speech

    private func transcribe(_ audio: PCMAudio) async throws -> Heard {
        let previous = speechTail
        let task = Task { () async throws -> Heard in
            await previous?.value
            let speech = try await self.loadedSpeech()
            var streaming = StreamingConfiguration()
            // A whole upload: no partials to show, so no partial transcriptions.
            streaming.partialIntervalSeconds = audio.seconds + 60
            let transcripts = try await speech.streamer(configuration: streaming).finalTranscripts(of: audio)
            let text = transcripts.map(\.text).joined(separator: " ").trimmingCharacters(in: .whitespaces)
            let tokens = transcripts.reduce(0) { $0 + $1.tokenCount }
            let confidence = tokens == 0 ? 0 : transcripts.reduce(0.0) { $0 + $1.confidence * Double($1.tokenCount) } / Double(tokens)
            return Heard(text: text, normalized: TranscriptNormalizer.normalize(text), confidence: confidence, audioSeconds: audio.seconds)
        }
        speechTail = Task { _ = try? await task.value }
        return try await task.value
    }

    private func loadedSpeech() async throws -> SpeechRuntime {
        if let speech { return speech }
        // The default, smallest Whisper pack (tiny.en): nothing smaller to switch to under heat.
        let loaded = try await SpeechRuntime.load(paths: host.configuration.paths)
        speech = loaded
        return loaded
    }

    /// Whether Whisper is loaded (it loads on the first audio command).
    public var speechLoaded: Bool { speech != nil }

    // MARK: Words

    /// What confirming `understanding` will do, in a sentence.
    static func describe(_ understanding: Understanding, timeZone: TimeZone) -> String {
        let slots = understanding.slots
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEEE d MMMM yyyy 'at' HH:mm"
        let iso = ISO8601DateFormatter()
        func when(_ value: String?) -> String? {
            guard let value, let date = iso.date(from: value) else { return nil }
            return formatter.string(from: date)
        }
        let title = slots["title"].map { "“\($0)”" } ?? "(no title)"
        switch understanding.intent {
        case "add_reminder":
            return "Add the reminder \(title)" + (when(slots["datetime_point"]).map { " for \($0)" } ?? " (no time)") + " to your calendar."
        case "create_event":
            let dayFormatter = DateFormatter()
            dayFormatter.locale = Locale(identifier: "en_US_POSIX")
            dayFormatter.timeZone = TimeZone(identifier: "UTC")
            dayFormatter.dateFormat = "yyyy-MM-dd"
            if let days = understanding.wholeDays, let first = dayFormatter.date(from: days.first), let after = dayFormatter.date(from: days.after) {
                let last = after.addingTimeInterval(-86_400)
                dayFormatter.dateFormat = "EEEE d MMMM yyyy"
                let span = last > first ? "from \(dayFormatter.string(from: first)) to \(dayFormatter.string(from: last))" : "on \(dayFormatter.string(from: first))"
                return "Add the all-day event \(title) \(span) to your calendar."
            }
            if let range = slots["datetime_range"]?.split(separator: "/"), range.count == 2,
               let start = when(String(range[0])), let end = iso.date(from: String(range[1])) {
                let endFormatter = DateFormatter()
                endFormatter.locale = Locale(identifier: "en_US_POSIX")
                endFormatter.timeZone = timeZone
                // An end on another day says its day ("until Sunday 29 November at 12:00").
                let sameDay = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: end).day
                    == iso.date(from: String(range[0])).map { Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: $0).day }
                endFormatter.dateFormat = sameDay ? "HH:mm" : "EEEE d MMMM 'at' HH:mm"
                return "Add the event \(title) on \(start) until \(endFormatter.string(from: end)) to your calendar."
            }
            return "Add the event \(title)" + (when(slots["datetime_point"]).map { " on \($0), one hour," } ?? " (no time)") + " to your calendar."
        case "create_note":
            return "Write the note \(title) to your notes."
        case "send_email":
            var text = "Put an email to \(slots["email_to"] ?? "(no recipient)") in the outbox"
            if let subject = slots["email_subject"] { text += ", subject “\(subject)”" }
            if let body = slots["email_body"] { text += ", saying “\(body)”" }
            return text + " (Hearth never sends it over the network)."
        case "read_email":
            return "Read your newest email" + (slots["email_from"].map { " from \($0)" } ?? "") + "."
        default:
            return understanding.summary
        }
    }
}

extension Error {
    fileprivate var message: String {
        switch self {
        case let error as VoiceError: error.message
        case let error as HearthError: error.message
        default: "\(self)"
        }
    }
}
