public import HearthCore

/// Where a `ChatSession` saves its turns as they happen.
public protocol ChatRecording: Sendable {
    /// Saves one message; for answers, `metrics` says which model and backend produced it.
    ///
    /// - Throws: when the message cannot be saved; the session reports it to its caller.
    func record(_ message: ChatMessage, metrics: GenerationMetrics?) throws
}
