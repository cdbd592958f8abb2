import Foundation

/// Lengths and clocks typed with a fraction ("in ½ hour", "in 1½ hours", "in ¾ of an hour", "in
/// 1/2 an hour", "for 2 1/2 hours", "½ past 6") and how often a prescription's shorthand says
/// ("q8h", "tds", "bd"), in the words the time grammar knows.
extension SlotDrafter {
    /// A typed fraction's worth in quarters.
    static let fractionQuarters: [String: Int] = ["½": 2, "1/2": 2, "¼": 1, "1/4": 1, "¾": 3, "3/4": 3]

    /// `text` with a length of hours typed with a fraction said in minutes, and a fraction before
    /// "past" or "to" in words: "in ½ hour" and "in 1/2 an hour" → "in 30 minutes", "in 1½ hours"
    /// and "in 1 1/2 hours" → "in 90 minutes", "in ¾ of an hour" → "in 45 minutes", "a 1½ hour
    /// class" → "a 90 minute class", "½ past 6" → "half past 6". A fraction of anything else ("½ a
    /// tablet", "1½ metres") stays as typed, and "1/2" alone is not read as a date.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those lengths and clocks in words, or `text`.
    static func fractionsInWords(_ text: String) -> String {
        let decimals = decimalHoursInWords(text)
        guard decimals != text || text.contains(where: { "½¼¾".contains($0) }) || matches(text, #"\b[13]/[24]\b"#) else { return text }
        var current = rewrite(decimals, #"(?i)(?<![\d/.,])(?:(\d{1,2})\s*)?(½|¼|¾|(?<=\s|^)(?:1/2|1/4|3/4))(?:\s*|-)(?:of\s+)?(an?\s+)?(hours?|hrs?|h)\b(?![\d/])"#) { groups in
            guard let fraction = groups[1].flatMap({ fractionQuarters[$0] }), let unit = groups[3] else { return nil }
            let minutes = (groups[0].flatMap { Int($0) } ?? 0) * 60 + fraction * 15
            // "a 1½ hour class": the length names the thing, in the singular.
            let singular = !unit.lowercased().hasSuffix("s") && groups[2] == nil && groups[0] != nil
            return "\(minutes) minute" + (singular ? "" : "s")
        }
        // "a 1½ hour class" with "a" before the length: still one length.
        current = replace(current, #"(?i)\b(an?\s+)(\d+)\s+minutes(?=\s+\p{L})(?!\s+(?:to|from|before|after|until|till|at|on|in|for|and|or)\b)"#, with: "$1$2 minute")
        current = replace(current, #"(?i)(?<![\d/])(?:½|(?<=\s|^)1/2)\s+past\b"#, with: "half past")
        return replace(current, #"(?i)(?<![\d/])(?:¼|(?<=\s|^)1/4)\s+(past|to)\b"#, with: "quarter $1")
    }

    /// `text` with a length of hours typed as a decimal, with a point or a comma, in minutes: "in
    /// 1,5 hours" → "in 90 minutes", "in .5 hr" → "in 30 minutes", "for 0.5 h" → "for 30
    /// minutes", "for 2.0 hours" → "for 120 minutes", "a 1.5 hour walk" → "a 90 minutes walk"
    /// (made singular with the fractions). A clock ("at 17.30 h", "until 9,30 h") and a decimal
    /// that is no whole number of minutes stay as typed.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those lengths in minutes, or `text`.
    static func decimalHoursInWords(_ text: String) -> String {
        guard matches(text, #"\d?[.,]\d{1,2}\s*-?\s*h"#) else { return text }
        let notAClock = #"(?<!\b(?:at|by|from|to|till|until|before|after|um|ab|bis)\s)"#
        return rewrite(text, #"(?i)"# + notAClock + #"(?<![\d.,:/])(\d{1,2})?[.,](\d{1,2})\s*(?:-\s*)?(?:hours?|hrs?|h)\b(?![\d/.,])"#) { groups in
            guard let digits = groups[1], let fraction = Int(digits) else { return nil }
            let scaled = fraction * 60, denominator = digits.count == 1 ? 10 : 100
            let minutes = (groups[0].flatMap { Int($0) } ?? 0) * 60 + scaled / denominator
            guard scaled % denominator == 0, minutes > 0 else { return nil }
            return "\(minutes) minutes"
        }
    }

    /// `text` with a clock typed with another mark between hour and minutes, or with "in the a.m."
    /// for am, as the time grammar reads it: "at 5;30 pm" → "at 5:30 pm", "at 9,30 am", "from 6,30
    /// to 8,30 pm", "at 7'30 pm", "at 12;15" → "at 12:15"; "at 7 in the p.m." → "at 7 pm". Only
    /// after "at", "from", "till", "until", "by", "around" or "about", or before am or pm: "1,250
    /// USD", "2,50 €" and a length ("in 0,25 h") stay as typed.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those clocks in the grammar's marks, or `text`.
    static func clockMarksInWords(_ text: String) -> String {
        guard matches(text, #"\d[;,'’]\d\d|\bin\s+the\s+[ap]\.?\s?m\b"#) else { return text }
        let after = #"(?<=\b(?:at|from|till|until|by|around|about)\s)"#, meridiem = #"(?=\s*[ap]\.?\s?m\b)"#
        let clock = #"(?<![\d.,;:'’])((?:[01]?\d|2[0-3]))[;,'’]([0-5]\d)(?![\d.,;'’]?\d)"#
        var current = replace(text, #"(?i)"# + after + clock, with: "$1:$2")
        current = replace(current, #"(?i)"# + clock + meridiem, with: "$1:$2")
        return replace(current, #"(?i)(\d(?:\s+o['’]clock)?)\s+in\s+the\s+([ap])\.?\s?m\b\.?"#, with: "$1 $2m")
    }

    /// `text` with a clock typed half in figures and half in words in figures: "at 5 thirty" →
    /// "at 5:30", "at 6 fifteen pm" → "at 6:15 pm", "at 9 forty-five am", "at 10 oh 5" → "at
    /// 10:05", "at seven 45" → "at 7:45", "at twelve 30", "from 10 thirty to 11 am". Only after
    /// "at", "from", "to", "till", "until", "by", "around", "about" or "and", and not before a
    /// unit ("at 5 twenty minutes early" stays).
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those clocks in figures, or `text`.
    static func mixedClocksInWords(_ text: String) -> String {
        guard text.contains(where: \.isNumber) else { return text }
        let units = "one|two|three|four|five|six|seven|eight|nine"
        let minuteWords = "(?:oh|o)\\s+(?:" + units + "|\\d)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
            + "|(?:twenty|thirty|forty|fifty)(?:[-\\s](?:" + units + "))?"
        let hourWords = units + "|ten|eleven|twelve"
        let lead = #"(?i)(?<=\b(?:at|from|to|till|until|by|around|about|and)\s)"#
        let notAUnit = #"(?!\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|seconds?|secs?)\b)"#
        func number(_ words: String) -> Int? {
            let parts = words.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            let tens = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50]
            var total = 0
            for part in parts where part != "oh" && part != "o" {
                guard let value = tens[part] ?? yearEnds[part] ?? Int(part) else { return nil }
                total += value
            }
            return total
        }
        var current = rewrite(text, lead + #"(\d{1,2})\s+("# + minuteWords + #")\b(?![:\d])"# + notAUnit) { groups in
            guard let hour = groups[0].flatMap({ Int($0) }), (0...23).contains(hour), let minute = groups[1].flatMap(number), minute < 60 else { return nil }
            return String(format: "%d:%02d", hour, minute)
        }
        current = rewrite(current, lead + #"("# + hourWords + #")\s+(\d{2})\b(?![:\d])"# + notAUnit) { groups in
            guard let hour = groups[0].flatMap(number), let minute = groups[1].flatMap({ Int($0) }), minute < 60 else { return nil }
            return String(format: "%d:%02d", hour, minute)
        }
        return current
    }

    /// `text` with how often a prescription's shorthand says in words: "q8h" → "every 8 hours",
    /// "tds" → "three times a day", "bd" → "twice a day", "qds" → "four times a day"; "tid", "bid"
    /// and "qid" only after a dose ("250mg bid": "the bid" is a bid). Three and two times a day
    /// with no time are then asked about, as said in words.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with the shorthand in words, or `text`.
    static func prescriptionInWords(_ text: String) -> String {
        guard matches(text, #"\bq\.?\s?\d{1,2}\s?h|\b(?:tds|tid|bd|bid|qds|qid)\b"#) else { return text }
        var current = replace(text, #"(?i)\bq\.?\s?(\d{1,2})\s?(?:h|hrs?|hours?)\b"#, with: "every $1 hours")
        let dose = #"(\d\s?(?:mg|mcg|ml|g|iu|units?|tabs?|tablets?|caps?|capsules?|puffs?|drops?|sprays?)\s+)"#
        for (short, dosed, words) in [("tds", "tid", "three times a day"), ("bd", "bid", "twice a day"), ("qds", "qid", "four times a day")] {
            current = replace(current, #"(?i)\b"# + short + #"\b"#, with: words)
            current = replace(current, #"(?i)"# + dose + dosed + #"\b"#, with: "$1" + words)
        }
        return current
    }

    /// `text` with a clock counted from noon or midnight in figures: "quarter past noon" → "12:15
    /// pm", "half past midnight" → "12:30 am", "ten to noon" → "11:50 am", "five to midnight" →
    /// "11:55 pm", "noon-thirty" → "12:30 pm", "midnight thirty" → "12:30 am"; "twelve noon" and
    /// "12 noon" → "noon", "12 midnight" → "midnight". Not "from ten to midnight", a stretch.
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those clocks in figures, or `text`.
    static func noonAndMidnightCounted(_ text: String) -> String {
        guard matches(text, #"\b(?:noon|midnight)\b"#) else { return text }
        var current = replace(text, #"(?i)\b(?:twelve|12)\s+(noon|midnight)\b"#, with: "$1")
        current = rewrite(current, #"(?i)(?<!\bfrom\s)(?<!\bbetween\s)\b(a\s+quarter|quarter|half|five|ten|twenty(?:[-\s]five)?|(\d{1,2})\s+minutes)\s+(past|after|to|before)\s+(noon|midnight)\b"#) { groups in
            guard let said = groups[0]?.lowercased(), let way = groups[2]?.lowercased(), let anchor = groups[3]?.lowercased(),
                  let minutes = minutesInWords[said.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)] ?? groups[1].flatMap({ Int($0) }),
                  (1...59).contains(minutes) else { return nil }
            let noon = anchor == "noon"
            if way == "past" || way == "after" { return "12:" + String(format: "%02d", minutes) + (noon ? " pm" : " am") }
            return "11:" + String(format: "%02d", 60 - minutes) + (noon ? " am" : " pm")
        }
        return rewrite(current, #"(?i)\b(noon|midnight)[-\s](fifteen|thirty|forty[-\s]five)\b"#) { groups in
            guard let anchor = groups[0]?.lowercased(), let said = groups[1]?.lowercased() else { return nil }
            let minutes = said.hasPrefix("fifteen") ? "15" : said.hasPrefix("thirty") ? "30" : "45"
            return "12:\(minutes)" + (anchor == "noon" ? " pm" : " am")
        }
    }

    /// `text` with a weekday counted from now as a week after the coming one: "two fridays from
    /// now" → "a week after friday", "three mondays from today" → "2 weeks after monday", "in two
    /// sundays' time" and "a couple of fridays from now" → "a week after …", "one friday from now"
    /// → "friday" (not every friday).
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those days said plainly, or `text`.
    static func weekdaysCounted(_ text: String) -> String {
        guard matches(text, #"(?:mon|tues|wednes|thurs|fri|satur|sun)days?['’]?\s+(?:from\s+(?:now|today)|time)\b"#) else { return text }
        let counts = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a couple of": 2, "couple of": 2]
        return rewrite(text, #"(?i)\b(?:in\s+)?(one|two|three|four|five|a\s+couple\s+of|couple\s+of|[1-9])\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?['’]?\s+(?:from\s+(?:now|today)|time)\b"#) { groups in
            guard let said = groups[0]?.lowercased().replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression), let day = groups[1],
                  let n = counts[said] ?? Int(said) else { return nil }
            return n == 1 ? day : n == 2 ? "a week after \(day)" : "\(n - 1) weeks after \(day)"
        }
    }

    /// `text` with a length typed as ISO 8601 or run together in words the time grammar knows:
    /// "PT45M" → "45 minutes", "PT1H20M" → "1 hour and 20 minutes", "in 1d 2h" → "in 1 day and 2
    /// hours", ", duration 40 min" → " for 40 min".
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those lengths in words, or `text`.
    static func compactLengthsInWords(_ text: String) -> String {
        guard text.contains(where: \.isNumber) else { return text }
        func words(_ n: String?, _ unit: String) -> String? { n.flatMap { Int($0) }.map { "\($0) \(unit)" + ($0 == 1 ? "" : "s") } }
        var current = rewrite(text, #"(?-i)\bP(?:(\d{1,3})D)?(?:T(?:(\d{1,3})H)?(?:(\d{1,4})M)?)?\b"#) { groups in
            let parts = [words(groups[0], "day"), words(groups[1], "hour"), words(groups[2], "minute")].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        }
        current = rewrite(current, #"(?i)\b(\d{1,3})\s?d\s+(\d{1,2})\s?h(?:rs?)?\b"#) { groups in
            guard let days = words(groups[0], "day"), let hours = words(groups[1], "hour") else { return nil }
            return days + " and " + hours
        }
        return replace(current, #"(?i),?\s+duration\s+(?:of\s+)?(?=\d{1,3}\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?)\b)"#, with: " for ")
    }
}
