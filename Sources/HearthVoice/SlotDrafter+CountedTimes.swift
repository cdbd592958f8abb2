import Foundation

/// Times counted from another time said with it: "two hours before my 6 pm flight", "30 minutes
/// before the 4 pm call", "an hour before the match on saturday at 3", "the night before the trip
/// on the 12th", "the morning of the launch on the 8th".
extension SlotDrafter {
    /// The command with a time counted from another ("remind me to leave two hours before my 6 pm
    /// flight") written as the time it comes to ("remind me to leave on 23 november 2026 at
    /// 16:00"), the thing it was counted from taken out with it (it names the other event, not
    /// this one). A count straight from a clock ("10 minutes before 3") is the time grammar's.
    ///
    /// The count is a length ("an hour", "30 minutes", "two days", "a week") or a part of a day
    /// ("the day", "the night", "the evening before"; "the morning of"; "the eve of", the day
    /// before; a clock said before "the morning of" is the grammar's); the other time is the
    /// first time said within six words after "before", "after" or "of", with any time said right
    /// after it ("my 9 am meeting tomorrow") and the words that name the thing ("flight", "call").
    static func countedTimes(_ text: String, resolver: TimeResolver) -> String {
        guard matches(text, #"\b(?:before|after|ahead of|prior to|of)\b"#),
              let regex = SlotDrafter.compiled(#"(?i)\b(?:before|after|ahead of|prior to|of)\s+"#) else { return text }
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let joint = Range(match.range, in: text) else { continue }
            let word = text[joint].trimmingCharacters(in: .whitespaces).lowercased()
            let head = String(text[..<joint.lowerBound])
            // The count: a part of a day, or the longest length of up to five words before the joint.
            // `withinADay`: a length of minutes or hours ("an hour", "90 minutes"), not of days or weeks.
            var count: (start: String.Index, isLength: Bool, withinADay: Bool, setsClock: Bool, shift: (Date, Calendar) -> Date?)?
            if let part = captures(head, #"(?i)\bthe\s+(day|night|evening|morning|afternoon|eve)\s*$"#)?.first ?? nil,
               let start = head.range(of: #"(?i)\bthe\s+\w+\s*$"#, options: .regularExpression)?.lowerBound,
               !matches(String(text[joint.upperBound...]), #"^(?:tomorrow|yesterday|today|tonight|next|that|it)\b"#),
               // "at 9 on the morning of the 1st": a clock said before the part is the grammar's.
               !(word == "of" && matches(String(head[..<start]), #"(?i)(?:\d|\b(?:am|pm|a\.m\.|p\.m\.|o['’]clock|noon|midday|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s*,?\s*(?:on|in)?\s*$"#)),
               // "the eve of the 4th": the day before it (a day, as "christmas eve" is).
               part.lowercased() != "eve" || word == "of" {
                let eve = part.lowercased() == "eve"
                let days = eve ? -1 : word == "of" ? 0 : word == "after" ? 1 : -1
                let hour = part.lowercased() == "day" || eve ? nil : resolver.conventions.partOfDayHours[PartOfDay.Base(rawValue: part.lowercased()) ?? .morning]
                count = (start, false, false, hour != nil, { date, calendar in
                    guard let day = calendar.date(byAdding: .day, value: days, to: date) else { return nil }
                    guard let hour else { return day }
                    return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day)
                })
            } else if word != "of" {
                let words = head.split(separator: " ", omittingEmptySubsequences: true)
                for n in stride(from: min(5, words.count), through: 1, by: -1) {
                    let said = words.suffix(n).joined(separator: " ")
                    guard case .duration(let length) = resolver.value(of: "for " + said), length.seconds > 0,
                          let start = head.range(of: said, options: .backwards)?.lowerBound else { continue }
                    // "leave the paint for 24 hours before the second coat": a length of the task.
                    if matches(String(head[..<start]), #"(?i)\bfor\s*$"#) { break }
                    let sign = word == "after" ? 1 : -1
                    count = (start, true, length.largestUnit < .day, false, { date, calendar in
                        length.largestUnit >= .day ? length.components(sign: sign).flatMap { calendar.date(byAdding: $0, to: date) }
                            : date.addingTimeInterval(Double(sign) * length.seconds)
                    })
                    break
                }
            }
            guard let count else { continue }
            // The other time: the first said within six words after the joint, and any said right after it.
            let rest = String(text[joint.upperBound...])
            let mentions = resolver.extract(from: rest).mentions.filter { $0.value.duration == nil }
            guard let first = mentions.first, wordCount(String(rest[..<first.range.lowerBound])) <= 5,
                  !rest[..<first.range.lowerBound].contains(",") else { continue }
            // "10 minutes before 3": straight from a clock, the grammar counts it.
            if first.range.lowerBound == rest.startIndex, count.isLength { continue }
            var group = [first]
            for next in mentions.dropFirst() {
                let gap = String(rest[group[group.count - 1].range.upperBound..<next.range.lowerBound])
                guard wordCount(gap) <= 2, !matches(gap, #"[,.]|\bto\b"#) else { break }
                group.append(next)
            }
            var anchorText = group.map(\.text).joined(separator: " ")
            // "on the night of the 5th at 2 am": a clock said with the day is the grammar's.
            if word == "of", !count.isLength, matches(anchorText, clockWords) { continue }
            var lead = String(head[..<count.start])
            // "every weekday 10 minutes before the 9 am standup": a repeat said before the count
            // keeps its days; the count gives the clock time.
            var clockOnly = matches(lead, #"\b(?:every|each)\s+(?:weekday|working\s+day|day|morning|evening)\s*$"#)
            // "on friday 90 minutes before the 8 pm gig": the day said before the count is the
            // other time's ("every sunday an hour before the 6 pm service": and the repeat's).
            if !matches(anchorText, dayWords + #"|\b"# + monthName + #"\b"#),
               let day = resolver.extract(from: lead).mentions.last(where: { $0.value.duration == nil }),
               lead[day.range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty,
               matches(day.text, dayWords + #"|\b"# + monthName + #"\b"#), !matches(day.text, clockWords) {
                anchorText = day.text + " " + anchorText
                if matches(String(lead[..<day.range.lowerBound]), #"\b(?:every|each)\s*$"#) {
                    clockOnly = true
                } else {
                    lead = String(lead[..<day.range.lowerBound])
                }
            }
            guard case .point(let anchor) = resolver.value(of: anchorText) else { continue }
            // "20 minutes before the board meeting on tuesday": the meeting's hour was not said, so
            // neither was this one (left as said, for the doubts to ask about).
            if count.withinADay, anchor.grain >= .day { continue }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = resolver.timeZone
            var base = anchor.date
            // "six weeks after my operation on the 2nd of november", said on the 23rd: counted from
            // the one just gone while the count still lies ahead.
            if word == "after", !matches(anchorText, #"\b\d{4}\b"#), base > resolver.reference,
               let back = matches(anchorText, #"\b"# + monthName + #"\b"#) ? DateComponents(year: -1) : matches(anchorText, #"\d(?:st|nd|rd|th)\b"#) ? DateComponents(month: -1) : nil,
               let recent = calendar.date(byAdding: back, to: base), recent <= resolver.reference,
               let counted = count.shift(recent, calendar), counted >= calendar.startOfDay(for: resolver.reference) {
                base = recent
            }
            guard let target = count.shift(base, calendar) else { continue }
            // The words naming the other thing after its time ("my 6 pm flight", "the 4 pm call to…",
            // "the 3 o'clock call with Aada to…", "the 4:30 train to Tampere to…").
            var end = group[group.count - 1].range.upperBound
            if let tail = captures(String(rest[end...]), #"(?i)^((?:\s+(?!to\b|and\b|for\b|with\b)[\p{L}'’-]+){1,3}?(?-i:\s+(?:with|to|from|at|in)(?:\s+\p{Lu}[\p{L}'’-]*){1,2})?)(?=\s+to\s|\s*,|\s*$)"#)?.first ?? nil {
                end = rest.index(end, offsetBy: tail.count)
            }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = resolver.timeZone
            // A day counted from a day ("the day before the 5th", "two days before friday") is a day:
            // a clock said elsewhere ("at 10 the day before…") is its time.
            formatter.dateFormat = clockOnly && count.isLength ? "'at' HH:mm"
                : anchor.grain >= .day && !count.setsClock ? "'on' d MMMM yyyy" : "'on' d MMMM yyyy 'at' HH:mm"
            let written = formatter.string(from: target).lowercased()
            return tidy(lead + written + String(rest[end...]))
        }
        return text
    }
}
