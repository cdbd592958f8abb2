import Foundation

/// Commands as typed in a chat or a notes app: letters drawn out for feeling ("pleeease remind me
/// tomorrowww", "emaaail Selamawit"), a chat app's mentions ("email @Nnenna saying…"),
/// abbreviations that stand for words ("b/c", "cuz", "tmw", "nxt", "mth"), markdown around the
/// command ("> add…", "## note:", "`…`", "~~struck out~~") and a calendar week by its number ("on
/// friday of week 49", "in KW 49").
extension SlotDrafter {
    /// The words of a request and of time that a drawn-out spelling is read back to. Words that
    /// carry feeling in a message ("sooo", "youuu", "yaaay") are not among them: a note or a
    /// message keeps them as typed.
    static let drawnOutWords: Set<String> = {
        var words: Set<String> = ["remind", "reminder", "add", "schedule", "note", "email", "mail", "emails", "mails", "put", "book", "set",
                                  "make", "create", "jot", "please", "pls", "plz", "ok", "okay", "thanks", "tomorrow", "tonight", "today",
                                  "morning", "afternoon", "evening", "night", "noon", "midnight", "am", "pm", "hour", "hours", "hr", "hrs",
                                  "minute", "minutes", "min", "mins", "day", "days", "week", "weeks", "month", "months", "weekend", "next",
                                  "later", "tmrw", "calendar", "any", "new"]
        for day in ["mon", "tues", "wednes", "thurs", "fri", "satur", "sun"] { words.insert(day + "day") }
        return words
    }()

    /// `text` with a request or time word whose letters are drawn out written plainly:
    /// "pleeease" → "please", "tomorrowww" → "tomorrow", "fridayyy" → "friday", "7 ammm" → "7 am",
    /// "an hourrr" → "an hour", "emaaail" → "email", "reeemind" → "remind", "a noote" → "a note".
    /// Any other word stays as typed ("sooo soon", "thank youuu"), as does a message or a note
    /// after its "saying", "that" or colon.
    ///
    /// - Parameter text: the command, as typed.
    /// - Returns: The command with those words written plainly, or `text`.
    public static func withoutDrawnOutLetters(_ text: String) -> String {
        guard matches(text, #"(\p{L})\1\1|\b(?:noo+te|emm+ail|remm+ind)\b"#) else { return text }
        let start = bodyStart(text)
        return plainWords(String(text[..<start])) + text[start...]
    }

    /// Where the words of a message or a note begin in `text` (after "saying", "that", "telling",
    /// "with the message", "about" or a colon), or its end.
    static func bodyStart(_ text: String) -> String.Index {
        text.range(of: #"(?i)\s(?:saying|that|telling|with\s+the\s+(?:message|subject)|about)\s|:"#, options: .regularExpression)?.lowerBound ?? text.endIndex
    }

    /// Each word of `text` read back to one of ``drawnOutWords`` when a run of one letter in it,
    /// said once or twice, makes one.
    static func plainWords(_ text: String) -> String {
        guard let regex = compiled(#"\p{L}+"#) else { return text }
        var result = text
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let range = Range(match.range, in: result) else { continue }
            let word = String(result[range])
            let lower = word.lowercased()
            guard !drawnOutWords.contains(lower) else { continue }
            // Runs of three or more down to one ("tomorrowww"), then to two ("tomorrrrow"), then
            // every run down to one ("a noote").
            let tries = [replace(lower, #"(\p{L})\1{2,}"#, with: "$1"), replace(lower, #"(\p{L})\1{2,}"#, with: "$1$1"),
                         replace(lower, #"(\p{L})\1+"#, with: "$1")]
            guard let plain = tries.first(where: { $0 != lower && drawnOutWords.contains($0) }) else { continue }
            // "Pleeease": the capital stays where it was.
            result.replaceSubrange(range, with: word.first?.isUppercase == true ? plain.prefix(1).uppercased() + plain.dropFirst() : plain)
        }
        return result
    }

    /// `text`, a request to send or read mail, with the "@" of a chat app's mention taken off the
    /// people it names before the message ("email @Nnenna saying the draft is ready", "anything
    /// from @Chidera?"); an address ("ida@web.de") and the message's own words stay as typed.
    static func withoutMentionMarks(_ text: String) -> String {
        guard text.contains("@") else { return text }
        let start = bodyStart(text)
        return replace(String(text[..<start]), #"(?<![\w.@])@(?=\p{L})"#, with: "") + text[start...]
    }

    /// `text`, a reminder or an event, with time words cut short written out ("tmw", "tomo", "nxt",
    /// "tdy", "mth", "wknd"), a chat's "because" written out ("…to call Rustem b/c it's his bday",
    /// "cuz she's waiting": then a reason, no part of the task), and an approximation written with
    /// a mark taken off the time it hedges: "at ca. 1 pm", "at c. 8 pm", "at approx. 5" → "at
    /// about…", "10 am ± 15 min" → "10 am", "in an hour, give or take," and "at 7 pm, more or
    /// less," → "in an hour", "at 7 pm".
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those words written out or taken off, or `text`.
    static func chatInWords(_ text: String) -> String {
        guard matches(text, #"\b(?:b/c|cuz|coz|cos|bc|tmw|tomo|tomoz|2mrw|nxt|tdy|2dy|mth|mnth|mths|mnths|wknd|ca|c|approx|approximately|circa|give\s+or\s+take|more\s+or\s+less|or\s+thereabouts)\b|±|\+/?-"#) else { return text }
        var current = replace(text, #"(?<=\s)(?:b/c|B/C|cuz|coz|cos|bc)\s+(?=\p{L})"#, with: "because ")
        // "tmw", "tomo", "nxt mon", "every mth", "tdy": time words cut short, lower case (not "Tomo").
        for (short, word) in [("tmw|tomo|tomoz|2mrw", "tomorrow"), ("nxt", "next"), ("tdy|2dy", "today"), ("mth|mnth", "month"), ("mths|mnths", "months"), ("wknd", "weekend")] {
            current = replace(current, #"(?-i:\b(?:"# + short + #")\b)"#, with: word)
        }
        current = replace(current, #"(?i)(?<!\bin\s)\b(?:(?:ca|c|approx)\.\s*|(?:approx|approximately|circa)\s+)(?=\d)"#, with: "about ")
        current = replace(current, #"(?i)\s*(?:±|\+/-|\+-|plus\s+or\s+minus)\s*\d{1,3}\s*(?:min(?:ute)?s?|m|hrs?|hours?|h)\b"#, with: "")
        return replace(current, #"(?i)(?<=\d|\b(?:am|pm|hours?|minutes?|mins?|noon|midnight|o['’]clock|tomorrow|tonight|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,?\s*(?:give\s+or\s+take|more\s+or\s+less|or\s+thereabouts)\b\s*,?(?=\s|$)"#, with: "")
    }

    /// `text` without the markdown of a notes app around its words: a quote's or a heading's mark
    /// before it ("> add lunch…", "## note: …"), backticks ("`remind me in 10 min…`"), highlight
    /// and underscore emphasis ("==Yuba's farewell==", "_dinner with Serhat_"); a struck-out word
    /// is taken out as the speaker took it out ("~~remind me at 4~~ remind me at 5 pm…", "to
    /// ~~call~~ text Lounis"). A link ("[here](https://…)") stays as typed.
    ///
    /// - Parameter text: the command, as typed.
    /// - Returns: The command without that markdown, or `text`.
    public static func withoutMarkdown(_ text: String) -> String {
        guard matches(text, #"`|~~|==|(?<![\w_])_\S|^\s*(?:>|#{1,6}\s)"#) else { return text }
        var current = replace(text, #"~~[^~]{1,80}~~\s*"#, with: "")
        current = replace(current, #"^\s*(?:>\s*|#{1,6}\s+)"#, with: "")
        current = replace(current, #"`"#, with: "")
        current = replace(current, #"==([^=\s](?:[^=]{0,80}?[^=\s])?)=="#, with: "$1")
        return replace(current, #"(?<![\w_])_([^_\s](?:[^_]{0,80}?[^_\s])?)_(?![\w_])"#, with: "$1")
    }

    /// `text`, a reminder or an event, with a day of a calendar week said by its number as its
    /// date: "on friday of week 49", "on the friday of KW 49", "on wednesday in CW 50", "for week
    /// 49 tuesday" → "on 4 december" (ISO weeks: week 49 of 2026 begins on Monday 30 November; a
    /// week already gone this year is next year's). A reminder "in week 49" comes on its Monday,
    /// as "next week" does; an event with only a week keeps "in week 49", which is asked about.
    static func calendarWeeksInDays(_ text: String, intent: String, resolver: TimeResolver) -> String {
        let week = #"(?:calendar\s+week|week|wk|kw|cw)\.?\s*(\d{1,2})\b"#
        guard ["add_reminder", "create_event"].contains(intent), matches(text, #"\b"# + week) else { return text }
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = resolver.timeZone
        let now = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: resolver.reference)
        // `weekday` is `Calendar`'s number (Sunday 1, Monday 2), as ``calendarWeekday(_:)`` gives it.
        func date(week: String?, weekday: Int?) -> String? {
            guard let week, let weekday, let number = Int(week), (1...53).contains(number), let thisWeek = now.weekOfYear, let year = now.yearForWeekOfYear,
                  let day = calendar.date(from: DateComponents(weekday: weekday, weekOfYear: number, yearForWeekOfYear: number >= thisWeek ? year : year + 1)) else { return nil }
            let parts = calendar.dateComponents([.day, .month], from: day)
            guard let dayOfMonth = parts.day, let month = parts.month else { return nil }
            return "on \(dayOfMonth) \(monthNames[month - 1])"
        }
        let day = #"(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)"#
        var current = rewrite(text, #"(?i)\b(?:on\s+)?(?:the\s+)?"# + day + #"\s+(?:of|in)\s+(?:the\s+)?"# + week) { groups in
            date(week: groups[1], weekday: groups[0].flatMap(calendarWeekday))
        }
        current = rewrite(current, #"(?i)\b(?:(?:for|in|on|during)\s+)?(?:the\s+)?"# + week + #"\s*,?\s+(?:on\s+)?(?:the\s+)?"# + day + #"\b"#) { groups in
            date(week: groups[0], weekday: groups[1].flatMap(calendarWeekday))
        }
        return rewrite(current, #"(?i)\b(in|during)\s+(?:the\s+)?"# + week) { groups in
            intent == "add_reminder" ? date(week: groups[1], weekday: calendarWeekday("monday")) : groups[1].map { "in week " + $0 }
        }
    }

    /// An emoticon typed with marks: ":)", ":-(", ";)", ":D", ":P", ":/", "=)", ":')", "<3",
    /// "^^", "o_O", "xD" (not a clock's colon, an address's "://" or "(at 8)").
    static let emoticon = #"(?<![\w:/'’])(?:[:;=][-'’^o]?[)(DPpOo3/|\]\[*]|<3+|</3|\^_?\^|[oO]_[oO]|-_-|T_T|[xX]D)(?![\w/])"#

    /// `text` without the emoticons typed around the command ("remind me at 9 pm :-) to take my
    /// pills", ":( remind me…", "email Sreymom :) saying…"); a message keeps those in its words
    /// ("…saying see you soon :)").
    ///
    /// - Parameter text: the command, as typed.
    /// - Returns: The command without those emoticons, or `text`.
    public static func withoutEmoticons(_ text: String) -> String {
        guard text.contains(where: { ":;=<^_xX".contains($0) }), matches(text, emoticon) else { return text }
        let start = text.range(of: #"(?i)\s(?:saying|telling|with\s+the\s+message)\s"#, options: .regularExpression)?.lowerBound ?? text.endIndex
        let head = replace(replace(String(text[..<start]), #"\s*"# + emoticon, with: ""), #"^\s+"#, with: "")
        return head + text[start...]
    }

    /// `text` with a correction as a chat writes it said as one Hearth reads ("…, no, …"): "*6 pm"
    /// and "on wed *thu" (an asterisk before what was meant), "jk make it 10", "wait no thursday",
    /// "lol no 4:30", "nvm make it 8", ", sry 7", "oops 11 am", "ugh i mean 30", "edit: 10 am",
    /// ". correction: 7 pm", "(typo: 7:30 am)".
    ///
    /// - Parameter text: a reminder, an event or a request to read mail, as typed.
    /// - Returns: The text with those corrections said plainly, or `text`.
    static func chatCorrectionsInWords(_ text: String) -> String {
        guard matches(text, #"\s\*+[\p{L}\d]|\b(?:jk|j/k|wait|lol|nvm|nevermind|never\s+mind|oops|ugh|sry|soz|edit|correction|typo)\b"#) else { return text }
        let meant = #"(?=(?:make\s+(?:it|that)\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)\w*\b|tomorrow|tmrw|tonight|today|next|noon|midnight|half|quarter))"#
        var current = replace(text, #"\s*\((?:typo|correction|edit|sorry|i\s+mean)\s*:?\s*([^)]{1,30})\)"#, with: ", no, $1")
        current = replace(current, #"(?<=[\p{L}\d.])\s+\*+(?=[\p{L}\d])"#, with: ", no, ")
        return replace(current, #"(?i)\s*[,.]?\s+(?:(?:jk|j/k)\s*,?|wait,?\s+no,?|lol,?\s+no,?|nvm,?|nevermind,?|never\s+mind,?|oops,?|(?:ugh,?\s+)?i\s+mean|sry,?|soz,?|edit\s*:|correction\s*:)\s+"# + meant, with: ", no, ")
    }
}
