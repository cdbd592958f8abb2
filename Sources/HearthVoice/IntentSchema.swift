import Foundation

/// The intent schema (`Resources/intent-schema.json`) and what is derived from it: the intent
/// names, each intent's slots and summary, and validation (of understandings, and of the
/// labelled set's model-side JSON).
///
/// ```swift
/// let schema = try IntentSchema.bundled()
/// schema.intents            // ["create_event", "add_reminder", …, "none"]
/// try schema.validateUnderstood(intent: "add_reminder", slots: ["title": "call John"])
/// ```
public struct IntentSchema: Sendable {
    /// The parsed JSON Schema.
    public let document: JSONValue
    /// Intent names, in schema order.
    public let intents: [String]
    /// Each intent's slot names (properties other than `intent`), in order.
    public let slots: [String: [String]]
    /// Each intent's one-line summary (`x-hearth-summary`).
    public let summaries: [String: String]

    /// Reads a schema.
    ///
    /// - Throws: `VoiceError.invalidSchema` when it is not a `oneOf` of objects with an `intent` const.
    public init(document: JSONValue) throws(VoiceError) {
        guard let alternatives = document["oneOf"]?.array, !alternatives.isEmpty else {
            throw VoiceError(.invalidSchema, "the intent schema must be a oneOf of one object per intent")
        }
        var intents: [String] = []
        var slots: [String: [String]] = [:]
        var summaries: [String: String] = [:]
        for alternative in alternatives {
            guard let name = alternative["properties"]?["intent"]?["const"]?.string,
                  case .object(_, let keys)? = alternative["properties"] else {
                throw VoiceError(.invalidSchema, "every alternative needs properties with an intent const")
            }
            intents.append(name)
            slots[name] = keys.filter { $0 != "intent" }
            summaries[name] = alternative["x-hearth-summary"]?.string ?? name
        }
        self.document = document
        self.intents = intents
        self.slots = slots
        self.summaries = summaries
    }

    /// The schema shipped with Hearth.
    public static func bundled() throws(VoiceError) -> IntentSchema {
        guard let url = Bundle.module.url(forResource: "intent-schema", withExtension: "json"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw VoiceError(.invalidSchema, "intent-schema.json is missing from the HearthVoice bundle")
        }
        return try IntentSchema(document: JSONValue.parse(text))
    }

    /// Checks parsed output against the schema: a known intent, exactly its slots, typed values.
    ///
    /// - Throws: `VoiceError.malformedOutput` saying what does not fit.
    public func validate(_ value: JSONValue) throws(VoiceError) {
        guard let intent = value["intent"]?.string, let alternative = alternative(for: intent) else {
            throw VoiceError(.malformedOutput, "no known intent in \(value.serialized)")
        }
        try Self.check(value, against: alternative, path: "$")
    }

    /// The slot names an understanding may carry (resolved forms, not the model-side JSON).
    static let understoodSlots: [String: Set<String>] = [
        "create_event": ["title", "datetime_point", "datetime_range", "duration_min", "when_unresolved", "recurrence"],
        "add_reminder": ["title", "datetime_point", "when_unresolved", "recurrence"],
        "create_note": ["title"],
        "send_email": ["email_to", "email_subject", "email_body"],
        "read_email": ["email_from"],
        "none": [],
    ]

    /// Checks an understanding: a known intent, only its slots, no empty value, times that parse.
    ///
    /// - Throws: `VoiceError.malformedOutput` saying what does not fit.
    public func validateUnderstood(intent: String, slots: [String: String]) throws(VoiceError) {
        guard intents.contains(intent) else { throw VoiceError(.malformedOutput, "unknown intent \(intent)") }
        let allowed = Self.understoodSlots[intent] ?? Set(self.slots[intent] ?? [])
        let iso = ISO8601DateFormatter()
        for (key, value) in slots {
            guard allowed.contains(key) else { throw VoiceError(.malformedOutput, "\(intent) has no slot \(key)") }
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else { throw VoiceError(.malformedOutput, "\(key) is empty") }
            switch key {
            case "datetime_point":
                guard iso.date(from: value) != nil else { throw VoiceError(.malformedOutput, "\(key) is not ISO 8601") }
            case "datetime_range":
                let parts = value.split(separator: "/").map(String.init)
                guard parts.count == 2, let start = iso.date(from: parts[0]), let end = iso.date(from: parts[1]), start <= end else {
                    throw VoiceError(.malformedOutput, "\(key) is not an ISO 8601 start/end")
                }
            case "duration_min":
                guard let minutes = Int(value), minutes > 0 else { throw VoiceError(.malformedOutput, "\(key) is not a positive number") }
            case "recurrence":
                guard value.range(of: #"^FREQ=(?:MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)(?:;INTERVAL=[1-9][0-9]*)?(?:;BYMONTH=(?:[1-9]|1[0-2]))?(?:;BYDAY=(?:-1|[1-5])?(?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:-1|[1-5])?(?:MO|TU|WE|TH|FR|SA|SU))*)?(?:;BYMONTHDAY=(?:-1|[1-9]|[12][0-9]|3[01])(?:,(?:-1|[1-9]|[12][0-9]|3[01]))*)?(?:;BYHOUR=(?:1?[0-9]|2[0-3])(?:,(?:1?[0-9]|2[0-3]))*)?(?:;COUNT=[1-9][0-9]*|;UNTIL=[0-9]{8}T[0-9]{6})?$"#,
                                  options: .regularExpression) != nil else {
                    throw VoiceError(.malformedOutput, "\(key) is not an RRULE Hearth writes")
                }
            default: break
            }
        }
    }

    func alternative(for intent: String) -> JSONValue? {
        document["oneOf"]?.array?.first { $0["properties"]?["intent"]?["const"]?.string == intent }
    }

    static func check(_ value: JSONValue, against schema: JSONValue, path: String) throws(VoiceError) {
        if let constant = schema["const"] {
            guard value == constant else { throw VoiceError(.malformedOutput, "\(path) must be \(constant.serialized)") }
            return
        }
        let types: [String] = schema["type"]?.array?.compactMap(\.string) ?? [schema["type"]?.string].compactMap { $0 }
        func fits(_ type: String) -> Bool {
            switch (type, value) {
            case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("string", .string), ("number", .number): return true
            case ("integer", .number(let n)): return n == n.rounded()
            default: return false
            }
        }
        guard types.contains(where: fits) else { throw VoiceError(.malformedOutput, "\(path) has the wrong type") }
        switch value {
        case .number(let n):
            if let min = schema["minimum"]?.number, n < min { throw VoiceError(.malformedOutput, "\(path) is below \(min)") }
        case .string(let s):
            if let max = schema["maxLength"]?.number, s.count > Int(max) { throw VoiceError(.malformedOutput, "\(path) is too long") }
        case .array(let items):
            if let min = schema["minItems"]?.number, items.count < Int(min) { throw VoiceError(.malformedOutput, "\(path) has too few items") }
            if let max = schema["maxItems"]?.number, items.count > Int(max) { throw VoiceError(.malformedOutput, "\(path) has too many items") }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { try check(item, against: itemSchema, path: "\(path)[\(index)]") }
            }
        case .object(let members, _):
            guard case .object(let properties, _)? = schema["properties"] else { return }
            for key in members.keys where properties[key] == nil { throw VoiceError(.malformedOutput, "\(path).\(key) is not in the schema") }
            for key in schema["required"]?.array?.compactMap(\.string) ?? [] where members[key] == nil {
                throw VoiceError(.malformedOutput, "\(path).\(key) is missing")
            }
            for (key, member) in members { try check(member, against: properties[key]!, path: "\(path).\(key)") }
        default: break
        }
    }
}
