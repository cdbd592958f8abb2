import Foundation

/// Typing mistakes in the words a command's time and shape hang on: days, months, "tomorrow",
/// "remind", "calendar" ("wensday", "thrusday", "fridy", "decmber", "tomorow", "remnd", "calender").
extension SlotDrafter {
    /// The words corrected: days, months, parts of the day, lengths, and words that only carry a
    /// request ("remind", "schedule", "calendar"). A word that may be part of a name or a message
    /// ("appointment", "email") is not in it: those are kept as typed.
    static let correctable = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "january", "february", "march", "april", "august", "september", "october", "november", "december",
        "tomorrow", "tonight", "morning", "afternoon", "evening", "minutes", "minute", "hours",
        "remind", "reminder", "schedule", "calendar",
    ]

    /// Every word of the bundled labelled commands: a word people use is not a typing mistake
    /// ("match" is not "march", "mails" is not "email").
    static let knownWords: Set<String> = {
        guard let examples = try? LabelledExample.bundled() else { return [] }
        return Set(examples.flatMap { $0.utterance.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init) })
    }()

    /// English words one slip away from a corrected word that no labelled command uses yet:
    /// "reindeer", "remainder" and "remitter" are not "reminder", "moaning" and "mourning" not
    /// "morning", "minuet" not "minute".
    static let realWords: Set<String> = ["reindeer", "remainder", "remitter", "moaning", "mourning", "eventing", "minuet", "minuets", "minuses",
                                         // Months and days of other languages ("am 4. Dezember", "il 12 dicembre").
                                         "januar", "februar", "oktober", "dezember", "janvier", "octobre", "novembre", "enero", "febrero",
                                         "octubre", "noviembre", "diciembre", "gennaio", "febbraio", "ottobre", "dicembre", "januari",
                                         "februari", "augustus", "settembre", "septembre", "septiembre"]

    /// A few short slips in the words around a note ("note taht…") and in a length ("in an huor").
    static let shortSlips = ["taht": "that", "teh": "the", "adn": "and", "huor": "hour", "noet": "note"]

    /// `text` with typing mistakes mended in the words it corrects (days, months, parts of the day, lengths, "remind", "schedule", "calendar"): a word of five or more letters
    /// that no labelled command uses, which is one of those words with two letters swapped or one
    /// left out ("wensday", "fridy"), or, from seven letters, one letter wrong or added too
    /// ("thrusday", "tommorrow"), and is so for exactly one of them. Anything else is left as typed.
    ///
    /// - Parameter text: the command.
    /// - Returns: The command with those words mended.
    public static func mendingTypos(_ text: String) -> String {
        guard text.contains(where: \.isLetter) else { return text }
        var previous = ""
        return eachWord(of: text) { word in
            // "email Frida", "fika with Frida": a capitalised word after one that leads to a person
            // is a name, not a slip for "friday".
            let named = word.first?.isUppercase == true && (personCues.contains(previous) || ["to", "from", "for"].contains(previous))
            // "book Reinder's cake": a capitalised word inside the command is a name, not a slip for
            // a request word ("reminder").
            let inside = word.first?.isUppercase == true && !previous.isEmpty
            previous = word.lowercased()
            guard !named else { return word }
            let mend = mended(word)
            return inside && ["remind", "reminder", "schedule", "calendar"].contains(mend.lowercased()) ? word : mend
        }
    }

    /// `text` with each run of letters replaced by what `change` makes of it, in order; everything
    /// between the runs is kept as it is.
    static func eachWord(of text: String, _ change: (String) -> String) -> String {
        var result = ""
        var word = ""
        for character in text {
            if character.isLetter {
                word.append(character)
            } else {
                if !word.isEmpty { result += change(word); word = "" }
                result.append(character)
            }
        }
        if !word.isEmpty { result += change(word) }
        return result
    }

    /// `value` with the words that ``mendingTypos(_:)`` mended in `said` (into `mended`) spelt back
    /// as typed: a note or a mail keeps its writer's letters ("the tailor is closed on wendsday").
    /// Where the value stands word for word in the mended command, each word takes back its own
    /// letters ("tomorow is thrusday, not thursday"); otherwise a mended word takes back the letters
    /// it was typed with, unless it was also typed right.
    static func asTyped(_ value: String, said: String, mended: String) -> String {
        func words(_ text: String) -> [String] { text.split(whereSeparator: { !$0.isLetter }).map(String.init) }
        let typedWords = words(said), mendedWords = words(mended), valueWords = words(value)
        guard mended != said, typedWords.count == mendedWords.count, !valueWords.isEmpty else { return value }
        var back: [String?] = Array(repeating: nil, count: valueWords.count)
        if valueWords.count <= mendedWords.count,
           let start = (0...(mendedWords.count - valueWords.count)).first(where: { i in
               valueWords.indices.allSatisfy { mendedWords[i + $0].lowercased() == valueWords[$0].lowercased() }
           }) {
            for k in valueWords.indices where typedWords[start + k] != mendedWords[start + k] { back[k] = typedWords[start + k] }
        } else {
            let typedRight = Set(typedWords.map { $0.lowercased() })
            var typed: [String: String] = [:]
            for (word, mend) in zip(typedWords, mendedWords) where word != mend && !typedRight.contains(mend.lowercased()) {
                typed[mend.lowercased()] = typed[mend.lowercased()] ?? word
            }
            for k in valueWords.indices { back[k] = typed[valueWords[k].lowercased()] }
        }
        var index = 0
        return eachWord(of: value) { word in
            defer { index += 1 }
            return (index < back.count ? back[index] : nil) ?? word
        }
    }

    /// `text` with the time words a recogniser or a hurried thumb splits in two joined again: "to
    /// morrow", "to night", "to day", "this after noon", "the week end", "mid night", "mid day", "a
    /// fort night", "lunch time", "thurs day", "satur day". Where the two words are two words ("go to
    /// night school", "day to day", "to day care", "after noon on friday" said as "after 12"), they
    /// are left as they are.
    ///
    /// - Parameter text: the command.
    /// - Returns: The command with those words joined.
    public static func withTimeWordsJoined(_ text: String) -> String {
        guard matches(text, #"(?i)\b(?:to|too|after|week|mid|fort|lunch|tea|(?:mon|tues|wednes|thurs|fri|satur|sun))\s+(?:morrow|night|day|noon|end|time)\b"#) else { return text }
        let rules: [(String, String)] = [
            (#"(?i)\b(?:to|too)\s+morrow\b"#, "tomorrow"),
            (#"(?i)(?<!\bday\s)\bto\s+night\b(?!\s+(?:school|shift|shifts|class|classes|bus|duty|club|market|owl|life|time))"#, "tonight"),
            (#"(?i)(?<!\bday\s)\bto\s+day\b(?!\s+(?:care|centre|center|one|trip|trips|job|school|release|rate|shift|to)\b)"#, "today"),
            (#"(?i)\b(this|tomorrow|the|in\s+the|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+after\s+noon\b"#, "$1 afternoon"),
            (#"(?i)\b(the|this|next|a|on|over|at|for|last)\s+week\s+end(s?)\b"#, "$1 weekend$2"),
            (#"(?i)\bmid\s+night\b"#, "midnight"),
            (#"(?i)\bmid\s+day\b"#, "midday"),
            (#"(?i)\bfort\s+night(s?)\b"#, "fortnight$1"),
            (#"(?i)\b(lunch|tea)\s+time\b"#, "$1time"),
            (#"(?i)\b(mon|tues|wednes|thurs|fri|satur)\s+day(s?)\b"#, "$1day$2"),
            (#"(?i)\b(on|this|next|last|every|each)\s+sun\s+day(s?)\b"#, "$1 sunday$2"),
        ]
        return rules.reduce(text) { replace($0, $1.0, with: $1.1) }
    }

    static func mended(_ word: String) -> String {
        let lower = word.lowercased()
        if let slip = shortSlips[lower] { return word.first?.isUppercase == true ? slip.capitalized : slip }
        guard lower.count >= 5, lower.allSatisfy({ $0.isASCII }), !correctable.contains(lower), !knownWords.contains(lower), !realWords.contains(lower) else { return word }
        // "reminded", "mondays", "scheduled": a word and its ending is not a slip.
        let candidates = correctable.filter { isSlip(lower, of: $0) && !(lower.count >= $0.count && lower.hasPrefix(String($0.dropLast()))) }
        guard candidates.count == 1, let target = candidates.first else { return word }
        return word.first?.isUppercase == true ? target.capitalized : target
    }

    /// Whether `typed` is `target`, with the same first letter, with two neighbouring letters
    /// swapped or one letter left out; from seven letters, also with one letter wrong or one
    /// added; from seven letters against a word of eight or more with the same first two
    /// ("wensday" for "wednesday"), any two of these.
    static func isSlip(_ typed: String, of target: String) -> Bool {
        let a = Array(typed), b = Array(target)
        // A slip keeps the first letter ("remember" is not "december").
        guard a.first == b.first else { return false }
        if a.count == b.count, let i = a.indices.first(where: { a[$0] != b[$0] }), i + 1 < a.count,
           a[i] == b[i + 1], a[i + 1] == b[i], a[(i + 2)...] == b[(i + 2)...] { return true }
        if a.count + 1 == b.count, (0..<b.count).contains(where: { Array(b[..<$0] + b[($0 + 1)...]) == a }) { return true }
        guard a.count >= 7 else { return false }
        let distance = editDistance(a, b)
        return distance == 1 || (b.count >= 8 && distance == 2 && a.prefix(2) == b.prefix(2))
    }

    /// Levenshtein distance with adjacent swaps counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
