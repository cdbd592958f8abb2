import Foundation

/// What Hearth understood from one command.
public struct Understanding: Sendable, Hashable, Codable {
    /// The intent, or "none".
    public var intent: String
    /// Resolved slots: `title`, `datetime_point`, `datetime_range` ("start/end"), `duration_min`,
    /// `email_to` (comma separated), `email_subject`, `email_body`, `email_from`.
    public var slots: [String: String]
    /// The understanding as one JSON object (intent and slots), as logged.
    public var raw: String
    /// The time words found in the command, if any.
    public var timeExpression: String?
    /// The stacker's probability of the chosen intent (before calibration).
    public var rawConfidence: Double
    /// Calibrated NLU confidence.
    public var nluConfidence: Double
    /// Fused with ASR confidence.
    public var confidence: Double
    /// What to do.
    public var gate: Gate
    /// Other likely intents, best first (by the stacker's probability).
    public var alternatives: [String]
    /// True when the best guess was "none" but a runnable intent came close: Hearth asks with it
    /// as the first alternative (never auto-executed).
    public var fromSafetyNet: Bool
    /// True when the understanding does not fit the schema (it should never happen).
    public var malformed: Bool
    /// Seconds the model took (one call).
    public var seconds: Double
    /// Prompt tokens evaluated for this command (the rest came from the KV cache).
    public var evaluatedPromptTokens: Int = 0
    /// Every intent's probability (the stacker's, before calibration).
    public var intentProbabilities: [String: Double] = [:]
    /// Why the gate is stricter than the confidence alone would make it, when it is: what the
    /// draft lacks or doubts ("the time could not be placed"), or why the command is not one
    /// Hearth can run ("Hearth can add events, not move, change or delete them").
    public var heldBack: String?

    /// An understanding; each parameter is the property of the same name.
    public init(intent: String, slots: [String: String], raw: String, timeExpression: String?, rawConfidence: Double,
                nluConfidence: Double, confidence: Double, gate: Gate, alternatives: [String], fromSafetyNet: Bool,
                malformed: Bool, seconds: Double) {
        self.intent = intent
        self.slots = slots
        self.raw = raw
        self.timeExpression = timeExpression
        self.rawConfidence = rawConfidence
        self.nluConfidence = nluConfidence
        self.confidence = confidence
        self.gate = gate
        self.alternatives = alternatives
        self.fromSafetyNet = fromSafetyNet
        self.malformed = malformed
        self.seconds = seconds
    }

    /// ", then every Monday" for a reminder or event that repeats, else "".
    var repeats: String { slots["recurrence"].map { ", then " + SlotDrafter.describe(recurrence: $0) } ?? "" }

    /// The days an event fills whole, midnight to midnight in the zone it was said in ("all day
    /// saturday", "from monday to wednesday"): its first day and the day after its last
    /// ("2026-11-30", "2026-12-03"), or nil for an event with clock times.
    public var wholeDays: (first: String, after: String)? {
        guard let range = slots["datetime_range"]?.split(separator: "/"), range.count == 2,
              range.allSatisfy({ $0.count >= 19 && $0.dropFirst(10).hasPrefix("T00:00:00") }) else { return nil }
        let first = String(range[0].prefix(10)), after = String(range[1].prefix(10))
        return first < after ? (first, after) : nil
    }

    /// The day before `day` ("2026-12-03" → "2026-12-02").
    static func dayBefore(_ day: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: day).map { formatter.string(from: $0.addingTimeInterval(-86_400)) }
    }

    /// A readable one-line summary.
    public var summary: String {
        switch intent {
        case "none": return "nothing I can do (please rephrase)"
        case "add_reminder":
            return "reminder \"\(slots["title"] ?? "")\"" + (slots["datetime_point"].map { " at \($0)" } ?? " (no time)") + repeats
        case "create_event":
            if let days = wholeDays {
                let last = Self.dayBefore(days.after) ?? days.after
                return "event \"\(slots["title"] ?? "")\" all day " + (last == days.first ? days.first : "\(days.first) to \(last)") + repeats
            }
            return "event \"\(slots["title"] ?? "")\"" + (slots["datetime_range"].map { " \($0)" } ?? slots["datetime_point"].map { " at \($0)" } ?? " (no time)")
                + repeats
        case "create_note": return "note \"\(slots["title"] ?? "")\""
        case "read_email": return "read email" + (slots["email_from"].map { " from \($0)" } ?? "")
        case "send_email":
            return "email to \(slots["email_to"] ?? "?")" + (slots["email_subject"].map { ", subject \"\($0)\"" } ?? "") + (slots["email_body"].map { ": \"\($0)\"" } ?? "")
        default: return intent
        }
    }
}
