import Foundation
import HearthCore

/// Scores understandings against labelled examples: intent accuracy, slot precision/recall/F1 per
/// slot and overall, malformed outputs, what the gates did in and out of domain, calibration
/// error, latency and prompt tokens per command, and a line per source.
public struct NLUReport: Sendable, Hashable, Codable {
    /// Slot counts for precision, recall and F1.
    public struct SlotScore: Sendable, Hashable, Codable {
        /// Slots predicted with the gold value.
        public var truePositives = 0
        /// Slots predicted that are not gold, or with a wrong value.
        public var falsePositives = 0
        /// Gold slots missed, or given a wrong value.
        public var falseNegatives = 0
        /// Correct predicted slots over predicted slots.
        public var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives)) }
        /// Correct predicted slots over gold slots.
        public var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives)) }
        /// The harmonic mean of precision and recall.
        public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    }

    /// Counts for one source of examples.
    public struct SourceScore: Sendable, Hashable, Codable {
        /// Examples.
        public var examples = 0
        /// With the right intent.
        public var intentCorrect = 0
        /// With the right intent and every slot right.
        public var fullyCorrect = 0
    }

    /// Examples run.
    public var examples = 0
    /// Examples whose intent was right.
    public var intentCorrect = 0
    /// Understandings that did not fit the schema.
    public var malformed = 0
    /// Examples labelled with the intent alone: judged on the intent, their slots not scored.
    public var intentOnly = 0
    /// In-domain examples (gold intent not "none").
    public var inDomain = 0
    /// In-domain examples shown for confirmation.
    public var confirmations = 0
    /// In-domain examples asked about (alternatives offered) or rejected.
    public var asked = 0
    /// In-domain examples run without asking.
    public var autoExecutions = 0
    /// In-domain auto-runs with a wrong intent or a wrong/missing slot.
    public var falseAutoExecutions = 0
    /// Out-of-domain examples (gold "none").
    public var outOfDomain = 0
    /// Out-of-domain examples run without asking (always wrong).
    public var outOfDomainAutoExecutions = 0
    /// Out-of-domain examples that were asked about or shown for confirmation.
    public var outOfDomainAsked = 0
    /// Slot scores by slot name.
    public var slots: [String: SlotScore] = [:]
    /// Slot scores over all slots.
    public var overall = SlotScore()
    /// Scores by the examples' `source`.
    public var sources: [String: SourceScore] = [:]
    /// Seconds per example (the model call).
    public var latencies: [Double] = []
    /// Prompt tokens evaluated per example (after the first, only the new command line).
    public var evaluatedPromptTokens: [Int] = []
    /// (calibrated confidence, fully correct) per in-domain-intent example.
    public var scores: [Score] = []
    /// Examples the parser got wrong: utterance, gold, predicted.
    public var errors: [String] = []
    /// Every example's outcome, in order (for `--decisions FILE`: reading where the gates stand).
    public var decisions: [Decision] = []

    /// What happened to one example.
    public struct Decision: Sendable, Hashable, Codable {
        /// The command.
        public var utterance: String
        /// Where it came from (the example's `source`).
        public var source: String
        /// The labelled intent.
        public var gold: String
        /// The understood intent.
        public var intent: String
        /// Intent and every slot right.
        public var correct: Bool
        /// The gate it met (`execute`, `confirm`, `ask`, `rephrase`).
        public var gate: String
        /// The calibrated NLU confidence.
        public var confidence: Double
        /// Why it asked or refused although the scores alone would not have (the understanding's
        /// `heldBack`: "no words like \"remind\"… were said around the title"), nil when nothing held it back.
        public var reason: String?
    }

    /// One example's confidence and whether it was fully correct.
    public struct Score: Sendable, Hashable, Codable {
        /// The calibrated NLU confidence.
        public var confidence: Double
        /// Whether intent and every slot were right.
        public var correct: Bool
    }

    /// An empty report.
    public init() {}

    /// Examples with the right intent, over all.
    public var intentAccuracy: Double { Double(intentCorrect) / Double(max(1, examples)) }
    /// In-domain examples shown for confirmation or asked about, over in-domain examples.
    public var confirmationRate: Double { Double(confirmations + asked) / Double(max(1, inDomain)) }
    /// Wrong auto-runs over auto-runs, in domain: the rate that matters most.
    public var falseAutoExecutionRate: Double { Double(falseAutoExecutions) / Double(max(1, autoExecutions)) }
    /// Expected calibration error of the confidence over examples whose chosen intent is runnable.
    public var expectedCalibrationError: Double { VoiceModel.expectedCalibrationError(scores.map { ($0.confidence, $0.correct) }) }

    /// The `p` quantile (0 to 1) of the latencies, in seconds (0 with none).
    public func latencyPercentile(_ p: Double) -> Double {
        guard !latencies.isEmpty else { return 0 }
        let sorted = latencies.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    /// Normalised slot text for comparison: lowercased, punctuation dropped, spaces collapsed, a
    /// leading article dropped ("the invoice" and "invoice" name the same thing).
    static func normalise(_ value: String) -> String {
        if value.first?.isNumber == true, value.contains("T") { return value } // ISO times compare exactly
        var words = value.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" })
        if words.count > 1, ["the", "a", "an", "my"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// Adds one example and the drafter's slots for its labelled intent, as `hearth eval slots`
    /// scores the drafter alone (no model; confidence 1, so the gate runs the draft unless
    /// something in it holds it back, as a sure intent would be run).
    public mutating func record(_ example: LabelledExample, draft: SlotDrafter.Draft) {
        let gate: Gate = IntentParser.holdBack(draft) == nil && example.intent != "send_email" ? .execute : .confirm
        record(example, Understanding(intent: example.intent, slots: draft.slots, raw: "", timeExpression: draft.timeExpression,
                                      rawConfidence: 1, nluConfidence: 1, confidence: 1, gate: gate, alternatives: [],
                                      fromSafetyNet: false, malformed: false, seconds: 0))
    }

    /// Adds one example and what was understood.
    public mutating func record(_ example: LabelledExample, _ understanding: Understanding) {
        examples += 1
        latencies.append(understanding.seconds)
        evaluatedPromptTokens.append(understanding.evaluatedPromptTokens)
        if understanding.malformed { malformed += 1 }
        let intentRight = understanding.intent == example.intent
        if intentRight { intentCorrect += 1 }
        var slotsRight = true
        if example.intentOnly == true {
            intentOnly += 1 // judged on the intent: its slots are not labelled, so none is scored
        } else {
            let predicted = understanding.slots.filter { $0.key != "when_unresolved" }.mapValues(Self.normalise)
            let gold = example.slots.mapValues(Self.normalise)
            for key in Set(predicted.keys).union(gold.keys) {
                var score = slots[key] ?? SlotScore()
                switch (gold[key], predicted[key]) {
                case let (g?, p?) where g == p: score.truePositives += 1; overall.truePositives += 1
                case (_?, _?):
                    score.falsePositives += 1; score.falseNegatives += 1
                    overall.falsePositives += 1; overall.falseNegatives += 1; slotsRight = false
                case (nil, _?): score.falsePositives += 1; overall.falsePositives += 1; slotsRight = false
                case (_?, nil): score.falseNegatives += 1; overall.falseNegatives += 1; slotsRight = false
                default: break
                }
                slots[key] = score
            }
        }
        // A command whose only right outcome is asking is wrong when it runs, whatever its slots.
        let correct = intentRight && slotsRight && !(example.mustAsk == true && understanding.gate == .execute)
        if example.intent == "none" {
            outOfDomain += 1
            switch understanding.gate {
            case .execute: outOfDomainAutoExecutions += 1
            case .confirm, .ask: outOfDomainAsked += 1
            case .rephrase: break
            }
        } else {
            inDomain += 1
            switch understanding.gate {
            case .confirm: confirmations += 1
            case .ask, .rephrase: asked += 1
            case .execute:
                autoExecutions += 1
                if !correct { falseAutoExecutions += 1 }
            }
        }
        if understanding.intent != "none" { scores.append(.init(confidence: understanding.nluConfidence, correct: correct)) }
        var source = sources[example.source ?? "unknown"] ?? SourceScore()
        source.examples += 1
        if intentRight { source.intentCorrect += 1 }
        if correct { source.fullyCorrect += 1 }
        sources[example.source ?? "unknown"] = source
        decisions.append(Decision(utterance: example.utterance, source: example.source ?? "unknown", gold: example.intent,
                                  intent: understanding.intent, correct: correct, gate: understanding.gate.rawValue,
                                  confidence: understanding.nluConfidence, reason: understanding.heldBack))
        if !correct {
            errors.append("\(example.utterance) | gold \(example.intent) \(example.slots.sorted { $0.key < $1.key }) | got \(understanding.intent) \(understanding.slots.sorted { $0.key < $1.key }) | \(understanding.gate.rawValue) \(String(format: "%.2f", understanding.confidence))")
        }
    }

    /// The report as text lines.
    public var text: String {
        let slotScore = intentOnly == examples ? "slots not labelled"
            : String(format: "slot P %.1f%% R %.1f%% F1 %.1f%%", overall.precision * 100, overall.recall * 100, overall.f1 * 100)
        var lines = [String(format: "examples %d · intent accuracy %.1f%% · %@ · malformed %d", examples, intentAccuracy * 100, slotScore as NSString, malformed)
                        + (intentOnly > 0 ? " · \(intentOnly) labelled with the intent only (slots not scored; right means the intent is right)" : ""),
                     String(format: "in domain %d: auto-run %d, wrong %d (%.1f%% of auto-runs) · confirm %d + ask %d (%.1f%%)",
                            inDomain, autoExecutions, falseAutoExecutions, falseAutoExecutionRate * 100, confirmations, asked, confirmationRate * 100),
                     String(format: "out of domain %d: auto-run %d (%.1f%%), asked %d · ECE %.3f",
                            outOfDomain, outOfDomainAutoExecutions, Double(outOfDomainAutoExecutions) / Double(max(1, outOfDomain)) * 100,
                            outOfDomainAsked, expectedCalibrationError),
                     String(format: "model call p50 %.0f ms p95 %.0f ms · prompt tokens evaluated: first %d, then mean %.1f (the fixed prompt stays in the KV cache)",
                            latencyPercentile(0.5) * 1000, latencyPercentile(0.95) * 1000, evaluatedPromptTokens.first ?? 0,
                            Double(evaluatedPromptTokens.dropFirst().reduce(0, +)) / Double(max(1, evaluatedPromptTokens.count - 1)))]
        for (slot, score) in slots.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + slot.padded(to: 15) + String(format: " P %5.1f%%  R %5.1f%%  F1 %5.1f%%  (tp %d fp %d fn %d)",
                                score.precision * 100, score.recall * 100, score.f1 * 100, score.truePositives, score.falsePositives, score.falseNegatives))
        }
        for (name, score) in sources.sorted(by: { $0.key < $1.key }) {
            lines.append("  source " + name.padded(to: 20) + String(format: " %4d  intent %5.1f%%  fully right %5.1f%%", score.examples,
                                Double(score.intentCorrect) / Double(max(1, score.examples)) * 100,
                                Double(score.fullyCorrect) / Double(max(1, score.examples)) * 100))
        }
        return lines.joined(separator: "\n")
    }
}

extension IntentParser {
    /// Runs every example and scores it.
    ///
    /// - Parameters:
    ///   - examples: the labelled examples to run (one split).
    ///   - progress: called after each example with its index.
    /// - Throws: `HearthError` from the model; `VoiceError.invalidData` for a bad reference time.
    public func evaluate(_ examples: [LabelledExample], progress: (Int, Understanding) -> Void = { _, _ in }) async throws -> NLUReport {
        var report = NLUReport()
        for (index, example) in examples.enumerated() {
            let (reference, zone) = try example.clock(index)
            // A transcript is judged as the spoken path judges it: with the recogniser's confidence.
            let understanding = try await understand(example.utterance, asrConfidence: example.asrConfidence, reference: reference, timeZone: zone)
            progress(index, understanding)
            report.record(example, understanding)
        }
        return report
    }

    /// Fits the stacker and the calibration, and reports dev out of fold.
    ///
    /// The model's label scores are read once per example. Dev is cut into `folds`; each fold's
    /// intents are predicted by a stacker fitted on train and the other folds, and its confidence
    /// by a calibration fitted on the other folds' out-of-fold predictions, so the dev report is
    /// what a model that never saw those commands would do. The shipped stacker is fitted on
    /// train and all of dev, the calibration on all of dev's out-of-fold predictions.
    ///
    /// Spent held-out sets teach the calibration only: their intents are predicted by the shipped
    /// stacker (which never sees them), and they join dev's folds for the calibration and the
    /// report. They are typed commands like the ones Hearth meets; fitted into the stacker too,
    /// they tilted it towards events on dev's other kinds (reminders said as "alert me…").
    ///
    /// - Parameters:
    ///   - train: the training split (also the nearest-example neighbours: left out of their own features).
    ///   - dev: the held-out split the stacker and the calibration are fitted on.
    ///   - spent: held-out sets already run once, for the calibration (after dev in the report).
    ///   - folds: dev folds.
    ///   - cache: label log probabilities already read, by utterance (a cache kept between
    ///     fits; the model's are added to it).
    ///   - progress: called with (done, total) while the model reads the examples.
    /// - Returns: The fitted model and the out-of-fold dev report.
    /// - Throws: `HearthError` from the model; `VoiceError.invalidData` for a bad reference time.
    public func fit(train: [LabelledExample], dev: [LabelledExample], spent: [LabelledExample] = [], folds: Int = 5,
                    scores cache: inout [String: [Double]], progress: (Int, Int) -> Void = { _, _ in }) async throws -> (VoiceModel, NLUReport) {
        let total = train.count + dev.count + spent.count
        var scored: [(example: LabelledExample, logProbabilities: [Double], features: IntentFeatures, seconds: Double, evaluated: Int)] = []
        for (index, example) in (train + dev + spent).enumerated() {
            let (reference, zone) = try example.clock(index)
            var logProbabilities = cache[example.utterance] ?? []
            var seconds = 0.0, evaluated = 0
            if logProbabilities.count != schema.intents.count {
                let scores = try await scoreLabels(example.utterance)
                (logProbabilities, seconds, evaluated) = (scores.logProbabilities, scores.seconds, scores.evaluatedPromptTokens)
                cache[example.utterance] = logProbabilities
            }
            let isTrain = index < train.count
            let features = features(example.utterance, logProbabilities: logProbabilities,
                                    resolver: TimeResolver(reference: reference, timeZone: zone), leavingOut: isTrain)
            scored.append((example, logProbabilities, features, seconds, evaluated))
            progress(index + 1, total)
        }
        let intents = schema.intents
        func samples(_ items: ArraySlice<(example: LabelledExample, logProbabilities: [Double], features: IntentFeatures, seconds: Double, evaluated: Int)>) -> [(x: [Double], y: Int)] {
            items.map { ($0.features.values, intents.firstIndex(of: $0.example.intent) ?? intents.count - 1) }
        }
        let trainSamples = samples(scored[..<train.count])
        let stacked = train.count + dev.count
        // Dev, then the spent sets: the items the calibration learns from and the report covers.
        let devItems = Array(scored[train.count...])
        let foldOf = devItems.indices.map { $0 % max(1, folds) }
        // Out-of-fold intents on dev; the spent sets' from the shipped stacker.
        let stacker = LogisticRegression.fit(samples(scored[..<stacked]), classes: intents.count)
        var probabilities = devItems.indices.map { $0 < dev.count ? [Double]() : stacker.probabilities(devItems[$0].features.values) }
        for fold in 0..<max(1, folds) {
            let rest = devItems.indices.filter { $0 < dev.count && foldOf[$0] != fold }.map { devItems[$0] }
            let foldStacker = LogisticRegression.fit(trainSamples + samples(rest[...]), classes: intents.count)
            for index in devItems.indices where index < dev.count && foldOf[index] == fold {
                probabilities[index] = foldStacker.probabilities(devItems[index].features.values)
            }
        }
        // Drafts for the out-of-fold intents, and whether each understanding is right.
        var inputs: [[Double]] = []
        var right: [Bool] = []
        var drafts: [SlotDrafter.Draft] = []
        var chosenIntents: [String] = []
        for (index, item) in devItems.enumerated() {
            let (reference, zone) = try item.example.clock(index)
            let chosen = self.chosen(probabilities[index], text: item.example.utterance)
            let draft = SlotDrafter().draft(item.example.utterance, intent: intents[chosen], resolver: TimeResolver(reference: reference, timeZone: zone))
            drafts.append(draft)
            chosenIntents.append(intents[chosen])
            inputs.append(VoiceModel.confidenceInputs(text: item.example.utterance, probabilities: probabilities[index], intents: intents,
                                                      chosen: chosen, draft: draft, labelMass: item.features.labelMass,
                                                      spoken: item.example.asrConfidence != nil))
            var understanding = Understanding(intent: intents[chosen], slots: draft.slots, raw: "", timeExpression: nil, rawConfidence: 0,
                                              nluConfidence: 0, confidence: 0, gate: .rephrase, alternatives: [], fromSafetyNet: false,
                                              malformed: false, seconds: 0)
            understanding.slots = draft.slots
            var probe = NLUReport()
            probe.record(item.example, understanding)
            right.append(probe.errors.isEmpty)
        }
        // The calibration learns from what reaches the gates: a command given a runnable intent
        // and not refused before any confidence is read (a request to change what is there, or a
        // question about it).
        let calibrates = devItems.indices.map { chosenIntents[$0] != "none" && SlotDrafter.refusal(devItems[$0].example.utterance) == nil }
        // Out-of-fold calibration on dev, then the report with both out of fold.
        var report = NLUReport()
        var placeholder = model
        for fold in 0..<max(1, folds) {
            let rest = devItems.indices.filter { foldOf[$0] != fold && calibrates[$0] }
            let calibration = LogisticRegression.fit(rest.map { (inputs[$0], right[$0] ? 1 : 0) }, classes: 1)
            placeholder.confidence = calibration
            for index in devItems.indices where foldOf[index] == fold {
                let item = devItems[index]
                let (reference, zone) = try item.example.clock(index)
                var parser = self
                parser.model = placeholder
                var understanding = parser.decide(item.example.utterance, probabilities: probabilities[index], draft: drafts[index],
                                                  labelMass: item.features.labelMass, asrConfidence: item.example.asrConfidence,
                                                  reference: reference, timeZone: zone)
                understanding.seconds = item.seconds
                understanding.evaluatedPromptTokens = item.evaluated
                report.record(item.example, understanding)
            }
        }
        let calibrationSet = devItems.indices.filter { calibrates[$0] }
        let calibration = LogisticRegression.fit(calibrationSet.map { (inputs[$0], right[$0] ? 1 : 0) }, classes: 1)
        let calibratedOn = spent.isEmpty ? "dev examples" : "dev and spent held-out examples (\(spent.count) spent)"
        let fitted = VoiceModel(intents: intents, featureNames: IntentFeatures.names(intents: intents), stacker: stacker, confidence: calibration,
                                fittedOn: "stacker: \(train.count) train + \(dev.count) dev examples; calibration: the \(calibrationSet.count) \(calibratedOn) given a runnable intent and not refused (a change to or a question about what is there), out of fold (\(folds) folds)",
                                expectedCalibrationError: report.expectedCalibrationError)
        return (fitted, report)
    }
}

extension LabelledExample {
    /// The reference time and zone.
    ///
    /// - Parameter index: the example's position, for the error message.
    /// - Throws: `VoiceError.invalidData` naming the example when either is unreadable.
    public func clock(_ index: Int) throws(VoiceError) -> (Date, TimeZone) {
        guard let reference = referenceDate, let zone = TimeZone(identifier: timezone) else {
            throw VoiceError(.invalidData, "example \(index + 1) (\(utterance.prefix(40))) has a bad reference time or time zone")
        }
        return (reference, zone)
    }
}
