import Foundation

/// A time set after the request, as a setting ("remind me to call Gulnaz. make it 5 pm", "…, set
/// it for friday", "…, let's say 6 pm", "…, call it 4 o'clock", "for, say, tuesday"), a repeat
/// said with "once a…" ("once a week on mondays", "once a month on the 1st") or a one-off said
/// with "once" ("remind me once at 5 pm"), and a reminder's words given as a message to show
/// ("remind me at 6 pm and say time to stretch", "a reminder that says drink water at 4 pm"); the
/// kind of entry said after its content ("dentist on friday at 3 pm, as an event", "…, make it a
/// reminder", "…, save that as a note"); a run of weekdays said without "every" ("monday to
/// friday at 7 am", "mon-fri at 8", "weekdays only at 9"); a day said by pointing back ("the next
/// day", "that evening").
extension SlotDrafter {
    /// Words that point back to a day said before: "the next day", "the following day", "the day
    /// after", "that evening", "that morning", "the same day", "that day".
    static let pointedDay = #"\b(?:the\s+(?:next|following)\s+day|the\s+day\s+after(?=\s*(?:[,.!?]|$|(?:at|to|in|for|and|i|we)\b))|that\s+(?:very\s+)?(?:morning|afternoon|evening|night)|the\s+(?:very\s+)?same\s+day|that\s+(?:very\s+)?day)\b"#

    /// `text` with a day said by pointing back said as that day, when a day was said before it:
    /// "I'm back on friday, remind me the next day at 9 am…" → "remind me the day after friday at
    /// 9 am…", "the boat arrives on wednesday, add a dinner that evening at 8" → "add a dinner on
    /// wednesday in the evening at 8"; a clause before the request that only gave the day goes.
    /// With no day said before, `text` is left (and the time is asked for:
    /// ``doubts(_:intent:resolver:)``).
    static func pointedBack(_ text: String) -> String {
        guard matches(text, #"\b(?:next|following|same|after|that)\b"#),
              let range = text.range(of: "(?i)" + pointedDay, options: .regularExpression) else { return text }
        let said = String(text[range]), before = String(text[..<range.lowerBound])
        guard let regex = compiled(#"(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+[a-z]+)?|tomorrow)\b"#),
              let last = regex.matches(in: before, range: NSRange(before.startIndex..., in: before)).last,
              let dayRange = Range(last.range(at: 1), in: before) else { return text }
        let day = String(before[dayRange])
        let tomorrow = day.lowercased() == "tomorrow"
        let replacement: String
        if matches(said, #"^the\s+(?:next|following)\s+day|^the\s+day\s+after"#) {
            replacement = "the day after " + day
        } else if let part = captures(said, #"(?i)(morning|afternoon|evening|night)$"#)?.first ?? nil {
            replacement = (tomorrow ? day : "on " + day) + " in the " + part.lowercased()
        } else {
            replacement = tomorrow ? day : "on " + day
        }
        var result = text
        result.replaceSubrange(range, with: replacement)
        // "the boat arrives on wednesday, add…": the clause gave only the day, now in the request.
        if let comma = before.firstIndex(of: ","), dayRange.upperBound <= comma,
           !matches(String(before[..<comma]), #"^\W*(?:please\s+)?(?:remind|add|put|schedule|book|set|pencil|pop|stick|note|e-?mail)\b"#),
           let request = captures(result, #"(?i)^[^,]+,\s*((?:please\s+)?(?:remind|add|put|schedule|book|set|pencil|pop|stick)\b.*)$"#)?.first ?? nil {
            return request
        }
        return result
    }

    /// The kind of entry said after its content, and the words that say it: ", as an event", ",
    /// as a reminder please", ", as a note, not a reminder", ", put it in as an event not a
    /// reminder", ", make it a reminder", ", calendar please", ", in the calendar", ", save that
    /// as a note", ", note please".
    static let kindSaidAfter = #"(?i)\s*[,;–—-]\s*(?:(?:put|add|save|keep|store)\s+(?:it|that|this)\s+(?:in\s+)?as\s+|make\s+(?:it|that|this)\s+|as\s+|(?:in|into|to)\s+(?:the|my)\s+)?(an?\s+event|an?\s+calendar\s+entry|an?\s+reminder|an?\s+note|calendar|diary|reminders?|notes?)(?:\s+please)?(?:\s*,?\s+not\s+an?\s+(?:event|reminder|note|calendar\s+entry))?(?:\s+please)?\s*[.!]*$"#

    /// The kind said after the content and where its words start ("…, as an event"), when
    /// something comes before it ("as a note, the film was long" leads with it), or nil.
    static func kindSaidAfterMatch(_ text: String) -> (intent: String, start: String.Index)? {
        guard matches(text, #"\b(?:event|calendar|diary|reminders?|notes?|entry)\b"#),
              let regex = compiled(kindSaidAfter), let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let kind = Range(match.range(at: 1), in: text).map({ text[$0].lowercased() }),
              wordCount(String(text[..<whole.lowerBound])) >= 2 else { return nil }
        return (kind.contains("reminder") ? "add_reminder" : kind.contains("note") ? "create_note" : "create_event", whole.lowerBound)
    }

    /// The intent of the kind said after the content ("…, as an event" → create_event), or nil.
    public static func intentSaidAfter(_ text: String) -> String? {
        kindSaidAfterMatch(text)?.intent
    }

    /// `text` with the kind said after its content said as a request before it ("dentist on
    /// friday at 3 pm, as an event" → "add dentist on friday at 3 pm", "call Marçal at 5 pm, as a
    /// reminder" → "remind me to call Marçal at 5 pm", "…, save that as a note" → "note that …"),
    /// or only without it when a request was said (``intentSaidAfter(_:)``).
    static func withoutKindSaidAfter(_ text: String) -> String {
        guard let (intent, start) = kindSaidAfterMatch(text) else { return text }
        let content = String(text[..<start])
        if matches(content, #"^(?:please\s+)?(?:remind|add|put|schedule|book|set|create|make|note|jot|write|save|pop|stick|pencil)\b"#) { return content }
        return (intent == "add_reminder" ? "remind me to " : intent == "create_note" ? "note that " : "add ") + content
    }

    /// `text` with the kind of entry put right while speaking, as the kind said last asks: "add an
    /// event, no, a reminder, at 5 pm to call Horas" → "remind me at 5 pm to call Horas", "remind
    /// me, actually no, just make a note that…" → "make a note that…", "make a note — sorry, an
    /// event — the parents' evening on wednesday" → "add an event: the parents' evening on
    /// wednesday", "remind me to email Yaotl, no, just email him saying…" → "email Yaotl saying…",
    /// "make that an event rather than a reminder: …" → "add an event: …", "remind me, not an
    /// event, at 6 pm…" → "remind me at 6 pm…". Anything else is returned as it is.
    public static func withoutKindCorrected(_ text: String) -> String {
        guard matches(text, #"\b(?:no|nope|actually|sorry|scratch|wait|mean|rather|not)\b"#) else { return text }
        let kind = #"(?:an?\s+)?(?:new\s+)?(?:calendar\s+)?(event|reminder|note|e-?mail|appointment|calendar\s+entry)"#
        func carrier(_ said: String) -> String {
            let said = said.lowercased()
            return said.hasPrefix("remind") ? "remind me " : said.hasPrefix("note") ? "make a note: " : said.contains("mail") ? "email " : "add an event: "
        }
        // "make that an event rather than a reminder: the gas check on monday at 9 am".
        if let groups = captures(text, #"(?i)^(?:please\s+)?make\s+(?:it|that|this)\s+"# + kind + #"\s+(?:rather\s+than|not|instead\s+of)\s+(?:an?\s+)?(?:event|reminder|note|e-?mail|appointment|calendar\s+entry)\s*[:,—–-]\s*(.+)$"#),
           let said = groups[0], let rest = groups[1] {
            return carrier(said) + rest
        }
        // "remind me, not an event, at 6 pm to feed the cat": the kind ruled out, right after the
        // request, is no part of it (a message's or a note's words keep theirs).
        let ruledOut = replace(text, #"(?i)^((?:please\s+)?(?:remind\s+me|add\s+(?:it|this|that)|set\s+(?:a|it\s+as\s+a)\s+reminder|put\s+(?:it|this|that)\s+in))\s*[,—–-]\s*not\s+(?:an?\s+)?(?:event|reminder|note|e-?mail|appointment|calendar\s+entry)\s*[,—–-]\s*"#, with: "$1 ")
        if ruledOut != text { return ruledOut }
        let first = #"(?i)^(?:please\s+)?(?:(?:add|set|create|make|put|schedule|send|write|take|pop|stick)\s+(?:it\s+|that\s+|this\s+)?(?:(?:in|into|to|on)\s+(?:my\s+|the\s+)?(?:calendar|diary|reminders|notes)|(?:an?\s+)?(?:new\s+)?(?:calendar\s+)?(?:event|reminder|note|e-?mail|appointment|calendar\s+entry))|remind\s+me(?:\s+to\s+e-?mail\s+((?-i:\p{Lu})[\p{L}'’-]*))?|note\s+that|e-?mail\s+((?-i:\p{Lu})[\p{L}'’-]*)|(?:an?\s+)?(?:event|reminder|note))"#
        let turn = #"(?:\s*[,—–-]*\s*(?:oh\s+)?(?:no(?:\s+wait)?|nope|actually(?:\s+no)?|sorry|scratch\s+that|wait|i\s+mean|or\s+rather|rather)\b)+\s*[,—–-]*\s*(?:(?:make\s+(?:it|that)|i\s+mean|just)\s+)?"#
        guard let groups = captures(text, first + turn + #"(.+)$"#), let rest = groups[2] else { return text }
        // "email Huy, actually email Hoa too, …": the same kind again is no correction of it.
        func kindOf(_ request: String) -> String? {
            let said = request.lowercased()
            if matches(said, #"^(?:please\s+)?(?:just\s+)?(?:e-?mail|send)\b"#) { return "email" }
            if matches(said, #"^(?:please\s+)?(?:just\s+)?remind\b|reminder"#) { return "reminder" }
            if matches(said, #"^(?:please\s+)?(?:just\s+)?(?:note|jot|write)\b|\bnote\b"#) { return "note" }
            if matches(said, #"\b(?:event|calendar|diary|appointment|schedule|book)\b"#) { return "event" }
            return nil
        }
        if let before = kindOf(String(text.prefix(text.count - rest.count))), before == kindOf(rest) { return text }
        let name = groups[0] ?? groups[1]
        // "…, no, just email him saying…": the person named first.
        if let name, let mail = captures(rest, #"(?i)^(e-?mail)\s+(?:him|her|them)\b(.*)$"#) {
            return (mail[0] ?? "email") + " " + name + (mail[1] ?? "")
        }
        // "…, no, a reminder, at 5 pm to call Horas", "…, sorry, a note: …": the kind, then what it
        // holds ("email Yaotl…" is a request, not a kind).
        if !matches(rest, #"^e-?mail\s+(?!(?:to|about|saying)\b)\p{L}"#),
           let said = captures(rest, #"(?i)^"# + kind + #"(?:\s*[:,—–-]\s*|\s+)(.+)$"#), let word = said[0], let content = said[1] {
            return carrier(word) + content
        }
        // "…, actually no, make a note that…", "…, scratch that, add an event: …": the request said last.
        guard matches(rest, #"(?i)^(?:please\s+)?(?:remind|add|put|schedule|book|set|create|make|note|jot|write|save|e-?mail|send|read|check|any|did|pop|stick|pencil)\b"#) else { return text }
        return rest
    }

    /// `text` with a run of weekdays said without "every" said with it, when a clock follows:
    /// "monday to friday at 7 am" → "every monday to friday at 7 am", "mon-fri at 8", "tuesday
    /// through thursday at 6 pm", "weekdays only at 9" → "every weekday at 9". "from tuesday to
    /// thursday" (a stretch of days) and a run with no clock after it are left.
    static func weekdayRun(_ text: String) -> String {
        guard matches(text, #"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z.]*\s*(?:-|–|to|through|thru)\s*(?:mon|tue|wed|thu|fri|sat|sun)|\bweekdays\s+only\b"#) else { return text }
        let full = ["mon": "monday", "tue": "tuesday", "wed": "wednesday", "thu": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"]
        var current = replace(text, #"(?i)(?<!\bevery\s)\bweekdays\s+only\b(?=\s+(?:at|from)\b)"#, with: "every weekday")
        let day = #"(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|urday|\.)?"#
        current = rewrite(current, #"(?i)(?<!\bfrom\s)(?<!\bevery\s)(?<!\bbetween\s)\b(?:on\s+)?"# + day + #"\s*(?:-|–|to|through|thru)\s*"# + day + #"\b(?=\s+(?:at|from)\s+\d|\s+at\s+(?:noon|midday))"#) { groups in
            guard let from = groups[0].flatMap({ full[$0.lowercased()] }), let to = groups[1].flatMap({ full[$0.lowercased()] }), from != to else { return nil }
            return "every \(from) to \(to)"
        }
        // "every monday to friday at 5 pm", said on a monday morning: from today, as every weekday is.
        return replace(current, #"(?i)\bevery\s+monday\s*(?:-|–|to|through|thru)\s*friday\b"#, with: "every weekday")
    }

    /// `text` with a time set after the request said in it: "remind me to call Gulnaz. make it 5
    /// pm" → "remind me to call Gulnaz at 5 pm", "add dinner on thursday, make it 8 pm" → "add
    /// dinner on thursday at 8 pm", "…, set it for friday" → "… for friday", "the meeting for,
    /// say, tuesday" → "the meeting for tuesday", "give me 10 and remind me to…" → "remind me in 10
    /// minutes to…". Where a time of the same kind was said before
    /// ("at 7 pm…, make it 7:30 pm") it is a correction, left to ``corrected(_:resolver:)``; a
    /// message's or a note's words are left as they are.
    static func timeSetAfter(_ text: String) -> String {
        // "give me 10 and remind me to call Hajka": that many minutes from now.
        let given = replace(text, #"(?i)^give\s+me\s+(\d{1,3}|five|ten|fifteen|twenty|thirty|forty-five)(?:\s*(?:mins?|minutes))?\s*(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?remind\s+me\b"#, with: "remind me in $1 minutes")
        guard matches(given, #"\b(?:make|set|say|call|put)\s"#) else { return given }
        let current = replace(given, #"(?i)\b(for|at|on),\s+say,\s+"#, with: "$1 ")
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
