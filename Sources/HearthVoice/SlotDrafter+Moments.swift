import Foundation

/// Times said by what is happening or when the command is said, and what the command asks of an
/// entry that Hearth does not keep: "tomorrow" said just after midnight (the day just begun,
/// asked about), a reminder set in advance ("two days in advance of Caetano's birthday on the
/// 9th"), a clock reached ("when it's 5 pm, remind me…"), and "…and mark it as private".
extension SlotDrafter {
    /// `text` with "tomorrow" (and "tomorrow night", "tomorrow morning") or today's weekday taken as
    /// the day just begun, when it is said between midnight and 5 am ("remind me tomorrow at 9 am",
    /// said at 00:40 on a Tuesday, is most likely Tuesday's 9 am), with the doubt to ask about; nil
    /// at any other hour or when neither is said.
    static func dayJustBegun(_ text: String, resolver: TimeResolver) -> (text: String, doubt: String)? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        guard calendar.component(.hour, from: resolver.reference) < 5 else { return nil }
        let today = weekdayCodes[(calendar.component(.weekday, from: resolver.reference) + 5) % 7].name
        // Each pattern without its flag, so that the words said can be captured whole as well.
        let rewrites: [(pattern: String, template: String)] = [
            (#"(?<!\bafter\s)\btomorrow\s+(morning|afternoon|evening)\b"#, "this $1"),
            (#"(?<!\bafter\s)\btomorrow\s+night\b"#, "tonight"),
            (#"(?<!\bafter\s)(?<!\bthe\s)\btomorrow\b(?!['’]s)"#, "today"),
            (#"(?<!\b(?:next|this|every|each|last|by)\s)\b(?:on\s+)?"# + today + #"\b(?!['’]s|s\b)"#, "today"),
        ]
        for (pattern, template) in rewrites {
            guard let said = captures(text, "(?i)(" + pattern + ")")?.first ?? nil else { continue }
            let day = today.prefix(1).uppercased() + today.dropFirst()
            return (replace(text, "(?i)" + pattern, with: template), "it is just after midnight, so \"\(trimEdges(said))\" was taken as today, \(day): is that right?")
        }
        return nil
    }

    /// A reminder set early or in advance said as one set before ("two days in advance of
    /// Caetano's birthday on the 9th", "three days ahead of the 14th" → "… before …"; "a day
    /// early about the MOT on the 3rd" → "about the MOT a day before the MOT on the 3rd"), for
    /// the count from the other time; `text` as it is otherwise.
    static func countedPlainly(_ text: String) -> String {
        guard matches(text, #"\b(?:advance|ahead|early)\b"#) else { return text }
        let length = #"((?:an?|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|forty[- ]five|\d+)\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?))"#
        // "a day early about the MOT on the 3rd": the thing is also what the reminder is about.
        let early = replace(text, #"(?i)\b"# + length + #"\s+early\s+(?:for|about)\s+((?:the|my|our|his|her|their)\s+[^,]+?)\s+(?=(?:on|at|tomorrow|today|tonight|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"#, with: "about $2 $1 before $2 ")
        if early != text { return early }
        return replace(text, #"(?i)\b"# + length + #"\s+(?:in\s+advance\s+of|ahead\s+of|early\s+(?:for|before))\s+"#, with: "$1 before ")
    }

    /// A clock or a day reached said as what happens ("when it's 5 pm, remind me…", "once it hits 6,
    /// …", "come 7 pm, …", "when the clock strikes 9 tonight, …", "as soon as it's midnight, …",
    /// "once noon rolls around, …", "come friday, …") said as that time ("at 5 pm, remind me…", "on
    /// friday, …"); `text` as it is otherwise.
    static func clockReached(_ text: String) -> String {
        let clock = #"(?=(?:\d{1,2}(?:[:.]\d\d)?\b|midnight\b|noon\b|midday\b|half\s+past\b|quarter\s+(?:past|to)\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o['’]clock)?\b))"#
        let moment = #"(?i)\b(?:when|once|as\s+soon\s+as|the\s+(?:moment|minute|second))\s+"#
        let reached = replace(text, moment + #"(?:it['’]s|it\s+is|it\s+hits|it\s+gets\s+to|it\s+turns|it\s+reaches|the\s+clock\s+(?:strikes|hits|says|reads|turns))\s+"# + clock, with: "at ")
        // "once noon rolls around", "when 4 o'clock comes round": the clock comes to it.
        let arrived = replace(reached, moment + #"((?:\d{1,2}(?:[:.]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*(?:[ap]\.?m\.?|o['’]clock))?|noon|midnight|midday)\s+(?:rolls?|comes?|swings?)\s+(?:a)?round\b"#, with: "at $1")
        let clocked = replace(arrived, #"(?i)(^|,\s*)come\s+"# + clock, with: "$1at ")
        return replace(clocked, #"(?i)(^|,\s*)come\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)"#, with: "$1on ")
    }

    /// A thing's clock said as the time: "remind me at the 2 pm drug round to…" → "remind me at 2
    /// pm to…" (the thing's name goes with "the", as "before my 6 pm flight" does); `text` as it
    /// is otherwise.
    static func thingsClockAsTheTime(_ text: String) -> String {
        replace(text, #"(?i)\bat\s+the\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)|\d{1,2}:\d\d)(?:\s+(?!(?:on|to|and|for|with|in|at|tomorrow|today|tonight|this|next|every|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[\p{L}'’-]+){1,3}(?=\s+(?:to|on|tomorrow|today|tonight|this|next)\b|\s*[,.!?]|\s*$)"#, with: "at $1")
    }

    /// "For" said as the time's word, as a booker says it: "remind me for 3 to…" (and "remind me
    /// tumoro for 9 to…") is at 3, "book the dentist for first thing tomorrow" is first thing
    /// tomorrow (not "for the first").
    static func forSaidAsAt(_ text: String) -> String {
        guard matches(text, #"\bfor\s+(?:first\s+thing|\d|half|quarter|noon|midday|midnight)"#) else { return text }
        let unfirst = replace(text, #"(?i)\bfor\s+(?=first\s+thing\b)"#, with: "")
        return replace(unfirst, #"(?i)\b(remind\s+me(?:\s+(?!for\b)[\p{L}'’]+)?|(?:a|the)\s+reminder)\s+for\s+(?=(?:\d{1,2}(?:[:.]\d\d)?|(?:half|quarter)\s+(?:past|to)\s+\w+|half\s+\w+|noon|midday|midnight)(?:\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock))?\s+(?:to|that|about)\b)"#, with: "$1 at ")
    }

    /// An event put in as said with its "in" or "down" ("put the choir practice with Muthoni in
    /// on thursday", "…, put the quiz with Ana in", "put the plumber down for wednesday"): the
    /// word is the calendar's, not the event's name.
    static func withoutPutIn(_ text: String) -> String {
        replace(text, #"(?i)((?:^|[,.;]\s*)(?:please\s+)?(?:put|pencil|pop|stick)\s+(?!(?:it|that|this|them|me|us|in)\b)[^,.;]{3,80}?)\s+(?:in|down)\b(?=\s*(?:[,.!;]|$)|\s+(?:on|at|for|from|tomorrow|today|tonight|this|next|every)\b)"#, with: "$1")
    }

    /// What the command asks of the entry that Hearth does not keep ("…and mark it as private",
    /// "show me as busy", "as tentative", "with a Zoom link", "colour it green", "make it a
    /// high-priority reminder", "and flag it"): the command without it and the words, or nil.
    static func unkeptProperty(_ text: String) -> (text: String, said: String)? {
        let property = #"(?i)(?:\s*,\s*|\s+and\s+|\s+)((?:mark|set|make|show)\s+(?:it|me|this)\s+(?:as\s+)?(?:private|busy|free|tentative|out\s+of\s+(?:the\s+)?office|important|(?:high|low)[- ]priority|urgent)(?:\s+(?:reminder|event))?|as\s+(?:tentative|private|busy|free)|(?:colou?r|label|tag)\s+it\s+[\p{L}]+|with\s+an?\s+(?:zoom|teams|meet|google\s+meet|webex|video|skype|video\s+call)\s+(?:link|call|invite)|make\s+it\s+an?\s+(?:(?:high|low)[- ]priority|urgent|important|private|tentative)\s+(?:reminder|event|one)|(?:flag|star|pin)\s+it)(?=\s*[,.!?]|\s+(?:on|at|for|tomorrow|today|tonight|this|next)\b|\s*$)"#
        guard let said = captures(text, property)?.first ?? nil else { return nil }
        return (tidy(replace(text, property, with: "")), said)
    }
}
