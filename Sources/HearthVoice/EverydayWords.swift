import Foundation
import HearthCore

/// The everyday English words a title is checked against before it runs without asking.
///
/// A word the speaker said in another language, or as a filler of their own English ("bumbye fo'
/// call Makalii", "call mi abuela", "sham ko 7 baje to water the tulsi"), is the most common way a
/// right action runs with a wrong title: the drafter cannot know every language's words, but it
/// can see that a word is not everyday English and ask. The list is wordfreq's 50,000 most frequent
/// English words and those of the next 50,000 that no other language of wordfreq says more often
/// ("defrost", "forecourt"; not "tarde", "noche"), about 80,700 (data CC-BY-SA 4.0), written into
/// the model store by `scripts/setup`; a word starting with a capital is a name and is never doubted.
///
/// ```swift
/// let words = EverydayWords(["call", "the", "dentist"])
/// words.unfamiliar(in: "call the dentist bumbye")   // ["bumbye"]
/// ```
public struct EverydayWords: Sendable {
    /// The list's file name in the model store.
    public static let fileName = "english-words.txt"

    /// The list in the standard model store (`HearthPaths.standard().models`), read once; nil when
    /// it is not installed, and then no title is doubted for its words.
    public static let installed: EverydayWords? = try? EverydayWords(
        contentsOf: HearthPaths.standard().models.appendingPathComponent(fileName))

    private let words: Set<String>

    /// The list's first 10,000 words (the most frequent, when the list is in wordfreq's order),
    /// of which a compound's parts must be (`isCompoundOfKnown(_:)`).
    private let common: Set<String>

    /// How many words the list holds.
    public var count: Int { words.count }

    /// A list of the given words (compared without case or accents).
    ///
    /// - Parameter words: the everyday words.
    public init(_ words: some Sequence<String>) {
        let folded = words.map(Self.folded)
        self.words = Set(folded)
        self.common = Set(folded.prefix(10_000))
    }

    /// Reads a list: one word a line; blank lines and lines starting with "#" are skipped.
    ///
    /// - Parameter url: the file.
    /// - Throws: `VoiceError` when the file cannot be read or holds no word.
    public init(contentsOf url: URL) throws(VoiceError) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw VoiceError(.invalidData, "cannot read the word list \(url.path)")
        }
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        self.init(lines.filter { !$0.isEmpty && !$0.hasPrefix("#") })
        guard !words.isEmpty else { throw VoiceError(.invalidData, "the word list \(url.path) holds no word") }
    }

    /// The words of `text` that are not everyday English, in the order said, each once.
    ///
    /// A word starting with a capital (a name), a word with a digit and a single letter are never
    /// doubted; "'s", "'ll", "'re", "'ve", "'d" and "'m" endings are dropped before the look-up; a
    /// hyphenated word is known when each of its parts is, a plural when its singular of six
    /// letters or more is, an "-ing" or "-ed" form when its stem of four letters or more is, a
    /// word done again ("recheck", "rebook") when the word after "re" is, and a compound of two
    /// common words ("showground", "headlamp") when both its parts are.
    ///
    /// - Parameter text: a title or note as drafted.
    /// - Returns: The unfamiliar words as said (empty when every word is known).
    public func unfamiliar(in text: String) -> [String] {
        var seen: [String] = []
        for token in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "-") }) {
            let word = String(token).trimmingCharacters(in: CharacterSet(charactersIn: "'’-"))
            guard word.count > 1, let first = word.first, !first.isUppercase, !word.contains(where: \.isNumber) else { continue }
            let plain = Self.folded(word).replacingOccurrences(of: #"'(?:s|ll|re|ve|d|m)$"#, with: "", options: .regularExpression)
            // "chisels", "tumblers": the plural of a word of six letters or more that is known
            // (not "amigos", "buenos": short stems are often another language's).
            let plural = plain.count > 6 && plain.hasSuffix("s") && words.contains(String(plain.dropLast()))
            let known = words.contains(plain) || plural || isFormOfKnown(plain) || isDoneAgain(plain) || isCompoundOfKnown(plain) || isOtherSpellingOfKnown(plain)
                || plain.split(separator: "-").allSatisfy { words.contains(String($0)) }
            if !known, !seen.contains(word) { seen.append(word) }
        }
        return seen
    }

    /// True when `word` is a known word of four letters or more with "-ing" or "-ed" after it:
    /// "lambing", "thatched", "baking" (bake), "shopping" (shop). Short stems are left alone
    /// ("bing", "ming": often another language's).
    func isFormOfKnown(_ word: String) -> Bool {
        for ending in ["ing", "ed"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            guard stem.count >= 3 else { continue }
            if (stem.count >= 4 && words.contains(stem)) || words.contains(stem + "e") { return true }
            if let last = stem.last, stem.dropLast().last == last, stem.count >= 5, words.contains(String(stem.dropLast())) { return true }
        }
        return false
    }

    /// True when `word` is the British spelling of a known word or the plain verb of a known "-d"
    /// form: "sterilise" (sterilize), "analysed" (analyzed), "organisation" (organization),
    /// "dehydrate" (dehydrated). The list holds American spellings more often than British ones
    /// ("sterilise" had asked in set 925).
    func isOtherSpellingOfKnown(_ word: String) -> Bool {
        guard word.count >= 6 else { return false }
        if word.hasSuffix("e"), words.contains(word + "d") { return true }
        for (british, american) in [("isation", "ization"), ("isations", "izations"), ("ise", "ize"), ("ised", "ized"), ("ises", "izes"),
                                    ("ising", "izing"), ("iser", "izer"), ("isers", "izers"), ("yse", "yze"), ("ysed", "yzed"),
                                    ("yses", "yzes"), ("ysing", "yzing")] where word.hasSuffix(british) {
            if words.contains(String(word.dropLast(british.count)) + american) { return true }
        }
        return false
    }

    /// True when `word` is "re" before a known word of four letters or more, or one of its "-ing"
    /// or "-ed" forms: "recheck", "rebook", "rewiring".
    func isDoneAgain(_ word: String) -> Bool {
        guard word.hasPrefix("re"), word.count >= 6 else { return false }
        let again = String(word.dropFirst(2))
        return words.contains(again) || isFormOfKnown(again)
    }

    /// Common words of four letters or more that only join others: no part of a compound.
    static let joiningWords: Set<String> = ["that", "this", "from", "with", "what", "when", "then", "than", "have", "your", "will", "they",
                                            "them", "there", "their", "were", "been", "into", "about", "would", "could", "should", "just",
                                            "here", "where", "which", "some", "also"]

    /// True when `word`, of eight letters or more, is two of the list's 10,000 most common words
    /// of four letters or more run together, neither a word that only joins ("that", "from"):
    /// "showground", "headlamp", "timesheets" (the second may be a plural). Another language's
    /// words are rarely two common English ones ("mingtian", "prochain" are not), and words run
    /// together by a slip ("notethat", "emailfrom") stay unknown.
    func isCompoundOfKnown(_ word: String) -> Bool {
        guard word.count >= 8, word.allSatisfy(\.isLetter) else { return false }
        func common(_ part: Substring) -> Bool {
            let part = String(part)
            guard !Self.joiningWords.contains(part) else { return false }
            return self.common.contains(part) || (part.count > 4 && part.hasSuffix("s") && self.common.contains(String(part.dropLast())))
        }
        for cut in 4...(word.count - 4) {
            let index = word.index(word.startIndex, offsetBy: cut)
            if common(word[..<index]), common(word[index...]) { return true }
        }
        return false
    }

    /// Lowercase, without accents, with a typographic apostrophe made plain.
    static func folded(_ word: some StringProtocol) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).replacingOccurrences(of: "’", with: "'")
    }
}
