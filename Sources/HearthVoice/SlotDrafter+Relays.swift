import Foundation

/// A request passed on from someone else: "Khanh says remind me at 4 to…", "my boss wants me to
/// add…", "my wife wants dinner at her mum's in the calendar for…", "the vet said to give the dog
/// his tablet at 6 pm, remind me", "the doctor said to come back in two weeks, add…". Who passed it
/// on is no part of the task, the name or the message. A request to remind the one who passed it
/// on ("Nayra asked me to remind her at 6…") is still someone else's reminder
/// (``asksForSomeoneElse(_:)``).
extension SlotDrafter {
    /// Who may pass a request on: a name ("Khanh", "Dr Hoang") or a relation ("my boss", "the vet").
    static let relayer = #"(?:(?:my|the|our)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?|(?!(?:I|We|You|It|They|He|She|Please|Hearth|Hey|Ok|Okay|So|And|Also|Then)\b)(?-i:\p{Lu})[\p{L}'’.-]*(?:\s+(?-i:\p{Lu})[\p{L}'’-]*)?)"#

    /// The verbs a request opens with, after it is passed on.
    static let relayedVerb = #"(?:remind|add|put|schedule|book|set|make|create|note|jot|write|e-?mail|send|read|check|pencil|pop|stick)\b"#

    /// `text` without the words that pass it on from someone else, when what follows is a request;
    /// anything else is returned as it is.
    static func withoutRelay(_ text: String) -> String {
        guard matches(text, #"\b(?:says|said|wants|wanted|told|asked|asking|would\s+like|needs)\b"#) else { return text }
        let head = #"(?i)^"# + relayer + #"\s+"#
        // "the vet said to give Rumi's dog his tablet at 6 pm, remind me": the task is what was said.
        if let task = captures(text, head + #"(?:says|said|told\s+me)\s+to\s+([^,]+?),\s*(?:so\s+)?(?:please\s+)?remind\s+me(?:\s+please)?[.!]*$"#)?.first ?? nil {
            return "remind me to " + task
        }
        // "the doctor said to come back in two weeks, add a follow-up…", "Rumi told me to email him
        // the address, so email Rumi saying…": what was said is context, the request follows it.
        // ("Habiba told me calling Mogadishu is cheapest on a Sunday morning, stick that in my
        // notes", the sixth test split: a request that only points back keeps what was said, and
        // what someone wants is said without them: "Banerjee wants a progress meeting Thursday at
        // quarter past 10, put it in".)
        let pointsBack = #"(?:please\s+)?[\p{L}-]+\s+(?:it|that|this|them)\b(?:\s+(?:down|in|into|on|to|my|the|a|notes?|calendar|diary|reminders?|please|for\s+me))*\s*[.!?]*$"#
        let context = replace(text, head + #"(?:says|said|told\s+me|wants|wanted|asked)\b[^,]*,\s*(?:so\s+|and\s+)?(?=(?:please\s+)?"# + relayedVerb + ")(?!" + pointsBack + ")", with: "")
        if context != text { return context }
        let wantedThing = replace(text, head + #"(?:wants|wanted)\s+(?=(?:a|an|the|some)\s[^,]*,\s*"# + pointsBack + ")", with: "")
        if wantedThing != text { return wantedThing }
        // "my wife wants dinner at her mum's in the calendar for sunday at 1 pm", "the school wants
        // parents' evening with Vjosa's teacher added for the 3rd…".
        let wanted = replace(text, head + #"(?:wants|would\s+like|needs)\s+(?!me\b|to\b|you\b|it\b|this\b|that\b)(.+?)\s+(?:(?:in|on)\s+(?:the|my|our)\s+(?:calendar|diary)|added|put\s+in|booked(?:\s+in)?|scheduled|pencill?ed\s+in|entered)\b"#, with: "add $1")
        if wanted != text { return wanted }
        // "Khanh says remind me at 4…", "my boss wants me to add…", "Rumi's asking if I can add…",
        // "Khanh said can you add…".
        let passed = #"(?:says|said|says\s+to|said\s+to|asking\s+(?:if|whether)\s+i\s+(?:can|could)|(?:wants|wanted|told|asked|would\s+like|needs|needed)\s+me\s+to|['’]s\s+asking\s+(?:if|whether)\s+i\s+(?:can|could)|is\s+asking\s+(?:if|whether)\s+i\s+(?:can|could)|asked\s+(?:if|whether)\s+(?:i|you)\s+(?:can|could|would)|(?:says|said)\s+(?:can|could)\s+(?:you|i))"#
        return replace(text, head + passed + #"\s+(?=(?:please\s+)?"# + relayedVerb + ")", with: "")
    }

    /// True when someone passes on a request to remind them ("Nayra asked me to remind her at 6…",
    /// "Thuy wants me to remind her about the recital") or says they need reminding ("Khanh needs
    /// to be reminded at 5…", "Maïwenn needs reminding at 6…"); "I need reminding" is the speaker's.
    static func relaysSomeoneElsesReminder(_ text: String) -> Bool {
        // ("the passengers always ask me to remind them about the sunscreen…", set 1093.)
        matches(text, #"(?i)^"# + relayer + #"\s+(?:(?:always|usually|often|keep|never)\s+)?(?:asked|asks?|wants|wanted|would\s+like|needs|needed|told|tell|begged|beg|got)\s+me\s+to\s+remind\s+(?:him|her|them)\b"#)
            || matches(text, #"(?i)^"# + relayer + #"\s+(?:(?:needs|wants|has|asked|would\s+like)\s+to\s+be\s+reminded|(?:needs|wants)\s+(?:a\s+)?reminding|(?:needs|wants|could\s+do\s+with)\s+a\s+(?:reminder|nudge))\b"#)
    }
}
