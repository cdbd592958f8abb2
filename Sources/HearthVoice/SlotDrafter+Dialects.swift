import Foundation

/// Time and mail words as said in Scotland and Ireland ("the morn", "the night", "the day", "fae",
/// "tae", "in me calendar"), old-fashioned ones ("on the morrow", "ere noon", "a fortnight
/// hence") and a year said in words ("two thousand and twenty-six"), in the words the resolver
/// and the sender patterns know.
extension SlotDrafter {
    /// The numbers a year's last two digits are said with after "two thousand (and)".
    static let yearEnds: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    ]

    /// `text` with the Scots and Irish time and mail words said in standard English, for the part
    /// of the command they stand in: "the morn" and "the morra" → "tomorrow", "the morn's morn" →
    /// "tomorrow morning", "the night" → "tonight" and "the day" → "today" where a clock time, a task or the
    /// end follows (not "the night before", "the night shift", "the day after tomorrow"), "fae" →
    /// "from" when reading mail, "an email tae Murdo" → "an email to Murdo"; and "two thousand
    /// and twenty-six" → "2026", "in me calendar" → "in my calendar". For a reminder or an event,
    /// typed forms too: text-speak (``textSpeakInWords(_:)``), full-width digits, a clock-face
    /// emoji, hashtags after it, lengths typed with a fraction (``fractionsInWords(_:)``) and a
    /// prescription's shorthand for how often (``prescriptionInWords(_:)``), and a chat's
    /// abbreviations and written approximations (``chatInWords(_:)``), and a correction as a chat
    /// writes it (``chatCorrectionsInWords(_:)``). A note keeps every word as said but for the "to"
    /// of "make a note to ask…", and a message's body is not touched.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - intent: the intent it is drafted for.
    /// - Returns: The command with those words said plainly, or `text`.
    static func inStandardEnglish(_ text: String, intent: String) -> String {
        let text = ["add_reminder", "create_event"].contains(intent) ? learnerEnglish(text) : text
        switch intent {
        case "create_note":
            // "make a note to ask Ivalu…", "make a note 2 ask…" (text-speak): the note is the task.
            // "note dat Greenidge…": Caribbean "dat" for "that".
            let text = replace(text, #"(?i)^((?:\S+\s+){0,3}?note(?:\s+down)?)\s+dat\s+(?=\S)"#, with: "$1 that ")
            return replace(text, #"(?i)^((?:\S+\s+){0,4}?(?:a\s+)?note)\s+(?:2|to)\s+(?!(?:self|myself|me|you|him|her|us|them|the|my|a|an|all|everyone|future)\b)(?![^\s:,]+\s*[:,])(?=(?-i:\p{Ll}))"#, with: "$1: ")
        case "send_email":
            // "send an email tae Murdo saying…": to whom, before the message.
            return replace(withoutMentionMarks(text), #"(?i)^((?:\S+\s+){0,3}?(?:an?\s+)?(?:e-?mail|mail|message|line)\s+)tae\b"#, with: "$1to")
        case "read_email":
            let text = chatCorrectionsInWords(withoutMentionMarks(text))
            guard matches(text, #"(?i)\b(?:fae|tae|the\s+day)\b"#) else { return text }
            let from = replace(replace(text, #"(?i)\bfae\b"#, with: "from"), #"(?i)\btae\s+(?=me\b|us\b)"#, with: "to ")
            return replace(from, #"(?i)\bthe\s+day\s*(?=[?.!]*$)"#, with: "today")
        default:
            // "…to Ghjaseppu #work", "…at 12:30 #work #food": tags, no part of the entry.
            let typed = compactLengthsInWords(weekdaysCounted(noonAndMidnightCounted(chatCorrectionsInWords(chatInWords(prescriptionInWords(fractionsInWords(mixedClocksInWords(clockMarksInWords(textSpeakInWords(clockFacesInWords(datesTypedAbroad(halfWidth(replace(text, #"(?:\s+#\p{L}[\p{L}\d_]*)+\s*[.!]*\s*$"#, with: ""))))))))))))))
            // "put the bridge walk in me calendar": "me" for "my", as said in the north of England
            // and in Ireland. "Saturday fae eight till ten at night" (Scots, set 1077): "from"
            // before a clock.
            let text = replace(replace(typed, #"(?i)\b(in|into|on|onto|to|from)\s+me\s+(?=(?:calendar|diary|schedule|agenda)\b)"#, with: "$1 my "),
                               #"(?i)\bfae\s+(?=(?:\d|half|quarter|noon|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)"#, with: "from ")
            guard matches(text, #"(?i)\bthe\s+(?:morn|morra|night|day|morrow)\b|\bthousand\b|\btwenty[-\s](?:twenty|thirty)\b|\b(?:this\s+eve|ere|hence|of\s+the\s+clock)\b"#) else { return text }
            let clockOrEnd = #"(?=\s+(?:at|about|around)\s+(?:\d|half|quarter|noon|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\s+to\s+\p{L}|\s+(?:lol|fr|ngl|tbh|lmao|omg|no\s+cap|lah|o)\b|\s*[,.!?]|\s*$)"#
            var current = inPlainTimeWords(text)
            current = replace(current, #"(?i)\bthe\s+morn['’]s\s+morn(?:ing)?\b"#, with: "tomorrow morning")
            current = replace(current, #"(?i)\bthe\s+morn\b(?!ing)|\bthe\s+morra\b"#, with: "tomorrow")
            // "dinner with Dagda for the night at 8": for tonight, where a clock follows.
            current = replace(current, #"(?i)\bfor\s+the\s+night\s+(?=at\s+(?:\d|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)"#, with: "for tonight ")
            // Not "the night before", "in the night", "the same day", "stay the night", "the big day".
            let notAlone = "before|after|of|all|last|one|that|every|for|on|in|at|by|during|through|into|same|whole|next|following|previous"
            current = replace(current, #"(?i)(?<!\b(?:"# + notAlone + #"|stay|spend)\s)\bthe\s+night\b"# + clockOrEnd, with: "tonight")
            current = replace(current, #"(?i)(?<!\b(?:"# + notAlone + #"|big|special)\s)\bthe\s+day\b"# + clockOrEnd, with: "today")
            return yearInDigits(current)
        }
    }

    /// A request as a learner of English says it, with the shape of another language under it, in
    /// plain English: "put me a meeting…" → "put a meeting…", "create one event" → "create an
    /// event", "add one doctor appointment" → "add a doctor appointment", "today itself" →
    /// "today", "at 3 pm only" → "at 3 pm", "please to remind me" → "please remind me", "…at 8
    /// for buy bread" → "…at 8 to buy bread", "this friday that comes" → "this friday", "on de
    /// 4th" → "on the 4th", "dis evening" → "this evening", "on Tuesday p.m. 3 o'clock" → "on
    /// Tuesday 3 pm", and a translation app's "8 o'clock of morning", "at the time of 15 hours"
    /// and "on the 9th day".
    static func learnerEnglish(_ text: String) -> String {
        guard matches(text, #"\b(?:put\s+me|one|please\s+to|for\s+\p{L}+|that\s+comes|itself|only|d[ae]|dis|[ap]\.?m|schedule|clock|time\s+of|day)\b"#) else { return text }
        // "on Tuesday p.m. 3 o'clock", as Japanese and Korean speakers say it: the mark after the hour.
        var current = replace(text, #"(?i)(?:(?<=(?:day|tomorrow|\bat|\bon)\s)|(?=\S+\s+\d{1,2}(?::\d\d)?\s*o['’]?clock\b))\b([ap])\.?m\.?\s+(\d{1,2}(?::\d\d)?)(?:\s*o['’]?clock)?(?!\s*[ap]\.?m\b)(?![\d:])"#, with: "$2 $1m")
        // As a translation app writes it: "at 8 o'clock of morning", "at the time of 15 hours",
        // "on the 9th day", "on the 3rd day of December".
        current = replace(current, #"(?i)\bo['’]clock\s+of\s+(?:the\s+)?(morning|afternoon|evening|night)\b"#, with: "o'clock in the $1")
        current = replace(current, #"(?i)\bat\s+the\s+time\s+of\s+(\d{1,2})\s+hours?\b"#, with: "at $1:00")
        current = replace(current, #"(?i)\bon\s+the\s+(\d{1,2}(?:st|nd|rd|th))\s+day\b(?!\s+of\s+(?:the\s+)?(?:week|month)\b)"#, with: "on the $1")
        // "please make schedule, meeting with…": "schedule" as a noun for what is planned.
        current = replace(current, #"(?i)^((?:please\s+)?)make\s+(?:a\s+)?schedule\s*[,:]\s*(?=\p{L})"#, with: "$1schedule ")
        // Caribbean and Hawaiian "on de 4th", "in de morning", "dis evening": "the" and "this"
        // where a time follows.
        current = replace(current, #"(?i)\b(on|in|of|by|for|till|until|from|me)\s+d[ae]\s+(?=\d{1,2}(?:st|nd|rd|th)\b|(?:morning|afternoon|evening|night|weekend)\b|day\s+after\b)"#, with: "$1 the ")
        current = replace(current, #"(?i)\bdis\s+(?=(?:morning|afternoon|evening|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"#, with: "this ")
        current = replace(current, #"(?i)^((?:please\s+)?)(put|make|set|create)\s+me\s+(?=(?:an?|one)\s)"#, with: "$1$2 ")
        current = replace(current, #"(?i)\b(create|make|add|set|put)\s+one\s+(event|appointment)\b"#, with: "$1 an $2")
        current = replace(current, #"(?i)\b(create|make|add|set|put)\s+one\s+(reminder|meeting)\b"#, with: "$1 a $2")
        // "add one doctor appointment…", "I have one call with Bhima…": "one" for "a", as Indian
        // English says it; "add one more rehearsal", "one hour", "one of the…" keep their count.
        current = replace(current, #"(?i)\b(add|schedule|book|fix|block|put|create|make|have|got)\s+one\s+(?!(?:more|of|last|final|other|another|or|and|hours?|minutes?|days?|weeks?|months?|years?|times?|things?|second|moment|night|evening|morning|afternoon|too|each|per|at|on|in|for|to|with)\b)(?=\p{Ll})"#, with: "$1 a ")
        // "today itself at 6 pm", "at 4 pm today itself": the time, said with emphasis.
        current = replace(current, #"(?i)\b(today|tomorrow|tonight|now|[ap]\.?m\.?|\d)\s+itself\b"#, with: "$1")
        // "…on Wednesday at 3 pm only": Indian English "only", stressing the time said last.
        current = replace(current, #"(?i)\b(today|tomorrow|tonight|[ap]\.?m\.?|\d|o['’]clock)\s+only\s*([.!]*)$"#, with: "$1$2")
        current = replace(current, #"(?i)^please\s+to\s+"#, with: "please ")
        let verbs = #"(?:buy|call|pay|send|take|bring|book|check|ring|get|do|make|go|pick|fetch|clean|water|feed|write|ask|phone|text|email|collect|renew|cancel|order|visit)"#
        current = replace(current, #"(?i)(?<=\b(?:me|am|pm|[ap]\.m\.|morning|evening|night|afternoon|tomorrow|today|tonight|noon)|\d)\s+for\s+(?="# + verbs + #"\b)"#, with: " to ")
        return replace(current, #"(?i)\b((?:this|next|the)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+that\s+comes\b"#, with: "$1")
    }

    /// Old-fashioned words of time in today's: "on the morrow" → "tomorrow", "this eve" → "this
    /// evening", "ere noon" → "before noon", "a fortnight hence" → "in a fortnight", "eight of the
    /// clock" → "eight o'clock".
    static func inPlainTimeWords(_ text: String) -> String {
        guard matches(text, #"\b(?:morrow|eve|ere|hence|clock)\b"#) else { return text }
        var current = replace(text, #"(?i)\b(?:on\s+)?the\s+morrow\b"#, with: "tomorrow")
        current = replace(current, #"(?i)\bthis\s+eve\b(?!['’])"#, with: "this evening")
        current = replace(current, #"(?i)\bere\s+(?=\S)"#, with: "before ")
        current = replace(current, #"(?i)\b((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|\d{1,3})\s+(?:fortnights?|weeks?|days?|months?|hours?|minutes?))\s+hence\b"#, with: "in $1")
        return replace(current, #"(?i)\bof\s+the\s+clock\b"#, with: "o'clock")
    }

    /// "on the twelfth of december two thousand and twenty-six" → "… 2026": a year of this century
    /// said in words, in digits.
    static func yearInDigits(_ text: String) -> String {
        let text = spokenYearInDigits(text)
        guard let regex = SlotDrafter.compiled(#"(?i)\btwo\s+thousand(?:\s+and)?\s+(?:(twenty|thirty)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))\b"#) else { return text }
        var result = text
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let whole = Range(match.range, in: result) else { continue }
            func group(_ i: Int) -> String? { Range(match.range(at: i), in: text).map { text[$0].lowercased() } }
            let tens = group(1).flatMap { yearEnds[$0] } ?? 0
            let units = (group(2) ?? group(3)).flatMap { yearEnds[$0] } ?? 0
            result.replaceSubrange(whole, with: String(2000 + tens + units))
        }
        return result
    }

    /// `text` with a year said as two pairs after a day, a month or a holiday in figures: "june 12th
    /// twenty twenty-seven" → "june 12th 2027", "in march twenty twenty-seven", "the 1st of
    /// december, twenty twenty-six," and "new year's day twenty twenty-seven". "Twenty twenty"
    /// elsewhere ("twenty twenty vision") stays.
    static func spokenYearInDigits(_ text: String) -> String {
        let ordinalWords = #"(?:(?:twenty|thirty)[-\s])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|twentieth|thirtieth)"#
        let before = #"(?i)\b((?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d{1,2}(?:st|nd|rd|th)?|"# + ordinalWords + #"|day|eve)\s*,?\s+)"#
        return rewrite(text, before + #"twenty[-\s](twenty|thirty)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b"#) { groups in
            guard let lead = groups[0], let tens = groups[1].flatMap({ yearEnds[$0.lowercased()] }) else { return nil }
            return lead + String(2000 + tens + (groups[2].flatMap { yearEnds[$0.lowercased()] } ?? 0))
        }
    }
}
