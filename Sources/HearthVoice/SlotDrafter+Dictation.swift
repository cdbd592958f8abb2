import Foundation

/// Punctuation said aloud, as people dictate: "email Farid saying hi Farid comma I'll be late full
/// stop" is "email Farid saying hi Farid, I'll be late."
extension SlotDrafter {
    /// Words before "period" that make it a length of time, not a full stop ("the trial period",
    /// "my period").
    static let periodOwners: Set<String> = [
        "the", "a", "my", "her", "your", "his", "their", "our", "this", "that", "each", "every", "whole", "same",
        "trial", "grace", "notice", "waiting", "probation", "probationary", "cooling", "billing", "rental", "free",
        "holiday", "study", "exam", "reporting", "tax", "vesting", "introductory", "rest", "fixed", "sick",
        "maternity", "paternity", "lock", "refund", "return", "first", "second", "third", "last", "next", "time",
        "spell", "spelling", "word", "say",
        // "do the balance for the trading period" (set 1001): the periods of trade and accounts.
        "trading", "accounting", "fiscal", "financial", "budget", "payment", "pay", "sales", "offer", "promotional", "contract",
        "consultation", "warranty", "qualifying", "settling", "transition", "assessment", "renewal", "subscription", "booking", "double",
    ]

    /// `text` with the punctuation it says aloud written as marks: "comma", "full stop", "period"
    /// (last, and not "the trial period"), "question mark", "exclamation mark" or "point", "colon"
    /// and "semicolon" (not "my colon screening"), "dash" and "hyphen" (not "the dash cam", "to dash
    /// off", or a spoken address's "greenfield dash farm dot com"), "open bracket" … "close
    /// bracket", "quote" … "unquote" (a "quote" with no end is a word: "get a quote"), and "new
    /// line" and "new paragraph", which are dropped. A word that names a mark ("what's a comma
    /// splice", "put a comma after hello") is kept as a word.
    ///
    /// - Parameter text: the command, as typed or transcribed.
    /// - Returns: The command with its spoken punctuation written; the command itself when it
    ///   says nothing else ("full stop").
    public static func punctuated(_ text: String) -> String {
        let marks = #"comma|full\s+stop|period|question\s+mark|exclamation\s+(?:mark|point)|colon|semicolon|dash|hyphen|open\s+(?:bracket|paren|parenthesis)|close\s+(?:bracket|paren|parenthesis)|unquote|end\s+quote|close\s+quote|open\s+quote|new\s+(?:line|paragraph)|quote|slash|ampersand|percent|per\s+cent|number\s+sign|hashtag|plus"#
        guard matches(text, #"\b(?:"# + marks + #")\b"#) else { return text }
        var current = text
        // Marks inside a time, a date or a name: "7 colon 30", "12 slash 4", "2 dash 4 pm", "50
        // percent", "number sign 5", "Ciro ampersand Assunta", "Carmine plus Concetta".
        let inside: [(String, String)] = [
            (#"(?i)(\d)\s+colon\s+(\d\d)\b"#, "$1:$2"),
            (#"(?i)(\d)\s+slash\s+(?=\d)"#, "$1/"),
            (#"(?i)(\d)\s+(?:dash|hyphen)\s+(?=\d)"#, "$1-"),
            (#"(?i)(\d)\s+(?:percent|per\s+cent)\b"#, "$1%"),
            (#"(?i)\b(?:number\s+sign|hashtag)\s+(?=[\p{L}\d])"#, "#"),
            (#"(?i)\s+ampersand\s+"#, " & "),
            (#"(?<=\p{Lu}[\p{L}'’-]{1,30})\s+plus\s+(?=\p{Lu})"#, " + "),
        ]
        for (pattern, mark) in inside { current = replace(current, pattern, with: mark) }
        // Sign-offs after a final mark are the address's ("… full stop thanks").
        let end = #"(?=\s*(?:new\s+(?:line|paragraph)\s*)*(?:[,.]?\s*(?:thanks|thank\s+you|cheers|please))?\s*$)"#
        // "period" at the end (not "the trial period").
        if let regex = SlotDrafter.compiled(#"(?i)(\S+)\s+period\b"# + end),
           let match = regex.firstMatch(in: current, range: NSRange(current.startIndex..., in: current)),
           let owner = Range(match.range(at: 1), in: current), !periodOwners.contains(current[owner].lowercased()) {
            current = replace(current, #"(?i)\s+period\b"# + end, with: ". ")
        }
        // A mark named as a word is kept: "a comma", "the full stop", "comma splice", "colon cancer".
        let word = #"(?<!\b(?:a|an|the|one|another|inverted|oxford|serial|semi|last|my|his|her|your|to|mad|quick)\s{1,3})"#
        let pairs: [(String, String)] = [
            (#"(?i)\s*,?\s*"# + word + #"\bfull\s+stop\b"#, ". "),
            (#"(?i)\s*"# + word + #"\bquestion\s+mark\b"#, "? "),
            (#"(?i)\s*"# + word + #"\bexclamation\s+(?:mark|point)\b"#, "! "),
            (#"(?i)\s+"# + word + #"semicolon\b(?!\s+(?:or|and)\b)"#, "; "),
            (#"(?i)\s+"# + word + #"colon\b(?!\s+(?:or|and|cancer|screening|exam|check|check-up|checkup|scope|surgery|test|health)\b)"#, ": "),
            (#"(?i)\s+"# + word + #"(?:dash|hyphen)\b(?!\s+(?:cam|cams|camera|board|off|out|of|to|home|over|back)\b)(?!\s+\S+\s+dot\b)"#, " - "),
            (#"(?i)\bopen\s+(?:bracket|paren|parenthesis)\s*"#, "("),
            (#"(?i)\s*\bclose\s+(?:bracket|paren|parenthesis)\b"#, ") "),
            (#"(?i)\bopen\s+quote\s*"#, "\""),
            (#"(?i)\s*\b(?:unquote|end\s+quote|close\s+quote)\b"#, "\" "),
            (#"(?i)\s*\bnew\s+(?:line|paragraph)\b"#, " "),
            (#"(?i)\s+"# + word + #"comma\b(?!\s+splice\b)"#, ", "),
            (#"(?i)^\s*comma\b\s*"#, ""),
        ]
        for (pattern, mark) in pairs { current = replace(current, pattern, with: mark) }
        // "quote … unquote": the opening "quote" only when the quotation is closed ("get a quote" is a word).
        if current.contains("\"") { current = replace(current, #"(?i)\bquote\s+(?=[^"]*")"#, with: "\"") }
        // A comma before a stronger mark ("hi, ." from "hi comma full stop"), and spaces.
        current = replace(current, #",\s*([.?!:;])"#, with: "$1")
        current = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: .whitespaces)
        return current.contains(where: \.isLetter) ? current : text
    }
}
