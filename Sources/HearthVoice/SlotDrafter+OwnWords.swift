import Foundation

/// The speaker's own words around a request, told apart by the everyday English word list
/// (``EverydayWords``) rather than by one list per language: "pá, mark a dinner…", "haanji, put a
/// meeting…", "…call Ouimet back, c'est correct?".
extension SlotDrafter {
    /// Short words that go with an exclamation or a tag without being one ("so nu", "oh olha",
    /// "ok pakka").
    static let besideAnExclamation: Set<String> = ["so", "oh", "ah", "and", "but", "well", "ok", "okay", "yes", "no", "hey", "now", "then"]

    /// How a request starts after the speaker's own word and its comma: a verb Hearth acts on, a
    /// question about mail, or the time or "please" first.
    static let requestStart = #"(?i)^(?:please\s+|kindly\s+|now\s+)?(?:remind|remember|put|add|book|mark|make|create|set|schedule|pencil|pop|stick|block|note|write|jot|take|save|e-?mail|mail|send|message|read|check|show|did|has|have|is\s+there|any|can|could|would|will|on|at|in|tomorrow|today|tonight|this|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+day\s+after)\b"#

    /// True when every word of `said` is a word of the speaker's own (not on the list, and not a
    /// name: a capital) or one of ``besideAnExclamation``, and at least one is the speaker's own.
    static func onlyOwnWords(_ said: String, list: EverydayWords) -> Bool {
        let spoken = said.split(whereSeparator: \.isWhitespace).map(String.init)
        let own = list.unfamiliar(in: said)
        return !own.isEmpty && spoken.allSatisfy { own.contains($0) || besideAnExclamation.contains($0.lowercased()) }
    }

    /// `text` without one or two of the speaker's own words and their comma before the request:
    /// "pá, mark a dinner with Dâmaso…" → "mark a dinner with Dâmaso…", "haanji, put a meeting…",
    /// "manze, has Kihika sent me an email?". Only when what follows starts as a request (a verb
    /// Hearth acts on, a question about mail, or the time: "pá, I already remembered…" is left as
    /// said) and only words not on the list go; a name said first ("Vasanthi, can you remind
    /// me…") is someone spoken to and stays; without the list the text is left as said.
    ///
    /// - Parameter text: the command.
    /// - Returns: The request, or `text`.
    public func withoutOwnWordsFirst(_ text: String) -> String {
        guard let list = everydayWords, text.contains(","),
              let parts = Self.captures(text, #"^\s*([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s*,\s*+(.+)$"#),
              let opening = parts[0], let rest = parts[1],
              Self.onlyOwnWords(opening, list: list), Self.matches(rest, Self.requestStart) else { return text }
        return rest
    }

    /// A reminder's or an event's title without one or two of the speaker's own words said last
    /// after a comma ("call Ouimet back, c'est correct" → "call Ouimet back", "a meeting with
    /// Vilaça, fixe" → "a meeting with Vilaça"), with what was left out; nil when the title ends
    /// otherwise, or with a name ("lunch with Huynh, Khoa"). What is left out may have been part of
    /// the title ("buy rice, masa"), so the draft is asked about, naming it.
    ///
    /// - Parameter title: the drafted title.
    /// - Returns: The title without those words, and the words, or nil.
    func withoutOwnWordsLast(_ title: String) -> (title: String, left: String)? {
        guard let list = everydayWords, title.contains(","),
              let parts = Self.captures(title, #"^(.*\S)\s*,\s*+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)[\s?!.]*$"#),
              let kept = parts[0], let left = parts[1],
              let first = left.split(whereSeparator: \.isWhitespace).first,
              !list.unfamiliar(in: String(first)).isEmpty,
              kept.contains(where: \.isLetter) else { return nil }
        return (kept, left)
    }
}
