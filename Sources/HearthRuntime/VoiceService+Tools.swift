import Foundation
import HearthVoice

extension VoiceService {
    /// Proposes an action whose details are already explicit (a tool call, not speech): it runs
    /// at once when `confirmed`, otherwise it waits as a pending action, confirmed or cancelled
    /// with `confirm(_:)` / `cancel(_:)` like a spoken command, and journaled for undo when it
    /// runs.
    ///
    /// - Parameters:
    ///   - intent: `add_reminder`, `create_event`, `create_note` or `send_email`.
    ///   - slots: resolved slots (`title`, `datetime_point` or `datetime_range` in ISO 8601,
    ///     `email_to`, `email_subject`, `email_body`).
    ///   - reference: the time stamp of the action.
    ///   - timeZone: for the description of a pending action.
    ///   - confirmed: whether the caller already confirmed.
    /// - Returns: the action that ran, or the pending one.
    /// - Throws: `Failure.unprocessable` when the action cannot be carried out.
    public func propose(intent: String, slots: [String: String], reference: Date, timeZone: TimeZone,
                        confirmed: Bool) throws(Failure) -> (action: Action?, pending: Pending?) {
        let understanding = Understanding(
            intent: intent, slots: slots, raw: "", timeExpression: nil, rawConfidence: 1, nluConfidence: 1, confidence: 1,
            gate: confirmed ? .execute : .confirm, alternatives: [], fromSafetyNet: false, malformed: false, seconds: 0
        )
        if confirmed { return (try perform(understanding, reference: reference), nil) }
        let id = UUID().uuidString.lowercased()
        let pending = Pending(id: id, description: Self.describe(understanding, timeZone: timeZone), expiresAt: clock().addingTimeInterval(pendingLifetime))
        expireOld()
        let words = slots["title"] ?? slots["email_body"] ?? slots["email_subject"] ?? ""
        waiting[id] = Waiting(text: words, understanding: understanding, reference: reference, timeZone: timeZone, pending: pending, state: .waiting)
        return (nil, pending)
    }

    /// Reads the newest email (nothing is journaled).
    ///
    /// - Throws: `Failure.internalError` when the mailbox cannot be read.
    public func readEmail(from sender: String?, limit: Int = 10) throws(Failure) -> [Message] {
        do {
            return try runner.connector.readEmail(from: sender, limit: limit).map { Message(from: $0.from, subject: $0.subject, date: $0.date) }
        } catch {
            throw Self.failure(error)
        }
    }
}
