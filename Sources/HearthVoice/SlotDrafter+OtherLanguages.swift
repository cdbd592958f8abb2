import Foundation

/// Days and times said in another language inside an English command, as bilingual people say
/// them: "remind me mañana at 9", "add dinner with Solène vendredi at 7:30 pm", "morgen früh".
extension SlotDrafter {
    /// Day and time words of Spanish, German, French, Italian, Portuguese, Hindi and Tagalog, and
    /// what they are in English. Longer phrases come first ("pasado mañana" before "mañana").
    /// Written lower-case where the word is also a name when capitalised ("Domingo", "Kal").
    static let otherLanguageTimes: [(pattern: String, english: String)] = [
        (#"(?i)\b(?:pasado\s+ma[ñn]ana|[üu]e?bermorgen|apr[èe]s[- ]demain|dopodomani|depois\s+de\s+amanh[ãa])(?!\p{L})"#, "the day after tomorrow"),
        (#"\bparso\b"#, "the day after tomorrow"),
        (#"(?i)\b(?:ma[ñn]ana\s+por\s+la\s+ma[ñn]ana|morgen\s+fr(?:ü|ue)h|demain\s+matin|domani\s+mattina|amanh[ãa]\s+de\s+manh[ãa])(?!\p{L})"#, "tomorrow morning"),
        (#"(?i)\b(?:ma[ñn]ana|morgen|demain|domani|amanh[ãa]|bukas)(?!\p{L})"#, "tomorrow"),
        (#"\bkal\b"#, "tomorrow"),
        (#"(?i)\b(?:esta\s+noche|heute\s+nacht|aaj\s+raat)(?!\p{L})"#, "tonight"),
        (#"(?i)\b(?:heute\s+abend|ce\s+soir|stasera|hoje\s+[àa]\s+noite|esta\s+tarde)(?!\p{L})"#, "this evening"),
        (#"(?i)\b(?:hoy|heute|aujourd['’]hui|oggi|hoje|ngayon)(?!\p{L})"#, "today"),
        (#"\baaj\b"#, "today"),
        (#"(?i)\bmamaya(?!\p{L})"#, "later"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:lunes|montag|lundi|luned[ìi]|segunda-feira)(?!\p{L})"#, "on monday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:martes|dienstag|mardi|marted[ìi]|ter[çc]a-feira)(?!\p{L})"#, "on tuesday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:mi[ée]rcoles|mittwoch|mercredi|mercoled[ìi]|quarta-feira|miyerkules)(?!\p{L})"#, "on wednesday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:jueves|donnerstag|jeudi|gioved[ìi]|quinta-feira|huwebes)(?!\p{L})"#, "on thursday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:viernes|freitag|vendredi|venerd[ìi]|sexta-feira|biyernes)(?!\p{L})"#, "on friday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:s[áa]bado|samstag|samedi|sabato)(?!\p{L})"#, "on saturday"),
        (#"(?i:\b(?:el|am|le)\s+domingo)(?!\p{L})|\bdomingo\b|(?i:\b(?:el\s+|am\s+|le\s+)?(?:sonntag|dimanche|domenica))(?!\p{L})"#, "on sunday"),
    ]

    /// `text` with the day and time words of another language said in English ("remind me mañana
    /// at 9" → "remind me tomorrow at 9"), for the time grammar; "mamaya" ("later today") becomes
    /// "later", which is asked about. Anything else is left as said.
    ///
    /// - Parameter text: a reminder or event, as said.
    /// - Returns: The text with those words in English.
    public static func timeWordsInEnglish(_ text: String) -> String {
        guard text.contains(where: { !$0.isASCII }) || matches(text, #"\b(?:um|uhr|halb|viertel|dreiviertel|las?|alle|om|uur|manana|morgen|demain|domani|amanha|bukas|kal|parso|noche|abend|soir|stasera|hoy|heute|oggi|hoje|aaj|ngayon|mamaya|lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|feira|huwebes|biyernes|miyerkules|uebermorgen|dopodomani)\b"#) else { return text }
        var current = clocksInEnglish(text)
        for (pattern, english) in otherLanguageTimes { current = replace(current, pattern, with: english) }
        // "on friday" after "on" or "at" said already: one "on".
        return replace(current, #"(?i)\b(?:on|at|in)\s+on\s+"#, with: "on ")
    }

    /// German hours said in words, as "halb sechs" (5:30) and "viertel vor elf" (10:45) name them.
    static let germanHours: [String: Int] = [
        "eins": 1, "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "sechs": 6, "sieben": 7, "acht": 8,
        "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwoelf": 12,
    ]

    /// `text` with a clock said in German, French, Spanish, Italian or Dutch said in English:
    /// "um 17 Uhr" → "at 17:00", "halb sechs" → "5:30", "viertel nach 3" → "3:15", "viertel vor
    /// 11" → "10:45", "à 20h" → "at 20:00", "à 8h30" → "at 8:30", "à midi" → "at noon", "a las 7
    /// de la tarde" → "at 7 pm", "a las 9 y media" → "at 9:30", "alle 9" → "at 9", "om 10 uur" →
    /// "at 10". An hour past 12 keeps its minutes, so it reads as a 24-hour clock.
    static func clocksInEnglish(_ text: String) -> String {
        guard matches(text, #"\b(?:um|uhr|halb|viertel|dreiviertel|las?|alle|om|uur)\b|(?<!\p{L})à\s+(?:\d|midi|minuit)"#) else { return text }
        let hour = #"(\d{1,2}|"# + germanHours.keys.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
        func number(_ said: String?) -> Int? { said.flatMap { Int($0) ?? germanHours[$0.lowercased()] } }
        func clock(_ h: Int, _ m: Int) -> String { m == 0 && h <= 12 ? "\(h)" : String(format: "%d:%02d", h, m) }
        func before(_ h: Int) -> Int { h == 1 ? 12 : (h == 13 ? 12 : h - 1) }
        var current = text
        // German: "halb sechs" is half an hour before six, "viertel vor elf" a quarter before it.
        current = rewrite(current, #"(?i)\b(?:um\s+)?halb\s+"# + hour + #"(?:\s+uhr)?\b"#) { number($0[0]).map { "at \(clock(before($0), 30))" } }
        current = rewrite(current, #"(?i)\b(?:um\s+)?(?:drei\s?viertel|viertel\s+vor)\s+"# + hour + #"(?:\s+uhr)?\b"#) { number($0[0]).map { "at \(clock(before($0), 45))" } }
        current = rewrite(current, #"(?i)\b(?:um\s+)?viertel\s+nach\s+"# + hour + #"(?:\s+uhr)?\b"#) { number($0[0]).map { "at \(clock($0, 15))" } }
        current = replace(current, #"(?i)\bum\s+mitternacht\b"#, with: "at midnight")
        current = rewrite(current, #"(?i)\bum\s+(\d{1,2})(?:[:.](\d\d))?\s*uhr\b|\b(?<!:)(\d{1,2})(?:[:.](\d\d))?\s*uhr\b"#) { groups in
            guard let h = number(groups[0] ?? groups[2]), h <= 24 else { return nil }
            return (groups[0] != nil ? "at " : "") + String(format: "%d:%02d", h, Int(groups[1] ?? groups[3] ?? "0") ?? 0)
        }
        current = replace(current, #"(?i)(?<!\b(?:at|by|from|to|till|until|around|about|before|after|on|in)\s)\bum\s+(?=\d)"#, with: "at ")
        // French: "à 20h", "à 8h30", "à midi".
        current = rewrite(current, #"(?i)(?<!\p{L})à\s+(\d{1,2})\s*h\s*(\d\d)?(?!\p{L})"#) { groups in
            number(groups[0]).map { "at " + String(format: "%d:%02d", $0, Int(groups[1] ?? "0") ?? 0) }
        }
        current = replace(current, #"(?i)(?<!\p{L})à\s+midi\b"#, with: "at noon")
        current = replace(current, #"(?i)(?<!\p{L})à\s+minuit\b"#, with: "at midnight")
        // Spanish: "a las 4", "a la 1", "a las 9 y media", "a las 7 de la tarde".
        current = rewrite(current, #"(?i)\ba\s+las?\s+(\d{1,2})(?:[:.](\d\d))?(\s+y\s+media|\s+y\s+cuarto|\s+menos\s+cuarto)?(?:\s+de\s+la\s+(ma[ñn]ana|tarde|noche))?\b"#) { groups in
            guard var h = number(groups[0]) else { return nil }
            var m = Int(groups[1] ?? "0") ?? 0
            switch groups[2]?.lowercased().split(whereSeparator: \.isWhitespace).last {
            case "media": m = 30
            case "cuarto": m = groups[2]?.lowercased().contains("menos") == true ? 45 : 15
            default: break
            }
            if groups[2]?.lowercased().contains("menos") == true { h = before(h) }
            let part = groups[3].map { $0.lowercased().hasPrefix("ma") ? " am" : " pm" } ?? ""
            return "at " + (part.isEmpty ? clock(h, m) : (m == 0 ? "\(h)" : String(format: "%d:%02d", h, m))) + part
        }
        // Italian "alle 9", Dutch "om 10 uur" (not "the Om 10 class").
        current = rewrite(current, #"(?i)\balle\s+(\d{1,2})(?:[:.](\d\d))?\b|(?-i:\bom)\s+(\d{1,2})(?:[:.](\d\d))?\s+uur\b"#) { groups in
            let groups = groups[0] != nil ? groups : Array(groups.dropFirst(2))
            return number(groups[0]).map { "at " + clock($0, Int(groups[1] ?? "0") ?? 0) }
        }
        return current
    }

    /// `text` with each match of `pattern` replaced by what `make` says for its groups (nil keeps
    /// the match as it is).
    static func rewrite(_ text: String, _ pattern: String, _ make: ([String?]) -> String?) -> String {
        guard let regex = compiled(pattern) else { return text }
        var result = text
        // From the last match back, so the earlier ones' ranges still hold.
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let groups = (1..<match.numberOfRanges).map { i in Range(match.range(at: i), in: text).map { String(text[$0]) } }
            if let made = make(groups), let range = Range(match.range, in: result) { result.replaceSubrange(range, with: made) }
        }
        return result
    }
}
