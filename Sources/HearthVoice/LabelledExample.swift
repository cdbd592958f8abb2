import Foundation

/// One line of the labelled set (JSONL): an utterance, its reference time, the gold intent and
/// resolved slots, and the model-side JSON (with the time expression as said) for prompt examples.
///
/// ```json
/// {"utterance":"remind me tomorrow at 7 to call John","reference":"2026-11-23T10:00:00+01:00",
///  "timezone":"Europe/Berlin","intent":"add_reminder","slots":{"title":"call John",
///  "datetime_point":"2026-11-24T07:00:00+01:00"},"output":"{\"intent\":\"add_reminder\",…}","split":"train"}
/// ```
public struct LabelledExample: Sendable, Hashable, Codable {
    /// The command as said or typed.
    public var utterance: String
    /// Reference time, ISO 8601 with offset.
    public var reference: String
    /// IANA time zone name.
    public var timezone: String
    /// The gold intent.
    public var intent: String
    /// Gold resolved slots: strings, or a list of strings for `email_to`, `{start,end}` flattened
    /// as `datetime_range` "start/end".
    public var slots: [String: String]
    /// The model-side JSON this utterance should produce.
    public var output: String
    /// "train", "dev" or "test".
    public var split: String
    /// Where it comes from ("template", "asr-noise", "home-assistant-intents").
    public var source: String?
    /// For a speech recogniser's transcript: the recogniser's confidence in it (what Hearth's
    /// transcription reports), which the spoken path fuses with the understanding's; nil for text.
    public var asrConfidence: Double?
    /// True for a set labelled with the intent alone (`scripts/voice/make-spoken-set.py`): its
    /// empty `slots` mean "not labelled", so it is judged on the intent and its slots are not
    /// scored.
    public var intentOnly: Bool?
    /// True for a command whose only right outcome is to ask (a time that cannot be pinned down, a
    /// condition Hearth cannot check, two requests at once): run without asking, it is wrong
    /// whatever its slots.
    public var mustAsk: Bool?

    enum CodingKeys: String, CodingKey {
        case utterance, reference, timezone, intent, slots, output, split, source
        case asrConfidence = "asr_confidence"
        case intentOnly = "intent_only"
        case mustAsk = "must_ask"
    }

    /// `reference` parsed (nil when it is not ISO 8601).
    public var referenceDate: Date? { ISO8601DateFormatter().date(from: reference) }

    /// Reads a JSONL file.
    ///
    /// - Throws: `VoiceError.invalidData` naming the first bad line.
    public static func load(_ url: URL) throws(VoiceError) -> [LabelledExample] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw VoiceError(.invalidData, "cannot read \(url.path)")
        }
        var examples: [LabelledExample] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let example = try? JSONDecoder().decode(LabelledExample.self, from: Data(trimmed.utf8)) else {
                throw VoiceError(.invalidData, "\(url.lastPathComponent) line \(number + 1) is not a labelled example")
            }
            examples.append(example)
        }
        return examples
    }
}

extension LabelledExample {
    /// The labelled set shipped with Hearth (`Resources/nlu-examples.jsonl`, all splits).
    ///
    /// - Throws: `VoiceError.invalidData` when the resource is missing or unreadable.
    public static func bundled() throws(VoiceError) -> [LabelledExample] {
        guard let url = bundledURL else { throw VoiceError(.invalidData, "nlu-examples.jsonl is missing from the HearthVoice bundle") }
        return try load(url)
    }

    /// Where the bundled labelled set is.
    public static var bundledURL: URL? { Bundle.module.url(forResource: "nlu-examples", withExtension: "jsonl") }
}
