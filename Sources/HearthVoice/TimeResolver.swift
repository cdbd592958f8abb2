import Foundation

/// A resolved time expression.
public struct ResolvedTime: Sendable, Hashable {
    /// The start (or the point).
    public var start: Date
    /// The end, for spans ("from 3 to 5", "this afternoon" is not a span: it is a point).
    public var end: Date?
    /// True when a day was given or implied ("tomorrow", "on the 3rd", "in 2 days").
    public var hasDate: Bool
    /// True when a clock time was given ("at 7", "in half an hour", "tonight").
    public var hasTime: Bool

    /// ISO 8601 with the time zone's offset, e.g. `2026-11-24T07:00:00+01:00`.
    public func iso(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// Resolves spoken time expressions ("tomorrow at 7", "next Monday morning", "in half an hour",
/// "at 19:00", "tonight", "on the 3rd") against an injected reference time and time zone.
/// Deterministic: the model only extracts the expression; the arithmetic happens here.
///
/// Conventions: a day without a time is 09:00; morning 09:00, noon 12:00, afternoon 15:00,
/// evening 19:00, tonight 20:00, night 21:00. An hour 1–6 without am/pm is in the afternoon;
/// 7–11 with no day given is the next such time. A weekday means its next occurrence after today
/// ("next Monday" the same).
///
/// ```swift
/// let resolver = TimeResolver(reference: now, timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let time = try resolver.resolve("tomorrow at 7")
/// ```
public struct TimeResolver: Sendable {
    /// "Now": what "tomorrow" and "in two hours" count from.
    public var reference: Date
    /// The time zone the expressions are meant in.
    public var timeZone: TimeZone

    /// A resolver counting from `reference` in `timeZone`.
    public init(reference: Date, timeZone: TimeZone) {
        self.reference = reference
        self.timeZone = timeZone
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    static let weekdays = ["sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6, "saturday": 7,
                           "sun": 1, "mon": 2, "tue": 3, "tues": 3, "wed": 4, "thu": 5, "thur": 5, "thurs": 5, "fri": 6, "sat": 7,
                           "mondays": 2, "tuesdays": 3, "wednesdays": 4, "thursdays": 5, "fridays": 6, "saturdays": 7, "sundays": 1]
    static let months = ["january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
                         "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3,
                         "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12]
    static let numbers = ["zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                          "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
                          "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
                          "forty": 40, "fifty": 50, "a": 1, "an": 1, "couple": 2, "few": 3]
    static let ordinals = ["first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
                           "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                           "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
                           "twentieth": 20, "thirtieth": 30]
    static let partsOfDay = ["morning": 9, "noon": 12, "midday": 12, "lunch": 12, "lunchtime": 12, "afternoon": 15,
                             "evening": 19, "tonight": 20, "night": 21, "midnight": 0, "forenoon": 10]

    /// Words to numbers: "twenty five" → "25", "seven thirty" → "7:30", "half an hour" → "30 minutes".
    static func normalize(_ text: String) -> [String] {
        var s = text.lowercased()
        for (from, to) in [("a.m.", "am"), ("p.m.", "pm"), ("o'clock", "oclock"), ("o clock", "oclock"),
                           ("half an hour", "30 minutes"), ("half hour", "30 minutes"), ("an hour and a half", "90 minutes"),
                           ("quarter of an hour", "15 minutes"), ("a quarter hour", "15 minutes"),
                           ("day after tomorrow", "dayaftertomorrow"), ("the day after tomorrow", "dayaftertomorrow"),
                           ("right now", "now"), ("just now", "now"), ("end of the month", "eom"), ("end of the year", "eoy")] {
            s = s.replacingOccurrences(of: from, with: to)
        }
        s = s.replacingOccurrences(of: #"\b(\d{1,2})\.(\d{1,2})\.(\d{4})?"#, with: "$1/$2/$3 ", options: .regularExpression)
        s = s.replacingOccurrences(of: #"(\d)(am|pm|h|st|nd|rd|th)\b"#, with: "$1 $2", options: .regularExpression)
        s = s.replacingOccurrences(of: #"(\d{1,2})\.(\d{2})\b"#, with: "$1:$2", options: .regularExpression)
        s = s.replacingOccurrences(of: #"(\d{1,2})h(\d{2})\b"#, with: "$1:$2", options: .regularExpression)
        let raw = s.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == ":" || $0 == "/" || $0 == "-") }).map(String.init)
        // Compose "twenty five" → 25.
        var words: [String] = []
        var index = 0
        while index < raw.count {
            let word = raw[index]
            if let tens = numbers[word], tens >= 20, index + 1 < raw.count, let unit = numbers[raw[index + 1]], unit < 10, unit > 0,
               raw[index + 1] != "a", raw[index + 1] != "an" {
                words.append(String(tens + unit)); index += 2; continue
            }
            if let value = numbers[word], word != "a", word != "an" { words.append(String(value)); index += 1; continue }
            if let value = ordinals[word] { words.append(String(value)); words.append("th"); index += 1; continue }
            words.append(word)
            index += 1
        }
        // "7 30" (seven thirty) → 7:30 when followed by nothing numeric-unit-like.
        var merged: [String] = []
        index = 0
        while index < words.count {
            if index + 1 < words.count, let h = Int(words[index]), let m = Int(words[index + 1]), (1...12).contains(h), [15, 30, 45, 5, 10, 20, 25, 35, 40, 50, 55].contains(m),
               index + 2 >= words.count || !["minutes", "minute", "mins", "min", "hours", "hour", "days", "day"].contains(words[index + 2]),
               index == 0 || words[index - 1] != "in" {
                merged.append("\(h):\(String(format: "%02d", m))"); index += 2; continue
            }
            merged.append(words[index])
            index += 1
        }
        return merged
    }

    /// Resolves `expression`.
    ///
    /// - Throws: `VoiceError.unresolvedTime` when no part of it is a time or a day.
    public func resolve(_ expression: String) throws(VoiceError) -> ResolvedTime {
        let words = Self.normalize(expression)
        let calendar = calendar
        let today = calendar.startOfDay(for: reference)
        var day: Date?
        var hour: Int?
        var minute = 0
        var meridiem: String?
        var partOfDay: Int?
        var offset: DateComponents?
        var endHour: Int?
        var i = 0
        func word(_ k: Int) -> String? { k < words.count && k >= 0 ? words[k] : nil }
        func unit(_ w: String?) -> Calendar.Component? {
            switch w {
            case "minute", "minutes", "min", "mins": return .minute
            case "hour", "hours", "hr", "hrs", "h": return .hour
            case "day", "days": return .day
            case "week", "weeks": return .weekOfYear
            case "month", "months": return .month
            default: return nil
            }
        }
        while i < words.count {
            let w = words[i]
            // A bare duration ("two hours", "30 minutes") said as when something should happen is
            // an offset from now: speech (and the model copying it) often drops the "in".
            if offset == nil, hour == nil, day == nil, let n = Int(w), let u = unit(word(i + 1)),
               !["for", "every", "last", "past"].contains(word(i - 1) ?? "") {
                var c = DateComponents(); c.setValue(n, for: u); offset = c; i += 2
                continue
            }
            switch w {
            case "now": offset = DateComponents(minute: 0)
            case "today": day = today
            case "tonight": day = day ?? today; partOfDay = 20
            case "tomorrow", "tmrw", "tmr": day = calendar.date(byAdding: .day, value: 1, to: today)
            case "dayaftertomorrow": day = calendar.date(byAdding: .day, value: 2, to: today)
            case "yesterday": day = calendar.date(byAdding: .day, value: -1, to: today)
            case "eom":
                let range = calendar.range(of: .day, in: .month, for: today)!
                day = calendar.date(bySetting: .day, value: range.count, of: today)
            case "eoy":
                var c = calendar.dateComponents([.year], from: today); c.month = 12; c.day = 31
                day = calendar.date(from: c)
            case "in", "within", "after":
                if let n = word(i + 1).flatMap(Int.init), let u = unit(word(i + 2)) {
                    var c = DateComponents(); c.setValue(n, for: u)
                    if word(i + 3) == "and", word(i + 4) == "a", word(i + 5) == "half", u == .hour { c.minute = 30; i += 3 }
                    offset = c; i += 2
                } else if word(i + 1) == "a" || word(i + 1) == "an", let u = unit(word(i + 2)) {
                    var c = DateComponents(); c.setValue(1, for: u); offset = c; i += 2
                } else if let u = unit(word(i + 1)) {
                    var c = DateComponents(); c.setValue(1, for: u); offset = c; i += 1
                }
            case "at", "by", "around", "from", "between", "on", "the", "of", "this", "next", "coming", "o", "oclock", "until", "till", "to", "and", "-":
                if (w == "to" || w == "until" || w == "till" || w == "-" || w == "and"), hour != nil, let value = word(i + 1).flatMap(Self.clock) {
                    endHour = value.0 * 60 + value.1; i += 1
                    if word(i + 1) == "pm" || word(i + 1) == "am" {
                        if word(i + 1) == "pm", endHour! < 12 * 60 { endHour! += 12 * 60 }
                        if meridiem == nil { meridiem = word(i + 1) }
                        i += 1
                    }
                }
            case "am", "pm", "a", "p": if hour != nil { meridiem = (w == "a" ? "am" : w == "p" ? "pm" : w) }
            case "half", "quarter":
                // half past 7, quarter past / to 7
                if (word(i + 1) == "past" || word(i + 1) == "to"), let h = word(i + 2).flatMap(Int.init) {
                    let m = w == "half" ? 30 : 15
                    if word(i + 1) == "past" { hour = h; minute = m } else { hour = (h + 23) % 24; minute = 60 - m }
                    i += 2
                }
            default:
                if let weekday = Self.weekdays[w] {
                    let current = calendar.component(.weekday, from: today)
                    var delta = (weekday - current + 7) % 7
                    if delta == 0 { delta = 7 }
                    // "next Friday" said in a week that still has a Friday means the one after
                    // (ctparse's reading); otherwise the coming one.
                    if word(i - 1) == "next" || word(i + 1) == "next" && word(i + 2) == "week" {
                        let daysLeftInWeek = (8 - current) % 7 // Monday-based weeks: Sunday ends the week
                        if delta <= daysLeftInWeek { delta += 7 }
                    }
                    day = calendar.date(byAdding: .day, value: delta, to: today)
                } else if let pod = Self.partsOfDay[w] {
                    partOfDay = pod
                    if w == "noon" || w == "midday" || w == "midnight" { hour = pod; minute = 0 }
                    if w == "midnight" { day = calendar.date(byAdding: .day, value: 1, to: day ?? today) }
                } else if let month = Self.months[w], w != "may" || word(i - 1).flatMap(Int.init) != nil || word(i + 1).flatMap(Int.init) != nil
                            || ["th", "of"].contains(word(i - 1) ?? "") {
                    var dayNumber: Int?
                    var year: Int?
                    if let n = word(i + 1).flatMap(Int.init), n <= 31 { dayNumber = n; if let y = word(i + (word(i + 2) == "th" ? 3 : 2)).flatMap(Int.init), y > 1900 { year = y } }
                    else if let n = word(i - 1).flatMap(Int.init), n <= 31 { dayNumber = n }
                    else if word(i - 1) == "th", let n = word(i - 2).flatMap(Int.init) { dayNumber = n }
                    else if word(i - 1) == "of", word(i - 2) == "th", let n = word(i - 3).flatMap(Int.init) { dayNumber = n }
                    if dayNumber == nil, let y = word(i + 1).flatMap(Int.init), y > 1900 { year = y; dayNumber = 1 }
                    if let dayNumber { day = nextDate(month: month, day: dayNumber, year: year, calendar: calendar, today: today) }
                } else if w == "th" || w == "st" || w == "nd" || w == "rd" {
                    if let n = word(i - 1).flatMap(Int.init), (1...31).contains(n), !words.contains(where: { Self.months[$0] != nil }) {
                        day = nextDate(month: nil, day: n, year: nil, calendar: calendar, today: today)
                        if hour == n { hour = nil }
                    }
                } else if let date = Self.numericDate(w) {
                    var c = DateComponents(); c.year = date.2 ?? calendar.component(.year, from: today); c.month = date.1; c.day = date.0
                    day = calendar.date(from: c)
                } else if let clock = Self.clock(w), word(i + 1) != "th", unit(word(i + 1)) == nil {
                    let next = word(i + 1)
                    let isDayNumber = next.map { Self.months[$0] != nil } ?? false
                    let isYear = clock.0 > 1900
                    if !isDayNumber && !isYear && (w.contains(":") || clock.0 < 24) {
                        hour = clock.0; minute = clock.1
                    }
                }
            }
            i += 1
        }
        if let offset {
            guard let date = calendar.date(byAdding: offset, to: reference) else { throw VoiceError(.unresolvedTime, "could not resolve \"\(expression)\"") }
            let hasTime = offset.minute != nil || offset.hour != nil
            if hasTime || hour == nil { return ResolvedTime(start: date, end: nil, hasDate: true, hasTime: hasTime) }
            day = calendar.startOfDay(for: date)
        }
        guard day != nil || hour != nil || partOfDay != nil else {
            throw VoiceError(.unresolvedTime, "no day or time in \"\(expression)\"")
        }
        var h = hour ?? partOfDay ?? 9
        let hasTime = hour != nil || partOfDay != nil
        if let givenHour = hour, givenHour <= 12 {
            if meridiem == "pm", givenHour < 12 { h = givenHour + 12 }
            else if meridiem == "am", givenHour == 12 { h = 0 }
            else if meridiem == nil, let pod = partOfDay, pod >= 15, givenHour < 12 { h = givenHour + 12 }
            else if meridiem == nil, partOfDay == nil, (1...6).contains(givenHour), !(words.first(where: { $0.contains(":") }).map { $0.hasPrefix("0") } ?? false) { h = givenHour + 12 }
        }
        var base = day ?? today
        var start = calendar.date(bySettingHour: h % 24, minute: minute, second: 0, of: base)!
        if day == nil, start <= reference {
            if let givenHour = hour, givenHour < 12, meridiem == nil, partOfDay == nil, h == givenHour,
               let later = calendar.date(byAdding: .hour, value: 12, to: start), later > reference {
                start = later
            } else {
                base = calendar.date(byAdding: .day, value: 1, to: base)!
                start = calendar.date(bySettingHour: h % 24, minute: minute, second: 0, of: base)!
            }
        }
        var end: Date?
        if let endHour {
            var e = endHour
            if e < h * 60 + minute, e < 12 * 60 { e += 12 * 60 }
            end = calendar.date(bySettingHour: (e / 60) % 24, minute: e % 60, second: 0, of: calendar.startOfDay(for: start))
        }
        return ResolvedTime(start: start, end: end, hasDate: day != nil || offset != nil, hasTime: hasTime)
    }

    /// "7", "19:00", "7:30" → (hour, minute).
    static func clock(_ word: String) -> (Int, Int)? {
        let parts = word.split(separator: ":")
        if parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h), (0...59).contains(m) { return (h, m) }
        if parts.count == 1, let n = Int(word) {
            if n > 1900 { return (n, 0) }
            if (0...24).contains(n) { return (n, 0) }
            if word.count == 4, n / 100 < 24, n % 100 < 60 { return (n / 100, n % 100) }
        }
        return nil
    }

    /// "3/12", "03/12/2026", "2026-03-12" → (day, month, year?), day first for d/m.
    static func numericDate(_ word: String) -> (Int, Int, Int?)? {
        let iso = word.split(separator: "-").compactMap { Int($0) }
        if iso.count == 3, iso[0] > 1900 { return (iso[2], iso[1], iso[0]) }
        let parts = word.split(separator: "/").compactMap { Int($0) }
        if parts.count >= 2, (1...31).contains(parts[0]), (1...12).contains(parts[1]) {
            return (parts[0], parts[1], parts.count > 2 ? (parts[2] < 100 ? 2000 + parts[2] : parts[2]) : nil)
        }
        return nil
    }

    private func nextDate(month: Int?, day: Int, year: Int?, calendar: Calendar, today: Date) -> Date? {
        var c = calendar.dateComponents([.year, .month], from: today)
        if let year { c.year = year }
        if let month { c.month = month }
        c.day = day
        guard var date = calendar.date(from: c) else { return nil }
        if year == nil, date < today {
            if month == nil { c.month! += 1 } else { c.year! += 1 }
            date = calendar.date(from: c) ?? date
        }
        return date
    }
}
