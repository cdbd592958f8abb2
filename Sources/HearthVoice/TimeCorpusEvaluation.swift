import Foundation

/// Scores `TimeResolver` on ctparse's corpus (`hearth eval time FILE.jsonl`, the JSON lines that
/// `scripts/voice/ctparse-corpus-to-jsonl.py` writes from `ctparse/time/corpus.py`).
///
/// An item counts as resolved correctly when every field the corpus specifies (date, and time
/// when given; for intervals both ends) matches. The corpus mixes German and English: both shares
/// are reported (an item is English when it is ASCII and not a known German form).
public struct TimeCorpusReport: Sendable, Hashable {
    /// Items scored.
    public var total = 0
    /// Items resolved correctly.
    public var correct = 0
    /// Items that look English.
    public var english = 0
    /// English-looking items resolved correctly.
    public var englishCorrect = 0
    /// The English-looking items resolved wrongly, each with its reference time and what was expected.
    public var failures: [String] = []

    /// The report in one line.
    public var text: String {
        String(format: "ctparse corpus: %d/%d resolved correctly (%.1f%%); English-looking items %d/%d (%.1f%%)",
               correct, total, Double(correct) / Double(max(1, total)) * 100,
               englishCorrect, english, Double(englishCorrect) / Double(max(1, english)) * 100)
    }
}

/// Runs `TimeResolver` over ctparse's corpus and scores it into a ``TimeCorpusReport``.
public enum TimeCorpusEvaluation {
    struct Item: Decodable {
        var expected: String
        var reference: String
        var text: String
    }

    static let germanWords: Set<String> = ["morgen", "heute", "uhr", "jetzt", "montag", "dienstag", "mittwoch", "donnerstag",
        "freitag", "samstag", "sonntag", "nächste", "naechste", "nächsten", "am", "um", "ab", "bis", "vom", "zum", "abends",
        "morgens", "mittags", "nachmittags", "gestern", "januar", "februar", "märz", "mai", "juni", "juli", "oktober",
        "dezember", "des", "der", "den", "dem", "nach", "halb", "viertel", "abend", "nacht", "früh", "zwischen", "und"]

    /// Evaluates the corpus file.
    ///
    /// - Throws: `VoiceError.invalidData` when the file is missing or not corpus JSON lines.
    public static func evaluate(_ url: URL) throws(VoiceError) -> TimeCorpusReport {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw VoiceError(.invalidData, "cannot read \(url.path) (scripts/setup writes .deps/voice/ctparse-corpus.jsonl)")
        }
        var report = TimeCorpusReport()
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        for line in text.split(separator: "\n") {
            guard let item = try? JSONDecoder().decode(Item.self, from: Data(line.utf8)) else {
                throw VoiceError(.invalidData, "\(url.lastPathComponent) has a line that is not a corpus item")
            }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = utc
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
            guard let reference = formatter.date(from: item.reference) else { continue }
            let words = item.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            let isEnglish = item.text.allSatisfy(\.isASCII) && !words.contains(where: germanWords.contains)
            report.total += 1
            if isEnglish { report.english += 1 }
            let resolver = TimeResolver(reference: reference, timeZone: utc)
            var ok = false
            if let resolved = try? resolver.resolve(item.text) {
                ok = matches(item.expected, resolved, calendar: calendar)
            }
            if ok {
                report.correct += 1
                if isEnglish { report.englishCorrect += 1 }
            } else if isEnglish {
                report.failures.append("\(item.text) @ \(item.reference) → expected \(item.expected)")
            }
        }
        return report
    }

    /// Compares the specified fields of `Time[]{2019-01-01 19:25 (X/X)}` or
    /// `Interval[]{<Time> - <Time>}` with what the resolver produced.
    static func matches(_ expected: String, _ resolved: ResolvedTime, calendar: Calendar) -> Bool {
        let pattern = try! NSRegularExpression(pattern: #"([0-9X]+)-([0-9X]+)-([0-9X]+) ([0-9X]+):([0-9X]+) \("#)
        let range = NSRange(expected.startIndex..., in: expected)
        let matches = pattern.matches(in: expected, range: range)
        guard !matches.isEmpty else { return false }
        let points = [resolved.start, resolved.end]
        if expected.hasPrefix("Interval"), matches.count == 2, resolved.end == nil { return false }
        for (index, match) in matches.enumerated() {
            guard let date = points[index] ?? (index == 0 ? resolved.start : nil) else { return false }
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let actual = [c.year, c.month, c.day, c.hour, c.minute]
            for field in 0..<5 {
                let text = (expected as NSString).substring(with: match.range(at: field + 1))
                if text == "X" {
                    if field >= 3, resolved.hasTime, !expected.contains("/X)") { continue }
                    continue
                }
                guard let value = Int(text), actual[field] == value else { return false }
            }
        }
        return true
    }
}
