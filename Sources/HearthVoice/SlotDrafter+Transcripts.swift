import Foundation

/// What a speech recogniser writes rather than what was said: marks for noise ("[BLANK_AUDIO]",
/// "(coughs)", "[Music]"), words it makes up at the end of a clip ("Thank you.", "Thanks for
/// watching!"), a command word said twice ("remind me remind me"), a leading "- ", clocks spelled
/// its own way ("7 30 pm", "at 7 45", "four-thirty p.m.") and words heard as others ("in to hours", "male
/// Bayu"); and marks typed around a command ("*tomorrow*", "→ fri 9am →", "~6pm").
extension SlotDrafter {
    /// Sounds a recogniser writes in brackets.
    static let noiseWords = #"(?:coughs?|coughing|sighs?|sighing|laughs?|laughing|laughter|chuckles?|clears?\s+throat|music|applause|inaudible|indistinct|silence|static|noise|background\s+noise|sniffs?|yawns?|breathing|breathes|clapping|beep|door\s+(?:closes|opens)|phone\s+rings)"#

    /// A clock's marks written as they sound, as a recogniser or a phonetic typist writes them ("five
    /// pee em", "seven ay em", "9 a m", "6 p m", "eight pee m", "five oh clock", "3 oh'clock"),
    /// written as marks ("five pm", "9 am", "five o'clock"); `text` as it is otherwise.
    static func clockMarksAsSaid(_ text: String) -> String {
        guard matches(text, #"\b(?:pee|p|ay|eh|a)\s*(?:em|m)\b|\boh\s*['’]?\s*clock\b"#) else { return text }
        let hour = #"(?i)(\b(?:\d{1,2}(?::[0-5]\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty[- ]five)\s+)"#
        let pm = replace(text, hour + #"(?:pee|p)\s*\.?\s*(?:em|m)\b(?!\.)"#, with: "$1pm")
        let am = replace(pm, hour + #"(?:ay|eh|a)\s*\.?\s*(?:em|m)\b(?!\.)"#, with: "$1am")
        return replace(am, #"(?i)\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+oh\s*['’]?\s*clock\b"#, with: "$1 o'clock")
    }

    /// `text` as it was meant, without what the recogniser added: bracketed marks ("[BLANK_AUDIO]",
    /// "[Music]", "(coughs)"), made-up closing sentences ("Thank you.", "Thanks for watching!",
    /// "Subtitles by the Amara.org community") after a sentence of the command, a leading dash, a
    /// command word said twice, "7 30 pm" and "at 7 45" as "7:30 pm" and "at 7:45", "four-thirty" as "four thirty", "in to
    /// hours" as "in two hours", "male" as "mail", and words cut off and said again as said once
    /// (``withoutStutters(_:)``); marks typed around it ("*tomorrow*", "→ fri 9am →", "~6pm") go
    /// too, and so do, as spoken, words of address to Hearth ("babe,", ", mate"), pauses to think
    /// (", hang on,", "— where was I —"), words said to someone in the room ("— Nukannguaq, get
    /// down from there! —"), a word trailed off before the command ("ter... Thursday…") and the
    /// speaker's situation ("I'm driving, so…", "I'm on a bus now, remind me in…"). A text that is only
    /// such marks is left as it is.
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without the recogniser's additions.
    public static func transcribed(_ text: String) -> String {
        let text = withoutStutters(withoutHomophones(withoutAddressOrPause(withoutFillers(withoutSituation(openingInWords(withoutVenting(withoutAskingWords(requestWordsInFull(openingInWords(withoutForeignCourtesyFirst(withAutocorrectUndone(withSpacesBack(everydayWordsInFull(madeExact(questionsAnswered(withApostrophes(withoutDrawnOutLetters(withoutWordsToTheRoom(withoutEmoticons(withoutMarkdown(withoutTrailingOffOrSituationNow(text))))))))))))))))))))))
        guard matches(text, #"[\[(*~→⇒]|->|^\s*[-–—]|[.!?]\s+\p{Lu}|\b(\w+)\s+\1\b|\d\s+[0-5]\d\s*[ap]\.?m|\b(?:at|from|until|till|til|to|by|before|after|around|between|and)\s+\d{1,2}\s+[0-5]\d\b|\w-(?:oh|o|fifteen|thirty|forty|forty-five|fifty|ten|twenty)\b|\bin\s+to\s|\bmales?\b"#) else { return text }
        var current = replace(text, #"(?i)\[[^\]]{1,40}\](?!\()|\(\s*"# + noiseWords + #"\s*\)|\*\s*"# + noiseWords + #"\s*\*"#, with: " ")
        current = replace(current, #"^\s*[-–—]+\s+"#, with: "")
        // As typed: markdown emphasis ("*tomorrow*", "**urgent**"), an arrow between parts ("→ fri
        // 9am →"), a tilde for "about" before a clock ("~6pm"; between words, a mark like the arrow).
        current = replace(current, #"(?<![\w*])\*{1,2}([^\s*](?:[^*]{0,40}?[^\s*])?)\*{1,2}(?![\w*])"#, with: "$1")
        current = replace(current, #"\s*(?:→|⇒|->)\s*"#, with: ", ")
        current = replace(current, #"(?<![\w~])~\s*(?=\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b)"#, with: "around ")
        current = replace(current, #"\s+~\s+"#, with: " ")
        current = replace(current, #"^[,\s]+"#, with: "")
        current = replace(current, #"(?<=\w),\s*,"#, with: ",")
        // Made-up sentences at the end of a clip, after a sentence of the command.
        let madeUp = #"(?:thank\s+you(?:\s+(?:so|very)\s+much)?|thanks\s+for\s+watching|thank\s+you\s+for\s+watching|please\s+subscribe|subtitles\s+by\s+the\s+amara\.org\s+community|see\s+you\s+next\s+time)"#
        current = replace(current, #"(?i)(?<=\S[.!?])(?:\s+"# + madeUp + #"\s*[.!]*)+\s*$"#, with: "")
        // "remind me remind me at 3", "add add the concert", "email email Rizky"
        current = replace(current, #"(?i)^\s*((?:remind\s+me|remind|add|e-?mail|note|read|send|schedule|put|set|create|write|make))\s+\1\b"#, with: "$1")
        // "7 30 pm", "6 30 p.m."
        current = replace(current, #"(?i)\b(\d{1,2})\s+([0-5]\d)(\s*[ap]\.?\s?m\b)"#, with: "$1:$2$3")
        // "at 7 45 tomorrow", "from 6 30 to 8 pm", "at 4 10 remind me…": after a word that leads
        // into a clock and before one that may follow it; not "buy 2 20 watt bulbs" or "at 10 15-minute breaks".
        current = replace(current, #"(?i)\b(at|from|until|till|til|to|by|before|after|around|between|and)\s+([01]?\d|2[0-3])\s+([0-5]\d)(?=\s*(?:$|[,.;:!?)]|(?:to|till|til|until|and|or|on|tomorrow|tonight|today|this|next|in|for|sharp|remind|please|then)\b))"#, with: "$1 $2:$3")
        // "four-thirty", "ten-fifteen"
        current = replace(current, #"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(oh|o|five|ten|fifteen|twenty|thirty|forty|fifty)\b"#, with: "$1 $2")
        // "in to hours", "male Bayu saying…", "read the male from Intan" (not "the male otter",
        // "a male nurse": before a noun it is the word said)
        current = replace(current, #"(?i)\bin\s+to\s+(minutes|hours|days|weeks)\b"#, with: "in two $1")
        current = replace(current, #"(?i)^male(?=\s+(?-i:\p{Lu}))|(?<=\b(?:the|my|new|any|a|that|this|latest|last)\s)males?\b(?=\s*(?:$|[,.;:!?]|(?:from|about|for|in|to|i|that|he|she|they|we|you|on|at|with|saying|please|yet|today|this|again|came|come|comes|arrives|arrived|gets|got|has|have|is|are|was)\b))"#, with: "mail")
        let tidied = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return matches(tidied, #"\p{L}"#) ? tidied : text
    }

    /// Contractions as typed without their apostrophe, and as meant.
    static let apostropheless = ["dont": "don't", "im": "I'm", "lets": "let's", "ive": "I've", "whats": "what's", "thats": "that's", "theres": "there's",
                                 "heres": "here's", "cant": "can't", "didnt": "didn't", "isnt": "isn't", "doesnt": "doesn't", "hes": "he's", "shes": "she's",
                                 "youre": "you're", "theyre": "they're", "wont": "won't"]
    /// Any of ``apostropheless``'s words (the cheap test before the passes).
    static let apostrophelessPattern = #"\b(?:"# + apostropheless.keys.sorted().joined(separator: "|") + #")\b"#

    /// Contractions typed without their apostrophe where they open the command or a remark after
    /// a comma: "dont let me forget…" → "don't let me forget…", "im meeting Mett…" → "I'm meeting
    /// Mett…", "lets add…", "whats new from Romy", "…, hes back from leave", "…, dont forget". A
    /// message's or a note's own words keep their spelling ("saying i cant make it").
    static func withApostrophes(_ text: String) -> String {
        guard matches(text, apostrophelessPattern) else { return text }
        let words = apostropheless
        func restored(_ pattern: String, in text: String) -> String {
            guard let regex = compiled(pattern) else { return text }
            var current = text
            for match in regex.matches(in: current, range: NSRange(current.startIndex..., in: current)).reversed() {
                guard let range = Range(match.range(at: 1), in: current), let full = words[current[range].lowercased()] else { continue }
                current.replaceSubrange(range, with: full)
            }
            return current
        }
        let opening = restored(#"(?i)^\W*(dont|im|lets|ive|whats|thats|theres|heres|cant|didnt|isnt|doesnt|wont)\b"#, in: text)
        if matches(opening, #"\b(?:saying|says|said|note|notes|message|write|jot)\b"#) { return opening }
        return restored(#"(?i),\s*(hes|shes|ive|im|dont|thats|theyre|youre|theres|isnt|cant|wont|didnt|doesnt)\b"#, in: opening)
    }

    /// The words of time and request a recogniser writes as others that sound the same: "at for
    /// pm" (four), "at ate" (eight), "at to pm" (two), "at tree pm", "at sicks", "won o'clock", "in
    /// too hours", "in an our", "ten passed six", "tomorrow mourning", "next weak", "remind me too
    /// take…", "right an email to…", "did Ramil right back". Only where the word stands for a time
    /// or a request: "for" and "to" are left everywhere else.
    static func withoutHomophones(_ text: String) -> String {
        guard matches(text, #"\b(?:passed|for|ate|to|won|tree|sicks|too|our|mourning|weak|right)\b"#) else { return text }
        let hour = #"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}|noon|midnight)\b"#
        let meridiem = #"(?=\s*(?:[ap]\.?m\b|o['’]clock\b))"#
        let rules: [(String, String)] = [
            (#"(?i)\b(ten|five|twenty(?:[-\s]five)?|quarter|half|\d{1,2})\s+passed\s+(?="# + hour + ")", "$1 past "),
            (#"(?i)\b(at|by|until|till|from)\s+for\b(?=\s*(?:[ap]\.?m\b|o['’]clock\b|[,.]|$)|\s+(?:tomorrow|tonight|today|on|this|to|or|for|in|and)\b)"#, "$1 four"),
            (#"(?i)\b(at|by|until|till|from)\s+ate\b"#, "$1 eight"),
            (#"(?i)\b(at|by|until|till|from)\s+to"# + meridiem, "$1 two"),
            (#"(?i)\b(at|by|until|till|from)\s+tree"# + meridiem, "$1 three"),
            (#"(?i)\b(at|by|until|till|from)\s+sicks\b"#, "$1 six"),
            (#"(?i)\bwon(?=\s*o['’]clock\b)"#, "one"),
            (#"(?i)\bin\s+too\s+(minutes|hours|days|weeks)\b"#, "in two $1"),
            (#"(?i)\btoo\s+or\s+(three|four|five|3|4|5)\b"#, "two or $1"),
            (#"(?i)\b(in|for)\s+an\s+our\b"#, "$1 an hour"),
            (#"(?i)\b(tomorrow|this|in\s+the|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+mourning\b"#, "$1 morning"),
            (#"(?i)\b(next|this|last|a)\s+weak\b"#, "$1 week"),
            (#"(?i)\b(remind\s+me)\s+too\s+(?=\p{L})"#, "$1 to "),
            (#"(?i)\bright(?=\s+(?:an?\s+(?:e-?mail|mail|message)|back\b|to\s+(?-i:\p{Lu})))"#, "write"),
        ]
        return rules.reduce(text) { replace($0, $1.0, with: $1.1) }
    }

    /// `text` with a request word cut short as typed in a hurry said in full, where it opens the
    /// command: "rmd me 5pm…" → "remind me 5pm…", "rem: fri 9am…" and "rmdr tmrw…" → "reminder:
    /// …", "evt fri 7pm…" → "event: …", "cal fri 3pm…" → "calendar: …", "nt: …" → "note: …",
    /// "eml Lahiru: …" → "email Lahiru: …", "chk mail…" → "check mail…", "appt w/ Dr Ishara…" →
    /// "add appt w/ Dr Ishara…". Those words anywhere else, or not followed as a request's are
    /// ("rem sleep", "nt sure", "eml settings"), are left as typed.
    ///
    /// - Parameter text: the command, as typed.
    /// - Returns: The command with its opening request word in full.
    public static func requestWordsInFull(_ text: String) -> String {
        guard matches(text, #"(?i)^\s*(?:rmd|rmnd|remnd|rmind|rmdr|rmndr|rem|evt|cal|nt|nte|eml|chk|chck|appt|mtg|mtng)\b"#) else { return text }
        let rewrites: [(String, String)] = [
            (#"(?i)^\s*(?:rmd|rmnd|remnd|rmind)\s+me\b"#, "remind me"),
            (#"(?i)^\s*(?:rmdr|rmndr|rem)\s*[:–—-]\s*|^\s*(?:rmdr|rmndr)\s+(?=\S)"#, "reminder: "),
            (#"(?i)^\s*evt\s*[:–—-]?\s+(?=\S)"#, "event: "),
            (#"(?i)^\s*cal\s+(?=(?:mon|tue|wed|thu|fri|sat|sun|tmrw|tomorrow|today|tonight|\d))"#, "calendar: "),
            (#"(?i)^\s*(?:nt|nte)\s*:\s*"#, "note: "),
            (#"(?i)^\s*eml\s+(?=(?-i:\p{Lu})|[\w.+-]+@)"#, "email "),
            (#"(?i)^\s*(?:chk|chck)\s+(?=(?:my\s+)?(?:e-?mail|mail|inbox|messages)\b)"#, "check "),
            (#"(?i)^\s*(?=(?:appt|mtg|mtng)\b\s*(?:w/|w\b|with\b))"#, "add "),
        ]
        for (pattern, replacement) in rewrites {
            let next = replace(text, pattern, with: replacement)
            if next != text { return next }
        }
        return text
    }
}
