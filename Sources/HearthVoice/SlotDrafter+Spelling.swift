import Foundation

/// A word spelled out as it is said: "call Aoibheann, A O I B H E A N N", "Xochitl, that's
/// X-O-C-H-I-T-L", "Caoimhín, C as in Charlie", "Chiamaka, with a C H".
extension SlotDrafter {
    /// `text` without the spellings it says after a word: a run of three or more single letters
    /// (a "double" counting twice) that spells a word of the command ("Nnamdi, spelled N N A M D I",
    /// "Oddný, O double D N Y", "Bjørk spelt B-J-O-R-K"), with its "that's" or "spelled"; a letter
    /// "as in" a word ("C as in Charlie"); "with a C H" or "with a K, not Catja" after a name; and
    /// what is said about the letters (", two Ls", ", the one with the accent on the y"). Letters
    /// that spell nothing said are kept: they are what was meant ("registration K 7 Q 2 X Y", "the
    /// code is A B C").
    ///
    /// - Parameter text: the command, as typed or transcribed.
    /// - Returns: The command without its spellings.
    public static func withoutSpelling(_ text: String) -> String {
        guard matches(text, #"\b\p{L}[\s-]+\p{L}[\s-]+\p{L}\b|\bas\s+in\s+\p{Lu}|\bwith\s+an?\s+\p{L}\b|\b(?:two|double|one)\s+\p{Lu}(?:['’]?s)?\b|\bthe\s+one\s+with\s+the\b"#) else { return text }
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map { spellingKey(String($0)) })
        var current = text
        let lead = #"(?:,\s*|\s+)(?:(?:that's|that\s+is)\s+)?(?:(?-i:\p{Lu})[\p{L}'’-]+\s+(?=spelled|spelt))?(?:(?:spelled|spelt|spelling|spelled\s+out|as\s+in)\s+)?"#
        // First what is said about the letters: ", two Ls", ", that's two As at the start", ", the
        // one with the accent on the y".
        current = replace(current, #",\s*(?:that's\s+|that\s+is\s+|with\s+)?(?:two|three|double|one)\s+(?-i:\p{Lu})(?:['’]?s)?(?:\s+(?:at\s+the\s+(?:start|end|beginning)|in\s+the\s+middle))?(?=[,.;!?]|$)"#, with: "")
        current = replace(current, #",\s*(?:that's\s+|that\s+is\s+)?the\s+one\s+with\s+(?:the|an?)\s+(?:accent|fada|umlaut|dots|hyphen|apostrophe|silent\s+\p{L}+)(?:\s+on\s+the\s+\p{L})?(?=[,.;!?]|$)"#, with: "")
        if let regex = SlotDrafter.compiled(lead + #"(?<!\p{L})((?:(?:double\s+)?\p{L}[\s-]+){2,}(?:double\s+)?\p{L})(?!\p{L})(?:\s*,(?=\s))?"#) {
            for match in regex.matches(in: current, range: NSRange(current.startIndex..., in: current)).reversed() {
                guard let whole = Range(match.range, in: current), let letters = Range(match.range(at: 1), in: current) else { continue }
                let spelled = replace(String(current[letters]), #"(?i)double[\s-]+(\p{L})"#, with: "$1$1").filter(\.isLetter)
                guard spelled.count >= 3, words.contains(spellingKey(spelled)) else { continue }
                current.replaceSubrange(whole, with: "")
            }
        }
        // "C as in Charlie", "R as in Romeo".
        current = replace(current, #"(?:,\s*|\s+)\p{Lu}\s+as\s+in\s+\p{Lu}\p{L}+"#, with: "")
        // "Chiamaka with a C H", ", with a C H" after the name; "Katja with a K, not Catja", ",
        // that's Peder with a d, not a t".
        current = replace(current, #"(?:,\s*(?:that's\s+|that\s+is\s+)?(?:(?-i:\p{Lu})\p{L}+\s+)?|(?<=(?-i:\p{Lu})\p{L}{1,30})\s+)with\s+(?:an?|one|two|double)\s+(?:(?-i:\p{Lu})\s?){1,3}(?:,?\s+not\s+(?:an?\s+\p{L}|(?-i:\p{Lu})\p{L}+))?(?=[,.;!?]|$)"#, with: "")
        current = replace(current, #",\s*(?:that's\s+|that\s+is\s+)?(?:(?-i:\p{Lu})\p{L}+\s+)?with\s+(?:an?|one)\s+(?-i:[b-hj-z])(?:,?\s+not\s+an?\s+\p{L})?(?=[,.;!?]|$)"#, with: "")
        current = replace(current, #",\s*,"#, with: ",")
        current = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
        return current.contains(where: \.isLetter) ? current : text
    }

    /// A word as its spelling is compared: folded to plain lower-case Latin letters ("Bjørk" and
    /// "B-J-O-R-K" both "bjork") with doubled letters said once ("Aalish" and a heard "A L I S H").
    static func spellingKey(_ word: String) -> String {
        let plain = word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var key = ""
        for character in plain {
            let latin: String = switch character {
            case "ø": "o"
            case "æ": "ae"
            case "œ": "oe"
            case "ð", "đ": "d"
            case "þ": "th"
            case "ß": "ss"
            case "ł": "l"
            default: String(character)
            }
            for letter in latin where letter.isLetter && key.last != letter { key.append(letter) }
        }
        return key
    }
}
