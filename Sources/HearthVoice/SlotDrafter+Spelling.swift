import Foundation

/// A word spelled out as it is said: "call Aoibheann, A O I B H E A N N", "Xochitl, that's
/// X-O-C-H-I-T-L", "Caoimhín, C as in Charlie", "Chiamaka, with a C H".
extension SlotDrafter {
    /// `text` without the spellings it says after a word: a run of three or more single letters
    /// that spells a word of the command ("Nnamdi, spelled N N A M D I"), with its "that's" or
    /// "spelled"; a letter "as in" a word ("C as in Charlie"); and "with a C H" after a name. Letters
    /// that spell nothing said are kept: they are what was meant ("registration K 7 Q 2 X Y", "the
    /// code is A B C").
    ///
    /// - Parameter text: the command, as typed or transcribed.
    /// - Returns: The command without its spellings.
    public static func withoutSpelling(_ text: String) -> String {
        guard matches(text, #"\b\p{L}[\s-]+\p{L}[\s-]+\p{L}\b|\bas\s+in\s+\p{Lu}|\bwith\s+an?\s+\p{Lu}\b"#) else { return text }
        func folded(_ s: Substring) -> String { s.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil) }
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map(folded))
        var current = text
        let lead = #"(?:,\s*|\s+)(?:(?:that's|that\s+is|spelled|spelt|spelling|spelled\s+out|as\s+in)\s+)?"#
        if let regex = SlotDrafter.compiled(lead + #"(?<!\p{L})((?:\p{L}[\s-]+){2,}\p{L})(?!\p{L})(?:\s*,(?=\s))?"#) {
            for match in regex.matches(in: current, range: NSRange(current.startIndex..., in: current)).reversed() {
                guard let whole = Range(match.range, in: current), let letters = Range(match.range(at: 1), in: current) else { continue }
                let spelled = folded(Substring(current[letters].filter(\.isLetter)))
                guard spelled.count >= 3, words.contains(spelled) else { continue }
                current.replaceSubrange(whole, with: "")
            }
        }
        // "C as in Charlie", "R as in Romeo".
        current = replace(current, #"(?:,\s*|\s+)\p{Lu}\s+as\s+in\s+\p{Lu}\p{L}+"#, with: "")
        // "Chiamaka with a C H", ", with a C H" after the name.
        current = replace(current, #"(?:,\s*)(?:\p{Lu}\p{L}+\s+)?with\s+an?\s+(?:\p{Lu}\s?){1,3}(?=[,.;!?]|$)"#, with: "")
        current = replace(current, #",\s*,"#, with: ",")
        current = replace(current, #"\s{2,}"#, with: " ").trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
        return current.contains(where: \.isLetter) ? current : text
    }
}
