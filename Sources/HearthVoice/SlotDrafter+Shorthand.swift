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
        guard text.contains(where: { "½¼¾".contains($0) }) || matches(text, #"\b[13]/[24]\b"#) else { return text }
        var current = rewrite(text, #"(?i)(?<![\d/.,])(?:(\d{1,2})\s*)?(½|¼|¾|(?<=\s|^)(?:1/2|1/4|3/4))(?:\s*|-)(?:of\s+)?(an?\s+)?(hours?|hrs?|h)\b(?![\d/])"#) { groups in
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
}
