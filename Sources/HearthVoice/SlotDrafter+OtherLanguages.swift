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
        // Spanish "en la tarde" (in the afternoon), "en la mañana", "en la noche".
        (#"(?i)\ben\s+la\s+tarde(?!\p{L})"#, "in the afternoon"),
        (#"(?i)\ben\s+la\s+ma[ñn]ana(?!\p{L})"#, "in the morning"),
        (#"(?i)\ben\s+la\s+noche(?!\p{L})"#, "at night"),
        // Punjabi "parson" (the day after tomorrow) only before a time and first or after "me",
        // where it is no clergyman ("call the parson at 10").
        (#"(?i)(?:(?<=\bme\s)|(?<=^)|(?<=,\s))parsoo?n\b(?=\s+(?:at\s+\d|\d|ko\b|subah|sh?aa?m|morning|evening|night|afternoon))"#, "the day after tomorrow"),
        (#"(?i)\b(?:ma[ñn]ana\s+por\s+la\s+ma[ñn]ana|morgen\s+fr(?:ü|ue)h|demain\s+matin|domani\s+mattina|amanh[ãa]\s+de\s+manh[ãa])(?!\p{L})"#, "tomorrow morning"),
        // "ring Manana": a name; "mañana", "manana": tomorrow.
        (#"\b(?:(?i:mañana|morgen|demain|domani|amanh[ãa]|bukas)|MANANA|manana)(?!\p{L})"#, "tomorrow"),
        (#"\bkal\b"#, "tomorrow"),
        // Arabic "baad bukra" (after tomorrow): the day after tomorrow.
        (#"(?i)\b(?:ba['’3]?a?d|ba3d)\s+(?:bukra|bukrah|bokra)\b"#, "the day after tomorrow"),
        (#"(?i)\b(?:bukra|bukrah|bokra)\b"#, "tomorrow"),
        (#"(?i)\b(?:esta\s+noche|heute\s+nacht|aaj\s+raat)(?!\p{L})"#, "tonight"),
        (#"(?i)\b(?:heute\s+abend|ce\s+soir|stasera|hoje\s+[àa]\s+noite|esta\s+tarde)(?!\p{L})"#, "this evening"),
        (#"(?i)\b(?:hoy|heute|aujourd['’]hui|oggi|hoje|ngayon)(?!\p{L})"#, "today"),
        (#"\baaj\b"#, "today"),
        (#"(?i)\b(?:mamaya|bumbye|bumbai|bambai|bymbye|nanti)(?!\p{L})"#, "later"),
        // Indonesian: "besok" (tomorrow), "lusa" (the day after), "kapan-kapan" (some time: asked),
        // "2 hours lagi" (in 2 hours), "jam 7 pagi" (7 in the morning), "at 2 siang" (14:00), "at
        // 5 sore" (17:00), "malam jam 8" (20:00); Swedish and Norwegian "kl 15" (15:00).
        (#"(?i)\bkapan[- ]kapan\b"#, "sometime"),
        // Haitian Creole "demen" (tomorrow), "demen maten" (tomorrow morning), "apre demen" (the
        // day after), "aswè" (tonight), "pita" (later: asked; only right after "remind me", where
        // it is no bread and no name); Romanian "mâine", "mâine dimineață", "poimâine"; Hungarian
        // "holnap", "holnapután".
        (#"(?i)\b(?:apre\s+demen|poim[âa]ine|holnaput[áa]n)(?!\p{L})"#, "the day after tomorrow"),
        (#"(?i)\b(?:demen\s+maten|m[âa]ine\s+diminea[țţt][ăa]|holnap\s+reggel)(?!\p{L})"#, "tomorrow morning"),
        (#"(?i)\b(?:demen|m[âa]ine|holnap)(?!\p{L})"#, "tomorrow"),
        (#"(?i)\b(?:asw[èe]|ma\s+ine\s+sear[ăa]|ma\s+este)(?!\p{L})"#, "tonight"),
        (#"(?-i:(?<=\bremind me )pita\b)"#, "later"),
        (#"(?i)\bbesok\s+pagi\b"#, "tomorrow morning"),
        (#"(?i)\bbesok\b"#, "tomorrow"),
        (#"(?i)\blusa\b"#, "the day after tomorrow"),
        // Nigerian English "next tomorrow" (set 1053) is the day after tomorrow.
        (#"(?i)\bnext\s+tomorrow\b"#, "the day after tomorrow"),
        (#"(?i)\b(\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five)\s+(minutes?|mins?|hours?|days?)\s+lagi\b"#, "in $1 $2"),
        (#"(?i)\bmalam\s+(?:jam|at)\s+(\d{1,2}(?:[:.]\d\d)?)\b"#, "at $1 pm"),
        (#"(?i)\bpagi\s+(?:jam|at)\s+(\d{1,2}(?:[:.]\d\d)?)\b"#, "morning at $1"),
        (#"(?-i:\bjam\s+(?=\d))"#, "at "),
        (#"(?i)\b(\d{1,2}(?:[:.]\d\d)?)\s+pagi\b"#, "$1 am"),
        (#"(?i)\b(1[01](?:[:.]\d\d)?)\s+siang\b"#, "$1 am"),
        (#"(?i)\b(12|[1-4])((?:[:.]\d\d)?)\s+siang\b"#, "$1$2 pm"),
        (#"(?i)\b([1-7])((?:[:.]\d\d)?)\s+sore\b"#, "$1$2 pm"),
        (#"(?i)\b(\d{1,2})((?:[:.]\d\d)?)\s+malam\b"#, "$1$2 pm"),
        (#"(?i)\bmalam\b"#, "evening"),
        (#"(?i)\bkl\.?\s*(\d{1,2})[.:](\d\d)\b"#, "at $1:$2"),
        (#"(?i)\bkl\.?\s*(\d{1,2})\b"#, "at $1:00"),
        // Hindi "sham ko 7 baje" (7 in the evening), "subah 9 baje", "raat ko 10 baje"; Tagalog
        // "7 ng gabi" (7 in the evening), "bukas ng umaga" (tomorrow morning), "3 ng hapon".
        (#"(?i)\b(?:sh?aa?m\s+ko|sh?aa?m\s+ke)\s+(\d{1,2}(?::\d\d)?)\s+baje\b"#, "at $1 in the evening"),
        (#"(?i)\bsubah\s+(?:ko\s+)?(\d{1,2}(?::\d\d)?)\s+baje\b"#, "at $1 in the morning"),
        (#"(?i)\braat\s+(?:ko\s+)?(\d{1,2}(?::\d\d)?)\s+baje\b"#, "at $1 at night"),
        (#"(?i)\bdopahar\s+(?:ko\s+)?(\d{1,2}(?::\d\d)?)\s+baje\b"#, "at $1 in the afternoon"),
        (#"(?i)\b(\d{1,2}(?::\d\d)?)\s+baje\b"#, "$1 o'clock"),
        (#"(?i)\b(?:ng|sa)\s+gabi\b"#, "in the evening"),
        (#"(?i)\b(?:ng|sa)\s+umaga\b"#, "in the morning"),
        (#"(?i)\b(?:ng|sa)\s+hapon\b"#, "in the afternoon"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:lunes|montag|lundi|luned[ìi]|segunda-feira)(?!\p{L})"#, "on monday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:martes|dienstag|mardi|marted[ìi]|ter[çc]a-feira)(?!\p{L})"#, "on tuesday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:mi[ée]rcoles|mittwoch|mercredi|mercoled[ìi]|quarta-feira|miyerkules)(?!\p{L})"#, "on wednesday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:jueves|donnerstag|jeudi|gioved[ìi]|quinta-feira|huwebes)(?!\p{L})"#, "on thursday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:viernes|freitag|vendredi|venerd[ìi]|sexta-feira|biyernes)(?!\p{L})"#, "on friday"),
        (#"(?i)\b(?:el\s+|am\s+|le\s+)?(?:s[áa]bado|samstag|samedi|sabato)(?!\p{L})"#, "on saturday"),
        (#"(?i:\b(?:el|am|le)\s+domingo)(?!\p{L})|\bdomingo\b|(?i:\b(?:el\s+|am\s+|le\s+)?(?:sonntag|dimanche|domenica))(?!\p{L})"#, "on sunday"),
    ] + clocksOfThePartOfDay.map { (pattern: $0.pattern, english: $0.words) }

    /// A clock said with its part of the day as Slavic speakers say it: "at 9 of morning", "in 10
    /// of morning" ("at 10 in the morning"), "at 3 of day" (15:00), "in 8 of evening"; as Thai,
    /// Vietnamese and Greek speakers say it: "3 o'clock afternoon", "8 hour morning", "at 5 the
    /// afternoon". Read in the
    /// frame of every command (``worldEnglishes``) and in a reminder's or an event's time.
    static let clocksOfThePartOfDay: [(pattern: String, words: String)] = [
        (#"(?i)\b(?:at|in)\s+(\d{1,2}(?::\d\d)?)\s+of\s+(?:the\s+)?(morning|evening|night)\b"#, "at $1 in the $2"),
        (#"(?i)\b(?:at|in)\s+(\d{1,2}(?::\d\d)?)\s+of\s+(?:the\s+)?(?:day|afternoon)\b"#, "at $1 in the afternoon"),
        // Thai and Vietnamese speakers: "3 o'clock afternoon", "8 hour morning", "tomorrow
        // morning 8 hour" (not "for 2 hours in the morning"); Greek: "at 5 the afternoon", "at 1
        // the noon" (13:00), "tomorrow the morning at 9".
        // ("tomorrow five o'clock morning", Fiji English, set 1123: in words too.)
        (#"(?i)(?<!\bfor\s)(?<!\bin\s)(?<!\bafter\s)(?<!\bevery\s)(?:\bat\s+)?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:o['’]clock|hour)\s+(morning|evening|night)\b"#, "at $1 in the $2"),
        (#"(?i)(?<!\bfor\s)(?<!\bin\s)(?<!\bafter\s)(?<!\bevery\s)(?:\bat\s+)?\b(\d{1,2})\s+(?:o['’]clock|hour)\s+afternoon\b"#, "at $1 in the afternoon"),
        (#"(?i)\b(today|tomorrow|tonight|morning|afternoon|evening|night|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(\d{1,2})\s+hour\b(?!s)"#, "$1 at $2"),
        (#"(?i)\b(?:at|in)\s+(\d{1,2}(?::\d\d)?)\s+the\s+(morning|evening|night)\b"#, "at $1 in the $2"),
        (#"(?i)\b(?:at|in)\s+(\d{1,2}(?::\d\d)?)\s+the\s+afternoon\b"#, "at $1 in the afternoon"),
        (#"(?i)\b(?:at|in)\s+(12|[1-4])\s+the\s+noon\b"#, "at $1 pm"),
        (#"(?i)\b(today|tomorrow)\s+the\s+(morning|afternoon|evening|night)\b"#, "$1 $2"),
        // Romanian "at the hour 3" ("la ora 3"), Spanish "at the 8" ("a las 8").
        (#"(?i)\bat\s+the\s+(?:hour\s+)?(\d{1,2}(?:[:.]\d\d)?)\b(?!\s*(?:st|nd|rd|th|of)\b)"#, "at $1"),
        (#"(?i)\bthe\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?=\s+(?:at|in)\s+\d|\s+\d|\s*,)"#, "$1"),
    ]

    /// `text` with the day and time words of another language said in English ("remind me mañana
    /// at 9" → "remind me tomorrow at 9"), for the time grammar; "mamaya" ("later today") becomes
    /// "later", which is asked about. Anything else is left as said.
    ///
    /// - Parameter text: a reminder or event, as said.
    /// - Returns: The text with those words in English.
    public static func timeWordsInEnglish(_ text: String) -> String {
        guard text.contains(where: { !$0.isASCII }) || matches(text, #"\b(?:januar|j[äa]nner|februar|m[äa]rz|maerz|mai|juni|juli|oktober|dezember|janvier|f[ée]vrier|avril|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|heiligabend|silvester|nochebuena|nochevieja|den|le|el|il|op|minuten|stunden?|tagen|wochen?|heures?|jours|semaines?|minutos|horas?|d[íi]as|semanas?|minuti|ore|giorni|settimane|settimana|uur|dagen|weken|prochain|prochaine|viene|pr[óo]ximo|prossim[ao]|n[äa]chste[nr]?|volgende|un['’]ora|mezz['’]ora|um|uhr|halb|viertel|dreiviertel|las?|alle|om|manana|morgen|demain|domani|amanha|bukas|kal|parso|parsoo?n|noche|abend|soir|stasera|hoy|heute|oggi|hoje|aaj|ngayon|mamaya|baje|of|bukra|bukrah|bokra|gabi|umaga|hapon|besok|lusa|nanti|kapan|lagi|jam|pagi|siang|sore|malam|kl|demen|apre|asw[èe]|pita|m[âa]ine|poim[âa]ine|holnap|holnaput[áa]n|bumbye|bumbai|bambai|bymbye|lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|feira|huwebes|biyernes|miyerkules|uebermorgen|dopodomani|next\s+tomorrow)\b"#) else { return text }
        var current = clocksInEnglish(datesInEnglish(lengthsInEnglish(text)))
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
        func before(_ h: Int) -> Int { h == 1 ? 12 : h - 1 }
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
            let fraction = groups[2]?.lowercased() ?? ""
            if fraction.hasSuffix("media") { m = 30 } else if fraction.hasSuffix("cuarto") { m = fraction.contains("menos") ? 45 : 15 }
            if fraction.contains("menos") { h = before(h) }
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

    /// Numbers of German, French, Spanish, Italian and Dutch said before a length.
    static let otherLanguageCounts: [String: Int] = [
        "ein": 1, "eine": 1, "einer": 1, "einem": 1, "un": 1, "une": 1, "una": 1, "uno": 1, "een": 1,
        "zwei": 2, "deux": 2, "dos": 2, "due": 2, "twee": 2, "drei": 3, "trois": 3, "tres": 3, "tre": 3, "drie": 3,
        "vier": 4, "quatre": 4, "cuatro": 4, "quattro": 4, "fünf": 5, "cinq": 5, "cinco": 5, "cinque": 5, "vijf": 5,
        "zehn": 10, "dix": 10, "diez": 10, "dieci": 10, "tien": 10, "zwanzig": 20, "vingt": 20, "veinte": 20, "venti": 20,
        "twintig": 20, "dreißig": 30, "trente": 30, "treinta": 30, "trenta": 30, "dertig": 30,
    ]

    /// The units of a length in those languages, and the English unit.
    static let otherLanguageUnits: [(pattern: String, unit: String)] = [
        (#"minuten|minutes|minutos|minuti|min"#, "minutes"), (#"stunden?|heures?|horas?|ore|ora|uur"#, "hours"),
        (#"tagen|jours|d[íi]as|giorni|dagen"#, "days"), (#"wochen|semaines|semanas|settimane|weken"#, "weeks"),
    ]

    /// `text` with a length or a week said in another language said in English: "in 10 Minuten",
    /// "dans 20 minutes", "en 5 minutos", "tra un'ora", "over 2 uur", "in einer Stunde" → "in 10
    /// minutes"…; "dentro de media hora", "dans une demi-heure", "tra mezz'ora" → "in half an
    /// hour"; "dans une heure et demie" → "in 90 minutes"; "nächste Woche", "la semaine
    /// prochaine" → "next week"; "lundi prochain", "el lunes que viene", "nächsten Montag" →
    /// "next monday".
    static func lengthsInEnglish(_ text: String) -> String {
        guard matches(text, #"(?i)\b(?:in|dans|en|dentro\s+de|tra|fra|over|n[äa]chste[nr]?|prochaine?|que\s+viene|pr[óo]xim[ao]|prossim[ao]|volgende)\b"#) else { return text }
        let count = #"(\d{1,3}|"# + otherLanguageCounts.keys.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
        let into = #"(?i)\b(?:in|dans|en|dentro\s+de|tra|fra|over)\s+"#
        var current = replace(text, into + #"(?:une\s+heure\s+et\s+demie|una\s+hora\s+y\s+media|un['’]ora\s+e\s+mezza|anderthalb\s+stunden|eineinhalb\s+stunden|anderhalf\s+uur)\b"#, with: "in 90 minutes")
        current = replace(current, into + #"(?:une\s+demi-heure|media\s+hora|mezz['’]ora|einer\s+halben\s+stunde|een\s+half\s+uur|half\s+uur)\b"#, with: "in half an hour")
        current = replace(current, #"(?i)\b(?:tra|fra)\s+un['’]ora\b"#, with: "in an hour")
        for (units, unit) in otherLanguageUnits {
            current = rewrite(current, into + count + #"\s+(?:"# + units + #")\b"#) { groups in
                guard let said = groups[0], let n = Int(said) ?? otherLanguageCounts[said.lowercased()] else { return nil }
                // English "in 10 minutes" is already English.
                return "in \(n) \(unit)"
            }
        }
        current = replace(current, #"(?i)\b(?:n[äa]chste\s+woche|la\s+semaine\s+prochaine|la\s+pr[óo]xima\s+semana|la\s+semana\s+que\s+viene|la\s+prossima\s+settimana|la\s+settimana\s+prossima|volgende\s+week)\b"#, with: "next week")
        for (english, names) in otherLanguageWeekdays {
            current = replace(current, #"(?i)\b(?:(?:am\s+)?n[äa]chsten\s+|(?:el\s+)?pr[óo]ximo\s+|volgende\s+)(?:"# + names + #")\b|\b(?:el\s+|le\s+)?(?:"# + names + #")\s+(?:prochain|que\s+viene|prossimo)\b"#, with: "next " + english)
        }
        return current
    }

    /// The weekdays of German, French, Spanish, Italian and Dutch, and the English weekday.
    static let otherLanguageWeekdays: [(english: String, names: String)] = [
        ("monday", "montag|lundi|lunes|luned[ìi]|maandag"), ("tuesday", "dienstag|mardi|martes|marted[ìi]|dinsdag"),
        ("wednesday", "mittwoch|mercredi|mi[ée]rcoles|mercoled[ìi]|woensdag"), ("thursday", "donnerstag|jeudi|jueves|gioved[ìi]|donderdag"),
        ("friday", "freitag|vendredi|viernes|venerd[ìi]|vrijdag"), ("saturday", "samstag|samedi|s[áa]bado|sabato|zaterdag"),
        ("sunday", "sonntag|dimanche|domingo|domenica|zondag"),
    ]

    /// The months of German, French, Spanish, Italian and Dutch, and the English month.
    static let otherLanguageMonths: [(names: String, english: String)] = [
        ("januar|j[äa]nner|janvier|enero|gennaio|januari", "january"), ("februar|f[ée]vrier|febrero|febbraio|februari", "february"),
        ("m[äa]rz|maerz|mars|marzo|maart", "march"), ("avril|abril|aprile", "april"), ("mai|mayo|maggio|mei", "may"),
        ("juni|juin|junio|giugno", "june"), ("juli|juillet|julio|luglio", "july"), ("ao[uû]t|agosto|augustus", "august"),
        ("septembre|septiembre|setiembre|settembre", "september"), ("oktober|octobre|octubre|ottobre", "october"),
        ("novembre|noviembre", "november"), ("dezember|d[ée]cembre|diciembre|dicembre", "december"),
    ]

    /// `text` with a date said in another language said in English: "am 4. Dezember", "le 3
    /// décembre", "el 5 de diciembre", "il 12 dicembre", "op 7 december" → "on december 4"…; "am
    /// Freitag, den 4." and "le vendredi 11" → "on friday the 4th"; "an Heiligabend" and "à la
    /// Saint-Sylvestre" → "on christmas eve", "on new year's eve" (a holiday before a noun, "the
    /// Silvester party", names the thing and stays).
    static func datesInEnglish(_ text: String) -> String {
        var current = text
        for (names, english) in otherLanguageMonths {
            current = replace(current, #"(?i)\b(?:am\s+|an\s+|le\s+|el\s+|il\s+|op\s+|on\s+)?(?:(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+)?(\d{1,2})(?:\.|er)?\s+(?:de\s+)?(?:"# + names + #")\b\.?"#, with: "on " + english + " $1")
        }
        let days = #"(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)"#
        // "am Freitag, den 4.", "le vendredi 11" (not "le vendredi à 11h").
        current = rewrite(current, #"(?i)\b(?:am\s+|le\s+)?"# + days + #",?\s+(?:den\s+)?(\d{1,2})(?:\.,?|er\b|(?=\s+(?:at|um|à|a\s+las|alle)\b)|(?=\s*[,.]?\s*$))"#) { groups in
            guard let said = groups[0], let day = otherLanguageWeekdays.first(where: { matches(said, "^(?:" + $0.names + ")$") })?.english, let n = groups[1].flatMap({ Int($0) }), (1...31).contains(n) else { return nil }
            return "on \(day) the \(ordinal(n))"
        }
        current = replace(current, #"(?i)\b(?:an|am|on|at|for)\s+(?:heiligabend|nochebuena)\b(?!\s+(?:party|dinner|lunch|drinks|service|mass|market|meal))"#, with: "on christmas eve")
        current = replace(current, #"(?i)\b(?:an|am|on|at|for)\s+(?:silvester|nochevieja|san\s+silvestro)\b(?!\s+(?:party|dinner|lunch|drinks|fireworks|meal))|\b[àa]\s+la\s+saint-sylvestre\b"#, with: "on new year's eve")
        return current
    }

    /// `text` with a date typed as China, Japan, Korea or Germany write it in words the time grammar
    /// knows: "12月18日" and "2026年12月10日" → "18 december" and "10 december 2026", "12월 3일"
    /// → "3 december", "04.12.2026" (day first) → "4 december 2026".
    ///
    /// - Parameter text: a reminder or an event, as typed.
    /// - Returns: The text with those dates in words, or `text`.
    static func datesTypedAbroad(_ text: String) -> String {
        func date(_ year: String?, _ month: String?, _ day: String?) -> String? {
            guard let m = month.flatMap({ Int($0) }), (1...12).contains(m), let d = day.flatMap({ Int($0) }), (1...31).contains(d) else { return nil }
            return "\(d) \(monthNames[m - 1])" + (year.map { " " + $0 } ?? "")
        }
        var current = text
        if text.contains(where: { "月월".contains($0) }) {
            current = rewrite(current, #"(?:(\d{4})\s*[年년]\s*)?(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]"#) { date($0[0], $0[1], $0[2]) }
        }
        return rewrite(current, #"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])"#) { date($0[2], $0[1], $0[0]) }
    }
}
