import Foundation

/// The title of a film, a play, a song or a book typed in capitals inside a command, whose words
/// say a time without meaning one: "The Day After Tomorrow", "Friday Night Lights", "High Noon",
/// "the Twelve Days of Christmas concert". A capital says nothing in a command typed all in
/// capitals or in title case, so only a command in ordinary case is read this way.
extension SlotDrafter {
    /// Words that say a time when they stand alone.
    static let titleTimeWords: Set<String> = days.union(["tomorrow", "tonight", "noon", "midnight", "midday", "day", "days", "night", "nights",
                                                         "morning", "evening", "afternoon", "week", "weekend", "christmas", "easter",
                                                         "halloween", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                                         "ten", "eleven", "twelve"])
    /// Small words a title writes with a capital ("The Day After Tomorrow") and a sentence does
    /// not, away from its start.
    static let titleSmallWords: Set<String> = ["the", "a", "an", "of", "with", "and", "before", "after", "never"]

    /// The indices of `words` that belong to a title holding words of time (in a command in
    /// ordinary case, `mixedCase`):
    /// - a run of capitalised words with a small word capitalised away from a sentence's start
    ///   ("add The Day After Tomorrow movie night", "the Nightmare Before Christmas sing-along");
    /// - a run of capitalised words in which two words of time are followed by one that is not
    ///   ("Friday Night Lights", "Monday Night Football"; not "Reminder Friday Pay the window
    ///   cleaner", a dictation's sentences run together);
    /// - capitalised words joined by "of" ("the Twelve Days of Christmas concert");
    /// - a capitalised word before "Noon" or "Midnight" when a clock is said elsewhere ("High
    ///   Noon at the film club on wednesday at 6 pm").
    static func titleRunIndices(_ words: [Substring], mixedCase: Bool) -> Set<Int> {
        guard mixedCase, words.count > 2 else { return [] }
        func bare(_ index: Int) -> String { words[index].lowercased().trimmingCharacters(in: .punctuationCharacters) }
        func capitalised(_ index: Int) -> Bool { words[index].first?.isUppercase == true && words[index].first?.isLetter == true }
        func ends(_ index: Int) -> Bool { words[index].last.map { ",.;:!?".contains($0) } ?? false }
        func sentenceStart(_ index: Int) -> Bool { index == 0 || (words[index - 1].last.map { ".!?:".contains($0) } ?? false) }
        var shielded: Set<Int> = []
        var index = 0
        while index < words.count {
            guard capitalised(index) else { index += 1; continue }
            // The run: capitalised words, with "of" (and "the") joining them.
            var run = [index]
            var next = index + 1
            var joined = false
            while next < words.count, !ends(run.last!) {
                if capitalised(next) {
                    run.append(next)
                    next += 1
                } else if bare(next) == "of", next + 1 < words.count {
                    let after = next + 1 < words.count && bare(next + 1) == "the" ? next + 2 : next + 1
                    guard after < words.count, capitalised(after), !ends(next) else { break }
                    run.append(contentsOf: next...after)
                    joined = true
                    next = after + 1
                } else {
                    break
                }
            }
            defer { index = next }
            let capitals = run.filter(capitalised)
            let timed = capitals.filter { titleTimeWords.contains(bare($0)) }
            guard capitals.count >= 2, !timed.isEmpty else { continue }
            let smallCapital = capitals.contains { titleSmallWords.contains(bare($0)) && !sentenceStart($0) }
            let timeThenOther = capitals.count >= 3 && capitals.indices.dropFirst(2).contains { at in
                !titleTimeWords.contains(bare(capitals[at])) && titleTimeWords.contains(bare(capitals[at - 1])) && titleTimeWords.contains(bare(capitals[at - 2]))
            }
            let namedNoon = capitals.count == 2 && ["noon", "midnight"].contains(bare(capitals[1])) && !titleTimeWords.contains(bare(capitals[0]))
                && matches(words.enumerated().filter { !run.contains($0.offset) }.map(\.element).joined(separator: " "),
                           #"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bat\s+\d|\bo'clock\b"#)
            if smallCapital || timeThenOther || joined || namedNoon { shielded.formUnion(run) }
        }
        return shielded
    }
}
