import Foundation
import HearthCore

/// Understanding that starts before the person stops talking: each partial transcript's label
/// scores are read while the speech goes on (the model call is the only slow part), so when the
/// final transcript says the same words the decision needs no model call at all, and when it
/// differs the call reuses the partial's tokens in the KV cache.
///
/// ```swift
/// var early = EarlyUnderstanding(parser: parser)
/// for try await event in streamer.events(from: chunks) {
///     switch event {
///     case .partial(let text, _, _): try await early.hear(text)
///     case .final(let transcript, _):
///         let understanding = try await early.finish(transcript.text, asrConfidence: transcript.confidence,
///                                                    reference: .now, timeZone: .current)
///     }
/// }
/// ```
public struct EarlyUnderstanding: Sendable {
    /// The parser that understands the words.
    public let parser: IntentParser
    private var heard: (key: String, scores: LabelScores)?
    /// Finals decided from a partial's scores, without a model call (for benchmarks).
    public private(set) var reusedPartials = 0

    /// Early understanding with `parser`.
    public init(parser: IntentParser) { self.parser = parser }

    /// The words as compared: lowercased letters and digits, single spaces.
    static func key(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    /// Reads the label scores of a partial transcript (skipped when its words did not change).
    /// Call it on every partial, stable or not: the model reads only the tokens that changed since
    /// the last partial (the rest is in the KV cache), so the final, which mostly adds a word or
    /// two to the last partial, is read in a few tokens instead of the whole command.
    ///
    /// - Throws: `HearthError` from the model.
    public mutating func hear(_ partial: String) async throws(HearthError) {
        let key = Self.key(partial)
        guard !key.isEmpty, key != heard?.key else { return }
        heard = (key, try await parser.scoreLabels(partial.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Understands the final transcript: from the partial's scores when the words are the same,
    /// else with one model call. Forgets the partial either way (the next utterance starts fresh).
    ///
    /// - Throws: `HearthError` `.invalidRequest` for an empty transcript, or from the model.
    public mutating func finish(_ text: String, asrConfidence: Double?, reference: Date, timeZone: TimeZone) async throws(HearthError) -> Understanding {
        defer { heard = nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let heard, heard.key == Self.key(trimmed) {
            reusedPartials += 1
            var understanding = parser.decide(trimmed, logProbabilities: heard.scores.logProbabilities, asrConfidence: asrConfidence,
                                              reference: reference, timeZone: timeZone)
            understanding.evaluatedPromptTokens = 0
            return understanding
        }
        return try await parser.understand(trimmed, asrConfidence: asrConfidence, reference: reference, timeZone: timeZone)
    }
}
