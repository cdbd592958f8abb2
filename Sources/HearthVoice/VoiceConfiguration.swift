/// Weights and thresholds of the confidence gates.
///
/// ```swift
/// var configuration = VoiceConfiguration()
/// configuration.autoExecuteThreshold = 0.95
/// ```
public struct VoiceConfiguration: Sendable, Hashable, Codable {
    /// Weight of the language-understanding confidence in the fused score.
    public var nluWeight = 0.6
    /// Weight of the speech-recognition confidence (typed text counts as 1.0).
    public var asrWeight = 0.4
    /// Fused confidence at or above which an action runs without asking.
    public var autoExecuteThreshold = 0.91
    /// Fused confidence at or above which the filled form is shown for confirmation; below it
    /// Hearth asks, offering alternatives.
    public var confirmThreshold = 0.81
    /// Intents that always ask for confirmation, whatever the confidence.
    public var alwaysConfirm: Set<String> = ["send_email"]
    /// Labelled examples placed in the fixed prompt, round-robin over the intents (from the training split).
    public var promptExamples = 18

    /// The defaults: 0.6 NLU + 0.4 ASR for speech (typed text: NLU alone), run at 0.91, confirm from 0.81, email always asks, 18 prompt examples (three per intent).
    public init() {}
}

/// What Hearth does with an understood command.
public enum Gate: String, Sendable, Hashable, Codable {
    /// Run it.
    case execute
    /// Show the filled form and ask `[y/N/edit]`.
    case confirm
    /// Ask, offering the alternatives.
    case ask
    /// Nothing Hearth can run was understood: ask the user to rephrase.
    case rephrase
}

extension VoiceConfiguration {
    /// Fuses NLU and ASR confidence; typed text (`asr` nil) keeps the NLU confidence as it is
    /// (counting it as a perfect recognition would lift every calibrated score over the gates).
    public func fuse(nlu: Double, asr: Double?) -> Double {
        guard let asr else { return nlu }
        let total = nluWeight + asrWeight
        return (nluWeight * nlu + asrWeight * asr) / (total > 0 ? total : 1)
    }

    /// The gate for an intent at a fused confidence.
    public func gate(intent: String, confidence: Double) -> Gate {
        if intent == "none" { return .rephrase }
        if confidence < confirmThreshold { return .ask }
        if alwaysConfirm.contains(intent) || confidence < autoExecuteThreshold { return .confirm }
        return .execute
    }
}
