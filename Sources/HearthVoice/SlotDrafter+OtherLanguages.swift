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
        guard text.contains(where: { !$0.isASCII }) || matches(text, #"\b(?:manana|morgen|demain|domani|amanha|bukas|kal|parso|noche|abend|soir|stasera|hoy|heute|oggi|hoje|aaj|ngayon|mamaya|lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|feira|huwebes|biyernes|miyerkules|uebermorgen|dopodomani)\b"#) else { return text }
        var current = text
        for (pattern, english) in otherLanguageTimes { current = replace(current, pattern, with: english) }
        // "on friday" after "on" or "at" said already: one "on".
        return replace(current, #"(?i)\b(?:on|at|in)\s+on\s+"#, with: "on ")
    }
}
