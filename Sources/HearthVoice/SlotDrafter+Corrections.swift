import Foundation

/// A person putting right what they typed, as they type it.
extension SlotDrafter {
    /// Words that take back what came just before: "no", "sorry", "actually", "I mean", "or
    /// rather", "make that", "correction", "scratch that", "wait", "hang on", "er"; several may
    /// follow one another ("no, sorry, that's"). "Hang on" before someone in the room and a comma
    /// ("…, hang on Amy, …") is said to them (``withoutAsides(_:toTheListener:)``).
    static let correctionWords = #"(?:no wait|no sorry|wait no|or no|oh no|oh wait|no|sorry|actually|i mean|or rather|rather|make (?:it|that)|correction|scratch that|(?:wait|hang on|hold on)\s+a\s+(?:sec|second|minute|mo|moment)|wait|hang on(?!\s+(?-i:"# + someoneInTheRoom + #")\s*,)|hmm+|uh+|er+|erm|um+|oh)"#

    /// The correction words, set apart by a comma or a spaced dash before them.
    static let correctionMark = compiled(
        #"(?i)(?:\s*,|\s+[–—-])\s*(?:or\s+(?=actually\b|i mean\b|make\b|wait\b|sorry\b))?(?:"# + correctionWords + #"(?:\s*[,–—-]\s*|\s+))+(?:(?:that's|that is)\s+)?"#)

    /// Where a command opens again after a correction ("…, no, scratch that, remind me to buy bread").
    static let commandOpener = #"^(?:remind|add|put|schedule|book|set|create|make a note|note|jot|e-?mail|send|write to|read|check)\b"#

    /// A clock time in words or digits ("6 pm", "3:30", "noon", "half 7").
    static let clockWords = #"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?)|\b\d{1,2}:\d\d\b|\bat\s+\d{1,2}\b|\b(?:noon|midday|midnight)\b|\bhalf\s+(?:past\s+)?\d{1,2}\b|\bo'clock\b"#

    /// A day in words ("friday", "the 9th", "tomorrow", "the day after").
    static let dayWords = #"\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|the day after(?: tomorrow)?|next week)\b"#

    /// `text` with a time or a length said in a clause of its own as plain words of time: "Huba's
    /// recital, which is on the 9th at 6 pm, to my calendar" → "Huba's recital, on the 9th at 6 pm,
    /// to my calendar"; "…at 6 pm and make it an hour long" → "…at 6 pm for an hour".
    static func clausesAsTimes(_ text: String) -> String {
        guard matches(text, #"\b(?:which|that)\b|\blong\b"#) else { return text }
        let day = #"(?:on|at|in|this|next|tomorrow|tonight|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d)\b"#
        let clause = replace(text, #"(?i),\s*(?:which|that)\s+(?:is|['’]s|will\s+be|falls)\s+(?="# + day + ")", with: ", ")
        return replace(clause, #"(?i)(?:,\s*|\s+)(?:and\s+)?make\s+(?:it|that)\s+((?:an?|one|two|three|four|half\s+an?|\d+(?:\.\d+)?)\s+(?:minutes?|mins?|hours?|hrs?)(?:\s+and\s+a\s+half)?)\s+long\b"#, with: " for $1")
    }

    /// `text` with a closing "…and make it pm" ("remind me at 8 to put the bins out and make it
    /// pm", "…, make that am") said as the clock's own mark: "at 8 pm". Only one bare clock (no mark
    /// of its own) takes it; otherwise `text` is returned as it is.
    static func meridiemSaidAfter(_ text: String) -> String {
        let closing = #"(?i)(?:,\s*|\s+)(?:and\s+)?make\s+(?:it|that)\s+(am|pm|a\.m\.?|p\.m\.?)\s*[.!]*$"#
        guard let said = captures(text, closing)?.first ?? nil else { return text }
        let clock = #"(?i)\b(at|by|from|until|till)\s+(\d{1,2}(?::\d\d)?)\b(?!\s*(?:[ap]\.?m\b|o['’]clock|:|\d))"#
        guard let regex = compiled(clock), regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) == 1,
              !matches(text, #"(?i)\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b"#) else { return text }
        let mark = said.lowercased().hasPrefix("p") ? "pm" : "am"
        let marked = replace(text, clock, with: "$1 $2 " + mark)
        return replace(marked, closing, with: "")
    }

    /// The command as meant when the person put part of it right as they went: "remind me at 5,
    /// no, 6 pm to call Thảo" → "remind me at 6 pm to call Thảo"; "on tuesday, actually
    /// wednesday"; "tomorrow, no, the day after"; "in an hour…, no, in 40 minutes"; "for an hour,
    /// no, two hours"; "email Thảo, no, Trang, saying…"; "from the bank, I mean the building
    /// society"; "call Hoa, no, text Hoa"; "…, no, scratch that, remind me to buy bread at 5 pm".
    /// A time, a length, a name or the words from a repeated word on are replaced; a command said
    /// again replaces the one before it.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - resolver: tells times from other words.
    /// - Returns: The command as meant, and why it must be asked about when a correction was said
    ///   that was not understood (nil otherwise).
    static func corrected(_ text: String, resolver: TimeResolver) -> (text: String, doubt: String?) {
        // "on the 3rd, or is it the 4th", "at 1 pm, or maybe 2 pm": not sure which.
        if let unsure = captures(text, #"(?i),\s*(or\s+(?:is it|was it|maybe|possibly|perhaps)\b[^,]*)"#)?.first ?? nil {
            return (text, "it is not sure which (\(unsure))")
        }
        // "never mind the 3 pm, add the meeting with Jón at 4 pm today": what is taken back first.
        var current = replace(text, #"(?i)^(?:never mind|forget|scratch)\s+[^,]+,\s*(?=\S)"#, with: "")
        for _ in 0..<3 {
            guard let regex = correctionMark,
                  let match = regex.firstMatch(in: current, range: NSRange(current.startIndex..., in: current)),
                  let whole = Range(match.range, in: current), whole.lowerBound > current.startIndex else { break }
            let left = String(current[..<whole.lowerBound])
            let after = current[whole.upperBound...]
            var said = String(after), rest = ""
            if let end = after.range(of: #"\s*(?:,|\s[–—-]\s)"#, options: .regularExpression) {
                said = String(after[..<end.lowerBound])
                rest = String(after[end.upperBound...])
                rest = rest.isEmpty ? "" : " " + rest
            }
            // "…, no, 6 pm to call Thảo": the correction is the time; the task follows it.
            if let parts = captures(said, #"(?i)^(.+?)(\s+to\s+\S.*)$"#), let head = parts[0], let tail = parts[1],
               isTime(head, resolver: resolver) {
                said = head
                rest = tail + rest
            }
            // "tomorrow at, uh, 7:20", "schedule, um, a review": a hesitation puts nothing right
            // unless what follows it replaces what came before ("thursday, er, friday at 10 am").
            let hesitation = !matches(String(current[whole]), #"\b(?:no|sorry|actually|mean|rather|make|correction|scratch|wait|hang on)\b"#)
            guard let fixed = applying(correction: said, to: left, resolver: resolver) else {
                if hesitation { break }
                return (text, "it was put right as it was said (\(trimEdges(String(current[whole])))) in a way Hearth did not follow")
            }
            current = tidy(fixed + rest)
        }
        return (current, nil)
    }

    /// A length and nothing else ("two hours", "45 minutes", "for an hour and a half").
    static let lengthWords = #"^(?:for\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?|half\s+an?)\s+(?:hours?|hrs?|minutes?|mins?)(?:\s+and\s+a\s+(?:half|quarter))?$"#

    /// True when `text` is a time or a length and nothing else ("6 pm", "20", "the day after", "two hours").
    static func isTime(_ text: String, resolver: TimeResolver) -> Bool {
        if matches(text, #"^(?:at\s+)?\d{1,2}(?::\d\d)?$|^the day after$|^half\s+\d{1,2}(?:\s+\w+)?$"#) || matches(text, lengthWords) { return true }
        let extraction = resolver.extract(from: text)
        return !extraction.mentions.isEmpty && trimEdges(extraction.leftover).isEmpty
    }

    /// `left` with the correction `said` put in place of what it corrects, or nil.
    static func applying(correction said: String, to left: String, resolver: TimeResolver) -> String? {
        let said = replace(trimEdges(said), #"(?i)^(?:just|only)\s+"#, with: "")
        guard !said.isEmpty else { return nil }
        // "email Huy, actually email Hoa too": one more.
        if let added = captures(said, #"(?i)^(?:(?:e-?mail|and)\s+)?(\p{Lu}[\p{L}'’-]*)\s+(?:too|as well|also)$"#)?.first ?? nil {
            return left + " and " + added
        }
        if matches(said, commandOpener) { return said }
        if isTime(said, resolver: resolver), let replaced = replacingTime(in: left, with: said, resolver: resolver) { return replaced }
        let words = left.split(separator: " ").map(String.init)
        let saidWords = said.split(separator: " ").map(String.init)
        guard let first = saidWords.first?.lowercased(), let last = saidWords.last?.lowercased() else { return nil }
        // "the subject dinner, no, subject lunch", "from Thảo, sorry, from Trang", "coffee with
        // Quang on friday — no, make it coffee with Phượng": from the repeated word on.
        if let index = words.indices.reversed().prefix(8).first(where: { words[$0].lowercased() == first }) {
            return (words[..<index] + saidWords).joined(separator: " ")
        }
        // "call Hoa, no, text Hoa": as many words at the end.
        if words.last?.lowercased() == last, words.count > saidWords.count {
            return (words.dropLast(saidWords.count) + saidWords).joined(separator: " ")
        }
        // "any emails from Minh, no, Linh", "email Thảo, no, Trang": a name for the name before it.
        if matches(said, #"^(?-i:\p{Lu})[\p{L}'’-]*(?:\s+(?-i:\p{Lu})[\p{L}'’-]*){0,2}$|^the\s+[\p{L}'’ -]+$"#),
           let end = words.indices.last, words[end].first?.isUppercase == true {
            var start = end
            while start > 0, words[start - 1].first?.isUppercase == true { start -= 1 }
            guard start > 0 else { return nil }
            return (words[..<start] + saidWords).joined(separator: " ")
        }
        return nil
    }

    /// `left` with its last time of the corrected kind replaced by `said`: a clock for a clock
    /// ("on sunday at 10, sorry, 11 am"), a day for a day ("on monday, correction, tuesday"), a
    /// day and a clock for both, a length for a length, "in…" for "in…".
    static func replacingTime(in left: String, with said: String, resolver: TimeResolver) -> String? {
        let mentions = resolver.extract(from: left).mentions
        guard !mentions.isEmpty else { return nil }
        let bare = matches(said, #"^(?:at\s+)?\d{1,2}(?::\d\d)?$"#)
        let saidDay = matches(said, dayWords), saidClock = bare || matches(said, clockWords)
        var saidLength = matches(said, lengthWords)
        if case .duration = resolver.value(of: said) { saidLength = !matches(said, #"^in\s"#) }
        func replacing(_ mention: TimeMention, _ pattern: String, with template: String) -> String? {
            let changed = replace(mention.text, "(?i)" + pattern, with: template)
            guard changed != mention.text else { return nil }
            return String(left[..<mention.range.lowerBound]) + changed + String(left[mention.range.upperBound...])
        }
        let plain = NSRegularExpression.escapedTemplate(for: replace(said, #"(?i)^(?:at|on)\s+"#, with: ""))
        for mention in mentions.reversed() {
            let text = mention.text
            if matches(said, #"^in\s"#) {
                if matches(text, #"^in\s"#) { return replacing(mention, #"^.*$"#, with: NSRegularExpression.escapedTemplate(for: said)) }
                continue
            }
            if saidLength {
                if matches(text, #"\b(?:for|lasting)\s+"#) { return replacing(mention, #"\b((?:for|lasting)\s+).*$"#, with: "$1" + plain) }
                // "in an hour, or actually make it 90 minutes": from now, as before.
                if matches(text, #"^in\s"#) { return replacing(mention, #"^in\s+.*$"#, with: "in " + plain) }
                if case .duration = mention.value { return replacing(mention, #"^.*$"#, with: plain) }
                continue
            }
            if bare {
                // "in 10 minutes, no, 20", "at 9 tonight, no, 10": the number.
                if matches(text, #"\d"#) { return replacing(mention, #"\b\d{1,2}(?::\d\d)?(?![\d:]|st\b|nd\b|rd\b|th\b)"#, with: plain) }
                continue
            }
            let hasDay = matches(text, dayWords), hasClock = matches(text, clockWords)
            if saidDay, saidClock, hasDay {
                // From the day on: "dinner on the 12th" keeps its "dinner".
                let on = matches(said, #"^(?:today|tomorrow|tonight|the day after)"#) ? "" : "$1"
                return replacing(mention, #"(\bon\s+)?(?:(?:this|next)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|the day after).*$"#, with: on + plain)
            }
            if saidDay, !saidClock, hasDay {
                let day = matches(plain, #"^the day after$"#) && matches(text, #"\btomorrow\b"#) ? "the day after tomorrow" : plain
                return replacing(mention, #"(?:(?:this|next)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|the day after(?: tomorrow)?)(?:\s+(?:morning|afternoon|evening|night))?"#, with: day)
            }
            if saidClock, !saidDay, hasClock {
                return replacing(mention, #"(?:at\s+)?(?:\b\d{1,2}(?::\d\d)?(?![\d:]|st\b|nd\b|rd\b|th\b)(?:\s*[ap]\.?m\b\.?)?|noon|midday|midnight|half\s+(?:past\s+)?\d{1,2})(?:\s*o'clock)?"#, with: "at " + plain)
            }
        }
        return nil
    }

    /// A time ruled out beside the one meant, and remarks that only say what is not wanted: "on
    /// thursday, not friday, to pay Gunnar" → "on thursday to pay Gunnar"; "at 9 am tomorrow, not
    /// today"; "…, not the 9 am slot"; "at 7 am, not pm,"; "at FIVE pm, NOT six"; ", no later,";
    /// "write to Ragnar, not Einar, saying…".
    /// "remind me not to…", "not before 10 am" and "not sure what time" are left.
    static func withoutRuledOut(_ text: String) -> String {
        replace(text, #"(?i),\s+(?:not\s+(?!to\b|sure\b|before\b|after\b|until\b|till\b|now\b|yet\b)(?=[^,]*(?:\d|\b(?:today|tomorrow|tonight|noon|midnight|morning|afternoon|evening|(?:mon|tues|wednes|thurs|fri|satur|sun)day|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|am|pm|a\.m|p\.m)\b|(?-i:\p{Lu})))[^,]+?|no\s+(?:later|earlier|sooner)|not\s+(?:later|earlier|sooner))(?:,\s*(?=\S)|\s*$)"#, with: " ")
    }

    /// Words after an event or reminder that are no part of it: "in case I forget", "just in
    /// case", "rain or shine", "whether or not Gergő comes", "if you can", "if possible", "if that's
    /// ok with you", ", maybe", "don't forget", "no need to remind me", "but don't tell Kári", "not a
    /// word to him", "no plus ones", "nothing formal", "and don't invite Einar"; and "tentatively"
    /// before it.
    static func withoutAside(_ text: String) -> String {
        let asides = #"(?:(?:just\s+)?in case(?: i forget)?|rain or shine|whether or not\s+[^,]+?|if (?:you can|you could|possible|that's (?:ok|okay|alright|fine)(?: with you)?)|maybe|don't forget|(?:there's\s+)?no need to remind me|don't remind me|but don't tell\s+\S+|not a word to\s+\S+|no plus ones|nothing formal|and don't invite\s+\S+|no alarms(?: please)?)"#
        var current = replace(text, #"(?i)(?:,\s*|\s+)"# + asides + #"\s*(?=,|$)"#, with: "")
        current = replace(current, #"(?i)^(?:if possible|tentatively)\s*,?\s+"#, with: "")
        return current
    }
}

extension SlotDrafter {
    /// A message's recipients, subject or words put right before or as the words begin ("email
    /// Thảo, no, Trang, saying…", "with the subject dinner, no, subject lunch", "saying yes — no,
    /// sorry, saying maybe"), and a person ruled out ("write to Ragnar, not Einar, saying…"); a
    /// correction inside the words themselves is theirs ("saying see you at 6, not 5").
    static func correctedMail(_ text: String, resolver: TimeResolver) -> String {
        // Where the subject or the words begin.
        let bodyOpener = #"(?i)\b(?:saying|to say|that says|with the subject|subject|body)\b"#
        let bodyStart = text.range(of: bodyOpener, options: .regularExpression)?.lowerBound ?? text.endIndex
        var current = text
        if let ruled = text.range(of: #"(?i),\s+not\s+(?-i:\p{Lu})[\p{L}'’-]*(?:\s+(?-i:\p{Lu})[\p{L}'’-]*)?,?\s*"#, options: .regularExpression),
           ruled.lowerBound < bodyStart {
            current = text.replacingCharacters(in: ruled, with: " ")
        }
        guard let regex = correctionMark,
              let match = regex.firstMatch(in: current, range: NSRange(current.startIndex..., in: current)),
              let range = Range(match.range, in: current) else { return current }
        let newBodyStart = current.range(of: bodyOpener, options: .regularExpression)?.lowerBound ?? current.endIndex
        if range.lowerBound < newBodyStart || matches(String(current[range.upperBound...]), #"^(?:saying|to say|subject|with the subject)\b"#) {
            current = corrected(current, resolver: resolver).text
        }
        return current
    }

    /// The command up to a second request after it ("… and remind me to call him at 6", "…, then
    /// delete it"), and that request; the command as it is when there is none.
    static func withoutSecondRequest(_ text: String, intent: String) -> (text: String, second: String?) {
        guard let regex = SlotDrafter.compiled("(?i)" + secondRequest(intent: intent)),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text), range.lowerBound > text.startIndex,
              asksForSomething(String(text[..<range.lowerBound])) else { return (text, nil) }
        return (String(text[..<range.lowerBound]), trimEdges(String(text[range.lowerBound...])))
    }

    /// Why a weekday said with a date must be asked about: it is not that date's weekday ("Friday
    /// 12th December" is a Saturday), or the next date it is falls more than five weeks away
    /// ("friday the 3rd" next falls in September). Nil when it fits or none was said.
    static func weekdayAmiss(_ text: String, draft: Draft, resolver: TimeResolver) -> String? {
        guard let weekday = captures(text, #"(?i)\b(mon|tues|wednes|thurs|fri|satur|sun)day\b(?:\s+the)?\s+\d{1,2}(?:st|nd|rd|th)\b"#)?.first ?? nil,
              let date = draft.placedTimes.first else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        if calendarWeekday(weekday) != calendar.component(.weekday, from: date) { return "\(weekday)day is not the day that date falls on" }
        if date.timeIntervalSince(resolver.reference) > 35 * 86_400 { return "the next \(weekday)day on that date is months away" }
        return nil
    }

    /// Why a time said for today cannot be run, when it cannot: "at 9 this morning" said at 10 has
    /// gone, and the next 9 am (tomorrow's) is not what was said.
    ///
    /// - Parameters:
    ///   - text: the command, as drafted from.
    ///   - draft: its draft, with the time placed.
    ///   - resolver: the reference time and zone.
    /// - Returns: The reason, or nil when the time is today's and still to come, or not today's.
    static func goneToday(_ text: String, draft: Draft, resolver: TimeResolver) -> String? {
        guard let said = captures(text, #"(?i)\b(this\s+(?:morning|afternoon)|today)\b"#)?.first ?? nil,
              !matches(text, #"(?i)\b(?:tomorrow|tonight|next|every|each|(?:mon|tues|wednes|thurs|fri|satur|sun)day|in\s+(?:an?|\d+|one|two|three|half)\b)|\b(?:days?|weeks?|fortnight|months?|years?)\s+(?:from\s+)?today\b"#),
              let date = draft.placedTimes.first else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        guard !calendar.isDate(date, inSameDayAs: resolver.reference) else { return nil }
        return "the time said for \(said.lowercased()) has already gone: when?"
    }

    /// The small hours of a named night ("friday night at 1 am", "at 2 am on saturday night",
    /// "tomorrow night at 3", "the night of the 5th at 2 am"): placed on the day after that night,
    /// as most mean, and said back before running since some mean the night's own date. Nil for
    /// "tonight at 1 am", which is only ever tomorrow's.
    static func nightAfter(_ text: String) -> String? {
        let day = #"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)"#
        let small = #"(?:12|[1-5])(?:[:.][0-5]\d)?"#
        let said = captures(text, #"(?i)\b("# + day + #"\s+night,?\s+at\s+"# + small + #"(?:\s*a\.?m\.?)?|at\s+"# + small + #"\s*a\.?m\.?,?\s+on\s+"#
                            + day + #"\s+night|the\s+night\s+of\s+[^,]{1,30}?\s+at\s+"# + small + #"(?:\s*a\.?m\.?)?)(?![\d:]|\s*p\.?m)"#)?.first ?? nil
        return said.map { "\"\($0)\" is read as the small hours after that night" }
    }
}
