/// Light normalisation of a transcript for the language-understanding side: lowercase, no
/// punctuation but what times and contractions need, a few chat spellings expanded, spoken
/// numbers kept as words (the time resolver reads "five p m").
///
/// ```swift
/// TranscriptNormalizer.normalize("Remind me to call Mom tmrw at 5 P.M.!")
/// // "remind me to call mom tomorrow at 5 p m"
/// ```
public enum TranscriptNormalizer {
    /// Chat spellings and their words.
    public static let expansions: [String: String] = [
        "tmrw": "tomorrow", "tmr": "tomorrow", "tmrow": "tomorrow", "2moro": "tomorrow",
        "tonite": "tonight", "pls": "please", "plz": "please", "thx": "thanks",
        "appt": "appointment", "mins": "minutes", "hrs": "hours", "mr": "mister", "mrs": "missus",
    ]

    /// The normalised text: lowercase words separated by single spaces; "5pm", "5 pm" and
    /// "5 p.m." all become "5 p m".
    public static func normalize(_ text: String) -> String {
        var cleaned = ""
        var previous: Character = " "
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "'" || character == ":" {
                // A digit/letter boundary splits words: "5pm" -> "5 pm".
                if previous.isNumber && character.isLetter { cleaned.append(" ") }
                cleaned.append(character)
            } else {
                cleaned.append(" ")
            }
            previous = character
        }
        var words: [String] = []
        for raw in cleaned.split(separator: " ") {
            var word = String(raw)
            while word.hasPrefix("'") || word.hasPrefix(":") { word.removeFirst() }
            while word.hasSuffix("'") || word.hasSuffix(":") { word.removeLast() }
            guard !word.isEmpty else { continue }
            let afterNumber = words.last.map { $0.first?.isNumber == true } ?? false
            if afterNumber, word == "pm" || word == "am" {
                words += [String(word.first!), "m"]
            } else {
                words.append(expansions[word] ?? word)
            }
        }
        return words.joined(separator: " ")
    }

    /// Normalised words, for scoring: numbers 0–99 written as digits become words, so "5" and
    /// "five" score alike.
    public static func words(_ text: String) -> [String] {
        normalize(text).split(separator: " ").flatMap { word -> [String] in
            guard let value = Int(word), (0..<100).contains(value), String(value) == word else { return [String(word)] }
            return spelled(value)
        }
    }

    private static let units = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    private static func spelled(_ value: Int) -> [String] {
        if value < 20 { return [units[value]] }
        return value % 10 == 0 ? [tens[value / 10]] : [tens[value / 10], units[value % 10]]
    }
}

/// Word error rate: (substitutions + deletions + insertions) / reference words.
public struct WordErrorCount: Sendable, Hashable {
    /// Word edits between hypothesis and reference.
    public var errors: Int
    /// Words in the reference.
    public var referenceWords: Int

    /// A count of `errors` word edits against a reference of `referenceWords` words.
    public init(errors: Int, referenceWords: Int) {
        self.errors = errors
        self.referenceWords = referenceWords
    }

    /// Compares normalised words of `hypothesis` against `reference`.
    public init(hypothesis: String, reference: String) {
        let h = TranscriptNormalizer.words(hypothesis)
        let r = TranscriptNormalizer.words(reference)
        var previous = Array(0...h.count)
        for (i, referenceWord) in r.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: h.count)
            for (j, hypothesisWord) in h.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (referenceWord == hypothesisWord ? 0 : 1))
            }
            previous = current
        }
        self.init(errors: previous[h.count], referenceWords: r.count)
    }

    /// The rate; 0 for an empty reference with an empty hypothesis.
    public var rate: Double { referenceWords == 0 ? Double(errors) : Double(errors) / Double(referenceWords) }

    /// The counts of two clips added, so the overall rate weighs each word once.
    public static func + (a: WordErrorCount, b: WordErrorCount) -> WordErrorCount {
        WordErrorCount(errors: a.errors + b.errors, referenceWords: a.referenceWords + b.referenceWords)
    }
}
