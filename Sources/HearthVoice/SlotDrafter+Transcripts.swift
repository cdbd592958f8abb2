import Foundation

/// What a speech recogniser writes rather than what was said: marks for noise ("[BLANK_AUDIO]",
/// "(coughs)", "[Music]"), words it makes up at the end of a clip ("Thank you.", "Thanks for
/// watching!"), a command word said twice ("remind me remind me"), a leading "- ", clocks spelled
/// its own way ("7 30 pm", "four-thirty p.m.") and words heard as others ("in to hours", "male
/// Bayu").
extension SlotDrafter {
    /// Sounds a recogniser writes in brackets.
    static let noiseWords = #"(?:coughs?|coughing|sighs?|sighing|laughs?|laughing|laughter|chuckles?|clears?\s+throat|music|applause|inaudible|indistinct|silence|static|noise|background\s+noise|sniffs?|yawns?|breathing|breathes|clapping|beep|door\s+(?:closes|opens)|phone\s+rings)"#

    /// `text` as it was meant, without what the recogniser added: bracketed marks ("[BLANK_AUDIO]",
    /// "[Music]", "(coughs)"), made-up closing sentences ("Thank you.", "Thanks for watching!",
    /// "Subtitles by the Amara.org community") after a sentence of the command, a leading dash, a
    /// command word said twice, "7 30 pm" as "7:30 pm", "four-thirty" as "four thirty", "in to
    /// hours" as "in two hours", "male" as "mail", and words cut off and said again as said once
    /// (``withoutStutters(_:)``). A text that is only such marks is left as it is.
    ///
    /// - Parameter text: the command, as transcribed or typed.
    /// - Returns: The command without the recogniser's additions.
    public static func transcribed(_ text: String) -> String {
        let text = withoutStutters(text)
        guard matches(text, #"[\[(*]|^\s*[-–—]|[.!?]\s+\p{Lu}|\b(\w+)\s+\1\b|\d\s+[0-5]\d\s*[ap]\.?m|\w-(?:oh|o|fifteen|thirty|forty|forty-five|fifty|ten|twenty)\b|\bin\s+to\s|\bmales?\b"#) else { return text }
        var current = replace(text, #"(?i)\[[^\]]{1,40}\]|\(\s*"# + noiseWords + #"\s*\)|\*\s*"# + noiseWords + #"\s*\*"#, with: " ")
        current = replace(current, #"^\s*[-–—]+\s+"#, with: "")
        // Made-up sentences at the end of a clip, after a sentence of the command.
        let madeUp = #"(?:thank\s+you(?:\s+(?:so|very)\s+much)?|thanks\s+for\s+watching|thank\s+you\s+for\s+watching|please\s+subscribe|subtitles\s+by\s+the\s+amara\.org\s+community|see\s+you\s+next\s+time)"#
        current = replace(current, #"(?i)(?<=\S[.!?])(?:\s+"# + madeUp + #"\s*[.!]*)+\s*$"#, with: "")
        // "remind me remind me at 3", "add add the concert", "email email Rizky"
        current = replace(current, #"(?i)^\s*((?:remind\s+me|remind|add|e-?mail|note|read|send|schedule|put|set|create|write|make))\s+\1\b"#, with: "$1")
        // "7 30 pm", "6 30 p.m."
        current = replace(current, #"(?i)\b(\d{1,2})\s+([0-5]\d)(\s*[ap]\.?\s?m\b)"#, with: "$1:$2$3")
        // "four-thirty", "ten-fifteen"
        current = replace(current, #"(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(oh|o|five|ten|fifteen|twenty|thirty|forty|fifty)\b"#, with: "$1 $2")
        // "in to hours", "male Bayu saying…", "read the male from Intan"
        current = replace(current, #"(?i)\bin\s+to\s+(minutes|hours|days|weeks)\b"#, with: "in two $1")
        current = replace(current, #"(?i)^male(?=\s+(?-i:\p{Lu}))|(?<=\b(?:the|my|new|any|a|that|this|latest|last)\s)males?\b"#, with: "mail")
        let tidied = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return matches(tidied, #"\p{L}"#) ? tidied : text
    }
}
