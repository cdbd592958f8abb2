import Foundation

/// One token of the input: a run of letters, a run of ASCII digits, or one other character.
struct TimeToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case word, number, symbol }
    /// Lower-cased text ("3", "pm", "/").
    var text: String
    var kind: Kind
    /// Where it is in the original string.
    var range: Range<String.Index>
    /// True when whitespace separates it from the token before ("3 pm" yes, "3pm" no).
    var spaceBefore: Bool
    /// The value of a digit run (nil for words, symbols and runs too long to be a time).
    var number: Int? { kind == .number && text.count <= 9 ? Int(text) : nil }
}

/// Splits text into ``TimeToken``s and folds the spellings that mean one word ("a.m." → "am",
/// "o'clock" → "oclock", speech slips like "at for pm" → "at 4 pm").
enum TimeTokenizer {
    static func tokenize(_ text: String) -> [TimeToken] {
        var tokens: [TimeToken] = []
        var index = text.startIndex
        var space = true
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                space = true
                index = text.index(after: index)
                continue
            }
            let start = index
            let kind: TimeToken.Kind
            if character.isASCII, character.isNumber {
                kind = .number
                while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            } else if character.isLetter {
                kind = .word
                while index < text.endIndex {
                    let c = text[index]
                    if c.isLetter && !(c.isASCII && c.isNumber) {
                        index = text.index(after: index)
                    } else if c == "'" || c == "’", text.index(after: index) < text.endIndex, text[text.index(after: index)].isLetter {
                        index = text.index(after: index)
                    } else if c.isASCII, c.isNumber, text[start..<index].allSatisfy(\.isUppercase) {
                        // "H2S", "B2B": capitals with figures inside are one name, not "2 s" (seconds).
                        var end = index
                        while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
                        guard end < text.endIndex, text[end].isUppercase else { break }
                        index = end
                    } else {
                        break
                    }
                }
            } else {
                kind = .symbol
                index = text.index(after: index)
            }
            let word = String(text[start..<index]).lowercased().replacingOccurrences(of: "’", with: "'")
            tokens.append(TimeToken(text: word, kind: kind, range: start..<index, spaceBefore: space))
            space = false
            if tokens.count > 4_000 { break } // a bound for absurd inputs: a command is a few dozen tokens
        }
        return fold(tokens)
    }

    /// True when a hyphen between two words said of a clock joins its parts: after "oh" (or
    /// "zero") before an hour, or after an hour said in words before "oh", "hundred" or its
    /// minutes in tens ("oh-seven-fifteen", "eight-thirty", "fourteen-thirty", "sixteen-hundred").
    static func joinsAClock(_ left: String, _ right: String) -> Bool {
        let hours: Set<String> = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                                  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        if ["oh", "zero"].contains(left) { return hours.contains(right) }
        return hours.contains(left) && ["oh", "hundred", "fifteen", "thirty", "forty", "fifty"].contains(right)
    }

    /// Merges "a . m ." into "am", "o ' clock"/"o clock" into "oclock", "hour's time" and "days'
    /// time" into their unit, "8-thirty" into "8 thirty" and "twenty-5" into 25, and reads speech
    /// slips as numbers where a clock time must stand.
    static func fold(_ tokens: [TimeToken]) -> [TimeToken] {
        var tokens = tokens
        var out: [TimeToken] = []
        var i = 0
        func text(_ k: Int) -> String? { k < tokens.count ? tokens[k].text : nil }
        while i < tokens.count {
            var token = tokens[i]
            // "8-thirty", "5-fifteen": a clock's minutes in words after a hyphen, as "8 thirty".
            if token.text == "-", !token.spaceBefore, let last = out.last, last.kind == .number, last.text.count <= 2,
               i + 1 < tokens.count, !tokens[i + 1].spaceBefore,
               ["oh", "ten", "fifteen", "twenty", "thirty", "forty", "fifty"].contains(tokens[i + 1].text) {
                tokens[i + 1].spaceBefore = true
                i += 1
                continue
            }
            // "oh-eight-thirty", "oh-nine-hundred", "fourteen-thirty", "sixteen-hundred": a
            // timetable's clock said in words with hyphens (set 1065), as said without them.
            if token.text == "-", !token.spaceBefore, let last = out.last, last.kind == .word, i + 1 < tokens.count,
               !tokens[i + 1].spaceBefore, Self.joinsAClock(last.text, tokens[i + 1].text) {
                tokens[i + 1].spaceBefore = true
                i += 1
                continue
            }
            // "twenty-5", "forty-5": tens in words and a digit, one number.
            if let tens = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50][token.text], text(i + 1) == "-",
               i + 2 < tokens.count, !tokens[i + 1].spaceBefore, !tokens[i + 2].spaceBefore,
               let unit = tokens[i + 2].number, tokens[i + 2].text.count == 1, unit > 0 {
                token.text = String(tens + unit)
                token.kind = .number
                token.range = token.range.lowerBound..<tokens[i + 2].range.upperBound
                out.append(token)
                i += 3
                continue
            }
            // "nine forty-five a.m." (set 1087): a number in words with a hyphen is one number, not a
            // span from "nine forty" to "five a.m.".
            // (`TimeLexicon.number(_:)` says which words so joined make a number.)
            if text(i + 1) == "-", i + 2 < tokens.count, !tokens[i + 1].spaceBefore, !tokens[i + 2].spaceBefore,
               TimeLexicon.number(token.text + "-" + tokens[i + 2].text) != nil {
                token.text += "-" + tokens[i + 2].text
                token.range = token.range.lowerBound..<tokens[i + 2].range.upperBound
                out.append(token)
                i += 3
                continue
            }
            // "the 1st o' December", "the 18th o' December" (set 1083): "of", said short.
            if token.text == "o", text(i + 1) == "'", i + 1 < tokens.count, !tokens[i + 1].spaceBefore {
                token.text = "of"
                token.range = token.range.lowerBound..<tokens[i + 1].range.upperBound
                out.append(token)
                i += 2
                continue
            }
            // a.m. / p.m. / a. m.
            if token.text == "a" || token.text == "p", text(i + 1) == ".", text(i + 2) == "m" {
                let last = text(i + 3) == "." ? i + 3 : i + 2
                token.text = token.text + "m"
                token.range = token.range.lowerBound..<tokens[last].range.upperBound
                out.append(token)
                i = last + 1
                continue
            }
            // "in an hour's time", "in 3 days' time", "a fortnight's time": the length, as "in an hour".
            if let t = text(i + 1), token.kind == .word,
               case let base = token.text.hasSuffix("'s") ? String(token.text.dropLast(2)) : token.text,
               TimeLexicon.units[base] != nil || base == "fortnight" || base == "fortnights",
               token.text.hasSuffix("'s") ? t == "time" : (t == "'" && text(i + 2) == "time") {
                let last = t == "time" ? i + 1 : i + 2
                token.text = base
                token.range = token.range.lowerBound..<tokens[last].range.upperBound
                out.append(token)
                i = last + 1
                continue
            }
            if token.text == "o'clock" || (token.text == "o" && text(i + 1) == "clock") {
                let last = token.text == "o" ? i + 1 : i
                token.text = "oclock"
                token.range = token.range.lowerBound..<tokens[last].range.upperBound
                out.append(token)
                i = last + 1
                continue
            }
            out.append(token)
            i += 1
        }
        // Speech slips inside a clock time: "at for pm", "at to thirty", "at won", "at ate".
        let slips = ["for": 4, "fore": 4, "four": 4, "to": 2, "too": 2, "two": 2, "won": 1, "ate": 8, "tree": 3]
        let clockFollowers: Set<String> = ["am", "pm", "oclock", "thirty", "fifteen", "forty", "fifty", "twenty", "ten",
                                           "oh", "o", "a", "p", "in", "tonight", "tomorrow", "today"]
        for k in out.indices where out[k].kind == .word {
            guard let value = slips[out[k].text], k > 0, ["at", "by", "around", "till", "until"].contains(out[k - 1].text) else { continue }
            let next = k + 1 < out.count ? out[k + 1] : nil
            let clockFollows = next.map { clockFollowers.contains($0.text) || $0.kind == .number || $0.text == ":" } ?? true
            if clockFollows {
                out[k].text = String(value)
                out[k].kind = .number
            }
        }
        return out
    }
}
