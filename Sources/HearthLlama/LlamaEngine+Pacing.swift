import HearthCore

extension LlamaEngine {
    /// Lets a resource governor pace generation: it is consulted before every token, so a tier
    /// change takes effect mid-answer (a pause between tokens, a lower length cap, or a stop).
    /// Pass nil for full speed. The summary of each answer then carries a `GovernanceRecord`.
    ///
    /// - Parameter pacing: usually the process's `ResourceGovernor`.
    public func setPacing(_ pacing: (any TokenPacing)?) {
        self.pacing = pacing
    }

    /// Applies the directive for the next token. Returns false when generation must stop here.
    /// Runs on the llama thread; a pause blocks it (nothing else may use the model meanwhile).
    static func pace(_ pacing: any TokenPacing, generated: Int, record: inout GovernanceRecord?, abort: AbortFlag) -> Bool {
        let directive = pacing.directive(forToken: generated)
        record?.observe(directive)
        if let reason = directive.stopReason {
            record?.stoppedByGovernor = true
            record?.note(reason)
            return false
        }
        if let cap = directive.maxTokens, generated >= cap {
            record?.stoppedByGovernor = true
            return false
        }
        if directive.delay > .zero {
            pacing.pause(for: directive.delay) { abort.isSet }
            record?.delaySeconds += directive.delay.seconds
            record?.delayedTokens += 1
        }
        return !abort.isSet
    }
}
