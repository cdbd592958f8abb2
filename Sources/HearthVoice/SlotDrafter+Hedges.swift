import Foundation

/// A time said with doubt: "maybe tomorrow at 5", "at 6 pm, I think", "2 pm I reckon", or offered
/// as a choice, "on thursday or friday", "at 4 or 5", "at 6, or maybe 6:30". Hearth does not pick
/// for the speaker: it drafts the first time said and asks. Politeness that only sounds unsure
/// ("could you maybe…", "perhaps you could…") is no doubt about the time.
extension SlotDrafter {
    /// A day or a clock, as it is said inside a choice ("4", "6:30", "3 pm", "friday", "the 5th").
    static let timeish = #"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.?|p\.m\.?))?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|noon|midday|midnight|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"#

    /// Words that hedge what they stand next to.
    static let hedgeBefore = #"(?:maybe|perhaps|probably|possibly|i\s+think|i\s+guess|i\s+reckon|i\s+suppose|(?:idk|i\s+dunno|i\s+don['’]t\s+know),?(?:\s+like)?)"#
    static let hedgeAfter = #"(?:i\s+think|i\s+reckon|i\s+suppose|i\s+guess|i\s+believe|i['’]?m\s+(?:fairly|pretty|almost|not\s+(?:totally|entirely|quite))\s+sure|if\s+i\s+remember\s+(?:rightly|correctly)|probably|maybe|possibly|perhaps)"#

    /// `text` without doubt about its time, and the reason to ask when there was some.
    static func hedged(_ text: String, resolver: TimeResolver) -> (text: String, doubt: String?) {
        let text = withoutAssurance(text)
        // "on the 12th at 7 pm, TBC", "on thursday at 10 am (TBD)", "on friday, time TBC": not yet fixed.
        let unfixed = replace(text, #"(?i)(?:,\s*|\s*\(\s*|\s+[–—-]\s+|\s+)(?:(?:the\s+)?(?:time|date|day|venue)\s+)?(?:is\s+)?(?:still\s+)?(?:tbc|tbd|tba|to\s+be\s+(?:confirmed|decided|arranged|announced))\s*\)?(?=(?:\s*,\s*(?:please\s+)?(?:add|put|pop|stick)\s+(?:it|that|this)(?:\s+in)?(?:\s+please)?)?[.!]*$)"#, with: "")
        if unfixed != text { return (unfixed, "the time is not fixed yet (\"TBC\")") }
        // "Tomorrow, 9 am: meeting with the bank, I think": the whole said with doubt.
        let unsure = replace(text, #"(?i)\s*,\s*(?:i\s+think|i\s+reckon|i\s+suppose|i\s+guess|i\s+believe|i['’]?m\s+not\s+(?:totally|entirely|quite)\s+sure)\s*[.!?]*$"#, with: "")
        if unsure != text, !resolver.extract(from: unsure).mentions.isEmpty {
            return (unsure, "it was said with doubt (\"\(trimEdges(String(text.dropFirst(unsure.count))))\")")
        }
        guard matches(text, #"\b(?:or|maybe|perhaps|probably|possibly|think|reckon|suppose|guess|believe|sure|remember|idk|dunno|know)\b"#),
              let doubt = doubtedTime(text, mentions: resolver.extract(from: text).mentions) else { return (text, nil) }
        return (doubt.text, "the time was said with doubt (\"\(doubt.said)\")")
    }

    /// The doubt about the time in `text`, whose time mentions are `mentions`: the text with the
    /// doubt taken out (a choice keeps its first option: "at 4 or 5" → "at 4") and the words that
    /// showed it; nil when the time is said plainly.
    static func doubtedTime(_ text: String, mentions: [TimeMention]) -> (text: String, said: String)? {
        guard !mentions.isEmpty, let choice = SlotDrafter.compiled(#"(?i)\b("# + timeish + #")(\s*,?\s+or\s+(?:(?:maybe|perhaps|possibly|probably|is\s+it|was\s+it|at|on|the)\s+)*"# + timeish + #"(?:\s+at\s+the\s+(?:latest|earliest))?)(?![\p{L}\d:])"#) else { return nil }
        func near(_ range: Range<String.Index>) -> Bool {
            mentions.contains { $0.range.overlaps(range) || $0.range.upperBound == range.lowerBound || range.upperBound == $0.range.lowerBound }
        }
        // "at 4 or 5", "on thursday or friday", "at 6, or maybe 6:30"
        for match in choice.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let rest = Range(match.range(at: 2), in: text), near(whole) else { continue }
            // "11 or 12 I think": the hedge after the choice goes with it.
            let after = replace(String(text[rest.upperBound...]), #"(?i)^\s*,?\s*"# + hedgeAfter + #"\b\s*,?"#, with: "")
            return (String(text[..<rest.lowerBound]) + (after.first.map { $0 == " " || $0 == "," } ?? true ? after : " " + after), String(text[whole]))
        }
        // "maybe tomorrow at 5", "probably on monday", "sometime tomorrow afternoon, maybe 3"
        let before = #"(?i)(?:,\s*)?\b"# + hedgeBefore + #"\s+(?=(?:(?:on|at|in|around|by|sometime|some\s+time)\s+)?(?:"# + timeish + #")\b)"#
        if let regex = SlotDrafter.compiled(before) {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let hedge = Range(match.range, in: text) else { continue }
                let next = text[hedge.upperBound...].drop { $0 == " " }
                guard mentions.contains(where: { $0.range.lowerBound >= hedge.upperBound && text[hedge.upperBound..<$0.range.lowerBound].count <= 12 })
                        || matches(String(next), #"^\d"#) else { continue }
                return (String(text[..<hedge.lowerBound]) + (match.range.location > 0 && text[hedge].hasPrefix(",") ? " at " : " ") + text[hedge.upperBound...],
                        trimEdges(String(text[hedge])))
            }
        }
        // "at 6 pm, I think, to collect…", "friday, 2 pm I reckon", "on the 4th at 1 pm, I'm fairly sure"
        for mention in mentions {
            let after = String(text[mention.range.upperBound...])
            guard let hedge = after.range(of: #"(?i)^\s*,?\s*"# + hedgeAfter + #"\b(?!\s+(?:he|she|they|it|we|you|that|the|my|his|her|there)\b)\s*,?"#, options: .regularExpression) else { continue }
            return (String(text[..<mention.range.upperBound]) + " " + after[hedge.upperBound...], trimEdges(String(after[hedge])))
        }
        return nil
    }

    /// `text` without words that only vouch for the time ("…at 6 pm, definitely", "…, I'm sure of
    /// it") or hedge a place rather than the time ("…at 7 pm, probably at the Greek place"), and with
    /// "say 8" as "at 8" ("tomorrow morning, say 8").
    static func withoutAssurance(_ text: String) -> String {
        var text = replace(text, #"(?i),?\s*\b(?:definitely|for\s+sure|for\s+certain|i['’]?m\s+sure\s+of\s+it|i['’]?m\s+(?:quite\s+)?certain|no\s+doubt(?:\s+about\s+it)?)\s*$"#, with: "")
        // "at 1 pm at the earliest, maybe later", "at 11 am at the latest": the time said, and what follows it.
        text = replace(text, #"(?i)(?<=\d|am|pm|\.m\.|noon|midday|midnight|o'clock)\s+at\s+the\s+(?:very\s+)?(?:latest|earliest)\b"#, with: "")
        text = replace(text, #"(?i),\s*(?:probably|maybe|perhaps|possibly)\s+(?:at|in)\s+(?:the\s+)?[^,\d]+$"#, with: "")
        return replace(text, #"(?i),\s*(?:say|let['’]?s\s+say)\s+(?=\d)"#, with: " at ")
    }
}
