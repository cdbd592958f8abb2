import Foundation

/// A time set after the request, as a setting ("remind me to call Gulnaz. make it 5 pm", "…, set
/// it for friday", "…, let's say 6 pm", "…, call it 4 o'clock", "for, say, tuesday"), a repeat
/// said with "once a…" ("once a week on mondays", "once a month on the 1st") or a one-off said
/// with "once" ("remind me once at 5 pm"), and a reminder's words given as a message to show
/// ("remind me at 6 pm and say time to stretch", "a reminder that says drink water at 4 pm").
extension SlotDrafter {
    /// `text` with a time set after the request said in it: "remind me to call Gulnaz. make it 5
    /// pm" → "remind me to call Gulnaz at 5 pm", "add dinner on thursday, make it 8 pm" → "add
    /// dinner on thursday at 8 pm", "…, set it for friday" → "… for friday", "the meeting for,
    /// say, tuesday" → "the meeting for tuesday". Where a time of the same kind was said before
    /// ("at 7 pm…, make it 7:30 pm") it is a correction, left to ``corrected(_:resolver:)``; a
    /// message's or a note's words are left as they are.
    static func timeSetAfter(_ text: String) -> String {
        guard matches(text, #"\b(?:make|set|say|call|put)\s"#) else { return text }
        let current = replace(text, #"(?i)\b(for|at|on),\s+say,\s+"#, with: "$1 ")
        let time = #"(?:(?:at|for|on|to)\s+)?(?:\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\b\.?)?(?:\s*o['’]clock)?|noon|midday|midnight|tomorrow|tonight|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|half\s+(?:past\s+)?\S+|(?:a\s+)?quarter\s+(?:past|to)\s+\S+)\b(?:\s+[^,.;]*)?"#
        let setting = #"(?i)^(.*\S)\s*(?:[,.;]|\s[–—-])\s*(?:(?:ok(?:ay)?|so|and)[,\s]+)?(?:make\s+it|set\s+it|let['’]?s\s+say|shall\s+we\s+say|say|call\s+it|put\s+it)\s+("# + time + #")[.!]?$"#
        guard let groups = captures(current, setting), let head = groups[0], let said = groups[1],
              !matches(head, #"\b(?:saying|says|say|tell|note|notes|e-?mail|message|write|jot)\b"#) else { return current }
        let setsClock = matches(said, clockWords) || matches(said, #"^(?:(?:at|to)\s+)?\d|^(?:half|quarter|a\s+quarter)\b"#)
        if setsClock ? matches(head, clockWords) : matches(head, dayWords) { return current }
        let placed = matches(said, #"^(?:at|for|on)\s"#) ? said
            : matches(said, #"^to\s"#) ? replace(said, #"(?i)^to\s+"#, with: "at ")
            : setsClock ? "at " + said : said
        return head + " " + placed
    }

    /// `text` with a repeat said with "once a…" said with "every", and a one-off reminder's "once"
    /// left out: "once a week on mondays" → "every week on mondays", "once a month on the 1st" →
    /// "every month on the 1st", "once a day at 8" → "every day at 8", "remind me once at 5 pm" →
    /// "remind me at 5 pm". "once a week is enough" and "once I'm home" are left.
    static func onceAsEvery(_ text: String) -> String {
        guard matches(text, #"\bonce\b"#) else { return text }
        let current = replace(text, #"(?i)\bonce\s+(?:a|per|every)\s+(day|week|month|year)\b(?=,?\s+(?:on|at|in\s+the|from)\b)"#, with: "every $1")
        return replace(current, #"(?i)\b(remind\s+(?:me|us)|reminder|just)\s+once\s+(?=(?:at|on|tomorrow|tonight|today|in|this|next)\b)"#, with: "$1 ")
    }

    /// A reminder's title said as the words it should show ("and say time to stretch", "saying
    /// stand up", "that says drink water", "with the message take your pills", "that reads…",
    /// "with the words…", "the reminder should say…"): those words. "reading…" counts only after
    /// "a reminder" ("remind me about reading group" keeps its words); "say sorry to Ivo" is a task.
    static func reminderWords(_ title: String, said text: String) -> String? {
        let leadIn = #"(?:(?:and|,)\s+say|saying|that\s+says|which\s+says|says|with\s+the\s+(?:message|words|text)|(?:that|which)\s+reads|(?:the\s+(?:reminder|message)|it)\s+should\s+(?:say|read))"#
        if let words = captures(title, #"(?i)^,?\s*"# + leadIn + #"\s*:?\s+(\S.*)$"#)?.first ?? nil { return words }
        // "…that reads call Ánte": the "that" may be gone from the title already.
        if matches(text, #"\b(?:that|which)\s+reads\s"#), let words = captures(title, #"(?i)^reads\s+(\S.*)$"#)?.first ?? nil { return words }
        guard matches(text, #"\breminder\b[^,]*\breading\s"#) else { return nil }
        return captures(title, #"(?i)^reading\s+(\S.*)$"#)?.first ?? nil
    }
}
