import Foundation

/// Asides typed inside a command, in brackets or between dashes: "remind me at 8 pm (tonight, not
/// tomorrow) to…", "add the dentist – finally! – on tuesday…", "remind me [urgent] at 4 pm…",
/// "email Rahwa – she's expecting it – saying…"; and a day named as only the speaker knows it with
/// its date beside it ("on Shahzoda's birthday, the 12th, …").
extension SlotDrafter {
    /// An aside in round or square brackets, or between two dashes set apart by spaces.
    static let bracketedAside = #"\s*\(([^()]{1,80})\)|\s*\[([^\[\]]{1,60})\]|\s+[–—-]\s+([^–—]{1,80}?)\s+[–—-](?=\s)"#
    /// A length said alone ("45 minutes", "an hour and a half").
    static let lengthAlone = #"(?i)^(?:for\s+)?(?:(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty(?:[-\s]five)?|ninety)\s+(?:minutes?|mins?|hours?|hrs?)(?:\s+and\s+a\s+half)?|half\s+an\s+hour)(?:\s+(?:max|maximum|tops|long))?$"#

    /// `text` without the asides that are not part of what it asks, for the part of the command
    /// each stands in:
    /// - a reminder or an event keeps an aside that says who or what the thing just named is
    ///   ("call Rahwa (my cousin)", "take the meds (the blue ones)", "the flight (BA 123)"); an
    ///   aside that only says a time is read as said ("on wednesday — the 25th — at 7 pm", "on
    ///   thursday (5 to 7 pm)"), a length said alone goes to the end ("— 45 minutes —" → "for 45
    ///   minutes"), and one that offers another time stays for the doubt to find ("at 6 pm (or
    ///   6:30, whichever)"), and so does one that sets a condition ("— when Huba's train gets
    ///   in —"); every other aside is a remark and is dropped ("(after work)",
    ///   "(tonight, not tomorrow)", "(bring wine!)", "[urgent]", "– and this is important –");
    /// - a message or a request to read mail drops the asides before its words ("email Luwam (my
    ///   cousin) saying…", "did Filmon (from finance) email me");
    /// - a note keeps them all.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - intent: the intent it is drafted for.
    ///   - resolver: finds the time words in an aside.
    /// - Returns: The command without those asides, or `text` when it has none.
    static func withoutBracketedAsides(_ text: String, intent: String, resolver: TimeResolver) -> String {
        guard intent != "create_note", text.contains(where: { "()[]–—-".contains($0) }),
              let regex = SlotDrafter.compiled(bracketedAside) else { return text }
        // A message's words keep theirs: only what comes before them is looked at.
        let end = intent == "send_email"
            ? text.range(of: #"(?i)\b(?:saying|to say|that says|with the subject|subject)\b|:"#, options: .regularExpression)?.lowerBound ?? text.endIndex
            : text.endIndex
        let mail = intent == "send_email" || intent == "read_email"
        var result = text
        var appended = ""
        for match in regex.matches(in: text, range: NSRange(text.startIndex..<end, in: text)).reversed() {
            guard let whole = Range(match.range, in: text),
                  let inner = (1...3).lazy.compactMap({ Range(match.range(at: $0), in: text) }).first else { continue }
            let aside = trimEdges(String(text[inner]))
            let before = String(text[..<whole.lowerBound])
            // "[the brief](https://…)": a link's words and address, no aside.
            let matched = text[whole].trimmingCharacters(in: .whitespaces)
            if matched.hasPrefix("[") && text[whole.upperBound...].hasPrefix("(") || matched.hasPrefix("(") && before.hasSuffix("]") { continue }
            // "at 7:45 am — sorry, 8:15 am —": a correction, read as one; "email - Tsveta - running
            // late": the name itself.
            if matches(aside, #"(?i)^(?:no|nope|sorry|actually|scratch\s+that|make\s+(?:it|that)|i\s+mean|wait|or\s+rather|rather|correction)\b"#)
                || mail && matches(aside, #"^(?-i:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)$"#) {
                continue
            }
            let replacement: String
            if mail {
                replacement = ""
            } else if matches(aside, #"(?i)^or\s+(?:at\s+|on\s+|maybe\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|the\s+\d)"#) {
                // "at 6 pm (or 6:30, whichever)", "at 2 pm – or 3, I'm not sure –": another time
                // offered, left for the doubt to find.
                replacement = ", " + replace(aside, #"(?i),?\s*(?:whichever(?:\s+is\s+(?:easier|better|fine))?|either\s+(?:way|is\s+fine|one))$"#, with: "") + ","
            } else if matches(aside, #"(?i)^\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s+\p{L}"#),
                      let zoneWords = captures(before, #"(?i)\d(?:\s*[ap]\.?m\.?)?\s+(\p{L}[\p{L}\d+\-:]*(?:\s+\p{L}+)?)\s*$"#)?.first ?? nil,
                      zone(named: zoneWords, home: resolver.timeZone) != nil {
                // "at 4 pm GMT (5 pm CET)": the same time in another zone, left for
                // `sameTimeElsewhere` to check.
                replacement = " / " + aside
            } else if matches(aside, #"(?i)^(?:when|whenever|once|as\s+soon\s+as|unless|if(?!\s+(?:you|that['’]s|that\s+is|it['’]s|possible|need\s+be|necessary|poss)\b))\s+\S"#) {
                // "remind me — when Huba's train gets in — to pick him up": a condition, left for
                // the doubt to find.
                replacement = ", " + aside + ","
            } else if matches(aside, lengthAlone) {
                replacement = ""
                appended = " for " + replace(aside, #"(?i)^for\s+|\s+(?:max|maximum|tops|long)$"#, with: "")
            } else if case let said = resolver.extract(from: aside), !said.mentions.isEmpty {
                let leftover = trimEdges(said.leftover)
                // "(5 to 7 pm)", "— the 25th —": the time, read as said.
                replacement = matches(leftover, #"^\W*$"#) ? " " + aside : ""
            } else if whole.lowerBound > text.startIndex, text[whole].hasPrefix(" (") || text[whole].first == "(",
                      !matches(before, #"(?i)(?:\d|\b(?:am|pm|noon|midnight|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|night))\s*$"#),
                      !aside.contains("!"),
                      matches(aside, #"(?i)^(?:the|my|our|his|her|their|a|an)\s+(?!(?:usual|same)\b)[\p{L}\d]|^(?-i:\p{Lu}{2,})\s*\d+$|^(?-i:\p{Lu}[\p{L}]+(?:\s+(?:v|vs|and|&)\.?\s+\p{Lu}[\p{L}]+)+)$"#) {
                // "call Rahwa (my cousin)", "the flight (BA 123)": who or what it is.
                replacement = text[whole].hasPrefix(" ") ? String(text[whole]) : " " + String(text[whole])
            } else {
                replacement = ""
            }
            // The text before this match is still as it was: the same offsets hold in `result`.
            if let here = Range(match.range, in: result) { result.replaceSubrange(here, with: replacement) }
        }
        return (result + appended).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A day Hearth cannot know by name: a birthday, an anniversary, payday, a day off, the last day
    /// of term, or a holiday of a calendar it does not keep.
    static let dayByName = #"(?:(?!(?:on|for|at|with|to|in|and|by)\b)[\p{L}'’-]+\s+){0,5}?(?:day|eve|night|birthday|anniversary|payday|term|off)|diwali|deepavali|eid(?:\s+al[- ]\w+)?|hanukkah|chanukah|holi|passover|pesach|rosh\s+hashanah|yom\s+kippur|ramadan|vesak|navratri|vaisakhi|(?:lunar|chinese)\s+new\s+year"#

    /// `text` with a day named the way only the speaker knows it replaced by the date said beside it,
    /// after a comma or as an aside already read (``withoutBracketedAsides(_:intent:resolver:)``):
    /// "on Shahzoda's birthday, the 12th, to call her" → "on the 12th to call her", "on our
    /// anniversary (december 3rd) at 8 pm" → "on december 3rd at 8 pm", "on his name day, friday, at
    /// 7 pm" → "on friday at 7 pm". A name Hearth can place itself ("on friday, the 27th") is a
    /// time said again and left for ``withoutTimeSaidAgain(_:)``; one with no date beside it ("on
    /// Sherzod's birthday", "on half term, the week of…") is left to be asked about.
    static func namedDayDated(_ text: String) -> String {
        let date = #"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+of\s+"# + monthName
            + #")?|"# + monthName + #"\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"# + monthName + ")"
        let pattern = #"(?i)\b(on)\s+((?:my|our|his|her|their|the|[\p{L}-]+['’]s)\s+(?:"# + dayByName + #")|(?:"# + dayByName + #"))\s*,?\s+("#
            + date + #")\b(?!\s*(?:or|and|-|–)\s|\s*(?:to|till|until)\s+(?:the\s+)?\d)\s*,?"#
        guard let groups = captures(text, pattern), let name = groups[1], let day = groups[2],
              !matches(name, #"(?i)\d|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|christmas|xmas|easter|halloween|thanksgiving|new\s+year|"# + monthName + #")\b"#)
        else { return text }
        return tidy(replace(text, pattern, with: "$1 " + NSRegularExpression.escapedTemplate(for: day) + " "))
    }
}
