import Foundation
import HearthCore

/// Turns a command into an `Understanding`: grammar-constrained JSON from the model, the time
/// expression resolved in Swift, confidence from token probabilities, calibrated and gated, and
/// the TF-IDF safety net when the model says `none` or is unsure.
///
/// ```swift
/// let parser = try IntentParser(generator: engine, examples: train)
/// let understanding = try await parser.understand("remind me tomorrow at 7 to call John",
///                                                 reference: .now, timeZone: .current)
/// ```
public struct IntentParser: Sendable {
    /// The intents and their slots.
    public let schema: IntentSchema
    /// The GBNF grammar derived from the schema; the model decodes under it.
    public let grammar: String
    /// Thresholds, weights and prompt size.
    public var configuration: VoiceConfiguration
    /// The Platt scaling of the raw confidence.
    public var calibration: Calibration
    private let generator: any StructuredGenerating
    private let fixedMessages: [ChatMessage]
    private let matcher: NearestNeighbourMatcher

    /// - Parameters:
    ///   - generator: the model (a `LlamaEngine`).
    ///   - schema: the intent schema (nil: the bundled `intent-schema.json`).
    ///   - examples: labelled training examples: the first few become the prompt's examples, all
    ///     of them feed the TF-IDF safety net.
    ///   - configuration: thresholds, weights and prompt size.
    ///   - calibration: the Platt scaling fitted by `hearth calibrate` (default: none).
    /// - Throws: `VoiceError.invalidSchema` when the schema cannot become a grammar.
    public init(generator: any StructuredGenerating, schema: IntentSchema? = nil, examples: [LabelledExample],
                configuration: VoiceConfiguration = VoiceConfiguration(), calibration: Calibration = Calibration()) throws(VoiceError) {
        let given = schema
        let schema: IntentSchema
        if let given { schema = given } else { schema = try IntentSchema.bundled() }
        self.schema = schema
        self.grammar = try schema.grammar()
        self.generator = generator
        self.configuration = configuration
        self.calibration = calibration
        matcher = NearestNeighbourMatcher(examples: examples.map { ($0.utterance, $0.intent) })
        var messages: [ChatMessage] = [.system(Self.systemPrompt(schema))]
        for example in Self.promptExamples(examples, count: configuration.promptExamples, intents: schema.intents) {
            messages.append(.user(example.utterance))
            messages.append(.assistant(example.output))
        }
        fixedMessages = messages
    }

    static func systemPrompt(_ schema: IntentSchema) -> String {
        var lines = ["You convert one spoken command into JSON. Intents:"]
        for intent in schema.intents {
            let slots = schema.slots[intent] ?? []
            lines.append("- \(intent): \(schema.summaries[intent] ?? intent)" + (slots.isEmpty ? "" : " (\(slots.joined(separator: ", ")))"))
        }
        lines.append("\"when\" copies the time words exactly as said (or null); \"title\" is what to do or the subject, without the time words. Use none for anything else (lights, music, weather, timers, questions). Answer with JSON only.")
        return lines.joined(separator: "\n")
    }

    /// A round-robin over intents so every intent is shown.
    static func promptExamples(_ examples: [LabelledExample], count: Int, intents: [String]) -> [LabelledExample] {
        var byIntent = Dictionary(grouping: examples.filter { $0.split == "train" }, by: \.intent)
        var chosen: [LabelledExample] = []
        var round = 0
        while chosen.count < count, round < 50 {
            for intent in intents where chosen.count < count {
                if let list = byIntent[intent], round < list.count { chosen.append(list[round]) }
            }
            round += 1
        }
        byIntent.removeAll()
        return chosen
    }

    /// Understands one command.
    ///
    /// - Parameters:
    ///   - text: the command (typed or transcribed).
    ///   - asrConfidence: the recogniser's confidence, nil for typed text.
    ///   - reference: "now", for resolving time expressions.
    ///   - timeZone: the time zone the time expressions are meant in.
    /// - Throws: `HearthError` from the model (a malformed output is not thrown: it is reported
    ///   in the result and handled by the safety net).
    public func understand(_ text: String, asrConfidence: Double? = nil, reference: Date, timeZone: TimeZone) async throws(HearthError) -> Understanding {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw HearthError(.invalidRequest, "the command is empty") }
        let request = StructuredRequest(messages: fixedMessages + [.user(trimmed)], grammar: grammar, maxTokens: 160,
                                        forcedPrefix: "{\"intent\":\"")
        let result = try await generator.generateStructured(request)
        var understanding = Understanding(intent: "none", slots: [:], raw: result.text, timeExpression: nil, rawConfidence: 0,
                                          nluConfidence: 0, confidence: 0, gate: .rephrase, alternatives: [],
                                          fromSafetyNet: false, malformed: false, seconds: result.totalSeconds)
        understanding.grammarSeconds = result.grammarSeconds
        understanding.evaluatedPromptTokens = result.evaluatedPromptTokens
        var modelAlternatives: [String] = []
        do {
            let value = try JSONValue.parse(result.text)
            try schema.validate(value)
            understanding.intent = value["intent"]?.string ?? "none"
            let (intentProbability, alternatives) = intentScores(result, chosen: understanding.intent)
            modelAlternatives = alternatives
            understanding.rawConfidence = intentProbability * slotScore(result)
            resolveSlots(value, into: &understanding, reference: reference, timeZone: timeZone)
        } catch {
            understanding.malformed = true
            FileHandle.standardError.write(Data("hearth: warning: malformed model output (\(error)): \(result.text)\n".utf8))
        }
        understanding.nluConfidence = calibration.apply(understanding.rawConfidence)
        understanding.confidence = configuration.fuse(nlu: understanding.nluConfidence, asr: asrConfidence)
        understanding.gate = configuration.gate(intent: understanding.intent, confidence: understanding.confidence)
        let ranked = matcher.rank(trimmed).filter { $0.similarity > 0.2 }.map(\.intent)
        var alternatives: [String] = []
        for intent in modelAlternatives + ranked where intent != understanding.intent && intent != "none" && !alternatives.contains(intent) {
            alternatives.append(intent)
        }
        understanding.alternatives = Array(alternatives.prefix(3))
        // Safety net: the model said none (or failed): the nearest labelled example proposes an
        // intent, shown as a question, never executed without asking.
        if understanding.intent == "none" || understanding.malformed, let proposal = matcher.propose(trimmed),
           proposal.intent != "none", proposal.similarity >= 0.35 {
            understanding.fromSafetyNet = true
            understanding.alternatives = [proposal.intent] + understanding.alternatives.filter { $0 != proposal.intent }
            understanding.gate = .ask
        }
        return understanding
    }

    /// The chosen intent's probability (product over its label tokens) and the other intents the
    /// first label token could have started, best first.
    func intentScores(_ result: StructuredResult, chosen: String) -> (Double, [String]) {
        var probability = 1.0
        var alternatives: [(String, Double)] = []
        var label = ""
        var first = true
        for token in result.tokens where !token.forced {
            if first {
                for alternative in token.alternatives {
                    let piece = alternative.text.trimmingCharacters(in: .whitespaces)
                    guard !piece.isEmpty else { continue }
                    for intent in schema.intents where intent != chosen && intent.hasPrefix(piece) && !alternatives.contains(where: { $0.0 == intent }) {
                        alternatives.append((intent, alternative.probability))
                    }
                }
                first = false
            }
            probability *= token.probability
            label += token.text
            if label.contains("\"") { break }
        }
        return (probability, alternatives.sorted { $0.1 > $1.1 }.map(\.0))
    }

    /// Geometric mean of the sampled (not forced) token probabilities after the intent label.
    func slotScore(_ result: StructuredResult) -> Double {
        var text = ""
        var seenLabel = false
        var logSum = 0.0
        var count = 0
        for token in result.tokens {
            text += token.text
            if !seenLabel {
                if text.count > "{\"intent\":\"".count, text.dropFirst("{\"intent\":\"".count).contains("\"") { seenLabel = true }
                continue
            }
            if token.forced { continue }
            logSum += log(max(token.probability, 1e-9))
            count += 1
        }
        return count == 0 ? 1 : exp(logSum / Double(count))
    }

    func resolveSlots(_ value: JSONValue, into understanding: inout Understanding, reference: Date, timeZone: TimeZone) {
        var slots: [String: String] = [:]
        for key in ["title", "email_subject", "email_body", "email_from"] {
            if let text = value[key]?.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty { slots[key] = text }
        }
        if let recipients = value["email_to"]?.array?.compactMap(\.string), !recipients.isEmpty {
            slots["email_to"] = recipients.joined(separator: ",")
        }
        let duration = value["duration_min"]?.number.map(Int.init)
        if let duration { slots["duration_min"] = String(duration) }
        if let expression = value["when"]?.string, !expression.isEmpty {
            understanding.timeExpression = expression
            let resolver = TimeResolver(reference: reference, timeZone: timeZone)
            if let time = try? resolver.resolve(expression) {
                let start = time.iso(time.start, in: timeZone)
                if let end = time.end ?? duration.map({ time.start.addingTimeInterval(Double($0) * 60) }) {
                    slots["datetime_range"] = start + "/" + time.iso(end, in: timeZone)
                } else {
                    slots["datetime_point"] = start
                }
            } else {
                // An expression the resolver cannot place: keep the words, lower the confidence.
                slots["when_unresolved"] = expression
                understanding.rawConfidence *= 0.5
            }
        }
        understanding.slots = slots
    }
}
