import Foundation
import HearthCore

/// Scores an `IntentParser` on labelled examples: intent accuracy, slot precision/recall/F1 per
/// slot and overall, malformed outputs, confirmation rate, false auto-execution rate, latency.
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

    /// Examples run.
    public var examples = 0
    /// Examples whose intent was right.
    public var intentCorrect = 0
    /// Model outputs that did not parse or validate.
    public var malformed = 0
    /// Examples the gates asked about.
    public var confirmations = 0
    /// Examples the gates would have run without asking.
    public var autoExecutions = 0
    /// Auto-executed with a wrong intent or a wrong/missing slot.
    public var falseAutoExecutions = 0
    /// Slot scores by slot name.
    public var slots: [String: SlotScore] = [:]
    /// Slot scores over all slots.
    public var overall = SlotScore()
    /// Seconds per example.
    public var latencies: [Double] = []
    /// Seconds in the grammar sampler, per example.
    public var grammarSeconds: [Double] = []
    /// Prompt tokens evaluated per example (after the first, only the new user turn).
    public var evaluatedPromptTokens: [Int] = []
    /// (raw confidence, fully correct) per example, for calibration.
    public var scores: [Score] = []
    /// Examples the parser got wrong: utterance, gold, predicted.
    public var errors: [String] = []

    /// One example's raw confidence and whether it was fully correct.
    public struct Score: Sendable, Hashable, Codable {
        /// The raw (uncalibrated) NLU confidence.
        public var raw: Double
        /// Whether intent and every slot were right.
        public var correct: Bool
    }

    /// Examples with the right intent, over all.
    public var intentAccuracy: Double { Double(intentCorrect) / Double(max(1, examples)) }
    /// Examples asked about, over all.
    public var confirmationRate: Double { Double(confirmations) / Double(max(1, examples)) }
    /// Examples run without asking but wrong, over all: the rate that matters most.
    public var falseAutoExecutionRate: Double { Double(falseAutoExecutions) / Double(max(1, examples)) }

    /// The `p` quantile (0 to 1) of the latencies, in seconds (0 with none).
    public func latencyPercentile(_ p: Double) -> Double {
        guard !latencies.isEmpty else { return 0 }
        let sorted = latencies.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    /// The report as text lines.
    public var text: String {
        var lines = [String(format: "examples %d · intent accuracy %.1f%% · slot P %.1f%% R %.1f%% F1 %.1f%% · malformed %d",
                            examples, intentAccuracy * 100, overall.precision * 100, overall.recall * 100, overall.f1 * 100, malformed),
                     String(format: "confirmation rate %.1f%% · auto-executed %d · false auto-execution %.1f%% (%d) · latency p50 %.0f ms p95 %.0f ms",
                            confirmationRate * 100, autoExecutions, falseAutoExecutionRate * 100, falseAutoExecutions,
                            latencyPercentile(0.5) * 1000, latencyPercentile(0.95) * 1000),
                     String(format: "grammar sampler %.1f%% of model time (mean %.0f ms per command) · prompt tokens evaluated per command: first %d, then mean %.1f (the rest reused from the KV cache)",
                            grammarSeconds.reduce(0, +) / max(1e-9, latencies.reduce(0, +)) * 100,
                            grammarSeconds.reduce(0, +) / Double(max(1, grammarSeconds.count)) * 1000,
                            evaluatedPromptTokens.first ?? 0,
                            Double(evaluatedPromptTokens.dropFirst().reduce(0, +)) / Double(max(1, evaluatedPromptTokens.count - 1)))]
        for (slot, score) in slots.sorted(by: { $0.key < $1.key }) {
            lines.append(String(format: "  %-15@ P %5.1f%%  R %5.1f%%  F1 %5.1f%%  (tp %d fp %d fn %d)", slot as NSString,
                                score.precision * 100, score.recall * 100, score.f1 * 100, score.truePositives, score.falsePositives, score.falseNegatives))
        }
        return lines.joined(separator: "\n")
    }
}

extension IntentParser {
    /// Normalised slot text for comparison: lowercased, punctuation dropped, spaces collapsed, a
    /// leading article dropped ("the invoice" and "invoice" name the same thing).
    static func normalise(_ value: String) -> String {
        if value.first?.isNumber == true, value.contains("T") { return value } // ISO times compare exactly
        var words = value.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" })
        if words.count > 1, ["the", "a", "an", "my"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// Runs every example and scores it.
    ///
    /// - Parameters:
    ///   - examples: the labelled examples to run (one split).
    ///   - progress: called after each example with its index.
    /// - Throws: `HearthError` from the model; `VoiceError.invalidData` for a bad reference time.
    public func evaluate(_ examples: [LabelledExample], progress: (Int, Understanding) -> Void = { _, _ in }) async throws -> NLUReport {
        var report = NLUReport()
        for (index, example) in examples.enumerated() {
            guard let reference = example.referenceDate, let zone = TimeZone(identifier: example.timezone) else {
                throw VoiceError(.invalidData, "example \(index + 1) has a bad reference time or time zone")
            }
            let understanding = try await understand(example.utterance, reference: reference, timeZone: zone)
            progress(index, understanding)
            report.examples += 1
            report.latencies.append(understanding.seconds)
            report.grammarSeconds.append(understanding.grammarSeconds)
            report.evaluatedPromptTokens.append(understanding.evaluatedPromptTokens)
            if understanding.malformed { report.malformed += 1 }
            let intentRight = understanding.intent == example.intent
            if intentRight { report.intentCorrect += 1 }
            var slotsRight = true
            let predicted = understanding.slots.filter { $0.key != "when_unresolved" }.mapValues(Self.normalise)
            let gold = example.slots.mapValues(Self.normalise)
            for key in Set(predicted.keys).union(gold.keys) {
                var score = report.slots[key] ?? NLUReport.SlotScore()
                switch (gold[key], predicted[key]) {
                case let (g?, p?) where g == p: score.truePositives += 1; report.overall.truePositives += 1
                case let (g?, p?):
                    _ = (g, p)
                    score.falsePositives += 1; score.falseNegatives += 1
                    report.overall.falsePositives += 1; report.overall.falseNegatives += 1; slotsRight = false
                case (nil, _?): score.falsePositives += 1; report.overall.falsePositives += 1; slotsRight = false
                case (_?, nil): score.falseNegatives += 1; report.overall.falseNegatives += 1; slotsRight = false
                default: break
                }
                report.slots[key] = score
            }
            switch understanding.gate {
            case .confirm: report.confirmations += 1
            case .execute:
                report.autoExecutions += 1
                if !(intentRight && slotsRight) { report.falseAutoExecutions += 1 }
            default: break
            }
            report.scores.append(.init(raw: understanding.rawConfidence, correct: intentRight && slotsRight))
            if !(intentRight && slotsRight) {
                report.errors.append("\(example.utterance) | gold \(example.intent) \(example.slots) | got \(understanding.intent) \(understanding.slots) | \(understanding.raw)")
            }
        }
        return report
    }
}
