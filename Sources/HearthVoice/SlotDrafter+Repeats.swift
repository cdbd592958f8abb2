import Foundation

/// Repeats: how often a reminder or an event comes back ("every monday at 9 am", "on the last friday
/// of every month", "every weekday until christmas"), as an RFC 5545 RRULE, and the rule in words.
extension SlotDrafter {
    /// The days of a month said as ordinal words ("the fifteenth", "the twenty-first"), and their numbers.
    static let dayOrdinalWords: [String: Int] = {
        let ones = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
        let teens = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"]
        var words: [String: Int] = [:]
        for (index, word) in ones.enumerated() { words[word] = index + 1; words["twenty-" + word] = index + 21 }
        for (index, word) in teens.enumerated() { words[word] = index + 10 }
        words["twentieth"] = 20; words["thirtieth"] = 30; words["thirty-first"] = 31
        return words
    }()

    static let weekdayCodes: [(name: String, code: String)] = [("monday", "MO"), ("tuesday", "TU"), ("wednesday", "WE"), ("thursday", "TH"),
                                                             ("friday", "FR"), ("saturday", "SA"), ("sunday", "SU")]
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    /// RRULE day codes in Foundation's weekday order (Sunday is 1).
    static let rruleDays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    static let weekdayWord = #"(mon|tues|wednes|thurs|fri|satur|sun)days?"#
    static let counts = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "fifteen": 15,
                         "twenty": 20, "thirty": 30, "forty five": 45]

    /// How often a reminder or event repeats, said in `text`: the rule (RFC 5545 RRULE: FREQ, then
    /// INTERVAL, BYDAY, BYMONTHDAY; BYMONTH for a yearly date) and the text with the repeat said as
    /// its first time instead ("every monday at 9 am" → "monday at 9 am", "every 2 hours" → "in 2
    /// hours", "on the 1st of every month" → "on the 1st", "daily at 9 pm" → "at 9 pm"), or nil when
    /// nothing repeats.
    ///
    /// "daily", "weekly" and "monthly" repeat only when they say how often ("daily at 9 pm", "a
    /// weekly reminder"), not when they name a thing ("the weekly shop", "the daily walks"). With a
    /// resolver, a repeat on several days ("every monday and thursday", "every weekend") starts on
    /// the soonest of them, and one on a weekday of the month ("the first monday of every month",
    /// "the last friday of every month", "every first and third tuesday of the month") or on days
    /// of the month ("on the 1st and 15th of every month") on its next date.
    ///
    /// - Parameters:
    ///   - text: a reminder or an event, as said.
    ///   - resolver: the clock that says which day is today; without it a list starts on its first day.
    /// - Returns: The rule and the text to find its first time in, or nil.
    public static func recurrence(in text: String, resolver: TimeResolver? = nil) -> (rule: String, text: String)? {
        // "half-yearly", "semi-annually": every six months.
        let text = replace(habitual(text), #"(?i)\b(?:half[- ]?yearly|semi-?annually|six-?monthly)\b"#, with: "every 6 months")
        let every = #"(?:every|each)"#
        func code(_ word: String) -> String? {
            weekdayCodes.first { word.lowercased().hasPrefix(String($0.name.prefix(3))) }?.code
        }
        func name(_ code: String) -> String { weekdayCodes.first { $0.code == code }!.name }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver?.timeZone ?? .current
        // Sunday is 1 in Foundation's weekday numbers.
        let today = resolver.map { calendar.component(.weekday, from: $0.reference) - 1 }
        /// The day of `codes` that comes first after today ("friday" is never today).
        func soonest(_ codes: [String]) -> String {
            guard let today else { return name(codes[0]) }
            func ahead(_ code: String) -> Int { let d = ((rruleDays.firstIndex(of: code) ?? 0) - today + 7) % 7; return d == 0 ? 7 : d }
            return name(codes.min { ahead($0) < ahead($1) } ?? codes[0])
        }
        /// The words that leave days out of a repeat.
        let leftOut = #"(?:except|but\s+not|but|bar|excluding|apart\s+from|other\s+than)"#
        /// "every weekday except fridays": the days said after "except" are left out.
        func without(_ codes: [String], in text: String) -> (codes: [String], text: String) {
            let pattern = #"(?i),?\s*\b"# + leftOut + #"\s+(?:on\s+)?((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*&\s*)?)+)"#
            guard let said = captures(text, pattern)?.first ?? nil else { return (codes, text) }
            let dropped = Set(said.split(whereSeparator: { !$0.isLetter }).compactMap { code(String($0)) })
            let kept = codes.filter { !dropped.contains($0) }
            return kept.isEmpty ? (codes, text) : (kept, replace(text, pattern, with: ""))
        }
        let ordinals = ["first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1]
        // "every hour between 9 am and 5 pm", "every 2 hours from 8 am to 8 pm", "hourly between
        // 10 am and 6 pm", "every hour on weekdays from 9 to 5": each day at those hours (the last
        // one said included), from the next of them.
        if let window = hourlyWindow(text, resolver: resolver, calendar: calendar) { return window }
        // "every first and third tuesday of the month", "on the second and fourth thursday of each
        // month", "the first and last monday of the month", "every 2nd and 4th friday": several
        // weekdays of the month, from the soonest of them.
        let position = #"(?:first|1st|second|2nd|third|3rd|fourth|4th|last)"#
        let positions = #"("# + position + #"(?:\s*,\s*(?:the\s+)?"# + position + #")*,?\s+(?:and|&)\s+(?:the\s+)?"# + position + #")\s+"# + weekdayWord
        for pattern in [#"(?i)\b(?:on\s+)?(?:every\s+|each\s+)?(?:the\s+)?"# + positions + #"\s+(?:of|in)\s+(?:every|each|the)\s+month\b(?!\s+after\s+next)"#,
                        #"(?i)\b(?:on\s+)?(?:every|each)\s+(?:the\s+)?"# + positions + #"\b"#] {
            guard let groups = captures(text, pattern), let said = groups[0], let day = groups[1], let byday = code(day) else { continue }
            let ns = said.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).compactMap { ordinals[String($0)] }
            guard ns.count > 1 else { continue }
            var instead = "on the \(said) \(name(byday)) of the month"
            if let resolver, let first = ns.compactMap({ nthWeekday($0, byday, from: resolver.reference, calendar: calendar) }).min() {
                let parts = calendar.dateComponents([.month, .day], from: first)
                instead = "on " + monthNames[parts.month! - 1] + " \(parts.day!)"
            }
            return ("FREQ=MONTHLY;BYDAY=" + ns.map { "\($0)\(byday)" }.joined(separator: ","), replace(text, pattern, with: instead))
        }
        // "on the 1st and 15th of every month", "on the 15th and the last day of every month",
        // "twice a month, on the 10th and the 25th", "every month on the 5th and 20th": several
        // days of the month, from the soonest of them.
        let date = #"(?:\d{1,2}(?:st|nd|rd|th)|last\s+day)"#
        let dates = #"("# + date + #"(?:\s*,\s*(?:the\s+)?"# + date + #")*,?\s+(?:and|&)\s+(?:the\s+)?"# + date + #")"#
        for pattern in [#"(?i)\b(?:on\s+)?the\s+"# + dates + #"\s+(?:day\s+)?of\s+(?:every|each|the)\s+month\b(?!\s+after\s+next)"#,
                        #"(?i)\b(?:(?:every|each)\s+month|twice\s+a\s+month|monthly),?\s+on\s+the\s+"# + dates + #"\b"#] {
            guard let said = captures(text, pattern)?.first ?? nil else { continue }
            let days = said.lowercased().replacingOccurrences(of: "last day", with: "-1").split(whereSeparator: { !$0.isNumber && $0 != "-" })
                .compactMap { Int($0) }.filter { $0 == -1 || (1...31).contains($0) }
            guard days.count > 1 else { continue }
            var instead = "on the " + (days[0] == -1 ? "last day of the month" : Self.ordinal(days[0]))
            if let resolver {
                let start = calendar.startOfDay(for: resolver.reference)
                var soonest: Date?
                for ahead in 1...62 {
                    guard let day = calendar.date(byAdding: .day, value: ahead, to: start) else { continue }
                    let number = calendar.component(.day, from: day)
                    let last = calendar.range(of: .day, in: .month, for: day)?.count ?? 31
                    if days.contains(number) || (days.contains(-1) && number == last) { soonest = day; break }
                }
                if let soonest {
                    let parts = calendar.dateComponents([.month, .day], from: soonest)
                    instead = "on " + monthNames[parts.month! - 1] + " \(parts.day!)"
                }
            }
            return ("FREQ=MONTHLY;BYMONTHDAY=" + days.map(String.init).joined(separator: ","), replace(text, pattern, with: instead))
        }
        // "the first monday of every month", "every last friday of the month", "each month on the second sunday"
        let nth = #"(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+"# + weekdayWord
        for pattern in [#"(?i)\b(?:on\s+)?(?:every\s+|each\s+)?the\s+"# + nth + #"\s+(?:of|in)\s+(?:every|each)\s+month\b"#,
                        #"(?i)\b(?:on\s+)?(?:every|each)\s+(?:the\s+)?"# + nth + #"\s+(?:of|in)\s+the\s+month\b"#,
                        // ("every second thursday" is every other week)
                        #"(?i)\b(?:on\s+)?(?:every|each)\s+(?:the\s+)?(first|1st|third|3rd|fourth|4th|last)\s+"# + weekdayWord + #"\b"#,
                        #"(?i)\b(?:every|each)\s+month\s+on\s+the\s+"# + nth + #"\b"#] {
            guard let groups = captures(text, pattern), let said = groups[0], let n = ordinals[said.lowercased()],
                  let day = groups[1], let byday = code(day) else { continue }
            var instead = "on the \(said) \(name(byday)) of the month"
            if let resolver, let first = nthWeekday(n, byday, from: resolver.reference, calendar: calendar) {
                let parts = calendar.dateComponents([.month, .day], from: first)
                instead = "on " + monthNames[parts.month! - 1] + " \(parts.day!)"
            }
            return ("FREQ=MONTHLY;BYDAY=\(n)\(byday)", replace(text, pattern, with: instead))
        }
        // "every other friday", "every second wednesday", "every two weeks on friday", "fortnightly on sundays"
        let weeks = #"(?:(?:every|each)\s+(?:other|second|alternate)\s+week|(?:every|each)\s+(\d|two|three|four)\s+weeks|(?:every|each)\s+fortnight|fortnightly|biweekly)"#
        for pattern in [#"(?i)\b(?:"# + every + #"|on)\s+(?:other|second|alternate)\s+"# + weekdayWord + #"\b"#,
                        #"(?i)\b"# + weeks + #",?\s+on\s+(?:a\s+)?"# + weekdayWord + #"\b"#] {
            guard let groups = captures(text, pattern), let day = groups.last ?? nil, let byday = code(day) else { continue }
            let interval = groups.count > 1 ? (groups[0].flatMap { Int($0) ?? counts[$0.lowercased()] } ?? 2) : 2
            return ("FREQ=WEEKLY;INTERVAL=\(interval);BYDAY=" + byday, replace(text, pattern, with: "on " + name(byday)))
        }
        // "every weekend", "on weekends"
        let weekend = #"(?i)\b(?:"# + every + #"\s+weekend|(?:on|at)\s+(?:the\s+)?weekends)\b"#
        if matches(text, weekend) {
            return ("FREQ=WEEKLY;BYDAY=SA,SU", replace(text, weekend, with: "on " + soonest(["SA", "SU"])))
        }
        // "every weekday", "on weekdays", "every working day" (and "except fridays")
        // "every day except sunday", "every morning but not on fridays", "every evening apart from
        // weekends": the days left, on the part of the day said.
        let everyDayBut = #"(?i)\b(?:"# + every + #"\s+(day|morning|evening|night|afternoon)|daily)\b(?=,?\s*"# + leftOut + #"\b)"#
        if let groups = captures(text, everyDayBut), case let part = groups[0] ?? "day" {
            let named = replace(text, #"(?i)\b("# + leftOut + #")\s+(?:on\s+)?(?:the\s+)?weekends?\b"#, with: "$1 saturday and sunday")
            let all = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
            let (kept, rest) = without(all, in: named)
            if kept.count < all.count {
                // Today, when it is one of them, is left to the clock time ("at 9 pm": tonight).
                let isDay = part.lowercased() == "day"
                let on = today.map { kept.contains(rruleDays[$0]) } == true ? (isDay ? "" : "in the " + part) : "on " + soonest(kept) + (isDay ? "" : " " + part)
                return ("FREQ=WEEKLY;BYDAY=" + kept.joined(separator: ","), replace(rest, #"(?i)\s*\b(?:"# + every + #"\s+(?:day|morning|evening|night|afternoon)|daily)\b"#, with: on.isEmpty ? "" : " " + on))
            }
        }
        // "every monday to friday", "mondays through thursdays": the run of days.
        let run = #"(?i)\b(?:"# + every + #"|on)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\s+(?:to|through|thru|till|until|-)\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b"#
        if let groups = captures(text, run), let from = groups[0].flatMap({ code($0) }), let to = groups[1].flatMap({ code($0) }),
           let a = rruleDays.firstIndex(of: from), let b = rruleDays.firstIndex(of: to), a != b {
            var codes: [String] = []
            var i = a
            while true { codes.append(rruleDays[i]); if i == b { break }; i = (i + 1) % 7 }
            codes.sort { (rruleDays.firstIndex(of: $0)! + 6) % 7 < (rruleDays.firstIndex(of: $1)! + 6) % 7 }
            return ("FREQ=WEEKLY;BYDAY=" + codes.joined(separator: ","), replace(text, run, with: "on " + soonest(codes)))
        }
        // "every weeknight", "on weeknights": Monday to Friday; "on school nights": the nights
        // before a school day, Sunday to Thursday: at night ("at 8" is 8 pm), from the first of
        // them to come (tonight, when today is one).
        let nights = #"(?i)\s*\b(?:"# + every + #"\s+(week|school)[\s-]?night|on\s+(week|school)[\s-]?nights)\b"#
        if let groups = captures(text, nights), let kind = (groups[0] ?? groups[1])?.lowercased() {
            let codes = kind == "week" ? ["MO", "TU", "WE", "TH", "FR"] : ["SU", "MO", "TU", "WE", "TH"]
            let tonight = today.map { codes.contains(rruleDays[$0]) } == true
            return ("FREQ=WEEKLY;BYDAY=" + codes.joined(separator: ","), replace(text, nights, with: tonight ? " tonight" : " on " + soonest(codes) + " night"))
        }
        // ("every school day at eight in the morning…", set 1107; "every business day".)
        let weekday = #"(?i)\s*\b(?:"# + every + #"\s+(?:weekday|working day|work day|workday|school day|schoolday|business day)|on\s+(?:weekdays|school\s+days|schooldays))\b"#
        if matches(text, weekday) {
            let (codes, rest) = without(["MO", "TU", "WE", "TH", "FR"], in: replace(text, weekday, with: ""))
            return ("FREQ=WEEKLY;BYDAY=" + codes.joined(separator: ","), rest)
        }
        // "every tuesday and thursday", "on tuesdays and thursdays", "every monday, wednesday and friday"
        let link = #"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"#
        for pattern in [#"(?i)\b"# + every + #"\s+((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?"# + link + #")+(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"#,
                        #"(?i)\b(?:(?:weekly|every\s+week),?\s+)?on\s+((?:(?:mon|tues|wednes|thurs|fri|satur|sun)days"# + link + #")+(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"#] {
            guard let said = captures(text, pattern)?.first ?? nil else { continue }
            var codes: [String] = []
            for word in said.split(whereSeparator: { !$0.isLetter }) { if let c = code(String(word)), !codes.contains(c) { codes.append(c) } }
            guard codes.count > 1 else { continue }
            codes.sort { (rruleDays.firstIndex(of: $0)! + 6) % 7 < (rruleDays.firstIndex(of: $1)! + 6) % 7 }
            let (kept, rest) = without(codes, in: replace(text, pattern, with: "on " + soonest(codes)))
            return ("FREQ=WEEKLY;BYDAY=" + kept.joined(separator: ","), rest)
        }
        // "every monday", "each friday", "weekly on thursdays", "on tuesdays"
        for pattern in [#"\b(?:(?:weekly|every week)\s+on|"# + every + #")\s+"# + weekdayWord + #"\b"#, #"\bon\s+(mon|tues|wednes|thurs|fri|satur|sun)days\b"#] {
            if let groups = captures(text, "(?i)" + pattern), let day = groups[0], let byday = code(day) {
                return ("FREQ=WEEKLY;BYDAY=" + byday, replace(text, "(?i)" + pattern, with: "on " + name(byday)))
            }
        }
        // "every other day", "every other week": from the first time said, or asked for.
        if let groups = captures(text, #"(?i)\b"# + every + #"\s+(?:other|second|alternate)\s+(day|week|month)\b"#), let unit = groups[0] {
            let freq = ["day": "DAILY", "week": "WEEKLY", "month": "MONTHLY"][unit.lowercased()] ?? "DAILY"
            let rest = replace(text, #"(?i)\s*\b"# + every + #"\s+(?:other|second|alternate)\s+(?:day|week|month)\b"#, with: "")
            // "every other month on the 15th": on that day of the month, as "on the 1st of every month" is.
            if freq == "MONTHLY", let day = (captures(rest, #"(?i)\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)"#)?.first ?? nil).flatMap({ Int($0) }), (1...31).contains(day) {
                return ("FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=\(day)", rest)
            }
            return ("FREQ=\(freq);INTERVAL=2", rest)
        }
        // "every quarter": every three months, from the first time said.
        if matches(text, #"(?i)\b"# + every + #"\s+quarter\b"#) {
            return ("FREQ=MONTHLY;INTERVAL=3", replace(text, #"(?i)\s*\b"# + every + #"\s+quarter\b"#, with: ""))
        }
        // "every six months on the 1st", "every 3 months on the 15th": on that day of the month, from the next of it.
        let monthsOnDay = #"(?i)\b"# + every + #"\s+(\d+|two|three|four|six|twelve)\s+months\s+on\s+the\s+((\d{1,2})(?:st|nd|rd|th))\b(?!\s+of\b)"#
        if let groups = captures(text, monthsOnDay), let said = groups[0], let n = Int(said) ?? counts[said.lowercased()], n > 1,
           let day = groups[2].flatMap({ Int($0) }), (1...31).contains(day) {
            return ("FREQ=MONTHLY;INTERVAL=\(n);BYMONTHDAY=\(day)", replace(text, monthsOnDay, with: "on the $2"))
        }
        // "every 2 hours", "every three days"
        let number = #"(\d+|"# + counts.keys.joined(separator: "|") + ")"
        if let groups = captures(text, #"(?i)\b"# + every + #"\s+"# + number + #"\s+(minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b"#),
           let said = groups[0], let unit = groups[1], let n = Int(said) ?? counts[said.lowercased()], n > 0 {
            let freq = unit.hasPrefix("min") ? "MINUTELY" : unit.hasPrefix("h") ? "HOURLY" : unit.hasPrefix("d") ? "DAILY" : unit.hasPrefix("w") ? "WEEKLY" : "MONTHLY"
            // From its start when one is said ("every six months starting on the 1st of december"),
            // else that long from now.
            let starts = matches(text, #"(?i)\bstarting\b"#)
            return ("FREQ=\(freq);INTERVAL=\(n)", replace(text, #"(?i)\b"# + every + #"\s+"# + number + #"\s+(minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b"#, with: starts ? "" : "in $1 $2"))
        }
        // "every 4th of march", "every march 4th": a date each year.
        let yearly = #"(?i)\b(?:on\s+)?"# + every + #"\s+(?:(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"# + monthName + #"|"# + monthName + #"\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?)\b"#
        if let groups = captures(text, yearly), let day = (groups[0] ?? groups[1]).flatMap({ Int($0) }), (1...31).contains(day),
           let month = captures(text, "(?i)(" + monthName + ")")?.first ?? nil {
            let m = (monthNames.firstIndex(of: month.lowercased()) ?? 0) + 1
            return ("FREQ=YEARLY;BYMONTH=\(m);BYMONTHDAY=\(day)", replace(text, yearly, with: "on \(month) \(day)"))
        }
        // "on the 1st of every month", "on the first of each month", "every month on the 15th"
        // ("every month on the fifteenth at 9 a.m.", the eleventh test split: a day said as an ordinal word.)
        let ordinal = #"(\d{1,2})(?:st|nd|rd|th)?|("# + Self.dayOrdinalWords.keys.sorted { $0.count > $1.count }.joined(separator: "|") + #"|last)"#
        let dayOrdinals = Self.dayOrdinalWords
        for pattern in [#"\b(?:on\s+)?the\s+(?:"# + ordinal + #")\s+(?:day\s+)?of\s+(?:every|each|the)\s+month\b(?!\s+after\s+next)"#,
                        #"\b(?:(?:every|each)\s+month|monthly),?\s+on\s+the\s+(?:"# + ordinal + #")\b"#,
                        // "every first of the month at eight in the morning" (set 1209).
                        #"\b(?:on\s+)?(?:every|each)\s+(?:"# + ordinal + #")\s+(?:day\s+)?of\s+(?:the|every|each)\s+month\b(?!\s+after\s+next)"#] {
            if let groups = captures(text, "(?i)" + pattern), let day = groups[0].flatMap({ Int($0) }) ?? groups[1].flatMap({ dayOrdinals[$0.lowercased()] }), (1...31).contains(day) {
                return ("FREQ=MONTHLY;BYMONTHDAY=\(day)", replace(text, "(?i)" + pattern, with: "on the " + Self.ordinal(day)))
            }
        }
        // "every hour on the hour" (said as "every hour starting at 11:00"), "hourly": from its start
        // when one is said, else an hour from now ("every hour or so" is asked about).
        if matches(text, #"(?i)\b"# + every + #"\s+hour\b(?!\s+or\b)"#) {
            let starts = matches(text, #"(?i)\bstarting\b|\bfrom\s+\d"#)
            let replaced = replace(text, #"(?i)\s*\b"# + every + #"\s+hour\b"#, with: starts ? "" : " in an hour")
            return ("FREQ=HOURLY", replaced.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        // "every day", "every morning", "daily at 9 pm", "a daily reminder"
        let how = #"(?=\s*(?:$|[,.;:!?]|\s(?:at|on|from|for|to|in|by|around|until|till|starting|reminder|alarm|event|entry|meeting|call|check-?in|catch[- ]up|stand-?up|session)\b))"#
        let rules: [(pattern: String, rule: String, instead: String)] = [
            (#"\b"# + every + #"\s+(?:single\s+)?day\b|\bdaily"# + how, "FREQ=DAILY", ""),
            (#"\b"# + every + #"\s+(morning|afternoon|evening)\b"#, "FREQ=DAILY", "in the $1"),
            (#"\b"# + every + #"\s+night\b|\bnightly"# + how, "FREQ=DAILY", "at night"),
            (#"\b"# + every + #"\s+week\b|\bweekly"# + how, "FREQ=WEEKLY", ""),
            (#"\b"# + every + #"\s+month\b|\bmonthly"# + how, "FREQ=MONTHLY", ""),
            (#"\b"# + every + #"\s+year\b|\b(?:yearly|annually)"# + how, "FREQ=YEARLY", ""),
        ]
        for (pattern, rule, instead) in rules where matches(text, pattern) {
            let replaced = replace(text, #"(?i)\s*"# + pattern, with: instead.isEmpty ? "" : " " + instead)
            return (rule, replaced.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return nil
    }


    /// A repeat within hours of the day ("every hour between 9 am and 5 pm", "every 2 hours from 8
    /// am to 8 pm", "every hour on weekdays from 9 to 5"): the rule (BYHOUR, with BYDAY on
    /// weekdays) and the text with the next of those hours said instead, or nil.
    static func hourlyWindow(_ text: String, resolver: TimeResolver?, calendar: Calendar) -> (rule: String, text: String)? {
        let clock = #"(\d{1,2})(?::00)?(?:\s*(am|pm|a\.m\.?|p\.m\.?))?|(noon|midday)"#
        let pattern = #"(?i)\b(?:(?:every|each)\s+(?:(\d{1,2}|two|three|four|five|six)\s+hours?|hour)|hourly)(\s+(?:on\s+weekdays|every\s+weekday|on\s+workdays))?\s+(?:between|from)\s+(?:"# + clock
            + #")\s+(?:and|to|till|until|through|-)\s+(?:"# + clock + #")(?![:\d])"#
        guard let groups = captures(text, pattern) else { return nil }
        let step = groups[0].flatMap { Int($0) ?? counts[$0.lowercased()] } ?? 1
        func hour(_ number: String?, _ meridiem: String?, _ noon: String?) -> (Int, Bool)? {
            if noon != nil { return (12, true) }
            guard let number, let n = Int(number), (0...23).contains(n) else { return nil }
            guard let meridiem = meridiem?.lowercased() else { return (n, n > 12) }
            guard (1...12).contains(n) else { return nil }
            return (meridiem.hasPrefix("p") ? n % 12 + 12 : n % 12, true)
        }
        guard step >= 1, let (first, firstSure) = hour(groups[2], groups[3], groups[4]),
              let (lastSaid, lastSure) = hour(groups[5], groups[6], groups[7]) else { return nil }
        var last = lastSaid
        // A bare start is the morning's from 7 to 11 and the afternoon's from 1 to 6; a bare end
        // comes after the start.
        let start = firstSure || !(1...6).contains(first) ? first : first + 12
        if !lastSure { while last <= start && last + 12 <= 23 { last += 12 } }
        guard start < last, last <= 23 else { return nil }
        let hours = Array(stride(from: start, through: last, by: step))
        guard hours.count > 1 else { return nil }
        let weekdays = groups[1] != nil
        let rule = (weekdays ? "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" : "FREQ=DAILY") + ";BYHOUR=" + hours.map(String.init).joined(separator: ",")
        func said(_ h: Int) -> String { h == 12 ? "noon" : h < 12 ? "\(h) am" : "\(h - 12) pm" }
        var instead = "at " + said(hours[0])
        if let resolver {
            let today = calendar.startOfDay(for: resolver.reference)
            search: for ahead in 0..<8 {
                guard let day = calendar.date(byAdding: .day, value: ahead, to: today) else { continue }
                if weekdays, [1, 7].contains(calendar.component(.weekday, from: day)) { continue }
                for h in hours {
                    guard let time = calendar.date(bySettingHour: h, minute: 0, second: 0, of: day), time > resolver.reference else { continue }
                    let parts = calendar.dateComponents([.month, .day], from: day)
                    instead = (ahead == 0 ? "today" : "on " + monthNames[parts.month! - 1] + " \(parts.day!)") + " at " + said(h)
                    break search
                }
            }
        }
        return (rule, replace(text, pattern, with: NSRegularExpression.escapedTemplate(for: instead)))
    }

    /// The date of the `n`th `weekday` (an RRULE day code; -1 for the last) of a month, the first
    /// such date on or after the day of `reference`.
    static func nthWeekday(_ n: Int, _ weekday: String, from reference: Date, calendar: Calendar) -> Date? {
        guard let target = rruleDays.firstIndex(of: weekday).map({ $0 + 1 }) else { return nil }
        let today = calendar.startOfDay(for: reference)
        var month = calendar.dateComponents([.year, .month], from: today)
        for _ in 0..<13 {
            guard let first = calendar.date(from: month), let days = calendar.range(of: .day, in: .month, for: first) else { return nil }
            let matching = days.compactMap { day -> Date? in
                guard let date = calendar.date(byAdding: .day, value: day - 1, to: first) else { return nil }
                return calendar.component(.weekday, from: date) == target ? date : nil
            }
            let pick = n == -1 ? matching.last : (n <= matching.count ? matching[n - 1] : nil)
            if let pick, pick >= today { return pick }
            month.month = (month.month ?? 1) + 1
        }
        return nil
    }

    /// A repeat with its start said after it ("remind me every day at 6 pm starting tomorrow to walk
    /// the dog", "on the 1st of every month starting in january", "every thursday at 7:30 pm
    /// starting next week") with the start said first ("starting tomorrow, remind me every day at 6
    /// pm to walk the dog"), which is how its first time is found; anything else as it is (a weekday
    /// start, "every other thursday at 10 am starting this thursday", is read where it is said).
    static func withRepeatStartFirst(_ text: String) -> String {
        guard matches(text, #"\b(?:every|each)\b.*\b(?:starting|beginning)\b"#) else { return text }
        let start = #"((?:starting|beginning)\s+(?:(?:on|in|from)\s+)?(?:tomorrow|today|tonight|(?:this|next)\s+(?:week|month|year)|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+[\p{L}]+)?|"# + monthName + #"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?))\b"#
        guard let regex = SlotDrafter.compiled("(?i)[,\\s]+" + start),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let said = Range(match.range(at: 1), in: text),
              matches(String(text[..<whole.lowerBound]), #"\b(?:every|each)\b"#) else { return text }
        return String(text[said]) + ", " + String(text[..<whole.lowerBound]) + String(text[whole.upperBound...])
    }

    /// A day left out of a repeat that a weekly rule cannot hold ("every sunday except the 27th of
    /// december", "every weekday except bank holidays", "on tuesdays except this week", "every day
    /// except when I'm away", "…, except if she's travelling"), as said; nil when none is said or
    /// only weekdays are left out ("every day except sunday").
    static func exceptionNotHeld(_ text: String) -> String? {
        if let said = captures(text, #"(?i)\b((?:except|unless)\s+(?:if|when)\b[^,.]*)"#)?.first ?? nil, matches(text, #"(?i),\s*(?:except|unless)\s+(?:if|when)\b"#) {
            return said
        }
        return captures(text, #"(?i)\b(?:every|each|on)\s+(?:\S+\s+){0,3}?((?:except|but\s+not|apart\s+from|other\s+than|excluding)\s+(?!(?:on\s+)?(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?)\b)[^,.]+?)(?=\s+(?:at|from|on|to)\s|[,.]|$)"#)?.first ?? nil
    }

    /// `text` with a repeat said by habit said with "on" or "every": "mondays at 9 am" → "on
    /// mondays at 9 am", "tuesdays and fridays" → "on tuesdays and fridays", "saturday mornings"
    /// → "on saturdays in the morning", "weekday mornings at 6:30" → "on weekdays in the morning
    /// at 6:30", "weeknights at 10" → "on weekdays at 10 at night", "nights at 11" → "every night at
    /// 11". A plural weekday said with "on", "every" or "each", as someone's ("mondays'"), or
    /// followed by words that are no time ("Tuesdays with Morrie"), is left as it is.
    static func habitual(_ text: String) -> String {
        guard matches(text, #"(?i)\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)(?:days|day\s+(?:mornings|afternoons|evenings|nights))|weekday\s+(?:mornings|afternoons|evenings)|weeknights|(?:mornings|afternoons|evenings|nights)(?=\s+at\s))\b"#) else { return text }
        var current = text
        let day = #"(?:mon|tues|wednes|thurs|fri|satur|sun)"#
        // "saturday mornings", "weekday mornings", "weeknights".
        // ("on monday mornings at 9" too: on Mondays, not every morning.)
        current = replace(current, #"(?i)(?:\bon\s+)?(?<!\bevery\s)(?<!\beach\s)\b("# + day + #")day\s+(morning|afternoon|evening|night)s\b"#, with: "on $1days in the $2")
        current = replace(current, #"(?i)(?<!\bon\s)(?<!\bevery\s)\bweekday\s+(morning|afternoon|evening)s\b"#, with: "on weekdays in the $1")
        current = replace(current, #"(?i)(?<!\bon\s)(?<!\bevery\s)\bweeknights\s+at\s+(\d{1,2}(?::\d{2})?)(?!\s*[ap]\.?m)\b"#, with: "on weekdays at $1 at night")
        current = replace(current, #"(?i)(?<!\bon\s)(?<!\bevery\s)\bweeknights\b"#, with: "on weekdays in the evening")
        // "mondays at 9 am", "tuesdays and fridays at 6 pm", "the team lunch thursdays at 12:30 pm".
        current = replace(current, #"(?i)(?<!\bon\s)(?<!\bevery\s)(?<!\beach\s)(?<!\bin\s)(?<!\bthe\s)(?<!\balternate\s)(?<!\bother\s)(?<!\bexcept\s)(?<!\bbut\s)(?<!\bexcluding\s)(?<!['’])(?<!days\s{1,3}and\s{1,3})(?<!days\s{0,3},\s{0,3})(?<!days\s{0,3},\s{0,3}and\s{1,3})(?<!days\s{0,3}&\s{0,3})\b("# + day + #"days(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"# + day + #"days)*)\b(?!['’])(?=\s+(?:at|from|between|after|before|in\s+the|till|until|to)\b|\s*[,.]|\s*$)"#, with: "on $1")
        // "nights at 11", "mornings at 7".
        current = replace(current, #"(?i)(?<=\bme\s|,\s|\s)(?<!\bthe\s)(?<!\bon\s)(?<!\bin\s)(?<!\bschool\s)(?<!\bweek\s)(morning|afternoon|evening|night)s(?=\s+at\s+\d)"#, with: "every $1")
        return current
    }

    /// How often said too loosely to repeat on ("twice a week", "every few days", "now and then",
    /// "once in a blue moon", "with every meal", "with breakfast and dinner", "morning and evening":
    /// more than one time a day, which one reminder cannot hold; "every hour during work hours",
    /// "every couple of hours while I'm awake": hours not named): the words, or nil.
    static func looseRepeat(_ text: String) -> String? {
        let unnamedHours = #"(?:\s+(?:while\s+i['’]?m\s+(?:awake|up|at\s+work|working|at\s+my\s+desk)|during\s+(?:the\s+)?(?:(?:work(?:ing)?|office|business|school|opening)\s+hours|(?:work(?:ing)?\s+)?day)))"#
        return captures(text, #"(?i)\b((?:(?:every|each)\s+(?:hour|half\s+hour|\d+\s+(?:hours|minutes)|(?:two|three|four)\s+hours)|hourly)"# + unnamedHours + #"|(?:(?:with\s+(?:every|each)\s+meal|(?:with|at|before|after)\s+(?:breakfast|lunch|dinner|supper|tea)\s+and\s+(?:(?:at|before|after|with)\s+)?(?:breakfast|lunch|dinner|supper|tea|bedtime|bed)|with\s+(?:my\s+|your\s+|her\s+|his\s+|their\s+)?meals|at\s+(?:every\s+)?meal\s?times?|(?:every\s+|each\s+)?mornings?\s+and\s+(?:evenings?|nights?)|(?:twice|three\s+times|four\s+times)\s+daily)\b|(?:twice|three\s+times|four\s+times|a\s+few\s+times|a\s+couple\s+of\s+times|several\s+times)\s+a\s+(?:day|week|month|year)(?!,?\s+on\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day))|(?:two|three|four|a\s+couple\s+of|a\s+few|some)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|evenings|mornings|nights)\s+a\s+(?:month|week|year)|(?:every|each)\s+(?:few|couple\s+of|so\s+many)\s+(?:minutes|hours|days|weeks|months)|every\s+so\s+often|every\s+now\s+and\s+(?:then|again)|now\s+and\s+(?:then|again)|from\s+time\s+to\s+time|(?:(?:every|each)\s+)?once\s+in\s+a\s+(?:while|blue\s+moon))"# + unnamedHours + #"?)\b"#)?.first ?? nil
    }

    /// The end of a repeat said with it: "for the next 3 weeks", "for six weeks" and "5 times" are a
    /// count (or, when the unit is not the repeat's, the last day); "until christmas", "till friday"
    /// and "through the end of january" the last day, to its last second. Nil when no end is said (an
    /// "until" before a clock ends a span of hours, not the repeat).
    ///
    /// - Returns: The rule with its end (unchanged when the end could not be placed: `placed` is
    ///   false) and the text without the end.
    static func repeatEnd(_ text: String, rule: String, resolver: TimeResolver) -> (rule: String, text: String, placed: Bool)? {
        let numbers = ["a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                       "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30]
        let number = #"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"#
        let parts = ruleParts(rule)
        let interval = Int(parts["INTERVAL"] ?? "1") ?? 1
        let days = max(1, (parts["BYDAY"] ?? "").split(separator: ",").count)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        func until(_ day: Date) -> String {
            let c = calendar.dateComponents([.year, .month, .day], from: day)
            return rule + String(format: ";UNTIL=%04d%02d%02dT235959", c.year!, c.month!, c.day!)
        }
        // "for the rest of the week", "for the remainder of the month": to the last day of this
        // (Monday-based) week, this month or this year.
        let rest = #"(?i),?\s*\bfor\s+the\s+(?:rest|remainder)\s+of\s+(?:the|this)\s+(week|month|year)\b"#
        if let unit = captures(text, rest)?.first ?? nil {
            var weeks = calendar
            weeks.firstWeekday = 2
            let component: Calendar.Component = unit.lowercased() == "week" ? .weekOfYear : unit.lowercased() == "month" ? .month : .year
            guard let span = weeks.dateInterval(of: component, for: resolver.reference) else { return (rule, text, false) }
            return (until(span.end.addingTimeInterval(-1)), replace(text, rest, with: ""), true)
        }
        // "every monday in december", "every day in january": to that month's last day (its first
        // time is found from the month, as said).
        let repeatWords = #"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|days?|weekdays?|weekends?|mornings?|evenings?|nights?|[ap]\.?m\.?|\d{1,2}(?::\d\d)?|noon|midnight)"#
        if let month = captures(text, #"(?i)\b"# + repeatWords + #"\s+in\s+(?:the\s+month\s+of\s+)?("# + monthName + #")\b(?!\s*\d)"#)?.first ?? nil,
           ["DAILY", "WEEKLY"].contains(parts["FREQ"] ?? ""), let index = monthNames.firstIndex(of: month.lowercased()) {
            let now = calendar.dateComponents([.year, .month], from: resolver.reference)
            let year = (now.year ?? 2000) + (index + 1 < (now.month ?? 1) ? 1 : 0)
            guard let first = calendar.date(from: DateComponents(year: year, month: index + 1, day: 1)),
                  let span = calendar.dateInterval(of: .month, for: first) else { return (rule, text, false) }
            return (until(span.end.addingTimeInterval(-1)), text, true)
        }
        // "for the next 3 weeks", "for six weeks", "for a week"; "every hour for the next 3 hours"
        let length = #"(?i),?\s*\bfor\s+(?:the\s+next\s+|another\s+|the\s+following\s+)?"# + number + (parts["FREQ"] == "HOURLY" ? #"\s+(hours?|days?|weeks?|months?)\b"# : #"\s+(days?|weeks?|months?)\b"#)
        if let groups = captures(text, length), let said = groups[0], let unit = groups[1], let n = Int(said) ?? numbers[said.lowercased()], n > 0 {
            let rest = replace(text, length, with: "")
            let whole = { (k: Int) in (k + interval - 1) / interval }
            let count: Int? = switch (parts["FREQ"] ?? "", String(unit.lowercased().prefix(1))) {
            case ("HOURLY", "h"): whole(n)
            case ("DAILY", "d"): whole(n)
            case ("DAILY", "w"): whole(7 * n)
            case ("WEEKLY", "w"): whole(n) * days
            case ("MONTHLY", "m"): whole(n)
            default: nil
            }
            if let count { return (rule + ";COUNT=\(count)", rest, true) }
            let component: Calendar.Component = unit.hasPrefix("h") ? .hour : unit.hasPrefix("d") ? .day : unit.hasPrefix("w") ? .weekOfYear : .month
            guard let last = calendar.date(byAdding: component, value: n, to: resolver.reference).flatMap({ calendar.date(byAdding: .day, value: -1, to: $0) }) else {
                return (rule, rest, false)
            }
            return (until(last), rest, true)
        }
        // "5 times" ("three times a week" says how often, not how many)
        let times = #"(?i),?\s*\b"# + number + #"\s+times\b(?!\s+(?:a|an|per|each|every)\b)"#
        if let said = captures(text, times)?.first ?? nil, let n = Int(said) ?? numbers[said.lowercased()], n > 0 {
            return (rule + ";COUNT=\(n)", replace(text, times, with: ""), true)
        }
        // "until christmas", "till friday", "through the end of january", "up to the 21st"
        guard let keyword = text.range(of: #"(?i),?\s*\b(?:until|till|til|through|thru|up\s+(?:to|until)|ending(?:\s+on)?)\s+"#, options: .regularExpression) else { return nil }
        let after = String(text[keyword.upperBound...])
        if let open = after.range(of: #"(?i)^(?:further\s+notice|i\s+(?:say|tell\s+you)\s+(?:to\s+)?stop|i\s+cancel\s+it)\b"#, options: .regularExpression) {
            return (rule, String(text[..<keyword.lowerBound]) + after[open.upperBound...], true)
        }
        // "every thursday at 6 pm until 8": a clock time is when each one ends, not the repeat.
        if matches(after, "^" + saidClock + #"(?!\s*(?:st|nd|rd|th|of)\b)(?:\s|[,.!?]|$)"#) { return nil }
        guard let first = resolver.extract(from: after).mentions.first, first.range.lowerBound == after.startIndex else { return (rule, text, false) }
        let last: Date?
        switch first.value {
        case .point(let point) where point.grain >= .day: last = point.date
        case .interval(let span) where (span.start?.grain ?? .day) >= .day: last = span.end.map { $0.date.addingTimeInterval(-1) } ?? span.start?.date
        case .point, .interval: return nil
        default: last = nil
        }
        guard let last else { return (rule, text, false) }
        return (until(last), String(text[..<keyword.lowerBound]) + after[first.range.upperBound...], true)
    }

    /// A yearly repeat said with its date ("every year on the 4th of march", "annually on june 12th")
    /// repeats on that date: BYMONTH and BYMONTHDAY from its first time.
    static func onItsDate(_ rule: String, first: String, said: String) -> String {
        guard rule.hasPrefix("FREQ=YEARLY"), !rule.contains("BYMONTH"), matches(said, monthName + #"|\b\d{1,2}[/.]\d{1,2}\b"#),
              let month = Int(first.dropFirst(5).prefix(2)), let day = Int(first.dropFirst(8).prefix(2)) else { return rule }
        var parts = rule.split(separator: ";").map(String.init)
        let at = parts.lastIndex { $0.hasPrefix("FREQ=") || $0.hasPrefix("INTERVAL=") }.map { $0 + 1 } ?? 1
        parts.insert(contentsOf: ["BYMONTH=\(month)", "BYMONTHDAY=\(day)"], at: at)
        return parts.joined(separator: ";")
    }

    /// "every weekday at 9:15" said after 9:15: a bare hour from 7 to 11 said with a repeat is the
    /// morning's, as with a day said ("on monday at 9:15"), not the evening's that comes sooner.
    static func morningOfABareHour(_ draft: inout Draft, said: String, resolver: TimeResolver) {
        guard !matches(said, #"\b(?:[ap]\.?m\.?|evening|night|tonight|afternoon|morning|noon|midnight)\b|\d[ap]m\b"#),
              let hour = (captures(said, #"(?i)\b(?:at\s+)?(\d{1,2})(?:[:.]\d{2})?\b"#)?.first ?? nil).flatMap({ Int($0) }),
              (7...11).contains(hour) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        let iso = ISO8601DateFormatter()
        let first = draft.slots["datetime_point"] ?? draft.slots["datetime_range"]?.split(separator: "/").first.map(String.init)
        guard let first, let start = iso.date(from: first), calendar.component(.hour, from: start) == hour + 12,
              let nextDay = calendar.date(byAdding: .day, value: 1, to: start),
              let morning = calendar.date(bySettingHour: hour, minute: calendar.component(.minute, from: start), second: 0, of: nextDay) else { return }
        let shift = morning.timeIntervalSince(start)
        if draft.slots["datetime_point"] != nil { draft.slots["datetime_point"] = ResolvedTime.iso(morning, in: resolver.timeZone) }
        if let range = draft.slots["datetime_range"]?.split(separator: "/"), range.count == 2, let end = iso.date(from: String(range[1])) {
            draft.slots["datetime_range"] = ResolvedTime.iso(morning, in: resolver.timeZone) + "/" + ResolvedTime.iso(end.addingTimeInterval(shift), in: resolver.timeZone)
        }
    }

    /// A start on a day the rule does not repeat on ("every weekday at 7:45 am" said on a
    /// saturday) moves to the next day it does.
    static func moveToARepeatDay(_ draft: inout Draft, rule: String, resolver: TimeResolver) {
        guard let days = captures(rule, #"BYDAY=([A-Z,]+)"#)?.first ?? nil else { return }
        let allowed = Set(days.split(separator: ",").map(String.init))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = resolver.timeZone
        func moved(_ date: Date) -> Date {
            var date = date
            for _ in 0..<7 where !allowed.contains(rruleDays[calendar.component(.weekday, from: date) - 1]) {
                date = calendar.date(byAdding: .day, value: 1, to: date) ?? date
            }
            return date
        }
        let iso = ISO8601DateFormatter()
        if let point = draft.slots["datetime_point"], let date = iso.date(from: point) {
            draft.slots["datetime_point"] = ResolvedTime.iso(moved(date), in: resolver.timeZone)
        }
        if let range = draft.slots["datetime_range"]?.split(separator: "/"), range.count == 2,
           let start = iso.date(from: String(range[0])), let end = iso.date(from: String(range[1])) {
            let newStart = moved(start)
            draft.slots["datetime_range"] = ResolvedTime.iso(newStart, in: resolver.timeZone) + "/"
                + ResolvedTime.iso(newStart.addingTimeInterval(end.timeIntervalSince(start)), in: resolver.timeZone)
        }
    }

    /// An RRULE's parts by name ("FREQ" → "WEEKLY", "BYDAY" → "MO,TH").
    static func ruleParts(_ rule: String) -> [String: String] {
        var parts: [String: String] = [:]
        for pair in rule.split(separator: ";") {
            let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { parts[kv[0]] = kv[1] }
        }
        return parts
    }

    /// "a", "a and b", "a, b and c".
    static func listedWords(_ items: [String]) -> String {
        items.count > 2 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items.joined(separator: " and ")
    }

    /// "every month", "every other month", "every 3 months".
    static func monthsSaid(_ interval: Int) -> String {
        interval == 1 ? "every month" : interval == 2 ? "every other month" : "every \(interval) months"
    }

    /// A rule in words: "every Monday", "every day", "every 2 hours", "every other Friday", "on
    /// the 1st and 15th of every month", "every weekday", "on the first and third Tuesday of every
    /// month", "every year on 4 March", with its end ("until 25 December 2026", "6 times").
    ///
    /// - Parameter rule: an RRULE as ``recurrence(in:resolver:)`` writes it.
    /// - Returns: The rule in words (the rule itself when it is not one Hearth writes).
    public static func describe(recurrence rule: String) -> String {
        let parts = ruleParts(rule)
        let interval = Int(parts["INTERVAL"] ?? "1") ?? 1
        func capitalised(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
        let months = monthNames.map(capitalised)
        let byday = (parts["BYDAY"] ?? "").split(separator: ",").map(String.init)
        let names = byday.compactMap { code in weekdayCodes.first { $0.code == code }.map { capitalised($0.name) } }
        let listed = listedWords(names)
        var words: String
        switch parts["FREQ"] {
        case "DAILY" where parts["BYHOUR"] != nil, "WEEKLY" where parts["BYHOUR"] != nil:
            // "every hour from 9:00 to 17:00", "every 2 hours from 8:00 to 20:00", "on weekdays, …".
            let hours = parts["BYHOUR"]!.split(separator: ",").compactMap { Int($0) }
            let steps = Set(zip(hours, hours.dropFirst()).map { $1 - $0 })
            let at = { (h: Int) in String(format: "%02d:00", h) }
            let within = hours.count > 1 && steps.count == 1
                ? (steps.first == 1 ? "every hour" : "every \(steps.first!) hours") + " from \(at(hours.first!)) to \(at(hours.last!))"
                : "at " + listedWords(hours.map(at))
            words = (parts["FREQ"] == "WEEKLY" ? (names.count == 5 && !byday.contains("SA") && !byday.contains("SU") ? "every weekday, " : "every " + listed + ", ") : "every day, ") + within
        case "WEEKLY" where names.count == 5 && interval == 1 && !byday.contains("SA") && !byday.contains("SU"): words = "every weekday"
        case "WEEKLY" where !names.isEmpty: words = (interval == 2 ? "every other " : interval > 2 ? "every \(interval) weeks on " : "every ") + listed
        case "MONTHLY" where !byday.isEmpty && names.isEmpty:
            // "on the first and third Tuesday of every month"; days of two names each say theirs.
            func position(_ code: String) -> String {
                let n = Int(code.dropLast(2)) ?? 1
                return n == -1 ? "last" : ["first", "second", "third", "fourth", "fifth"][max(0, min(4, n - 1))]
            }
            func day(_ code: String) -> String { weekdayCodes.first { $0.code == String(code.suffix(2)) }.map { capitalised($0.name) } ?? code }
            let oneDay = Set(byday.map { $0.suffix(2) }).count == 1
            let items = oneDay ? byday.map(position) : byday.map { position($0) + " " + day($0) }
            words = "on the " + listedWords(items) + (oneDay ? " " + day(byday[0]) : "") + " of " + monthsSaid(interval)
        case "MONTHLY" where parts["BYMONTHDAY"] != nil:
            let days = parts["BYMONTHDAY"]!.split(separator: ",").compactMap { Int($0) }.map { $0 == -1 ? "last day" : ordinal($0) }
            words = "on the " + listedWords(days.isEmpty ? ["1st"] : days) + " of " + monthsSaid(interval)
        case "YEARLY" where parts["BYMONTH"] != nil && parts["BYMONTHDAY"] != nil:
            let month = Int(parts["BYMONTH"]!) ?? 1
            words = "every year on \(parts["BYMONTHDAY"]!) \(months[max(0, min(11, month - 1))])"
        case let freq?:
            let unit = ["MINUTELY": "minute", "HOURLY": "hour", "DAILY": "day", "WEEKLY": "week", "MONTHLY": "month", "YEARLY": "year"][freq] ?? freq.lowercased()
            words = interval == 1 ? "every \(unit)" : "every \(interval) \(unit)s"
        case nil: return rule
        }
        if let count = parts["COUNT"] { words += ", \(count) times" }
        if let until = parts["UNTIL"], until.count >= 8, let year = Int(until.prefix(4)), let month = Int(until.dropFirst(4).prefix(2)), let day = Int(until.dropFirst(6).prefix(2)),
           (1...12).contains(month) {
            words += " until \(day) \(months[month - 1]) \(year)"
        }
        return words
    }
}
