import Foundation

// How an intent is chosen and how sure Hearth is.
//
// The model's own opinion is read off its logits: after the fixed prompt and the command, the
// probabilities of the six labels' first tokens at one position (`LabelScoring`). A 0.5B model's
// opinion alone is right about four times in five on commands unlike its examples, and so are
// keyword cues and the nearest labelled example; they fail on different commands. A small
// multinomial logistic regression (the "stacker") weighs all three, fitted on labelled data;
// a second logistic regression turns the stacker's probability and what the slot drafter found
// (a missing title, a time it could not place) into the probability that the whole understanding
// is right: a Platt scaling with a few more inputs, fitted on dev and shipped as a resource
// (`voice-model.json`, refit by `hearth calibrate`). The gates compare that probability with
// their thresholds.

/// The features of one command: the model's label distribution, keyword cues, the nearest
/// labelled example per intent, and what the time resolver found.
public struct IntentFeatures: Sendable, Hashable, Codable {
    /// Feature values in ``VoiceModel/featureNames`` order.
    public var values: [Double]
    /// The model's total probability on the labels' first tokens (log): low when it wanted to say something else.
    public var labelMass: Double

    /// Keyword cues per intent (general English; the stacker weighs them).
    static let cues: [String: String] = [
        "add_reminder": #"\b(remind|reminder|reminded|forget|remember to|ping me|nudge me|make sure i|don't let me)\b"#,
        "create_event": #"\b(calendar|event|schedule|appointment|meeting|book|diary|agenda|block|hold|set up|pencil)\b|^(please\s+)?(add|put|create)\s+(?!(to|in|down|this|that|it)\b|\d)"#,
        "create_note": #"\b(note|notes|jot|memo|write (this|that|it|something) down|write down)\b"#,
        "send_email": #"\b(email|e-mail|mail|send|tell|write to|drop \S+ a line|message)\b|@"#,
        "read_email": #"\b(inbox|unread|read|check|any|anything|new|latest|from)\b|\b(did|has|have|what did)\b.{1,60}\b(e-?mail(ed)?|send|sent|write|wrote|written|reply|replied|answer(ed)?|get back|got back)\b"#,
        "none": #"\b(light|lights|lamp|music|song|play|weather|timer|alarm|temperature|thermostat|turn (on|off)|volume|who|why|how|what is|joke|cancel|delete|remove)\b"#,
    ]

    /// The feature names for `intents`: `model:<intent>`, `mass`, `tfidf:<intent>`,
    /// `cue:<intent>`, `time`, `duration`, `address`, `words`.
    public static func names(intents: [String]) -> [String] {
        intents.map { "model:" + $0 } + ["mass"] + intents.map { "tfidf:" + $0 } + intents.map { "cue:" + $0 }
            + ["time", "duration", "address", "words"]
    }

    /// Computes the features.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - intents: the schema's intents, in order.
    ///   - logProbabilities: the model's label log probabilities, in `intents` order.
    ///   - similarity: the nearest labelled example's cosine similarity per intent.
    ///   - extraction: the time resolver's mentions in the command.
    public init(text: String, intents: [String], logProbabilities: [Double], similarity: [String: Double], extraction: TimeExtraction) {
        let maximum = logProbabilities.max() ?? 0
        let logSum = maximum + log(logProbabilities.reduce(0) { $0 + exp($1 - maximum) })
        var values = logProbabilities.map { max($0 - logSum, -12) }
        values.append(max(logSum, -12))
        labelMass = max(logSum, -12)
        values += intents.map { similarity[$0] ?? 0 }
        let lowered = SlotDrafter.joinSpokenAddresses(text).lowercased()
        values += intents.map { intent in
            guard let pattern = Self.cues[intent], let regex = SlotDrafter.compiled(pattern) else { return 0 }
            return regex.firstMatch(in: lowered, range: NSRange(lowered.startIndex..., in: lowered)) == nil ? 0 : 1
        }
        values.append(extraction.when == nil ? 0 : 1)
        values.append(extraction.duration == nil ? 0 : 1)
        values.append(SlotDrafter.joinSpokenAddresses(text).contains("@") ? 1 : 0)
        values.append(log(Double(max(1, text.split(separator: " ").count))))
        self.values = values
    }
}

/// A logistic regression: one weight row per class (a single row is a binary one).
public struct LogisticRegression: Sendable, Hashable, Codable {
    /// Per class, a weight per feature and a bias last.
    public var weights: [[Double]]

    /// A regression with the given weights.
    public init(weights: [[Double]]) { self.weights = weights }

    /// Class probabilities (softmax over rows; a single row gives `[p]` through a sigmoid).
    public func probabilities(_ x: [Double]) -> [Double] {
        let scores = weights.map { row in zip(row, x).reduce(row.last ?? 0) { $0 + $1.0 * $1.1 } }
        if scores.count == 1 { return [1 / (1 + exp(-scores[0]))] }
        let maximum = scores.max() ?? 0
        let exps = scores.map { exp($0 - maximum) }
        let sum = exps.reduce(0, +)
        return exps.map { $0 / sum }
    }

    /// Fits by full-batch gradient descent on the log loss with an L2 penalty.
    ///
    /// - Parameters:
    ///   - samples: feature vectors and class indices (0/1 for a binary fit).
    ///   - classes: the number of classes (1 for binary).
    ///   - l2: the penalty on the weights (not the bias).
    ///   - steps: gradient steps.
    public static func fit(_ samples: [(x: [Double], y: Int)], classes: Int, l2: Double = 0.01, steps: Int = 3000) -> LogisticRegression {
        let dimension = samples.first?.x.count ?? 0
        var model = LogisticRegression(weights: Array(repeating: Array(repeating: 0, count: dimension + 1), count: classes))
        guard !samples.isEmpty else { return model }
        // Standardise inside the fit for a well-conditioned descent, then fold it into the weights.
        var mean = Array(repeating: 0.0, count: dimension), scale = Array(repeating: 1.0, count: dimension)
        for j in 0..<dimension {
            let column = samples.map { $0.x[j] }
            mean[j] = column.reduce(0, +) / Double(column.count)
            let variance = column.reduce(0) { $0 + ($1 - mean[j]) * ($1 - mean[j]) } / Double(column.count)
            scale[j] = variance > 1e-12 ? sqrt(variance) : 1
        }
        let xs = samples.map { sample in (0..<dimension).map { (sample.x[$0] - mean[$0]) / scale[$0] } }
        let n = Double(samples.count)
        var velocity = model.weights.map { $0.map { _ in 0.0 } }
        for _ in 0..<steps {
            var gradient = model.weights.map { $0.map { _ in 0.0 } }
            for (x, sample) in zip(xs, samples) {
                let p = model.probabilities(x)
                for c in 0..<classes {
                    let target: Double = classes == 1 ? Double(sample.y) : (sample.y == c ? 1 : 0)
                    let error = p[c] - target
                    for j in 0..<dimension { gradient[c][j] += error * x[j] }
                    gradient[c][dimension] += error
                }
            }
            for c in 0..<classes {
                for j in 0...dimension {
                    let penalty = j < dimension ? l2 * model.weights[c][j] : 0
                    velocity[c][j] = 0.9 * velocity[c][j] - 0.5 * (gradient[c][j] / n + penalty)
                    model.weights[c][j] += velocity[c][j]
                }
            }
        }
        // Fold the standardisation back: w·(x−m)/s + b = (w/s)·x + (b − Σ w m / s).
        for c in 0..<classes {
            var bias = model.weights[c][dimension]
            for j in 0..<dimension {
                model.weights[c][j] /= scale[j]
                bias -= model.weights[c][j] * mean[j]
            }
            model.weights[c][dimension] = bias
        }
        return model
    }
}

/// The fitted parts of understanding: the intent stacker and the confidence calibration, with
/// what they were fitted on. Shipped as `voice-model.json`; `hearth calibrate` refits it.
///
/// ```swift
/// let model = try VoiceModel.bundled()
/// let probabilities = model.intentProbabilities(features)
/// ```
public struct VoiceModel: Sendable, Hashable, Codable {
    /// The intents, in the stacker's class order.
    public var intents: [String]
    /// The feature names, in order (``IntentFeatures/names(intents:)``).
    public var featureNames: [String]
    /// The intent stacker.
    public var stacker: LogisticRegression
    /// The confidence calibration (inputs: ``confidenceInputs(text:probabilities:intents:chosen:draft:labelMass:spoken:)``).
    public var confidence: LogisticRegression
    /// What it was fitted on and how ("train+dev, 5-fold out-of-fold calibration on dev").
    public var fittedOn: String
    /// Expected calibration error of the confidence on the out-of-fold dev predictions.
    public var expectedCalibrationError: Double

    /// A fitted model; see the properties.
    public init(intents: [String], featureNames: [String], stacker: LogisticRegression, confidence: LogisticRegression,
                fittedOn: String, expectedCalibrationError: Double) {
        self.intents = intents
        self.featureNames = featureNames
        self.stacker = stacker
        self.confidence = confidence
        self.fittedOn = fittedOn
        self.expectedCalibrationError = expectedCalibrationError
    }

    /// A model that knows nothing (every intent equally likely, confidence one half): what
    /// `hearth calibrate` starts from, since fitting only needs the model's label scores.
    public static func untrained(intents: [String]) -> VoiceModel {
        let names = IntentFeatures.names(intents: intents)
        let stacker = LogisticRegression(weights: Array(repeating: Array(repeating: 0, count: names.count + 1), count: intents.count))
        let confidence = LogisticRegression(weights: [Array(repeating: 0, count: confidenceInputCount(intents: intents) + 1)])
        return VoiceModel(intents: intents, featureNames: names, stacker: stacker, confidence: confidence, fittedOn: "nothing", expectedCalibrationError: 0)
    }

    /// The intent probabilities, in ``intents`` order.
    public func intentProbabilities(_ features: IntentFeatures) -> [Double] { stacker.probabilities(features.values) }

    /// The calibration's inputs: the chosen intent's probability (as a logit), its margin over the
    /// next, the model's probability mass on the labels, whether a required slot is missing or the
    /// time could not be placed, whether a reminder or event has a time, how long the title is and
    /// whether carrier words ("remind", "calendar", "note", "email") are left in it, whether the
    /// command is a question, whether the time is in doubt (``SlotDrafter/Draft/timeDoubt``), the
    /// shape of a reminder's or event's title (whether it opens with a pronoun, conjunction or
    /// filler word, and whether it runs on past sentence punctuation), whether the command came from
    /// the speech recogniser, and the intent.
    ///
    /// Whether the command was heard matters: a transcript is often misheard in ways the other
    /// inputs cannot see, so one calibration over both kinds trusted transcripts too far and typed
    /// commands not far enough (on dev, transcripts that reached 0.91 were right 74% of the time,
    /// typed ones 99.7%). With it, each kind is calibrated on its own reliability; a transcript's
    /// confidence is then still fused with the recogniser's own (``VoiceConfiguration/fuse(nlu:asr:)``).
    public static func confidenceInputs(text: String, probabilities: [Double], intents: [String], chosen: Int, draft: SlotDrafter.Draft,
                                        labelMass: Double, spoken: Bool) -> [Double] {
        let sorted = probabilities.sorted(by: >)
        let p = min(max(probabilities[chosen], 1e-6), 1 - 1e-6)
        let title = draft.slots["title"] ?? draft.slots["email_body"] ?? ""
        let titleWords = title.split(separator: " ").count
        let lowered = " " + title.lowercased() + " "
        let carrier = [" remind", " calendar", " note ", " email", " reminder", " schedule "].contains { lowered.contains($0) }
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let asks = trimmed.hasSuffix("?") || trimmed.range(of: #"^(what|what's|whats|when|where|who|why|how|did|do|does|is|are|was|were|which|have|has|can i|could i)\b"#,
                                                             options: .regularExpression) != nil
        let question = asks && intents[chosen] != "read_email"
        let timed = ["add_reminder", "create_event"].contains(intents[chosen])
        var inputs = [log(p / (1 - p)), sorted[0] - (sorted.count > 1 ? sorted[1] : 0), max(labelMass, -12),
                      draft.missingRequired ? 1 : 0, draft.unresolvedTime == nil ? 0 : 1,
                      timed && draft.timeExpression == nil ? 1 : 0, log(Double(1 + titleWords)), carrier ? 1 : 0, question ? 1 : 0,
                      draft.timeDoubt ? 1 : 0]
        inputs += timed ? titleShape(title, event: intents[chosen] == "create_event") : [0, 0]
        inputs.append(spoken ? 1 : 0)
        inputs += intents.indices.map { $0 == chosen ? 1 : 0 }
        return inputs
    }

    /// Two signs that a reminder's or event's title kept words that are not its name: it opens
    /// with a pronoun, conjunction or filler word that names rarely open with ("I had retro with
    /// the team", "and car service", "let's get the kitchen fitter in", "me in for a massage"), or
    /// it runs on past sentence punctuation ("pottery class, that", "all and meeting. Please make
    /// it"). Both are 0 or 1. An event's name opens with "my" as often as not ("my annual leave",
    /// "my dentist appointment": 34 of Hearth's labelled event titles), so for an `event` "my"
    /// is no odd opening.
    static func titleShape(_ title: String, event: Bool) -> [Double] {
        let words = title.lowercased().split(whereSeparator: { $0 == " " })
        let first = words.first.map { String($0).trimmingCharacters(in: .punctuationCharacters) } ?? ""
        let opensOddly = Self.oddOpeners.contains(first) && !(event && first == "my")
        let runsOn = title.dropLast().contains { ",.;!?".contains($0) }
        return [opensOddly ? 1 : 0, runsOn ? 1 : 0]
    }

    /// Words that open a sentence about a name rather than the name itself.
    static let oddOpeners: Set<String> = [
        "i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "you", "me", "my", "it", "and", "but", "so", "or", "then",
        "um", "uh", "er", "oh", "ok", "okay", "well", "please", "let's", "lets", "no", "sorry", "just", "there's", "there",
        "is", "are", "was", "can", "could", "would", "will", "welcome",
    ]

    /// How many inputs the calibration takes.
    static func confidenceInputCount(intents: [String]) -> Int { 13 + intents.count }

    /// The calibrated probability that the whole understanding is right.
    public func confidence(text: String, probabilities: [Double], chosen: Int, draft: SlotDrafter.Draft, labelMass: Double,
                           spoken: Bool) -> Double {
        confidence.probabilities(Self.confidenceInputs(text: text, probabilities: probabilities, intents: intents, chosen: chosen,
                                                       draft: draft, labelMass: labelMass, spoken: spoken))[0]
    }

    /// The model shipped with Hearth (`Resources/voice-model.json`).
    ///
    /// - Throws: `VoiceError.invalidData` when the resource is missing or unreadable.
    public static func bundled() throws(VoiceError) -> VoiceModel {
        guard let url = Bundle.module.url(forResource: "voice-model", withExtension: "json") else {
            throw VoiceError(.invalidData, "voice-model.json is missing from the HearthVoice bundle")
        }
        return try load(url)
    }

    /// Reads a model written by `hearth calibrate`.
    ///
    /// - Throws: `VoiceError.invalidData` for a file that is not a voice model.
    public static func load(_ url: URL) throws(VoiceError) -> VoiceModel {
        guard let data = try? Data(contentsOf: url), let model = try? JSONDecoder().decode(VoiceModel.self, from: data) else {
            throw VoiceError(.invalidData, "\(url.path) is not a voice model; rerun hearth calibrate")
        }
        // Fitted for other inputs (an older Hearth): its weights would meet the wrong features.
        guard model.featureNames == IntentFeatures.names(intents: model.intents),
              model.stacker.weights.allSatisfy({ $0.count == model.featureNames.count + 1 }),
              model.confidence.weights.allSatisfy({ $0.count == confidenceInputCount(intents: model.intents) + 1 }) else {
            throw VoiceError(.invalidData, "\(url.path) was fitted for another version of Hearth's voice features; rerun hearth calibrate")
        }
        return model
    }

    /// Expected calibration error over ten equal-width bins.
    public static func expectedCalibrationError(_ samples: [(confidence: Double, correct: Bool)]) -> Double {
        guard !samples.isEmpty else { return 0 }
        var total = 0.0
        for bin in 0..<10 {
            let members = samples.filter { min(Int($0.confidence * 10), 9) == bin }
            guard !members.isEmpty else { continue }
            let confidence = members.reduce(0) { $0 + $1.confidence } / Double(members.count)
            let accuracy = Double(members.filter(\.correct).count) / Double(members.count)
            total += Double(members.count) * abs(confidence - accuracy)
        }
        return total / Double(samples.count)
    }
}
